import { z } from 'zod';
import { LIST_FILTERS } from '@/domain/register-filters';
import { registerMessages } from '@/domain/register-messages';
import { withRegisterFilters } from '@/domain/schemas/register-filters';
import { CurrentVerdictSchema, DecidedClaimReports } from './device-report';
import { claimListQuerySchema, listReply } from './page';
import { defineRegister } from './register';
import { isoDateTime, type Wire } from './wire';

export const DeniedClaimRowSchema = z.object({
  id: z.uuid(),
  checkId: z
    .uuid()
    .nullable()
    .describe('The check it was denied from (GET /api/v1/checks/{checkId} leads here); null for old records'),
  deniedAt: isoDateTime,
  imei: z.string(),
  deviceMake: z.string().nullable(),
  deviceModel: z.string().nullable(),
  claimType: z.string().nullable(),
  claimReference: z
    .string()
    .nullable()
    .describe(
      "The claim system's reference given at intake; null when none was given or it predates the column",
    ),
  denialReason: z.string(),
  notes: z.string().nullable().describe("The handler's optional note on the denial"),
  deniedBy: z
    .string()
    .nullable()
    .describe('Name (or e-mail) of the user who denied it, as they were named then'),
  verdict: CurrentVerdictSchema,
});
export type DeniedClaimRow = Wire<typeof DeniedClaimRowSchema>;

/** `GET /api/v1/denied-claims`: one page of the organisation's denied claims. */
export const DeniedClaimPageReply = listReply(DeniedClaimRowSchema);

/** `GET /api/v1/denied-claims/:id`: one denied claim. */
export const DeniedClaimDetailReply = DeniedClaimRowSchema.extend({
  isTotalLoss: z.boolean().describe("The claim type is flagged total loss in the organization's list"),
  ...DecidedClaimReports,
});
export type DeniedClaimDetail = Wire<typeof DeniedClaimDetailReply>;

export const ListDeniedClaimsQuerySchema = withRegisterFilters(
  claimListQuerySchema(registerMessages.searchTooLong),
  LIST_FILTERS.deniedClaims,
);

export const deniedClaimsRegister = defineRegister({
  path: '/api/v1/denied-claims',
  tags: ['denied claims'],
  recordName: 'denied claim',
  operationNames: { one: 'DeniedClaim', many: 'DeniedClaims' },
  query: ListDeniedClaimsQuerySchema,
  page: DeniedClaimPageReply,
  detail: DeniedClaimDetailReply,
  removeAction: 'claim:delete',
});
