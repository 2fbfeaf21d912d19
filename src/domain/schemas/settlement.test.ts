import { describe, expect, it } from 'vitest';
import { decisionMessages } from '@/domain/decision-messages';
import { firstMessage } from '../../../tests/support/first-message';
import { DenialSchema, type SettlementInput, SettlementSchema, validateSettlement } from './settlement';

const CLAIMED_IMEI = '353328110000013';
const replacement = {
  imei: '490154203237518',
  make: 'Apple',
  model: 'iPhone 15',
  color: 'Black',
  storage: '128GB',
};
const VERIFICATION_ID = '0b9d6f3e-5f7a-4c1e-9a57-2d4f8e1c3b6a';

/** The Settle Claim form as sent, through the schema and then the settlement rules. */
const settle = (form: SettlementInput, isTotalLoss = false, changes: string[] = []) =>
  validateSettlement(SettlementSchema.parse(form), { isTotalLoss, originalImei: CLAIMED_IMEI, changes });

describe('validateSettlement', () => {
  it.each([
    [
      'a total-loss claim with a replacement device',
      { includesReplacement: true, replacement },
      true,
      'Validation Error',
      'Total-loss claims do not include a replacement device.',
    ],
    [
      'a total-loss claim with replacement ticked but no details',
      { includesReplacement: true },
      true,
      'Validation Error',
      'Total-loss claims do not include a replacement device.',
    ],
    [
      'a replacement without details',
      { includesReplacement: true },
      false,
      'Incomplete Replacement Information',
      'Please fill in all replacement device details.',
    ],
    ...(['imei', 'make', 'model', 'color', 'storage'] as const).flatMap((field) => [
      [
        `a replacement without ${field}`,
        { includesReplacement: true, replacement: { ...replacement, [field]: '' } },
        false,
        'Incomplete Replacement Information',
        'Please fill in all replacement device details.',
      ] as const,
      [
        `a replacement with a blank ${field}`,
        { includesReplacement: true, replacement: { ...replacement, [field]: '   ' } },
        false,
        'Incomplete Replacement Information',
        'Please fill in all replacement device details.',
      ] as const,
    ]),
    [
      'a replacement IMEI of 14 digits',
      { includesReplacement: true, replacement: { ...replacement, imei: '49015420323751' } },
      false,
      'Invalid IMEI',
      'IMEI must be exactly 15 digits',
    ],
    [
      'a replacement IMEI failing Luhn',
      { includesReplacement: true, replacement: { ...replacement, imei: '490154203237519' } },
      false,
      'Invalid IMEI',
      'Invalid IMEI - failed Luhn check',
    ],
    [
      'the claimed device as its own replacement',
      { includesReplacement: true, replacement: { ...replacement, imei: CLAIMED_IMEI } },
      false,
      'Invalid IMEI',
      'The replacement device cannot be the claimed device itself.',
    ],
    [
      'the claimed device as its own replacement, typed with dashes',
      { includesReplacement: true, replacement: { ...replacement, imei: '35-332811-000001-3' } },
      false,
      'Invalid IMEI',
      'The replacement device cannot be the claimed device itself.',
    ],
    [
      'replacement details with replacement not ticked, which would not be kept',
      { includesReplacement: false, replacement },
      false,
      'Validation Error',
      'Replacement device details were sent for a claim without a replacement device.',
    ],
  ] as const)('refuses %s', (_case, form, isTotalLoss, title, message) => {
    expect(settle(form, isTotalLoss)).toEqual({ ok: false, title, message });
  });

  it('refuses to settle a device that changed since the check without a reason, before any other rule', () => {
    expect(settle({ includesReplacement: true }, false, ['Verdict: green → red'])).toEqual({
      ok: false,
      title: 'Reason Required',
      message: 'The device status changed since the check. Give your reason for settling anyway.',
    });
    expect(
      settle({ includesReplacement: false, overrideReason: '   ' }, false, ['Claims found: 0 → 1']),
    ).toEqual(expect.objectContaining({ ok: false, title: 'Reason Required' }));
  });

  it('keeps the reason for settling despite changes, and refuses one when nothing changed', () => {
    const form = { includesReplacement: false, overrideReason: ' Customer proved ownership ' };
    expect(settle(form, false, ['Verdict: green → red'])).toEqual({
      ok: true,
      replacement: null,
      notes: null,
      overrideReason: 'Customer proved ownership',
      referralReason: null,
    });
    expect(settle(form)).toEqual({
      ok: false,
      title: 'Validation Error',
      message:
        'Nothing changed since the check, so there is nothing to give a reason for. Leave the reason empty.',
    });
  });

  it.each([
    [
      'a claim without a replacement device',
      { includesReplacement: false },
      false,
      { replacement: null, notes: null },
    ],
    [
      'a total-loss claim without a replacement device, with notes',
      { includesReplacement: false, notes: 'Paid out in full' },
      true,
      { replacement: null, notes: 'Paid out in full' },
    ],
    ['a replacement device', { includesReplacement: true, replacement }, false, { replacement, notes: null }],
    [
      'a replacement device typed with spaces, kept trimmed and with the IMEI as its 15 digits',
      {
        includesReplacement: true,
        replacement: {
          imei: ' 49 0154 2032 3751 8 ',
          make: ' Apple ',
          model: ' iPhone 15 ',
          color: ' Black',
          storage: '128GB ',
        },
        notes: ' Customer collected ',
      },
      false,
      { replacement, notes: 'Customer collected' },
    ],
    [
      'a replacement device differing from the claimed one in the last digit only',
      { includesReplacement: true, replacement: { ...replacement, imei: '353328110000021' } },
      false,
      { replacement: { ...replacement, imei: '353328110000021' }, notes: null },
    ],
  ] as const)('accepts %s', (_case, form, isTotalLoss, expected) => {
    expect(settle(form, isTotalLoss)).toEqual({
      ok: true,
      overrideReason: null,
      referralReason: null,
      ...expected,
    });
  });
});

