import { scimMessages } from '@/domain/scim-messages';
import { changeMemberRole, removeMemberRole } from '@/server/modules/users';
import type { Services } from '@/server/services';
import type { Directory } from './directory';
import { readFilter } from './filter';
import { selectRoleHolders } from './queries';
import { GROUPS, type Group, groupResource, listResponse } from './resources';
import { scimNotFound } from './scim-error';
import { readMembershipPatch } from './user-input';
import { findPerson } from './users-service';

type Deps = Pick<Services, 'db'>;

function findGroup(id: string): Group {
  const group = GROUPS.find((candidate) => candidate.id === id);
  if (!group) throw scimNotFound(scimMessages.groupNotFound);
  return group;
}

async function groupWithMembers(deps: Deps, directory: Directory, group: Group) {
  const members = await selectRoleHolders(deps.db, directory.organisationId, group.id);
  return groupResource(directory.baseUrl, group, members);
}

/** `GET /Groups`: the two groups (Members, Organization admins) with their members; a filter by displayName. */
export async function listGroups(deps: Deps, directory: Directory, query: { filter?: string }) {
  const { displayName } = readFilter(query.filter, ['displayName']);
  const groups = GROUPS.filter(
    (group) => displayName === undefined || group.displayName.toLowerCase() === displayName.toLowerCase(),
  );
  const resources = await Promise.all(groups.map((group) => groupWithMembers(deps, directory, group)));
  return listResponse(resources, { total: resources.length, startIndex: 1 });
}

export function getGroup(deps: Deps, directory: Directory, id: string) {
  return groupWithMembers(deps, directory, findGroup(id));
}

/**
 * `PATCH /Groups/{id}`: membership is the role. Added to Organization admins, a person becomes one; added to
 * Members, a person without a role becomes a member (an admin stays admin). Taken out of Organization admins, an
 * admin becomes a member; out of Members, a member keeps the account but loses the role. Each change is the Team
 * Members' role change under its rules (the last admin stays), audited with the directory as the actor. A person of
 * another organisation is a 404, and nothing of the PATCH is applied after it.
 */
export async function patchGroup(deps: Deps, directory: Directory, id: string, body: unknown) {
  const group = findGroup(id);
  const change = readMembershipPatch(body);
  const people = (ids: string[]) => Promise.all(ids.map((userId) => findPerson(deps, directory, userId)));
  const [added, removed] = await Promise.all([people(change.add), people(change.remove)]);
  for (const person of added) {
    if (group.id === 'organization_admin' || person.role === null) {
      await changeMemberRole(deps, directory, { userId: person.id, role: group.id });
    }
  }
  for (const person of removed) {
    if (person.role !== group.id) continue;
    if (group.id === 'organization_admin') {
      await changeMemberRole(deps, directory, { userId: person.id, role: 'organization_member' });
    } else {
      await removeMemberRole(deps, directory, person.id);
    }
  }
  return groupWithMembers(deps, directory, group);
}
