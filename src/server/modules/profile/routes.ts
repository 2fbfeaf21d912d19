import type { FastifyInstance } from 'fastify';
import { adminMessages } from '@/domain/admin-messages';
import { profileChange, profileRead } from '@/domain/contracts/profile';
import { registerContract } from '@/server/http/register-contract';
import { avatarRoutes } from './avatar-routes';
import { loadProfile, updateProfile } from './service';

/** Manage Profile: any signed-in user reads and edits their own profile; e-mail, organisation and role are read-only. */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;
  registerContract(app, profileRead, (request) => loadProfile(services, request.session.actor));
  registerContract(app, profileChange, async (request) => ({
    message: adminMessages.profileUpdated,
    profile: await updateProfile(services, request.session, request.body),
  }));
  await app.register(avatarRoutes);
}
