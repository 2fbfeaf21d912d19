import { z } from 'zod';
import { CLAIM_LIST_PAGE_SIZES, DEFAULT_PAGE_SIZE } from '@/domain/page-sizes';
import { registerMessages } from '@/domain/register-messages';
import { pagedQuerySchema, pageSchema } from '@/server/http/paging';

export const ListDeniedClaimsQuerySchema = pagedQuerySchema({
  pageSizes: CLAIM_LIST_PAGE_SIZES,
  defaultPageSize: DEFAULT_PAGE_SIZE,
  searchTooLong: registerMessages.searchTooLong,
});

export const DeniedClaimRowSchema = z.object({
  id: z.uuid(),
  deniedAt: z.date(),
  imei: z.string(),
  deviceMake: z.string().nullable(),
  deviceModel: z.string().nullable(),
  claimType: z.string().nullable(),
  denialReason: z.string(),
  deniedBy: z
    .string()
    .nullable()
    .describe('Name (or e-mail) of the user who denied it, as they were named then'),
});

export const DeniedClaimPageSchema = pageSchema(DeniedClaimRowSchema);

export const DeniedClaimDetailSchema = DeniedClaimRowSchema.extend({
  isTotalLoss: z.boolean().describe("The claim type is flagged total loss in the organisation's list"),
});
