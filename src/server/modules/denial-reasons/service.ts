import { adminMessages } from '@/domain/admin-messages';
import type { NewDenialReason } from '@/domain/schemas/denial-reason';
import { recordAuditEvent } from '@/server/audit/record-audit-event';
import { type Actor, requireOrganisation } from '@/server/auth/actor';
import { isUniqueViolation } from '@/server/db/errors';
import { withTenant } from '@/server/db/tenant';
import { conflict, notFound } from '@/server/errors';
import type { Services } from '@/server/services';
import { deleteDenialReason, insertDenialReason, listDenialReasons } from './queries';

type Deps = Pick<Services, 'db'>;

/** The actor's own organisation's denial reasons, in name order. */
export async function listOwnDenialReasons(deps: Deps, actor: Actor | null) {
  const organisationId = requireOrganisation(actor);
  return withTenant(deps.db, organisationId, (tx) => listDenialReasons(tx, organisationId));
}

/** Adds a denial reason to the actor's own organisation; a reason it has already (any letter case) is refused. */
export async function addDenialReason(deps: Deps, actor: Actor | null, input: NewDenialReason) {
  const organisationId = requireOrganisation(actor);
  return withTenant(deps.db, organisationId, async (tx) => {
    const reason = await insertDenialReason(tx, organisationId, input.denialReason);
    await recordAuditEvent(tx, {
      organizationId: organisationId,
      actorUserId: actor?.userId ?? null,
      action: 'denial-reason.added',
      subjectType: 'organization_denial_reason',
      subjectId: reason.id,
      details: { denialReason: reason.denialReason },
    });
    return reason;
  }).catch((error: unknown) => {
    if (isUniqueViolation(error)) throw conflict(adminMessages.denialReasonExists, 'DUPLICATE');
    throw error;
  });
}

/**
 * Removes one of the actor's organisation's denial reasons; another organisation's id answers 404. Denied claims keep
 * their own copy of the reason's text, so they stay readable.
 */
export async function removeDenialReason(deps: Deps, actor: Actor | null, id: string): Promise<void> {
  const organisationId = requireOrganisation(actor);
  await withTenant(deps.db, organisationId, async (tx) => {
    const removed = await deleteDenialReason(tx, organisationId, id);
    if (!removed) throw notFound(adminMessages.denialReasonNotFound);
    await recordAuditEvent(tx, {
      organizationId: organisationId,
      actorUserId: actor?.userId ?? null,
      action: 'denial-reason.removed',
      subjectType: 'organization_denial_reason',
      subjectId: id,
      details: { denialReason: removed.denialReason },
    });
  });
}
