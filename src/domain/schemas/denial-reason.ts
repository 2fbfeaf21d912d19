import { z } from 'zod';
import { adminMessages } from '@/domain/admin-messages';
import { shownText } from '@/domain/well-formed-text';

export const NewDenialReasonSchema = z.strictObject({
  denialReason: shownText()
    .trim()
    .min(1, adminMessages.denialReasonRequired)
    .max(200, adminMessages.denialReasonTooLong),
});
export type NewDenialReason = z.infer<typeof NewDenialReasonSchema>;
