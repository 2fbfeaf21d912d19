import { describe, expect, it } from 'vitest';
import { firstMessage } from '../../../tests/support/first-message';
import { type ClaimsIntake, ClaimsIntakeSchema, validateIntake } from './claims-intake';

/** The organisation's claim types: Screen Damage is not total loss, Total Loss is; any other type is not theirs. */
const CLAIM_TYPES: Record<string, boolean> = { 'Screen Damage': false, 'Total Loss': true };
const isTotalLoss = (claimType: string) => CLAIM_TYPES[claimType];

/** 15 May 2024, local time: the day the handler fills in the form. */
const TODAY = new Date(2024, 4, 15);

const form: ClaimsIntake = {
  imei: '353328110000013',
  reference: 'CLM-1001',
  claimType: 'Screen Damage',
  fnol: false,
  lossDate: null,
};

/** The form as the handler sends it, through the schema and then the intake rules. */
const intake = (fields: Partial<ClaimsIntake>) =>
  validateIntake(ClaimsIntakeSchema.parse({ ...form, ...fields }), isTotalLoss, TODAY);

describe('validateIntake: the first failing rule is the only message shown', () => {
  it.each([
    ['no IMEI', { imei: '' }, 'Validation Error', 'Please enter an IMEI number'],
    ['a blank IMEI', { imei: '   ' }, 'Validation Error', 'Please enter an IMEI number'],
    [
      'no IMEI and no claim type: the IMEI first',
      { imei: '', claimType: '' },
      'Validation Error',
      'Please enter an IMEI number',
    ],
    ['no claim type', { claimType: '' }, 'Validation Error', 'Please select a claim type'],
    ['a blank claim type', { claimType: '  ' }, 'Validation Error', 'Please select a claim type'],
    [
      'a claim type the organisation does not have',
      { claimType: 'Water Damage' },
      'Validation Error',
      "This claim type is not one of your organization's claim types.",
    ],
    [
      'an unknown claim type with an invalid IMEI: the claim type first',
      { claimType: 'Water Damage', imei: '123' },
      'Validation Error',
      "This claim type is not one of your organization's claim types.",
    ],
    [
      'a total loss without FNOL',
      { claimType: 'Total Loss' },
      'Validation Error',
      'FNOL (First Notice of Loss) is required for total loss claims',
    ],
    [
      'a loss date without FNOL, which would not be kept',
      { lossDate: '2024-05-01' },
      'Validation Error',
      'A Loss Date is only recorded with FNOL. Check FNOL, or leave the Loss Date empty.',
    ],
    [
      'a total loss without FNOL but with a loss date',
      { claimType: 'Total Loss', lossDate: '2024-05-01' },
      'Validation Error',
      'FNOL (First Notice of Loss) is required for total loss claims',
    ],
    [
      'FNOL without a loss date',
      { fnol: true },
      'Validation Error',
      'Loss Date is required when FNOL is checked',
    ],
    [
      'a total loss with FNOL but no loss date',
      { claimType: 'Total Loss', fnol: true },
      'Validation Error',
      'Loss Date is required when FNOL is checked',
    ],
    [
      'FNOL with a loss date tomorrow',
      { fnol: true, lossDate: '2024-05-16' },
      'Validation Error',
      'Loss Date cannot be in the future',
    ],
    [
      'FNOL with a loss date before 1900',
      { fnol: true, lossDate: '1899-12-31' },
      'Validation Error',
      'Loss Date cannot be before 01/01/1900',
    ],
    [
      'a loss date in the future with an invalid IMEI: the date first',
      { fnol: true, lossDate: '2025-01-01', imei: '123' },
      'Validation Error',
      'Loss Date cannot be in the future',
    ],
    ['an IMEI of 14 digits', { imei: '35332811000001' }, 'Invalid IMEI', 'IMEI must be exactly 15 digits'],
    ['an IMEI of 16 digits', { imei: '3533281100000130' }, 'Invalid IMEI', 'IMEI must be exactly 15 digits'],
    ['an IMEI failing Luhn', { imei: '353328110000014' }, 'Invalid IMEI', 'Invalid IMEI - failed Luhn check'],
  ] as const)('refuses %s', (_case, fields, title, message) => {
    expect(intake(fields)).toEqual({ ok: false, title, message });
  });

  it.each([
    [
      'a claim without FNOL',
      {},
      {
        imei: '353328110000013',
        reference: 'CLM-1001',
        claimType: 'Screen Damage',
        fnol: false,
        lossDate: null,
      },
    ],
    [
      'a pasted IMEI with dashes and spaces, kept as its 15 digits',
      { imei: ' 35-332811-000001-3 ' },
      {
        imei: '353328110000013',
        reference: 'CLM-1001',
        claimType: 'Screen Damage',
        fnol: false,
        lossDate: null,
      },
    ],
    [
      'no claim reference, kept as none',
      { reference: '' },
      { imei: '353328110000013', reference: null, claimType: 'Screen Damage', fnol: false, lossDate: null },
    ],
    [
      'a blank claim reference, kept as none',
      { reference: '   ' },
      { imei: '353328110000013', reference: null, claimType: 'Screen Damage', fnol: false, lossDate: null },
    ],
    [
      'a claim reference and claim type with spaces around them, trimmed',
      { reference: ' CLM-7 ', claimType: ' Screen Damage ' },
      {
        imei: '353328110000013',
        reference: 'CLM-7',
        claimType: 'Screen Damage',
        fnol: false,
        lossDate: null,
      },
    ],
    [
      'a total loss with FNOL and a loss date today',
      { claimType: 'Total Loss', fnol: true, lossDate: '2024-05-15' },
      {
        imei: '353328110000013',
        reference: 'CLM-1001',
        claimType: 'Total Loss',
        fnol: true,
        lossDate: '2024-05-15',
      },
    ],
    [
      'FNOL on a claim that is not total loss, with a loss date of 1 January 1900',
      { fnol: true, lossDate: '1900-01-01' },
      {
        imei: '353328110000013',
        reference: 'CLM-1001',
        claimType: 'Screen Damage',
        fnol: true,
        lossDate: '1900-01-01',
      },
    ],
  ] as const)('accepts %s', (_case, fields, expected) => {
    expect(intake(fields)).toEqual({ ok: true, ...expected });
  });

  it('asks for the claim types only once the IMEI and claim type are there', () => {
    const asked: string[] = [];
    const recording = (claimType: string) => {
      asked.push(claimType);
      return isTotalLoss(claimType);
    };
    validateIntake(ClaimsIntakeSchema.parse({ ...form, imei: '' }), recording, TODAY);
    validateIntake(ClaimsIntakeSchema.parse({ ...form, claimType: '' }), recording, TODAY);
    expect(asked).toEqual([]);
    validateIntake(ClaimsIntakeSchema.parse(form), recording, TODAY);
    expect(asked).toEqual(['Screen Damage']);
  });

  it('judges the loss date against the real date when no day is given', () => {
    const input = ClaimsIntakeSchema.parse({ ...form, fnol: true, lossDate: '2999-01-01' });
    expect(validateIntake(input, isTotalLoss)).toMatchObject({
      message: 'Loss Date cannot be in the future',
    });
  });
});

