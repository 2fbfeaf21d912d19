import { z } from 'zod';
import type { Wire } from './wire';

/** `POST /api/v1/claim-types`: the claim type just added to the organisation's list. */
export const ClaimTypeReply = z.object({ id: z.uuid(), claimType: z.string(), isTotalLoss: z.boolean() });
export type ClaimType = Wire<typeof ClaimTypeReply>;

/** `GET /api/v1/claim-types`: the organisation's claim types, sorted by name. */
export const ClaimTypeListReply = z.array(ClaimTypeReply);

/** `POST /api/v1/denial-reasons`: the denial reason just added to the organisation's list. */
export const DenialReasonReply = z.object({ id: z.uuid(), denialReason: z.string() });
export type DenialReason = Wire<typeof DenialReasonReply>;

/** `GET /api/v1/denial-reasons`: the organisation's denial reasons, sorted by name. */
export const DenialReasonListReply = z.array(DenialReasonReply);
