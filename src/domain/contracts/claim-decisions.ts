import { z } from 'zod';
import { DenialSchema, SettlementSchema } from '@/domain/schemas/settlement';
import { IdParamsSchema, ImeiParamsSchema } from './params';
import { defineRoute } from './route';
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

/** Settling and denying a recorded check, each in one transaction, and the settle dialog's helpers. */
const tags = ['settle and deny'];

export const checkSettlement = defineRoute({
  method: 'POST',
  path: '/api/v1/checks/:id/settlement',
  summary: 'Settle a claim',
  operationId: 'settleCheck',
  tags,
  params: IdParamsSchema,
  body: SettlementSchema,
  reply: SettledReply,
  status: 201,
  action: 'product:use',
  scope: 'claims:write',
  idempotent: true,
});

export const checkDenial = defineRoute({
  method: 'POST',
  path: '/api/v1/checks/:id/denial',
  summary: 'Deny a claim',
  operationId: 'denyCheck',
  tags,
  params: IdParamsSchema,
  body: DenialSchema,
  reply: DeniedReply,
  status: 201,
  action: 'product:use',
  scope: 'claims:write',
  idempotent: true,
});

export const replacementMatchList = defineRoute({
  method: 'GET',
  path: '/api/v1/replacement-matches',
  summary: 'Find earlier claims that handed out a replacement device',
  operationId: 'listReplacementMatches',
  tags,
  query: ImeiParamsSchema,
  reply: ReplacementMatchesReply,
  action: 'product:use',
  scope: 'claims:read',
});

export const claimCleanup = defineRoute({
  method: 'POST',
  path: '/api/v1/claim-cleanups',
  summary: "Remove a device's claims and replacement devices",
  operationId: 'createClaimCleanup',
  tags,
  body: ImeiParamsSchema,
  reply: CleanupReply,
  action: 'claim:delete',
});
