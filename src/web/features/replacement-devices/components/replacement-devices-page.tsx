import { useState } from 'react';
import { REPLACEMENT_DEVICE_PAGE_SIZES } from '@/domain/page-sizes';
import { can } from '@/domain/permissions';
import { registerMessages } from '@/domain/register-messages';
import { PagedListCard } from '@/web/components/paged-list-card';
import { useSession } from '@/web/features/auth/api/session';
import { PageHeader } from '@/web/features/dashboard-shell/components/page-header';
import {
  type ReplacementDeviceRow,
  useReplacementDevices,
} from '@/web/features/replacement-devices/api/replacement-devices';
import { usePagingParams } from '@/web/lib/use-paging-params';
import { DeleteReplacementDeviceDialog } from './delete-replacement-device-dialog';
import { ReplacementDevicesTable } from './replacement-devices-table';

export function ReplacementDevicesPage() {
  const paging = usePagingParams(REPLACEMENT_DEVICE_PAGE_SIZES);
  const { page, pageSize, search } = paging;
  const devices = useReplacementDevices({ page, pageSize, search });
  const session = useSession();
  const [deleting, setDeleting] = useState<ReplacementDeviceRow | null>(null);

  return (
    <div>
      <PageHeader
        title="Replacement Devices"
        description="Devices issued as replacements on settled claims."
      />
      <PagedListCard
        searchLabel="Search by replacement or original IMEI"
        paging={paging}
        pageSizes={REPLACEMENT_DEVICE_PAGE_SIZES}
        total={devices.data?.total ?? 0}
        failure={devices.isError ? registerMessages.loadReplacementsFailed : null}
      >
        <ReplacementDevicesTable
          devices={devices.data?.items ?? []}
          isLoading={devices.isPending}
          emptyText={
            search
              ? `No replacement devices found matching "${search}"`
              : 'No replacement devices recorded yet.'
          }
          onDelete={can(session.data?.role, 'replacement-device:delete') ? setDeleting : null}
        />
      </PagedListCard>
      <DeleteReplacementDeviceDialog device={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
