import { z } from 'zod';
import { FINLOCK_STATUSES } from '@/domain/carrier-finlock-status';
import { carrierMessages } from '@/domain/carrier-messages';
import { CARRIER_PAGE_SIZES, FINLOCK_PAGE_SIZE } from '@/domain/carrier-page-sizes';
import { pagedQuerySchema, pageSchema } from '@/server/http/paging';
import { PersonSchema } from '@/server/modules/carrier-checks/schema';

/** The FinLock list: IMEI search, status filter (absent = All Statuses), page sizes 10/25/50/100, default 25. */
export const ListFinLockRequestsQuerySchema = pagedQuerySchema({
  pageSizes: CARRIER_PAGE_SIZES,
  defaultPageSize: FINLOCK_PAGE_SIZE,
  searchTooLong: carrierMessages.searchTooLong,
}).extend({
  status: z.enum(FINLOCK_STATUSES).optional(),
});
export type ListFinLockRequestsQuery = z.output<typeof ListFinLockRequestsQuerySchema>;

export const FinLockRequestViewSchema = z.object({
  id: z.uuid(),
  imei: z.string(),
  deviceMake: z.string().nullable(),
  deviceModel: z.string().nullable(),
  status: z.enum(FINLOCK_STATUSES),
  esnStatus: z.string().nullable(),
  deviceStatus: z.string().nullable(),
  requestedBy: PersonSchema.nullable(),
  createdAt: z.date(),
});
export type FinLockRequestView = z.infer<typeof FinLockRequestViewSchema>;

export const FinLockRequestPageSchema = pageSchema(FinLockRequestViewSchema);

export const CreatedFinLockRequestSchema = z.object({
  message: z.string(),
  request: FinLockRequestViewSchema,
});
