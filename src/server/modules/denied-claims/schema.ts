import { CLAIM_LIST_PAGE_SIZES, DEFAULT_PAGE_SIZE } from '@/domain/page-sizes';
import { LIST_FILTERS } from '@/domain/register-filters';
import { registerMessages } from '@/domain/register-messages';
import { pagedQuerySchema } from '@/server/http/paging';
import { withRegisterFilters } from '@/server/http/register-filters';

export const ListDeniedClaimsQuerySchema = withRegisterFilters(
  pagedQuerySchema({
    pageSizes: CLAIM_LIST_PAGE_SIZES,
    defaultPageSize: DEFAULT_PAGE_SIZE,
    searchTooLong: registerMessages.searchTooLong,
  }),
  LIST_FILTERS.deniedClaims,
);
