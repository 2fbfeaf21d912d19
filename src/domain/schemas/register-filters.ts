import { z } from 'zod';
import { ALERT_KINDS, ALERT_STATES } from '@/domain/monitoring';
import { registerFilterMessages as messages, type RegisterFilter, VERDICTS } from '@/domain/register-filters';
import { TRIAGE_ROUTES } from '@/domain/schemas/triage-rules';
import { WORK_STATUSES } from '@/domain/work-queue';
import { workQueueMessages } from '@/domain/work-queue-messages';

const day = z.iso.date(messages.invalidDate).optional();
const name = z.string().trim().max(200, messages.nameTooLong).optional();

/**
 * Each register filter's query parameter: the server's list and export read it, and the web app checks the address
 * with it before asking, so a malformed value in a shared link is named on screen instead of failing the list.
 */
export const REGISTER_FILTER_PARAMS = {
  from: day.describe('First day listed (YYYY-MM-DD, UTC)'),
  to: day.describe('Last day listed (YYYY-MM-DD, UTC), included'),
  claimType: name.describe("The claim type's name, as the records keep it"),
  reason: name.describe('The denial reason, as the records keep it'),
  handler: z.uuid(messages.invalidHandler).optional().describe('Id of the user who handled the record'),
  verdict: z
    .enum(VERDICTS, messages.invalidVerdict)
    .optional()
    .describe("The device-history certificate's verdict; not_reported when the provider gave none"),
  route: z
    .enum(TRIAGE_ROUTES, messages.invalidRoute)
    .optional()
    .describe("The check's triage route; checks recorded before triage have none"),
  kind: z.enum(ALERT_KINDS, messages.invalidAlertKind).optional().describe('What changed on the device'),
  state: z
    .enum(ALERT_STATES, messages.invalidAlertState)
    .optional()
    .describe('open until a handler marks the alert reviewed'),
  assignee: z
    .union([z.enum(['me', 'none']), z.uuid()], workQueueMessages.invalidAssignee)
    .optional()
    .describe('The handler the claim is assigned to: me (the caller), none (unassigned) or a user id'),
  status: z
    .enum(WORK_STATUSES, workQueueMessages.invalidStatus)
    .optional()
    .describe("The open claim's status in the work queue"),
  overdue: z
    .literal('true', workQueueMessages.invalidOverdue)
    .optional()
    .describe('true: only claims whose due date has passed'),
};

/** True when both days are given and the first comes after the last: no list can be read for such a range. */
export const isRangeReversed = ({ from, to }: { from?: string | undefined; to?: string | undefined }) =>
  Boolean(from && to && from > to);

/**
 * A list's query (paging and search) with the filters it offers, `from` not after `to`: the list and its export read
 * the same schema, so they narrow alike.
 */
export function withRegisterFilters<
  Shape extends z.ZodRawShape,
  const Names extends readonly RegisterFilter[],
>(query: z.ZodObject<Shape>, names: Names) {
  const params = Object.fromEntries(names.map((filter) => [filter, REGISTER_FILTER_PARAMS[filter]])) as Pick<
    typeof REGISTER_FILTER_PARAMS,
    Names[number]
  >;
  return query
    .extend(params)
    .refine((parsed: { from?: string | undefined; to?: string | undefined }) => !isRangeReversed(parsed), {
      message: messages.fromAfterTo,
      path: ['from'],
    });
}

/** A filter value the address gave that the list cannot use, and why. */
export interface FilterProblem {
  name: string;
  message: string;
}

const isRegisterFilter = (name: string): name is RegisterFilter =>
  Object.hasOwn(REGISTER_FILTER_PARAMS, name);

/**
 * The filters of an address that a list can use, and the problems with the others: a malformed value (named by its
 * parameter), or a "from" day after the "to" day (then neither day is used). A list's own filters (not register
 * filters) pass as given.
 */
export function readRegisterFilters<Name extends string>(
  given: Partial<Record<Name, string>>,
): { filters: Partial<Record<Name, string>>; problems: FilterProblem[] } {
  const filters: Partial<Record<Name, string>> = {};
  const problems: FilterProblem[] = [];
  for (const [filter, value] of Object.entries(given) as Array<[Name, string | undefined]>) {
    if (value === undefined) continue;
    const parsed = isRegisterFilter(filter)
      ? REGISTER_FILTER_PARAMS[filter].safeParse(value)
      : { success: true as const };
    if (parsed.success) filters[filter] = value;
    else
      problems.push({
        name: filter,
        message: messages.ignoredFilter(filter, value, parsed.error.issues[0]?.message),
      });
  }
  const range = filters as { from?: string; to?: string };
  if (isRangeReversed(range)) {
    delete range.from;
    delete range.to;
    problems.push({ name: 'from', message: messages.fromAfterTo });
  }
  return { filters, problems };
}
