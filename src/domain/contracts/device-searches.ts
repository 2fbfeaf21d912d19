import { z } from 'zod';
import { deviceSearchMessages } from '@/domain/device-search-messages';
import { DEVICE_SEARCH_PATHS, DEVICE_SEARCH_STATES, SEARCH_BUDGET_STATES } from '@/domain/device-searches';
import { pagedQuerySchema, pageReply } from './page';
import { defineRoute } from './route';
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

const day = z.iso.date(deviceSearchMessages.invalidDate).optional();
const period = { from: day, to: day };
const daysInOrder = <Query extends { from?: string | undefined; to?: string | undefined }>(query: Query) =>
  !query.from || !query.to || query.from <= query.to;
const fromAfterTo = { message: deviceSearchMessages.fromAfterTo, path: ['from'] };

/**
 * The ledger's list: paging, a search of the IMEI or claim reference, one path, and a range of days (UTC, both ends
 * included).
 */
export const ListDeviceSearchesQuerySchema = pagedQuerySchema({
  pageSizes: [25, 50, 100] as const,
  defaultPageSize: 25,
  searchTooLong: deviceSearchMessages.searchTooLong,
  searchMaxLength: 100,
})
  .extend({ ...period, path: z.enum(DEVICE_SEARCH_PATHS, deviceSearchMessages.invalidPath).optional() })
  .refine(daysInOrder, fromAfterTo);
export type ListDeviceSearchesQuery = z.output<typeof ListDeviceSearchesQuerySchema>;

/** The summary's days (UTC, both ends included); without them, every search kept. */
export const DeviceSearchSummaryQuerySchema = z.object(period).refine(daysInOrder, fromAfterTo);
export type DeviceSearchSummaryQuery = z.output<typeof DeviceSearchSummaryQuerySchema>;

/** The organisation's ledger of device-history searches, for its admins: each search, and the spend per path and person. */
const tags = ['device-history searches'];

export const deviceSearchList = defineRoute({
  method: 'GET',
  path: '/api/v1/device-searches',
  summary: "List your organization's device-history searches",
  operationId: 'listDeviceSearches',
  tags,
  query: ListDeviceSearchesQuerySchema,
  reply: DeviceSearchPageReply,
  action: 'organisation:manage',
});

export const deviceSearchSummary = defineRoute({
  method: 'GET',
  path: '/api/v1/device-searches/summary',
  summary: 'Count device-history searches per path and per person',
  operationId: 'getDeviceSearchSummary',
  tags,
  query: DeviceSearchSummaryQuerySchema,
  reply: DeviceSearchSummaryReply,
  action: 'organisation:manage',
});

export const deviceSearchBudget = defineRoute({
  method: 'GET',
  path: '/api/v1/device-searches/budget',
  summary: "This month's device-history searches against the organization's monthly budget",
  operationId: 'getDeviceSearchBudget',
  tags,
  reply: DeviceSearchBudgetReply,
  action: 'organisation:manage',
});
