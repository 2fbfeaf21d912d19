import { z } from 'zod';
import { USER_SEARCH_MAX_LENGTH } from '@/domain/search-text';

/** The Super Admin Panel's user list pages by 10, 25, 50 or 100 (default 10). */
export const USER_PAGE_SIZES = [10, 25, 50, 100] as const;

export const ListUsersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine(
      (size) => (USER_PAGE_SIZES as readonly number[]).includes(size),
      'Page size must be 10, 25, 50 or 100',
    )
    .default(10),
  search: z
    .string()
    .trim()
    .max(USER_SEARCH_MAX_LENGTH, `Search must be at most ${USER_SEARCH_MAX_LENGTH} characters`)
    .default(''),
});
export type ListUsersQuery = z.output<typeof ListUsersQuerySchema>;
