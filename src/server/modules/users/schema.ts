import type { z } from 'zod';
import { pagedQuerySchema } from '@/domain/contracts/page';
import { USER_PAGE_SIZES } from '@/domain/page-sizes';
import { USER_SEARCH_MAX_LENGTH } from '@/domain/search-text';

export const ListUsersQuerySchema = pagedQuerySchema({
  pageSizes: USER_PAGE_SIZES,
  defaultPageSize: 10,
  searchTooLong: `Search must be at most ${USER_SEARCH_MAX_LENGTH} characters`,
  searchMaxLength: USER_SEARCH_MAX_LENGTH,
});
export type ListUsersQuery = z.output<typeof ListUsersQuerySchema>;
