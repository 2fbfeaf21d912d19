import { registerMessages } from '@/domain/register-messages';
import { deleteWithAudit } from '@/server/audit/delete-with-audit';
import type { TenantContext } from '@/server/auth/tenant-context';
import type { PagedQuery } from '@/server/http/paging';
import { readTenantPage } from '@/server/http/tenant-reads';
import { deleteReplacementDevice, listReplacementDevices } from './queries';

export function listReplacementDevicePage(tenant: TenantContext, query: PagedQuery) {
  return readTenantPage(tenant, query, listReplacementDevices);
}

/** Organisation admins and super admins remove a device from the register (action replacement-device:delete). */
export function removeReplacementDevice(tenant: TenantContext, id: string): Promise<void> {
  return deleteWithAudit(tenant, {
    id,
    remove: deleteReplacementDevice,
    notFoundMessage: registerMessages.replacementDeviceNotFound,
    action: 'replacement_device.deleted',
    subjectType: 'replacement_device',
    details: (device) => device,
  });
}
