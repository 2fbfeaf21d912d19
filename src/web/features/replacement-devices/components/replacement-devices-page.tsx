import type { ReplacementDeviceRow } from '@/domain/contracts/replacement-devices';
import { REPLACEMENT_DEVICE_PAGE_SIZES } from '@/domain/page-sizes';
import { LIST_FILTERS } from '@/domain/register-filters';
import { registerMessages } from '@/domain/register-messages';
import type { Register } from '@/web/components/register/register';
import { RegisterPage } from '@/web/components/register/register-page';
import { Muted } from '@/web/components/register/register-table';
import { replacementDevicesEndpoint } from '@/web/features/replacement-devices/api/replacement-devices';
import { formatDate } from '@/web/lib/format-date';
import { rowName } from '@/web/lib/row-name';

const deviceName = (device: ReplacementDeviceRow) =>
  rowName(device.replacementImei, { event: 'issued', at: device.settledAt });

const REPLACEMENT_DEVICES: Register<ReplacementDeviceRow> = {
  title: 'Replacement Devices',
  description: 'Devices issued as replacements on settled claims.',
  pageSizes: REPLACEMENT_DEVICE_PAGE_SIZES,
  searchLabel: 'Search by replacement or original IMEI',
  filters: LIST_FILTERS.replacementDevices,
  loadFailure: registerMessages.loadReplacementsFailed,
  endpoint: replacementDevicesEndpoint,
  tableLabel: 'Replacement devices',
  columns: [
    { header: 'Replacement IMEI', className: 'font-mono', cell: (device) => device.replacementImei },
    { header: 'Original IMEI', className: 'font-mono', cell: (device) => device.originalImei },
    { header: 'Device', cell: (device) => `${device.deviceMake} ${device.deviceModel}` },
    { header: 'Specs', cell: (device) => `${device.deviceColor}, ${device.deviceStorage}` },
    { header: 'Settled By', cell: (device) => device.settledBy ?? <Muted text="Unknown" /> },
    { header: 'Date', cell: (device) => formatDate(device.settledAt) },
  ],
  noun: 'replacement devices',
  emptyText: 'No replacement devices recorded yet.',
  rowName: (device) => deviceName(device),
  deletion: {
    permission: 'replacement-device:delete',
    // The settled claim's details name the device too.
    refreshes: 'everything',
    what: (device) => `the replacement device ${deviceName(device)}`,
    doneTitle: 'Device Deleted',
    doneText: 'The replacement device has been deleted.',
    failure: registerMessages.deleteReplacementFailed,
    showsRefusal: true,
  },
};

/** Devices issued as replacements; the Actions column (Delete) shows only for organisation admins and super admins. */
export function ReplacementDevicesPage() {
  return <RegisterPage register={REPLACEMENT_DEVICES} />;
}
