import { z } from 'zod';
import { AVATAR_MAX_BYTES } from '@/domain/avatar-rules';
import { ROLES } from '@/domain/roles';
import { UserDetailsSchema } from '@/domain/schemas/user-details';
import { defineRoute, FileDownload } from './route';
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

/** Manage Profile: any signed-in user reads and edits their own profile; e-mail, organisation and role are read-only. */
const tags = ['profile'];

export const profileRead = defineRoute({
  method: 'GET',
  path: '/api/v1/profile',
  summary: 'Read your profile',
  operationId: 'getProfile',
  tags,
  reply: ProfileReply,
  action: 'session',
});

export const profileChange = defineRoute({
  method: 'PATCH',
  path: '/api/v1/profile',
  summary: 'Change your profile',
  operationId: 'updateProfile',
  tags,
  body: UserDetailsSchema,
  reply: ProfileUpdateReply,
  action: 'session',
});

/** The image's bytes are the request body, whatever type the browser declares: the content decides. */
export const avatarUpload = defineRoute({
  method: 'PUT',
  path: '/api/v1/profile/avatar',
  summary: 'Upload your avatar',
  operationId: 'uploadAvatar',
  refusals: {
    413: 'FILE_TOO_LARGE: the file, or the image it unpacks to, is too large.',
    415: 'INVALID_FILE_TYPE: the file is not a JPEG, PNG, GIF or WebP picture.',
  },
  tags,
  description: `The image file as the request body (JPEG, PNG, GIF or WebP, at most ${AVATAR_MAX_BYTES} bytes).`,
  reply: AvatarReply,
  action: 'session',
});

/** The avatar's address comes in the profile's `avatarUrl`; `v` (the avatar's version) makes it cacheable. */
export const avatarRead = defineRoute({
  method: 'GET',
  path: '/api/v1/profile/avatar',
  summary: 'Read your avatar',
  operationId: 'getAvatar',
  refusals: {
    404: 'NOT_FOUND: the signed-in user has no picture.',
  },
  tags,
  query: z.object({ v: z.string().max(64).optional() }),
  reply: FileDownload,
  produces: 'image/webp',
  action: 'session',
});
