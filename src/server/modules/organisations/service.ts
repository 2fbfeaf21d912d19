import { adminMessages } from '@/domain/admin-messages';
import type { CreateOrganisation } from '@/domain/schemas/organisation';
import { recordEvent } from '@/server/audit/record-event';
import type { PlatformContext } from '@/server/auth/session-context';
import type { TenantContext } from '@/server/auth/tenant-context';
import { isUniqueViolation } from '@/server/db/errors';
import { conflict } from '@/server/errors';
import type { Services } from '@/server/services';
import { countMembers, insertOrganisation, listMembers, listOrganisationsWithUserCounts } from './queries';

type Deps = Pick<Services, 'db'>;

/** Super Admin Panel: a new organisation; a domain that is taken already is refused and nothing is written. */
export async function createOrganisation(deps: Deps, platform: PlatformContext, input: CreateOrganisation) {
  return deps.db
    .transaction(async (tx) => {
      const organisation = await insertOrganisation(tx, input);
      await recordEvent(
        tx,
        { ...platform, organisationId: organisation.id },
        {
          name: 'organisation.created',
          subjectId: organisation.id,
          data: { ...input },
        },
      );
      return organisation;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error))
        throw conflict(adminMessages.organisationExists(input.domain), 'DUPLICATE');
      throw error;
    });
}

/** Org Admin Panel header and overview: always the actor's own organisation. */
export async function loadOwnOrganisation(deps: Deps, tenant: TenantContext) {
  const { organisation } = tenant.actor;
  return { ...organisation, memberCount: await countMembers(deps.db, organisation.id) };
}

/** Super Admin Panel: every organisation with the number of its users. */
export async function listOrganisations(deps: Deps) {
  const rows = await listOrganisationsWithUserCounts(deps.db);
  return rows.map((row) => ({ ...row, userCount: Number(row.userCount) }));
}

/**
 * Org Admin Panel, Team Members: the people of the actor's own organisation. One without a password has not accepted
 * their invitation yet: pending, with when its latest link expires.
 */
export async function listOwnMembers(deps: Deps, tenant: TenantContext) {
  const members = await listMembers(deps.db, tenant.organisationId);
  return members.map(({ passwordAccount, invitationExpiresAt, deactivatedAt, ...member }) => {
    const invitationPending = passwordAccount === null;
    return {
      ...member,
      deactivated: deactivatedAt !== null,
      invitationPending,
      invitationExpiresAt: invitationPending ? invitationExpiresAt : null,
    };
  });
}
