import { z } from 'zod';
import { ROLES } from '@/domain/roles';
import type { Wire } from './wire';

/** `GET /api/v1/profile`: the signed-in user's details and avatar. */
export const ProfileReply = z.object({
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  title: z.string().nullable(),
  role: z.enum(ROLES).nullable(),
  organisation: z.object({ name: z.string() }).nullable(),
  avatarUrl: z.string().nullable().describe('Changes with every new avatar, so it can be cached'),
});
export type Profile = Wire<typeof ProfileReply>;

/** `PUT /api/v1/profile/avatar`: the notice and the new avatar's URL. */
export const AvatarReply = z.object({ message: z.string(), avatarUrl: z.string() });

/** `PATCH /api/v1/profile`: the notice and the profile as saved. */
export const ProfileUpdateReply = z.object({ message: z.string(), profile: ProfileReply });
