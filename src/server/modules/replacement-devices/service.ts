import { registerMessages } from '@/domain/register-messages';
import { deleteWithAudit } from '@/server/audit/delete-with-audit';
import type { TenantContext } from '@/server/auth/tenant-context';
import type { RegisterQuery } from '@/server/db/register-page';
import type { ListExport } from '@/server/http/csv-export';
import { readTenantList } from '@/server/http/tenant-reads';
import { deleteReplacementDevice, listReplacementDevices, replacementDeviceBatch } from './queries';

type ReplacementDeviceRow = Awaited<ReturnType<typeof replacementDeviceBatch>>['rows'][number];

export function listReplacementDevicePage(tenant: TenantContext, query: RegisterQuery) {
  return readTenantList(tenant, query, listReplacementDevices);
}

/** Organisation admins and super admins remove a device from the register (action replacement-device:delete). */
export function removeReplacementDevice(tenant: TenantContext, id: string): Promise<void> {
  return deleteWithAudit(tenant, {
    id,
    remove: deleteReplacementDevice,
    notFoundMessage: registerMessages.replacementDeviceNotFound,
    event: 'replacement_device.deleted',
    details: (device) => device,
  });
}

/** Replacement Devices as a CSV download, with the register's columns. */
export const replacementDeviceExport = {
  filename: 'replacement-devices',
  batch: replacementDeviceBatch,
  columns: [
    { header: 'Replacement IMEI', value: (row) => row.replacementImei },
    { header: 'Original IMEI', value: (row) => row.originalImei },
    { header: 'Make', value: (row) => row.deviceMake },
    { header: 'Model', value: (row) => row.deviceModel },
    { header: 'Color', value: (row) => row.deviceColor },
    { header: 'Storage', value: (row) => row.deviceStorage },
    { header: 'Settled By', value: (row) => row.settledBy },
    { header: 'Date Settled', value: (row) => row.settledAt },
  ],
} satisfies ListExport<ReplacementDeviceRow, RegisterQuery>;
