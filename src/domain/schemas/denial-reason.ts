import { z } from 'zod';
import { adminMessages } from '@/domain/admin-messages';

export const NewDenialReasonSchema = z.strictObject({
  denialReason: z
    .string()
    .trim()
    .min(1, adminMessages.denialReasonRequired)
    .max(200, adminMessages.denialReasonTooLong),
});
export type NewDenialReason = z.infer<typeof NewDenialReasonSchema>;