describe('SettlementSchema: the Settle Claim form as sent', () => {
  it.each([
    ['no replacement', { includesReplacement: false }, null],
    [
      'a replacement and a re-verification',
      { includesReplacement: true, replacement, verificationId: VERIFICATION_ID },
      null,
    ],
    ['a failed re-verification', { includesReplacement: false, verificationId: null }, null],
    [
      'replacement details of 100 characters',
      { includesReplacement: true, replacement: { ...replacement, make: 'm'.repeat(100) } },
      null,
    ],
    ...(['make', 'model', 'color', 'storage'] as const).map(
      (field) =>
        [
          `a replacement ${field} of 101 characters`,
          { includesReplacement: true, replacement: { ...replacement, [field]: 'x'.repeat(101) } },
          'Replacement device details must be at most 100 characters',
        ] as const,
    ),
    ['notes of 2000 characters', { includesReplacement: false, notes: 'n'.repeat(2000) }, null],
    [
      'notes of 2001 characters',
      { includesReplacement: false, notes: 'n'.repeat(2001) },
      'Notes must be at most 2000 characters',
    ],
    [
      'notes of 2000 characters and spaces around them',
      { includesReplacement: false, notes: ` ${'n'.repeat(2000)} ` },
      null,
    ],
  ] as const)('%s → %s', (_case, body, expected) => {
    expect(firstMessage(SettlementSchema, body)).toBe(expected);
  });

  it.each([
    ['no answer to the replacement question', {}],
    [
      'a replacement IMEI of 65 characters',
      { includesReplacement: true, replacement: { ...replacement, imei: '4'.repeat(65) } },
    ],
    [
      'a replacement without storage',
      { includesReplacement: true, replacement: { ...replacement, storage: undefined } },
    ],
    [
      'a replacement with an unknown field',
      { includesReplacement: true, replacement: { ...replacement, price: 1 } },
    ],
    ['a re-verification id that is no UUID', { includesReplacement: false, verificationId: 'check-1' }],
    ['an unknown field', { includesReplacement: false, denialReason: 'Fraud' }],
  ])('refuses %s', (_case, body) => {
    expect(SettlementSchema.safeParse(body).success).toBe(false);
  });

  it('fills in what the form left out: no replacement, no notes, no re-verification', () => {
    expect(SettlementSchema.parse({ includesReplacement: false })).toEqual({
      includesReplacement: false,
      replacement: null,
      notes: '',
      verificationId: null,
      overrideReason: '',
      referralReason: '',
    });
  });

  it('asks for the reason for settling a claim triage referred, and keeps none for one it did not refer', () => {
    const referred = { isTotalLoss: false, originalImei: '356938035643809', changes: [], isReferred: true };
    const input = (referralReason: string) =>
      SettlementSchema.parse({ includesReplacement: false, referralReason });
    expect(validateSettlement(input('  '), referred)).toEqual({
      ok: false,
      title: 'Referral Reason Required',
      message: decisionMessages.referralReasonRequired,
    });
    expect(validateSettlement(input(' Cleared by the fraud team '), referred)).toMatchObject({
      ok: true,
      referralReason: 'Cleared by the fraud team',
    });
    expect(validateSettlement(input('Cleared'), { ...referred, isReferred: false })).toMatchObject({
      ok: true,
      referralReason: null,
    });
  });
});

describe('DenialSchema: the Deny Claim form as sent', () => {
  it.each([
    [{}, { denialReason: '', notes: '' }],
    [{ denialReason: ' Suspected fraud ' }, { denialReason: 'Suspected fraud', notes: '' }],
    [{ denialReason: 'r'.repeat(200) }, { denialReason: 'r'.repeat(200), notes: '' }],
    [
      { denialReason: 'Fraud', notes: ' Police report 4471 ' },
      { denialReason: 'Fraud', notes: 'Police report 4471' },
    ],
    [
      { denialReason: 'Fraud', notes: 'n'.repeat(1_000) },
      { denialReason: 'Fraud', notes: 'n'.repeat(1_000) },
    ],
  ])('%j is the denial %j', (body, denial) => {
    expect(DenialSchema.parse(body)).toEqual(denial);
  });

  it.each([
    [{ denialReason: 'r'.repeat(201) }],
    [{ denialReason: 'Fraud', notes: 'n'.repeat(1_001) }],
    [{ denialReason: 'Fraud', note: 'x' }],
    [{ denialReason: 7 }],
  ])('refuses %j', (body) => {
    expect(DenialSchema.safeParse(body).success).toBe(false);
  });
});
