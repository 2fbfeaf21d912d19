import type { z } from 'zod';
import type { CheckDetailReply, CheckLookupReply, RecheckSchema } from '@/domain/contracts/checks';
import { CLAIM_LIST_PAGE_SIZES, DEFAULT_PAGE_SIZE } from '@/domain/page-sizes';
import { LIST_FILTERS } from '@/domain/register-filters';
import { reviewMessages } from '@/domain/review-messages';
import { pagedQuerySchema } from '@/server/http/paging';
import { withRegisterFilters } from '@/server/http/register-filters';

export const ListChecksQuerySchema = withRegisterFilters(
  pagedQuerySchema({
    pageSizes: CLAIM_LIST_PAGE_SIZES,
    defaultPageSize: DEFAULT_PAGE_SIZE,
    searchTooLong: reviewMessages.searchTooLong,
  }),
  LIST_FILTERS.claimsReview,
);
export type ListChecksQuery = z.output<typeof ListChecksQuerySchema>;

/** A re-check and a check's detail as the services give them to the reply (dates still dates). */
export type RecheckEntry = z.output<typeof RecheckSchema>;
export type CheckDetail = z.output<typeof CheckDetailReply>;
export type CheckLookup = z.output<typeof CheckLookupReply>;
