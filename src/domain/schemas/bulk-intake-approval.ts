import { z } from 'zod';
import { BULK_REJECTION_REASON_MAX_LENGTH } from '@/domain/bulk-intake';
import { bulkIntakeMessages } from '@/domain/bulk-intake-messages';
import { shownText } from '@/domain/well-formed-text';

const rejectionReason = () =>
  shownText()
    .trim()
    .min(1, bulkIntakeMessages.rejectionReasonRequired)
    .max(BULK_REJECTION_REASON_MAX_LENGTH, bulkIntakeMessages.rejectionReasonTooLong);

/** An org admin's decision on a bulk upload awaiting approval: approve it, or reject it with a reason for the uploader. */
export const BulkIntakeApprovalSchema = z
  .discriminatedUnion('approve', [
    z.strictObject({ approve: z.literal(true) }),
    z.strictObject({
      approve: z.literal(false),
      reason: rejectionReason().describe('Why it is rejected: shown to the uploader'),
    }),
  ])
  .meta({ example: { approve: false, reason: 'Split it into files of at most 500 rows' } });
export type BulkIntakeApproval = z.infer<typeof BulkIntakeApprovalSchema>;

/** The reject dialog's form: the reason alone. */
export const BulkRejectionSchema = z.strictObject({ reason: rejectionReason() });
export type BulkRejection = z.infer<typeof BulkRejectionSchema>;
