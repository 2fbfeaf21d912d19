import { z } from 'zod';
import { pageReply } from './page';
import { isoDateTime, type Wire } from './wire';

const ReplacementDeviceRowSchema = z.object({
  id: z.uuid(),
  replacementImei: z.string(),
  originalImei: z.string(),
  deviceMake: z.string(),
  deviceModel: z.string(),
  deviceColor: z.string(),
  deviceStorage: z.string(),
  settledAt: isoDateTime,
  settledBy: z.string().nullable().describe('Name (or e-mail) of the user who settled the claim'),
});
export type ReplacementDeviceRow = Wire<typeof ReplacementDeviceRowSchema>;

/** `GET /api/v1/replacement-devices`: one page of the replacement devices the organisation handed out. */
export const ReplacementDevicePageReply = pageReply(ReplacementDeviceRowSchema);
