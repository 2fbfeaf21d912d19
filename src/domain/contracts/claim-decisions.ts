import { z } from 'zod';
import { isoDateTime, type Wire } from './wire';

/** `POST /api/v1/checks/:id/settlement`: the settled claim, and the check it was settled from (which keeps its id). */
export const SettledReply = z.object({
  settledClaimId: z.uuid().describe('GET /api/v1/settled-claims/{settledClaimId}'),
  claimId: z.uuid().describe('The same id as settledClaimId, the one webhook payloads name as claimId'),
  checkId: z
    .uuid()
    .describe('GET /api/v1/checks/{checkId} now answers with the settled state and this record'),
});

/** `POST /api/v1/checks/:id/denial`: the denied claim, the reason it was denied for, and the check it came from. */
export const DeniedReply = z.object({
  deniedClaimId: z.uuid().describe('GET /api/v1/denied-claims/{deniedClaimId}'),
  denialReason: z.string(),
  checkId: z
    .uuid()
    .describe('GET /api/v1/checks/{checkId} now answers with the denied state and this record'),
});

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
