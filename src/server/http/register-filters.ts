import { z } from 'zod';
import { ALERT_KINDS, ALERT_STATES } from '@/domain/monitoring';
import { registerFilterMessages as messages, type RegisterFilter, VERDICTS } from '@/domain/register-filters';

const day = z.iso.date(messages.invalidDate).optional();
const name = z.string().trim().max(200, messages.nameTooLong).optional();

/** Each filter's query parameter as the server reads it. */
const FILTER_PARAMS = {
  from: day.describe('First day listed (YYYY-MM-DD, UTC)'),
  to: day.describe('Last day listed (YYYY-MM-DD, UTC), included'),
  claimType: name.describe("The claim type's name, as the records keep it"),
  reason: name.describe('The denial reason, as the records keep it'),
  handler: z.uuid(messages.invalidHandler).optional().describe('Id of the user who handled the record'),
  verdict: z
    .enum(VERDICTS, messages.invalidVerdict)
    .optional()
    .describe("The device-history certificate's verdict; not_reported when the provider gave none"),
  kind: z.enum(ALERT_KINDS, messages.invalidAlertKind).optional().describe('What changed on the device'),
  state: z
    .enum(ALERT_STATES, messages.invalidAlertState)
    .optional()
    .describe('open until a handler marks the alert reviewed'),
};

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
    .refine(
      (parsed: { from?: string | undefined; to?: string | undefined }) =>
        !parsed.from || !parsed.to || parsed.from <= parsed.to,
      { message: messages.fromAfterTo, path: ['from'] },
    );
}
