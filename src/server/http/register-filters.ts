import type { z } from 'zod';
import { registerFilterMessages as messages, type RegisterFilter } from '@/domain/register-filters';
import { REGISTER_FILTER_PARAMS as FILTER_PARAMS, isRangeReversed } from '@/domain/schemas/register-filters';

/** The filters a register's query may carry; each list reads those it offers. */
export type RegisterFilters = {
  [Name in RegisterFilter]?: z.output<(typeof FILTER_PARAMS)[Name]>;
};

/**
 * A list's query (paging and search) with the filters it offers, `from` not after `to`: the list and its export read
 * the same schema, so they narrow alike.
 */
export function withRegisterFilters<
  Shape extends z.ZodRawShape,
  const Names extends readonly RegisterFilter[],
>(query: z.ZodObject<Shape>, names: Names) {
  const params = Object.fromEntries(names.map((filter) => [filter, FILTER_PARAMS[filter]])) as Pick<
    typeof FILTER_PARAMS,
    Names[number]
  >;
  return query
    .extend(params)
    .refine((parsed: { from?: string | undefined; to?: string | undefined }) => !isRangeReversed(parsed), {
      message: messages.fromAfterTo,
      path: ['from'],
    });
}
