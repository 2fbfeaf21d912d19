import { z } from 'zod';
import { CLAIM_LIST_PAGE_SIZES, DEFAULT_PAGE_SIZE } from '@/domain/page-sizes';
import { registerMessages } from '@/domain/register-messages';
import { REGISTRY_STATUSES } from '@/domain/registry-status';
import { pagedQuerySchema, pageSchema } from '@/server/http/paging';

export const ListSettledClaimsQuerySchema = pagedQuerySchema({
  pageSizes: CLAIM_LIST_PAGE_SIZES,
  defaultPageSize: DEFAULT_PAGE_SIZE,
  searchTooLong: registerMessages.searchTooLong,
});

const ReplacementSchema = z
  .object({
    imei: z.string(),
    make: z.string().nullable(),
    model: z.string().nullable(),
    color: z.string().nullable(),
    storage: z.string().nullable(),
  })
  .nullable()
  .describe('The replacement device of the accepted claim; null when settled without one');

export const SettledClaimRowSchema = z.object({
  id: z.uuid(),
  settledAt: z.date(),
  imei: z.string(),
  deviceMake: z.string().nullable(),
  deviceModel: z.string().nullable(),
  claimType: z.string().nullable(),
  replacement: ReplacementSchema,
  settledBy: z
    .string()
    .nullable()
    .describe('Name (or e-mail) of the user who settled it, as they were named then'),
  registryStatus: z
    .enum(REGISTRY_STATUSES)
    .nullable()
    .describe('Registration with the device-history registry; null for claims settled before it existed'),
});

export const SettledClaimPageSchema = pageSchema(SettledClaimRowSchema);

/** A device status a settled claim keeps: at intake (`full_check_data`) and from the re-verification at settlement. */
const reported = (schema: z.ZodBoolean) => schema.nullable().describe('Null: not reported by the provider');
export const DeviceStatusSummarySchema = z.object({
  findMyIphoneStatus: z.enum(['activated', 'lost', 'notactivated', 'notapplicable']).nullable(),
  findMyIphoneActive: z.boolean(),
  isBlocked: reported(z.boolean()),
  hasClaims: reported(z.boolean()),
  isStolen: reported(z.boolean()),
  isLost: reported(z.boolean()),
  checkmendActivity: z
    .array(z.object({ searchType: z.string(), date: z.string().nullable() }))
    .nullable()
    .describe('Null: earlier searches not reported by the provider'),
});

export const SettledClaimDetailSchema = SettledClaimRowSchema.extend({
  notes: z.string().nullable(),
  isTotalLoss: z.boolean().describe("The claim type is flagged total loss in the organisation's list"),
  fullCheckData: DeviceStatusSummarySchema.nullable().describe('The device status at intake'),
  statusAtSettlement: DeviceStatusSummarySchema.nullable().describe(
    'The re-verification the claim was settled on; null when it failed or was not run',
  ),
  overriddenChanges: z
    .array(z.string())
    .describe('Changes since intake the handler was warned of and settled despite'),
  claimReference: z.string().nullable(),
  settledByEmail: z.string().nullable(),
  registry: z.object({
    status: z.enum(REGISTRY_STATUSES).nullable(),
    transactionId: z.string().nullable().describe("The registry's proof of registration"),
    error: z.string().nullable().describe('Why the last attempt failed'),
    updatedAt: z.date().nullable(),
  }),
});
