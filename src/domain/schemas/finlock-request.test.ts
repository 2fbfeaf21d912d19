import { describe, expect, it } from 'vitest';
import { firstMessage } from '../../../tests/support/first-message';
import { FinLockRequestSchema } from './finlock-request';

describe('FinLockRequestSchema: a request names the stored carrier check it comes from', () => {
  it.each([
    [{ carrierCheckId: '0b9d6f3e-5f7a-4c1e-9a57-2d4f8e1c3b6a' }, null],
    [{ carrierCheckId: 'check-1' }, 'Carrier check id must be a UUID'],
    [{ carrierCheckId: '' }, 'Carrier check id must be a UUID'],
  ])('%j → %s', (body, expected) => {
    expect(firstMessage(FinLockRequestSchema, body)).toBe(expected);
  });

  it('refuses a request without a check or with unknown fields', () => {
    expect(FinLockRequestSchema.safeParse({}).success).toBe(false);
    expect(
      FinLockRequestSchema.safeParse({ carrierCheckId: '0b9d6f3e-5f7a-4c1e-9a57-2d4f8e1c3b6a', imei: '1' })
        .success,
    ).toBe(false);
  });
});
