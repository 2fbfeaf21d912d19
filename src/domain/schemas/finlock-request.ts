import { z } from 'zod';

/** A FinLock removal request is raised from one stored carrier check of the organisation. */
export const FinLockRequestSchema = z.strictObject({
  carrierCheckId: z.uuid('Carrier check id must be a UUID'),
});
export type FinLockRequest = z.infer<typeof FinLockRequestSchema>;
