import { z } from 'zod';
import { pagedQuerySchema } from '@/domain/contracts/page';
import { deviceSearchMessages } from '@/domain/device-search-messages';
import { DEVICE_SEARCH_PATHS } from '@/domain/device-searches';

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
