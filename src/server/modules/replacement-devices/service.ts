import { registerMessages } from '@/domain/register-messages';
import { deleteWithAudit } from '@/server/audit/delete-with-audit';
import type { Actor } from '@/server/auth/actor';
import type { PagedQuery } from '@/server/http/paging';
import { readTenantPage } from '@/server/http/tenant-reads';
import type { Services } from '@/server/services';
import { deleteReplacementDevice, listReplacementDevices } from './queries';

type Deps = Pick<Services, 'db'>;

export function listReplacementDevicePage(deps: Deps, actor: Actor | null, query: PagedQuery) {
  return readTenantPage(deps.db, actor, query, listReplacementDevices);
}

/** Organisation admins and super admins remove a device from the register (action replacement-device:delete). */
export function removeReplacementDevice(deps: Deps, actor: Actor | null, id: string): Promise<void> {
  return deleteWithAudit(deps.db, actor, {
    id,
    remove: deleteReplacementDevice,
    notFoundMessage: registerMessages.replacementDeviceNotFound,
    action: 'replacement_device.deleted',
    subjectType: 'replacement_device',
    details: (device) => device,
  });
}
