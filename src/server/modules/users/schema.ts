import type { z } from 'zod';
import { USER_SEARCH_MAX_LENGTH } from '@/domain/search-text';
import { pagedQuerySchema } from '@/server/http/paging';

/** The Super Admin Panel's user list pages by 10, 25, 50 or 100 (default 10). */
const USER_PAGE_SIZES = [10, 25, 50, 100] as const;

export const ListUsersQuerySchema = pagedQuerySchema({
  pageSizes: USER_PAGE_SIZES,
  defaultPageSize: 10,
  searchTooLong: `Search must be at most ${USER_SEARCH_MAX_LENGTH} characters`,
  searchMaxLength: USER_SEARCH_MAX_LENGTH,
});
export type ListUsersQuery = z.output<typeof ListUsersQuerySchema>;
