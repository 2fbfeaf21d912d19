import { z } from 'zod';
import { intakeMessages } from '@/domain/intake-messages';

/**
 * A claim-type change on a recorded check in Claims Review. The loss date is only needed when the change makes a
 * check total loss that has no FNOL yet; the server decides that, since it knows the organisation's claim types.
 */
export const ClaimTypeChangeSchema = z.strictObject({
  claimType: z.string().trim().min(1, intakeMessages.claimTypeRequired).max(100),
  lossDate: z.iso.date(intakeMessages.lossDateInvalid).nullish(),
});
export type ClaimTypeChange = z.input<typeof ClaimTypeChangeSchema>;