describe('ClaimsIntakeSchema: the form as sent', () => {
  it.each([
    ['a complete form', form, null],
    ['a form without a claim reference', { ...form, reference: undefined }, null],
    ['an IMEI of 64 characters', { ...form, imei: '3'.repeat(64) }, null],
    ['an IMEI of 65 characters', { ...form, imei: '3'.repeat(65) }, 'IMEI must be exactly 15 digits'],
    ['a claim reference of 100 characters', { ...form, reference: 'r'.repeat(100) }, null],
    [
      'a claim reference of 101 characters',
      { ...form, reference: 'r'.repeat(101) },
      'Claim reference must be at most 100 characters',
    ],
    [
      'a claim reference of 100 characters and spaces around it',
      { ...form, reference: ` ${'r'.repeat(100)} ` },
      null,
    ],
    ['a claim type of 100 characters', { ...form, claimType: 'c'.repeat(100) }, null],
    ['a loss date', { ...form, fnol: true, lossDate: '2024-02-29' }, null],
    ['a loss date that is no day', { ...form, lossDate: '2023-02-29' }, 'Loss Date must be a valid date'],
    [
      'a loss date written the other way',
      { ...form, lossDate: '15/05/2024' },
      'Loss Date must be a valid date',
    ],
  ])('%s → %s', (_case, body, expected) => {
    expect(firstMessage(ClaimsIntakeSchema, body)).toBe(expected);
  });

  it.each([
    ['a claim type of 101 characters', { ...form, claimType: 'c'.repeat(101) }],
    ['no FNOL answer', { ...form, fnol: undefined }],
    ['FNOL as text', { ...form, fnol: 'true' }],
    ['no loss date field', { imei: form.imei, claimType: form.claimType, fnol: false }],
    ['an unknown field', { ...form, deviceModel: 'iPhone 15' }],
  ])('refuses %s', (_case, body) => {
    expect(ClaimsIntakeSchema.safeParse(body).success).toBe(false);
  });

  it('gives an absent claim reference as empty and trims the reference and claim type', () => {
    expect(ClaimsIntakeSchema.parse({ ...form, reference: undefined })).toMatchObject({ reference: '' });
    expect(ClaimsIntakeSchema.parse({ ...form, reference: ' R1 ', claimType: ' Total Loss ' })).toMatchObject(
      {
        reference: 'R1',
        claimType: 'Total Loss',
      },
    );
  });
});
