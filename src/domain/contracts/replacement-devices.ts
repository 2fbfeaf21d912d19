import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, REPLACEMENT_DEVICE_PAGE_SIZES } from '@/domain/page-sizes';
import { LIST_FILTERS } from '@/domain/register-filters';
import { registerMessages } from '@/domain/register-messages';
import { withRegisterFilters } from '@/domain/schemas/register-filters';
import { listQuerySchema, listReply } from './page';
import { defineRegister } from './register';
import { isoDateTime, type Wire } from './wire';

export const ReplacementDeviceRowSchema = z.object({
  id: z.uuid(),
  replacementImei: z.string(),
  originalImei: z.string(),
  deviceMake: z.string(),
  deviceModel: z.string(),
  deviceColor: z.string(),
  deviceStorage: z.string(),
  settledAt: isoDateTime,
  settledBy: z.string().nullable().describe('Name (or e-mail) of the user who settled the claim'),
});
export type ReplacementDeviceRow = Wire<typeof ReplacementDeviceRowSchema>;

/** `GET /api/v1/replacement-devices`: one page of the replacement devices the organisation handed out. */
export const ReplacementDevicePageReply = listReply(ReplacementDeviceRowSchema);

export const ListReplacementDevicesQuerySchema = withRegisterFilters(
  listQuerySchema({
    pageSizes: REPLACEMENT_DEVICE_PAGE_SIZES,
    defaultPageSize: DEFAULT_PAGE_SIZE,
    searchTooLong: registerMessages.searchTooLong,
  }),
  LIST_FILTERS.replacementDevices,
);

export const replacementDevicesRegister = defineRegister({
  path: '/api/v1/replacement-devices',
  tags: ['replacement devices'],
  recordName: 'replacement device',
  operationNames: { one: 'ReplacementDevice', many: 'ReplacementDevices' },
  query: ListReplacementDevicesQuerySchema,
  page: ReplacementDevicePageReply,
  removeAction: 'replacement-device:delete',
});
