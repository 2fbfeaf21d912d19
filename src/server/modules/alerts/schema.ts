import type { z } from 'zod';
import { CLAIM_LIST_PAGE_SIZES, DEFAULT_PAGE_SIZE } from '@/domain/page-sizes';
import { LIST_FILTERS } from '@/domain/register-filters';
import { registerMessages } from '@/domain/register-messages';
import { pagedQuerySchema } from '@/server/http/paging';
import { withRegisterFilters } from '@/server/http/register-filters';

/** The Alerts list's query: paging and its filters (kind, state, days); it has no search. */
export const ListAlertsQuerySchema = withRegisterFilters(
  pagedQuerySchema({
    pageSizes: CLAIM_LIST_PAGE_SIZES,
    defaultPageSize: DEFAULT_PAGE_SIZE,
    searchTooLong: registerMessages.searchTooLong,
  }).omit({ search: true }),
  LIST_FILTERS.alerts,
);
export type ListAlertsQuery = z.output<typeof ListAlertsQuerySchema>;
