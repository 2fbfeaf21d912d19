import { describe, expect, it } from 'vitest';
import { generateSearchResponse } from '../../../../simulators/device-history/generate-search-response';
import { luhnCheckDigit } from '../../../domain/imei';
import { DeviceHistoryResponseSchema, ProviderErrorsSchema } from './schema';

const minimal = {
  serial: '353328110000013',
  serialdetails: { wellformedimei: true },
  checkmendstatus: { result: 'green' },
};

describe('DeviceHistoryResponseSchema', () => {
  it('accepts the minimal answer and lists sent as null', () => {
    expect(DeviceHistoryResponseSchema.safeParse(minimal).success).toBe(true);
    const withNulls = { ...minimal, blocklist: null, stolen: null, checkmendlastsearched: null };
    expect(DeviceHistoryResponseSchema.safeParse(withNulls).success).toBe(true);
  });

  it('accepts a certificate id sent as a number', () => {
    const response = { ...minimal, checkmendstatus: { result: 'green', certid: 123 } };
    expect(DeviceHistoryResponseSchema.parse(response).checkmendstatus.certid).toBe(123);
  });

  it('accepts the simulator answer for a thousand generated IMEIs', () => {
    for (let index = 0; index < 1000; index += 1) {
      const first14 = `3586860900${String(index).padStart(4, '0')}`;
      const response = generateSearchResponse(`${first14}${luhnCheckDigit(first14)}`);
      expect(DeviceHistoryResponseSchema.safeParse(response).success).toBe(true);
    }
  });

  it.each([
    ['no serial', { ...minimal, serial: undefined }],
    ['no serialdetails', { ...minimal, serialdetails: undefined }],
    ['no wellformedimei', { ...minimal, serialdetails: {} }],
    ['no checkmendstatus', { ...minimal, checkmendstatus: undefined }],
    ['a list that is not a list', { ...minimal, stolen: 'none' }],
    ['a block record that is not an object', { ...minimal, blocklist: { blocked: true, history: ['EE'] } }],
    ['a JSON array', [minimal]],
  ])('rejects an answer with %s', (_case, response) => {
    expect(DeviceHistoryResponseSchema.safeParse(response).success).toBe(false);
  });
});

describe('ProviderErrorsSchema', () => {
  it('reads every error of the envelope', () => {
    const envelope = {
      errors: [
        { id: 306, message: 'Insufficient Credits' },
        { id: 1, message: 'Unavailable' },
      ],
    };
    expect(ProviderErrorsSchema.parse(envelope).errors).toHaveLength(2);
  });

  it('rejects an empty or foreign envelope', () => {
    expect(ProviderErrorsSchema.safeParse({ errors: [] }).success).toBe(false);
    expect(ProviderErrorsSchema.safeParse({ status: 400, code: 'INVALID_ARGUMENT' }).success).toBe(false);
  });
});
