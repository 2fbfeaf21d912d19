import { CLAIM_LIST_PAGE_SIZES, DEFAULT_PAGE_SIZE } from '@/domain/page-sizes';
import { registerMessages } from '@/domain/register-messages';
import { pagedQuerySchema } from '@/server/http/paging';

export const ListDeniedClaimsQuerySchema = pagedQuerySchema({
  pageSizes: CLAIM_LIST_PAGE_SIZES,
  defaultPageSize: DEFAULT_PAGE_SIZE,
  searchTooLong: registerMessages.searchTooLong,
});
