import { z } from 'zod';
import type { DeviceStatusSummary } from '@/domain/device-status-summary';
import { LIST_FILTERS } from '@/domain/register-filters';
import { registerMessages } from '@/domain/register-messages';
import { REGISTRY_STATUSES } from '@/domain/registry-status';
import { withRegisterFilters } from '@/domain/schemas/register-filters';
import { CurrentVerdictSchema, DecidedClaimReports, LockStatusSchema } from './device-report';
import { claimListQuerySchema, listReply } from './page';
import { defineRegister } from './register';
import { isoDateTime, type Wire } from './wire';

const ReplacementDeviceSchema = z.object({
  imei: z.string(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  color: z.string().nullable(),
  storage: z.string().nullable(),
});
export type ReplacementDevice = Wire<typeof ReplacementDeviceSchema>;

export const SettledClaimRowSchema = z.object({
  id: z.uuid(),
  checkId: z
    .uuid()
    .nullable()
    .describe(
      'The check it was settled from (GET /api/v1/checks/{checkId} leads here); null for old records',
    ),
  settledAt: isoDateTime,
  imei: z.string(),
  deviceMake: z.string().nullable(),
  deviceModel: z.string().nullable(),
  claimType: z.string().nullable(),
  claimReference: z.string().nullable().describe("The claim system's reference given at intake"),
  replacement: ReplacementDeviceSchema.nullable().describe(
    'The replacement device of the accepted claim; null when settled without one',
  ),
  settledBy: z
    .string()
    .nullable()
    .describe('Name (or e-mail) of the user who settled it, as they were named then'),
  registryStatus: z
    .enum(REGISTRY_STATUSES)
    .nullable()
    .describe(
      'Registration with the device-history registry: pending, sending, registered, failed (certainly not registered; an admin may retry), unknown (sent, the answer lost; an admin confirms it or sends it again), off; null for claims settled before it existed',
    ),
  verdict: CurrentVerdictSchema,
});
export type SettledClaimRow = Wire<typeof SettledClaimRowSchema>;

/** `GET /api/v1/settled-claims`: one page of the organisation's settled claims. */
export const SettledClaimPageReply = listReply(SettledClaimRowSchema);

/** A device status a settled claim keeps (DeviceStatusSummary): at intake and from the re-verification at settlement. */
const reported = (schema: z.ZodBoolean) => schema.nullable().describe('Null: not reported by the provider');
const DeviceStatusSummarySchema = z.object({
  findMyIphoneStatus: LockStatusSchema.nullable(),
  findMyIphoneActive: z.boolean(),
  isBlocked: reported(z.boolean()),
  hasClaims: reported(z.boolean()),
  isStolen: reported(z.boolean()),
  isLost: reported(z.boolean()),
  checkmendActivity: z
    .array(z.object({ searchType: z.string(), date: z.string().nullable() }))
    .nullable()
    .describe('Null: earlier searches not reported by the provider'),
}) satisfies z.ZodType<DeviceStatusSummary, DeviceStatusSummary>;

const RegistrySubmissionSchema = z.object({
  status: z.enum(REGISTRY_STATUSES).nullable(),
  transactionId: z
    .string()
    .nullable()
    .describe(
      "The registry's proof of registration; null when it answered without one, already held the claim, or an admin confirmed it",
    ),
  error: z
    .string()
    .nullable()
    .describe(
      'Why the last attempt failed, or why its outcome is unknown, in words an administrator can act on',
    ),
  updatedAt: isoDateTime.nullable(),
});
export type RegistrySubmission = Wire<typeof RegistrySubmissionSchema>;

/** `GET /api/v1/settled-claims/:id`: one settled claim with the device's status at intake and at settlement. */
export const SettledClaimDetailReply = SettledClaimRowSchema.extend({
  notes: z.string().nullable(),
  isTotalLoss: z.boolean().describe("The claim type is flagged total loss in the organization's list"),
  fullCheckData: DeviceStatusSummarySchema.nullable().describe('The device status at intake'),
  statusAtSettlement: DeviceStatusSummarySchema.nullable().describe(
    'The re-verification the claim was settled on; null when it failed or was not run',
  ),
  overriddenChanges: z
    .array(z.string())
    .describe('Changes since intake the handler was warned of and settled despite'),
  overrideReason: z
    .string()
    .nullable()
    .describe('Why the handler settled despite those changes; null when there were none'),
  verificationId: z
    .uuid()
    .nullable()
    .describe("The device's latest re-verification the settlement rests on; null when there was none"),
  settledByEmail: z.string().nullable(),
  registry: RegistrySubmissionSchema,
  ...DecidedClaimReports,
});
export type SettledClaimDetail = Wire<typeof SettledClaimDetailReply>;

export const ListSettledClaimsQuerySchema = withRegisterFilters(
  claimListQuerySchema(registerMessages.searchTooLong),
  LIST_FILTERS.settledClaims,
);

export const settledClaimsRegister = defineRegister({
  path: '/api/v1/settled-claims',
  tags: ['settled claims'],
  recordName: 'settled claim',
  operationNames: { one: 'SettledClaim', many: 'SettledClaims' },
  query: ListSettledClaimsQuerySchema,
  page: SettledClaimPageReply,
  detail: SettledClaimDetailReply,
  removeAction: 'claim:delete',
});
