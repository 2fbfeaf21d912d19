import { z } from 'zod';
import { FINLOCK_STATUSES } from '@/domain/carrier-finlock-status';
import { carrierMessages } from '@/domain/carrier-messages';
import { CARRIER_PAGE_SIZES, FINLOCK_PAGE_SIZE } from '@/domain/carrier-page-sizes';
import type { FinLockRequestRowSchema } from '@/domain/contracts/finlock-requests';
import { LIST_FILTERS } from '@/domain/register-filters';
import { pagedQuerySchema } from '@/server/http/paging';
import { withRegisterFilters } from '@/server/http/register-filters';

/** The FinLock list: IMEI search, status filter (absent = All Statuses), page sizes 10/25/50/100, default 25. */
export const ListFinLockRequestsQuerySchema = withRegisterFilters(
  pagedQuerySchema({
    pageSizes: CARRIER_PAGE_SIZES,
    defaultPageSize: FINLOCK_PAGE_SIZE,
    searchTooLong: carrierMessages.searchTooLong,
  }).extend({
    status: z.enum(FINLOCK_STATUSES).optional(),
  }),
  LIST_FILTERS.finlockRequests,
);
export type ListFinLockRequestsQuery = z.output<typeof ListFinLockRequestsQuerySchema>;

/** A FinLock request as the services give it to the reply (dates still dates). */
export type FinLockRequestView = z.output<typeof FinLockRequestRowSchema>;
