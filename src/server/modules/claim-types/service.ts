import { adminMessages } from '@/domain/admin-messages';
import type { NewClaimType } from '@/domain/schemas/claim-type';
import { recordAuditEvent } from '@/server/audit/record-audit-event';
import { type Actor, requireOrganisation } from '@/server/auth/actor';
import { isUniqueViolation } from '@/server/db/errors';
import { withTenant } from '@/server/db/tenant';
import { conflict, notFound } from '@/server/errors';
import type { Services } from '@/server/services';
import { deleteClaimType, insertClaimType, listClaimTypes } from './queries';

type Deps = Pick<Services, 'db'>;

/** The actor's own organisation's claim types, in name order. */
export async function listOwnClaimTypes(deps: Deps, actor: Actor | null) {
  const organisationId = requireOrganisation(actor);
  return withTenant(deps.db, organisationId, (tx) => listClaimTypes(tx, organisationId));
}

/** Adds a claim type to the actor's own organisation; a name it has already (any letter case) is refused. */
export async function addClaimType(deps: Deps, actor: Actor | null, input: NewClaimType) {
  const organisationId = requireOrganisation(actor);
  return withTenant(deps.db, organisationId, async (tx) => {
    const claimType = await insertClaimType(tx, organisationId, input);
    await recordAuditEvent(tx, {
      organizationId: organisationId,
      actorUserId: actor?.userId ?? null,
      action: 'claim-type.added',
      subjectType: 'organization_claim_type',
      subjectId: claimType.id,
      details: { ...input },
    });
    return claimType;
  }).catch((error: unknown) => {
    if (isUniqueViolation(error)) throw conflict(adminMessages.claimTypeExists, 'DUPLICATE');
    throw error;
  });
}

/**
 * Removes one of the actor's organisation's claim types; another organisation's id answers 404. Checks and claims
 * keep their own copy of the name, so records that used it stay readable.
 */
export async function removeClaimType(deps: Deps, actor: Actor | null, id: string): Promise<void> {
  const organisationId = requireOrganisation(actor);
  await withTenant(deps.db, organisationId, async (tx) => {
    const removed = await deleteClaimType(tx, organisationId, id);
    if (!removed) throw notFound(adminMessages.claimTypeNotFound);
    await recordAuditEvent(tx, {
      organizationId: organisationId,
      actorUserId: actor?.userId ?? null,
      action: 'claim-type.removed',
      subjectType: 'organization_claim_type',
      subjectId: id,
      details: { claimType: removed.claimType },
    });
  });
}
