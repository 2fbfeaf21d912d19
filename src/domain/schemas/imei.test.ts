import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messages } from '@/domain/messages';
import { ImeiSchema } from './imei';

describe('ImeiSchema', () => {
  it('gives the normalised 15 digits', () => {
    expect(ImeiSchema.parse('35-332811-000001-3')).toBe('353328110000013');
  });

  it.each([
    ['', messages.imeiEmpty],
    ['35332811000001', messages.imeiNot15Digits],
    ['353328110000998', messages.imeiFailedLuhn],
  ])('rejects %j with exactly one issue: %s', (input, message) => {
    const result = ImeiSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  it('rejects a value that is not a string', () => {
    expect(ImeiSchema.safeParse(353328110000013).success).toBe(false);
  });

  it('puts the message on the field when used inside an object', () => {
    const result = z.object({ imei: ImeiSchema }).safeParse({ imei: '1234' });
    expect(result.error?.issues).toMatchObject([{ path: ['imei'], message: messages.imeiNot15Digits }]);
  });

  it('describes its input as a string in JSON Schema, so route docs can show it', () => {
    expect(z.toJSONSchema(ImeiSchema, { io: 'input' })).toMatchObject({ type: 'string' });
  });
});
