import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, REPLACEMENT_DEVICE_PAGE_SIZES } from '@/domain/page-sizes';
import { registerMessages } from '@/domain/register-messages';
import { pagedQuerySchema, pageSchema } from '@/server/http/paging';

export const ListReplacementDevicesQuerySchema = pagedQuerySchema({
  pageSizes: REPLACEMENT_DEVICE_PAGE_SIZES,
  defaultPageSize: DEFAULT_PAGE_SIZE,
  searchTooLong: registerMessages.searchTooLong,
});

export const ReplacementDeviceRowSchema = z.object({
  id: z.uuid(),
  replacementImei: z.string(),
  originalImei: z.string(),
  deviceMake: z.string(),
  deviceModel: z.string(),
  deviceColor: z.string(),
  deviceStorage: z.string(),
  settledAt: z.date(),
  settledBy: z.string().nullable().describe('Name (or e-mail) of the user who settled the claim'),
});

export const ReplacementDevicePageSchema = pageSchema(ReplacementDeviceRowSchema);
