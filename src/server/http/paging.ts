import type { z } from 'zod';
import type { pagedQuerySchema } from '@/domain/contracts/page';

export type PagedQuery = z.output<ReturnType<typeof pagedQuerySchema>>;

export const pageOffset = (query: Pick<PagedQuery, 'page' | 'pageSize'>) => (query.page - 1) * query.pageSize;
