import { describe, expect, it } from 'vitest';
import { messages } from '@/domain/messages';
import { CarrierCheckRequestSchema, validateCarrierImei } from './carrier-check';

const firstMessage = (body: unknown) => {
  const parsed = CarrierCheckRequestSchema.safeParse(body);
  return parsed.success ? parsed.data.imei : parsed.error.issues[0]?.message;
};

describe('the carrier check IMEI rules (required, then 15 digits, then the check digit)', () => {
  it.each([
    [{ imei: '' }, 'Please enter an IMEI number'],
    [{ imei: '   ' }, 'Please enter an IMEI number'],
    [{}, 'Please enter an IMEI number'],
    [{ imei: '35332811000001' }, messages.imeiNot15Digits],
    [{ imei: '35332811000001a' }, messages.imeiNot15Digits],
    [{ imei: '353328110000014' }, messages.imeiFailedLuhn],
    [{ imei: '353328110000013' }, '353328110000013'],
    [{ imei: '35-332811-000001-3' }, '353328110000013'],
  ])('%j → %s', (body, expected) => {
    expect(firstMessage(body)).toBe(expected);
  });

  it('refuses unknown fields', () => {
    expect(CarrierCheckRequestSchema.safeParse({ imei: '353328110000013', extra: 1 }).success).toBe(false);
  });

  it('gives the form the notice titles', () => {
    expect(validateCarrierImei(' ')).toEqual({
      ok: false,
      title: 'Validation Error',
      message: 'Please enter an IMEI number',
    });
    expect(validateCarrierImei('123')).toEqual({
      ok: false,
      title: 'Invalid IMEI',
      message: messages.imeiNot15Digits,
    });
    expect(validateCarrierImei('353328110000013')).toEqual({ ok: true, imei: '353328110000013' });
  });
});
