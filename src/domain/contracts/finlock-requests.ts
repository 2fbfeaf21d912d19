import { z } from 'zod';
import { FINLOCK_STATUSES } from '@/domain/carrier-finlock-status';
import { PersonSchema, pageReply } from './page';
import { isoDateTime, type Wire } from './wire';

/** One Financial Lock Removal request of the organisation. */
export const FinLockRequestRowSchema = z.object({
  id: z.uuid(),
  imei: z.string(),
  deviceMake: z.string().nullable(),
  deviceModel: z.string().nullable(),
  status: z.enum(FINLOCK_STATUSES),
  esnStatus: z.string().nullable(),
  deviceStatus: z.string().nullable(),
  requestedBy: PersonSchema.nullable(),
  createdAt: isoDateTime,
});
export type FinLockRequest = Wire<typeof FinLockRequestRowSchema>;

/** `GET /api/v1/finlock-requests`: one page of the organisation's requests. */
export const FinLockRequestPageReply = pageReply(FinLockRequestRowSchema);

/** `POST /api/v1/finlock-requests`: the notice's sentence and the request just made. */
export const CreatedFinLockRequestReply = z.object({ message: z.string(), request: FinLockRequestRowSchema });
