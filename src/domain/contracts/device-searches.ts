import { z } from 'zod';
import { DEVICE_SEARCH_PATHS, DEVICE_SEARCH_STATES, SEARCH_BUDGET_STATES } from '@/domain/device-searches';
import { pageReply } from './page';
import { isoDateTime, type Wire } from './wire';

/** Who searched: the person (for a bulk row, the batch's creator), and the API key, if the request came with one. */
const SearcherSchema = z.object({
  person: z.object({ id: z.uuid(), email: z.string(), name: z.string() }).nullable(),
  apiKey: z.string().nullable(),
});

/** One device-history search the organisation sent (each may be charged). */
export const DeviceSearchReply = SearcherSchema.extend({
  id: z.uuid(),
  sentAt: isoDateTime,
  path: z
    .enum(DEVICE_SEARCH_PATHS)
    .describe('Where it came from: intake, bulk, recheck, verification, monitoring.'),
  imei: z.string(),
  claimReference: z.string().nullable(),
  state: z.enum(DEVICE_SEARCH_STATES).describe('sent (under way), answered, or failed.'),
  charged: z
    .boolean()
    .describe('Whether the provider may have charged it (false: it never reached the provider).'),
  failure: z.string().nullable(),
  reuses: z
    .number()
    .int()
    .describe('Later searches of the device that used this answer instead of paying again.'),
});
export type DeviceSearch = Wire<typeof DeviceSearchReply>;

/** `GET /api/v1/device-searches`: one page of the organisation's searches, newest first. */
export const DeviceSearchPageReply = pageReply(DeviceSearchReply);

const Tally = z.object({ searches: z.number().int(), charged: z.number().int() });

/** `GET /api/v1/device-searches/summary`: the period's searches, those that may have been charged, per path and person. */
export const DeviceSearchSummaryReply = Tally.extend({
  reused: z.number().int().describe('Searches saved: answers used again instead of paying for a new search.'),
  byPath: z.array(Tally.extend({ path: z.enum(DEVICE_SEARCH_PATHS) })),
  byPerson: z.array(Tally.extend(SearcherSchema.shape)),
});
export type DeviceSearchSummary = Wire<typeof DeviceSearchSummaryReply>;

/** `GET /api/v1/device-searches/budget`: this UTC month's searches against the organization's monthly budget. */
export const DeviceSearchBudgetReply = z.object({
  month: z.string().describe('The UTC month, YYYY-MM.'),
  monthlyBudget: z.number().int().describe('Searches allowed this month on every path; 0 is no limit.'),
  spent: z
    .number()
    .int()
    .describe('Searches this month that count against it: under way, or that may have been charged.'),
  state: z
    .enum(SEARCH_BUDGET_STATES)
    .describe(
      'unlimited (no budget), within, warning (80 % or more used), used-up (new searches are refused).',
    ),
});
export type DeviceSearchBudget = Wire<typeof DeviceSearchBudgetReply>;
