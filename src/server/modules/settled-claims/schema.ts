import { z } from 'zod';
import { CLAIM_LIST_PAGE_SIZES, DEFAULT_PAGE_SIZE } from '../../../domain/page-sizes';
import { registerMessages } from '../../../domain/register-messages';
import { pagedQuerySchema, pageSchema } from '../../http/paging';

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
  settledBy: z.string().nullable().describe('Name (or e-mail) of the user who settled it'),
});

export const SettledClaimPageSchema = pageSchema(SettledClaimRowSchema);

/** Spec section 3 `full_check_data`: the device's status when the claim was settled. */
export const DeviceStatusSummarySchema = z.object({
  findMyIphoneStatus: z.enum(['activated', 'lost', 'notactivated', 'notapplicable']).nullable(),
  findMyIphoneActive: z.boolean(),
  isBlocked: z.boolean(),
  hasClaims: z.boolean(),
  isStolen: z.boolean(),
  isLost: z.boolean(),
  checkmendActivity: z.array(z.object({ searchType: z.string(), date: z.string().nullable() })),
});

export const SettledClaimDetailSchema = SettledClaimRowSchema.extend({
  notes: z.string().nullable(),
  isTotalLoss: z.boolean().describe("The claim type is flagged total loss in the organisation's list"),
  fullCheckData: DeviceStatusSummarySchema.nullable(),
});
