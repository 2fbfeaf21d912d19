import { DEFAULT_PAGE_SIZE, REPLACEMENT_DEVICE_PAGE_SIZES } from '@/domain/page-sizes';
import { LIST_FILTERS } from '@/domain/register-filters';
import { registerMessages } from '@/domain/register-messages';
import { pagedQuerySchema } from '@/server/http/paging';
import { withRegisterFilters } from '@/server/http/register-filters';

export const ListReplacementDevicesQuerySchema = withRegisterFilters(
  pagedQuerySchema({
    pageSizes: REPLACEMENT_DEVICE_PAGE_SIZES,
    defaultPageSize: DEFAULT_PAGE_SIZE,
    searchTooLong: registerMessages.searchTooLong,
  }),
  LIST_FILTERS.replacementDevices,
);
