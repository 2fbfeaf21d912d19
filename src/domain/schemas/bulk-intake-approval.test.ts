import { describe, expect, it } from 'vitest';
import { bulkIntakeMessages } from '@/domain/bulk-intake-messages';
import { BulkIntakeApprovalSchema, BulkRejectionSchema } from './bulk-intake-approval';

const firstMessage = (value: unknown) => {
  const result = BulkIntakeApprovalSchema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('BulkIntakeApprovalSchema', () => {
  it('takes an approval alone, and a rejection with its reason trimmed', () => {
    expect(BulkIntakeApprovalSchema.parse({ approve: true })).toEqual({ approve: true });
    expect(BulkIntakeApprovalSchema.parse({ approve: false, reason: '  Too large  ' })).toEqual({
      approve: false,
      reason: 'Too large',
    });
  });

  it('refuses a rejection without a reason, or with one too long, in the words the form shows', () => {
    expect(firstMessage({ approve: false })).toBeDefined();
    expect(firstMessage({ approve: false, reason: ' \t ' })).toBe(bulkIntakeMessages.rejectionReasonRequired);
    expect(firstMessage({ approve: false, reason: 'x'.repeat(501) })).toBe(
      bulkIntakeMessages.rejectionReasonTooLong,
    );
    expect(BulkRejectionSchema.safeParse({ reason: '' }).error?.issues[0]?.message).toBe(
      bulkIntakeMessages.rejectionReasonRequired,
    );
  });

  it('refuses anything else: a reason with an approval, no decision, a decision that is not a boolean', () => {
    expect(firstMessage({ approve: true, reason: 'ok' })).toBeDefined();
    expect(firstMessage({})).toBeDefined();
    expect(firstMessage({ approve: 'yes' })).toBeDefined();
  });
});
