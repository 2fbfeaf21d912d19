import { z } from 'zod';
import { isoDateTime, type Wire } from './wire';

/** `POST /api/v1/checks/:id/settlement`: the settled claim and the claim it records. */
export const SettledReply = z.object({ settledClaimId: z.uuid(), claimId: z.uuid() });

/** `POST /api/v1/checks/:id/denial`: the denied claim and the reason it was denied for. */
export const DeniedReply = z.object({ deniedClaimId: z.uuid(), denialReason: z.string() });

const ReplacementMatchSchema = z.object({
  imei: z.string().describe('The claimed device'),
  replacementImei: z.string().nullable(),
  acceptedAt: isoDateTime.nullable(),
  acceptedBy: z.string().nullable(),
});
export type ReplacementMatch = Wire<typeof ReplacementMatchSchema>;

/** `GET /api/v1/replacement-matches`: earlier claims that handed out a device with these first 14 digits. */
export const ReplacementMatchesReply = z.object({ matches: z.array(ReplacementMatchSchema) });

/** `POST /api/v1/claim-cleanups`: how many of the device's claims and replacement devices were deleted. */
export const CleanupReply = z.object({
  claimsDeleted: z.number().int(),
  replacementDevicesDeleted: z.number().int(),
});
