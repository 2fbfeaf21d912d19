import { registerMessages } from '@/domain/register-messages';
import { recordAuditEvent } from '@/server/audit/record-audit-event';
import { type Actor, requireOrganisation } from '@/server/auth/actor';
import { withTenant } from '@/server/db/tenant';
import { notFound } from '@/server/errors';
import type { PagedQuery } from '@/server/http/paging';
import type { Services } from '@/server/services';
import { deleteReplacementDevice, listReplacementDevices } from './queries';

type Deps = Pick<Services, 'db'>;

export async function listReplacementDevicePage(deps: Deps, actor: Actor | null, query: PagedQuery) {
  const organisationId = requireOrganisation(actor);
  const page = await withTenant(deps.db, organisationId, (tx) =>
    listReplacementDevices(tx, organisationId, query),
  );
  return { ...page, page: query.page, pageSize: query.pageSize };
}

/** Organisation admins and super admins remove a device from the register (action replacement-device:delete). */
export async function removeReplacementDevice(deps: Deps, actor: Actor | null, id: string): Promise<void> {
  const organisationId = requireOrganisation(actor);
  await withTenant(deps.db, organisationId, async (tx) => {
    const device = await deleteReplacementDevice(tx, organisationId, id);
    if (!device) throw notFound(registerMessages.replacementDeviceNotFound);
    await recordAuditEvent(tx, {
      organizationId: organisationId,
      actorUserId: actor?.userId ?? null,
      action: 'replacement_device.deleted',
      subjectType: 'replacement_device',
      subjectId: id,
      details: device,
    });
  });
}
