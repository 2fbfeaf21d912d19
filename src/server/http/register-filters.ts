import type { z } from 'zod';
import type { RegisterFilter } from '@/domain/register-filters';
import type { REGISTER_FILTER_PARAMS as FILTER_PARAMS } from '@/domain/schemas/register-filters';

/** The filters a register's query may carry; each list reads those it offers. */
export type RegisterFilters = {
  [Name in RegisterFilter]?: z.output<(typeof FILTER_PARAMS)[Name]>;
};
