import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminMessages } from '@/domain/admin-messages';
import { ProfileReply, ProfileUpdateReply } from '@/domain/contracts/profile';
import { UserDetailsSchema } from '@/domain/schemas/user-details';
import { avatarRoutes } from './avatar-routes';
import { loadProfile, updateProfile } from './service';

const tags = ['profile'];

/** Manage Profile: any signed-in user reads and edits their own profile; e-mail, organisation and role are read-only. */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { services } = app;

  r.get(
    '/api/v1/profile',
    {
      config: { action: 'session' },
      schema: { summary: 'Read your profile', tags, response: { 200: ProfileReply } },
    },
    (request) => loadProfile(services, request.session.actor),
  );

  r.patch(
    '/api/v1/profile',
    {
      config: { action: 'session' },
      schema: {
        summary: 'Change your profile',
        tags,
        body: UserDetailsSchema,
        response: { 200: ProfileUpdateReply },
      },
    },
    async (request) => ({
      message: adminMessages.profileUpdated,
      profile: await updateProfile(services, request.session, request.body),
    }),
  );

  await app.register(avatarRoutes);
}
