import { z } from 'zod';
import { adminMessages } from '@/domain/admin-messages';
import { shownText } from '@/domain/well-formed-text';

export const NewClaimTypeSchema = z.strictObject({
  claimType: shownText()
    .trim()
    .min(1, adminMessages.claimTypeRequired)
    .max(100, adminMessages.claimTypeTooLong),
  isTotalLoss: z.boolean().default(false),
});
export type NewClaimTypeInput = z.input<typeof NewClaimTypeSchema>;
export type NewClaimType = z.output<typeof NewClaimTypeSchema>;
