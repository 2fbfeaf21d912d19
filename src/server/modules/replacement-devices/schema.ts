import { DEFAULT_PAGE_SIZE, REPLACEMENT_DEVICE_PAGE_SIZES } from '@/domain/page-sizes';
import { registerMessages } from '@/domain/register-messages';
import { pagedQuerySchema } from '@/server/http/paging';

export const ListReplacementDevicesQuerySchema = pagedQuerySchema({
  pageSizes: REPLACEMENT_DEVICE_PAGE_SIZES,
  defaultPageSize: DEFAULT_PAGE_SIZE,
  searchTooLong: registerMessages.searchTooLong,
});
