import { avatarRead } from '@/domain/contracts/profile';
import type { UserDetails } from '@/domain/schemas/user-details';
import { recordEvent } from '@/server/audit/record-event';
import type { ActorProfile } from '@/server/auth/actor';
import type { SessionContext } from '@/server/auth/session-context';
import { notFound } from '@/server/errors';
import type { Services } from '@/server/services';
import { toAvatarImage } from './avatar-image';
import { findAvatar, findAvatarVersion, saveAvatar } from './queries';
import { updateUserDetails } from './update-user-details';

/** The user's own account rows, open to a user of no organisation too: the owner's work, not a tenant's. */
type Deps = Pick<Services, 'db'>;

export const avatarUrl = (version: string) => `${avatarRead.path}?v=${version}`;

/** Manage Profile: the signed-in user's own details; organisation and role are shown, never changed here. */
export async function loadProfile(deps: Deps, actor: ActorProfile) {
  const version = await findAvatarVersion(deps.db, actor.userId);
  return {
    email: actor.email,
    firstName: actor.firstName,
    lastName: actor.lastName,
    title: actor.title,
    role: actor.role,
    organisation: actor.organisation ? { name: actor.organisation.name } : null,
    avatarUrl: version ? avatarUrl(version) : null,
  };
}

/** The signed-in user's own picture, with its version (the ETag); 404 when they have none. */
export async function loadOwnAvatar(deps: Deps, actor: ActorProfile) {
  const avatar = await findAvatar(deps.db, actor.userId);
  if (!avatar) throw notFound();
  return avatar;
}

export async function updateProfile(deps: Deps, session: SessionContext, details: UserDetails) {
  const { actor } = session;
  await deps.db.transaction(async (tx) => {
    await updateUserDetails(tx, actor.userId, details);
    await recordEvent(tx, session, {
      name: 'profile.updated',
      subjectId: actor.userId,
      data: { ...details },
    });
  });
  return loadProfile(deps, { ...actor, ...details });
}

/** Checks, resizes and stores the signed-in user's new avatar; returns its URL. */
export async function replaceAvatar(deps: Deps, actor: ActorProfile, upload: Buffer) {
  const avatar = await toAvatarImage(upload);
  await saveAvatar(deps.db, actor.userId, avatar);
  return { avatarUrl: avatarUrl(avatar.etag) };
}
