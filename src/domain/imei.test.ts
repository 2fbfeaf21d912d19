import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { imeiMatchKey, imeiTac, isLuhnValid, luhnCheckDigit, normaliseImei, validateImei } from './imei';
import { messages } from './messages';

const digits = (length: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: length, maxLength: length });
const validImei = digits(14).map((first14) => `${first14}${luhnCheckDigit(first14)}`);

describe('validateImei', () => {
  it.each([
    ['353328110000013', { ok: true, imei: '353328110000013' }],
    ['35-332811-000001-3', { ok: true, imei: '353328110000013' }],
    [' 35 3328 1100 0001 3 ', { ok: true, imei: '353328110000013' }],
    ['490154203237518', { ok: true, imei: '490154203237518' }],
    ['', { ok: false, message: messages.imeiEmpty }],
    ['   ', { ok: false, message: messages.imeiEmpty }],
    ['abc', { ok: false, message: messages.imeiEmpty }],
    ['- / .', { ok: false, message: messages.imeiEmpty }],
    ['abc1', { ok: false, message: messages.imeiNot15Digits }],
    ['35332811000001', { ok: false, message: messages.imeiNot15Digits }],
    ['3533281100000130', { ok: false, message: messages.imeiNot15Digits }],
    ['35332811000001X', { ok: false, message: messages.imeiNot15Digits }],
    ['353328110000998', { ok: false, message: messages.imeiFailedLuhn }],
    ['353328110000014', { ok: false, message: messages.imeiFailedLuhn }],
  ])('%j gives %j', (input, expected) => {
    expect(validateImei(input)).toEqual(expected);
  });

  it('uses the wording of the specification', () => {
    expect(messages.imeiEmpty).toBe('IMEI cannot be empty');
    expect(messages.imeiNot15Digits).toBe('IMEI must be exactly 15 digits');
    expect(messages.imeiFailedLuhn).toBe('Invalid IMEI - failed Luhn check');
  });
});

describe('luhnCheckDigit and isLuhnValid', () => {
  // Recipero's published test serials and the CAMARA example: all Luhn-valid by construction.
  it.each([
    '100000010000015',
    '357355090000321',
    '358686090000013',
    '012748000000992',
    '354794053400271',
    '490154203237518',
  ])('accepts the published IMEI %s', (imei) => {
    expect(isLuhnValid(imei)).toBe(true);
    expect(luhnCheckDigit(imei.slice(0, 14))).toBe(Number(imei[14]));
  });

  it.each(['', '7', '35332811000001a', '35332811-000013', ' 00', '00 '])(
    'rejects %j, which is not a run of digits',
    (value) => {
      expect(isLuhnValid(value)).toBe(false);
    },
  );
});

describe('imeiMatchKey and imeiTac', () => {
  it('take the first 14 and the first 8 digits', () => {
    expect(imeiMatchKey('353328110000013')).toBe('35332811000001');
    expect(imeiTac('353328110000013')).toBe('35332811');
  });

  it('normalise first, so a pasted IMEI gives the same key', () => {
    expect(imeiMatchKey('35-332811-000001-3')).toBe('35332811000001');
    expect(imeiTac('35 332811 000001 3')).toBe('35332811');
  });
});

describe('properties', () => {
  it('every IMEI built with its Luhn check digit is valid', () => {
    fc.assert(
      fc.property(validImei, (imei) => {
        expect(validateImei(imei)).toEqual({ ok: true, imei });
      }),
    );
  });

  it('changing any single digit of a valid IMEI fails the Luhn check', () => {
    const change = fc.tuple(validImei, fc.nat({ max: 14 }), fc.integer({ min: 1, max: 9 }));
    fc.assert(
      fc.property(change, ([imei, position, delta]) => {
        const changed = (Number(imei[position]) + delta) % 10;
        const typo = `${imei.slice(0, position)}${changed}${imei.slice(position + 1)}`;
        expect(validateImei(typo)).toEqual({ ok: false, message: messages.imeiFailedLuhn });
      }),
    );
  });

  it('normalisation is idempotent and leaves only digits', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const once = normaliseImei(input);
        expect(normaliseImei(once)).toBe(once);
        expect(once).toMatch(/^\d*$/);
      }),
    );
  });

  it('separators do not change the verdict', () => {
    const separated = fc.tuple(validImei, fc.constantFrom(' ', '-', '/', '.'));
    fc.assert(
      fc.property(separated, ([imei, separator]) => {
        expect(validateImei(imei.split('').join(separator))).toEqual({ ok: true, imei });
      }),
    );
  });
});
