import { z } from 'zod';
import { emailDomain } from '@/domain/schemas/invitation';
import { scimMessages } from '@/domain/scim-messages';
import { recordEvent } from '@/server/audit/record-event';
import { isUniqueViolation } from '@/server/db/errors';
import { createInvitation } from '@/server/modules/invitations';
import { updateUserDetails } from '@/server/modules/profile';
import { deactivateMember, reactivateMember } from '@/server/modules/users';
import type { Services } from '@/server/services';
import type { Directory } from './directory';
import { readUserFilter } from './filter';
import { type DirectoryPerson, saveExternalId, selectPeoplePage, selectPerson } from './queries';
import { listResponse, MAX_PAGE_SIZE, userResource } from './resources';
import { invalidValue, ScimError, scimNotFound } from './scim-error';
import { applyUserPatch, type DesiredUser, readUser } from './user-input';

type Deps = Pick<Services, 'db' | 'mailer' | 'env'>;

/** The person of the directory's organisation with this id; anyone else (another organisation's too) is a 404. */
export async function findPerson(
  deps: Pick<Services, 'db'>,
  directory: Directory,
  id: string,
): Promise<DirectoryPerson> {
  const person = z.uuid().safeParse(id).success
    ? await selectPerson(deps.db, directory.organisationId, id)
    : undefined;
  if (!person) throw scimNotFound(scimMessages.userNotFound);
  return person;
}

const desiredOf = (person: DirectoryPerson): DesiredUser => ({
  userName: person.email,
  firstName: person.firstName ?? '',
  lastName: person.lastName ?? '',
  title: person.title,
  externalId: person.externalId,
  active: person.deactivatedAt === null,
});

/** `startIndex` (from 1) and `count` as SCIM reads them: anything unreadable or out of range is the nearest valid. */
function pageOf(query: { startIndex?: string; count?: string }) {
  const startIndex = Math.max(1, Number.parseInt(query.startIndex ?? '1', 10) || 1);
  const count = Number.parseInt(query.count ?? String(MAX_PAGE_SIZE), 10);
  const limit = Number.isNaN(count) ? MAX_PAGE_SIZE : Math.min(Math.max(count, 0), MAX_PAGE_SIZE);
  return { startIndex, offset: startIndex - 1, limit };
}

/** `GET /Users`: the organisation's people, filtered by userName or externalId, a page at a time. */
export async function listUsers(
  deps: Deps,
  directory: Directory,
  query: { filter?: string; startIndex?: string; count?: string },
) {
  const filter = readUserFilter(query.filter);
  const page = pageOf(query);
  const { items, total } = await selectPeoplePage(deps.db, directory.organisationId, { filter, ...page });
  return listResponse(
    items.map((person) => userResource(directory.baseUrl, person)),
    { total, startIndex: page.startIndex },
  );
}

export async function getUser(deps: Deps, directory: Directory, id: string) {
  return userResource(directory.baseUrl, await findPerson(deps, directory, id));
}

/** An externalId another person of the organisation has is `uniqueness`, as a taken userName is. */
const externalIdTaken = (error: unknown) => {
  if (isUniqueViolation(error)) throw new ScimError(409, scimMessages.externalIdTaken, 'uniqueness');
  throw error;
};

/**
 * `POST /Users`: a new person of the organisation, with the Members role. They get an invitation by e-mail, as a
 * person an admin invites does, and cannot sign in with a password before they set one with it. Their address must
 * be of the organisation's domain; one that has an account already, or an externalId another person of the
 * organisation has, is `uniqueness` (409) and nothing is created. Created inactive, they are deactivated at once.
 */
export async function createUser(deps: Deps, directory: Directory, body: unknown) {
  const user = readUser(body);
  const { domain } = directory.organisation;
  if (emailDomain(user.userName) !== domain) throw invalidValue(scimMessages.emailDomainMismatch(domain));
  if (user.externalId !== null) {
    const filter = { externalId: user.externalId };
    const taken = await selectPeoplePage(deps.db, directory.organisationId, { filter, offset: 0, limit: 1 });
    if (taken.total > 0) throw new ScimError(409, scimMessages.externalIdTaken, 'uniqueness');
  }
  const { userId } = await createInvitation(deps, {
    email: user.userName,
    firstName: user.firstName,
    lastName: user.lastName,
    title: user.title,
    role: 'organization_member',
    organisation: directory.organisation,
    invitedBy: directory,
    externalId: user.externalId,
  });
  if (!user.active) await deactivateMember(deps, directory, userId);
  return getUser(deps, directory, userId);
}

/**
 * Makes the person what the directory wants: their names, title and externalId (one audited change), then whether
 * they are active. Deactivating ends their sessions at once (the Team Members' deactivation, under its rules: the
 * organisation's last admin stays). The e-mail is the account's sign-in: the directory cannot change it.
 */
async function applyUser(deps: Deps, directory: Directory, person: DirectoryPerson, user: DesiredUser) {
  const current = desiredOf(person);
  if (user.userName !== current.userName) throw new ScimError(400, scimMessages.userNameChange, 'mutability');
  const changes = Object.fromEntries(
    (['firstName', 'lastName', 'title', 'externalId'] as const)
      .filter((field) => user[field] !== current[field])
      .map((field) => [field, user[field]]),
  );
  if (Object.keys(changes).length > 0) {
    await deps.db
      .transaction(async (tx) => {
        await updateUserDetails(tx, person.id, {
          firstName: user.firstName,
          lastName: user.lastName,
          title: user.title,
        });
        if ('externalId' in changes) await saveExternalId(tx, person.id, user.externalId);
        await recordEvent(tx, directory, { name: 'user.updated', subjectId: person.id, data: changes });
      })
      .catch(externalIdTaken);
  }
  if (user.active !== current.active) {
    await (user.active ? reactivateMember : deactivateMember)(deps, directory, person.id);
  }
  return getUser(deps, directory, person.id);
}

/** `PUT /Users/{id}`: the person replaced by the body (attributes it leaves out are cleared or, for active, true). */
export async function replaceUser(deps: Deps, directory: Directory, id: string, body: unknown) {
  const person = await findPerson(deps, directory, id);
  return applyUser(deps, directory, person, readUser(body));
}

/** `PATCH /Users/{id}`: the operations applied to the person (`replace active false` deprovisions them). */
export async function patchUser(deps: Deps, directory: Directory, id: string, body: unknown) {
  const person = await findPerson(deps, directory, id);
  return applyUser(deps, directory, person, applyUserPatch(desiredOf(person), body));
}

/**
 * `DELETE /Users/{id}`: deprovisioning. The person is deactivated, not deleted: their sessions end at once and sign-in
 * is refused, while the checks and claims they decided keep naming them. They stay listed, inactive.
 */
export async function deleteUser(deps: Deps, directory: Directory, id: string): Promise<void> {
  const person = await findPerson(deps, directory, id);
  await deactivateMember(deps, directory, person.id);
}
