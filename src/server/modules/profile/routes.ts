import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminMessages } from '@/domain/admin-messages';
import { ROLES } from '@/domain/roles';
import { UserDetailsSchema } from '@/domain/schemas/user-details';
import { avatarRoutes } from './avatar-routes';
import { loadProfile, updateProfile } from './service';

const tags = ['profile'];

export const ProfileSchema = z.object({
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  title: z.string().nullable(),
  role: z.enum(ROLES).nullable(),
  organisation: z.object({ name: z.string() }).nullable(),
  avatarUrl: z.string().nullable().describe('Changes with every new avatar, so it can be cached'),
});

/** Manage Profile: any signed-in user reads and edits their own profile; e-mail, organisation and role are read-only. */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { services } = app;

  r.get(
    '/api/v1/profile',
    { config: { action: 'session' }, schema: { tags, response: { 200: ProfileSchema } } },
    (request) => loadProfile(services, request.actor),
  );

  r.patch(
    '/api/v1/profile',
    {
      config: { action: 'session' },
      schema: {
        tags,
        body: UserDetailsSchema,
        response: { 200: z.object({ message: z.string(), profile: ProfileSchema }) },
      },
    },
    async (request) => ({
      message: adminMessages.profileUpdated,
      profile: await updateProfile(services, request.actor, request.body),
    }),
  );

  await app.register(avatarRoutes);
}
