import type { z } from 'zod';
import { carrierMessages } from '@/domain/carrier-messages';
import { CARRIER_HISTORY_PAGE_SIZE, CARRIER_PAGE_SIZES } from '@/domain/carrier-page-sizes';
import type { CarrierCheckReply } from '@/domain/contracts/carrier-checks';
import { LIST_FILTERS } from '@/domain/register-filters';
import { pagedQuerySchema } from '@/server/http/paging';
import { withRegisterFilters } from '@/server/http/register-filters';

export const ListCarrierChecksQuerySchema = withRegisterFilters(
  pagedQuerySchema({
    pageSizes: CARRIER_PAGE_SIZES,
    defaultPageSize: CARRIER_HISTORY_PAGE_SIZE,
    searchTooLong: carrierMessages.searchTooLong,
  }),
  LIST_FILTERS.carrierChecks,
);
export type ListCarrierChecksQuery = z.output<typeof ListCarrierChecksQuerySchema>;

/** A carrier check as the services give it to the reply (dates still dates). */
export type CarrierCheckView = z.output<typeof CarrierCheckReply>;
