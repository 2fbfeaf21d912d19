import { z } from 'zod';
import { NewScimTokenSchema } from '@/domain/schemas/scim-token';
import { IdParamsSchema } from './params';
import { defineRoute } from './route';
import { isoDateTime, NoContent, type Wire } from './wire';

/** Where an identity provider reaches the SCIM 2.0 endpoints, below the app's own address. */
export const SCIM_BASE_PATH = '/scim/v2';

/** An organisation's SCIM token as the Directory sync card lists it: never the token, only its first characters. */
export const ScimTokenReply = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The token's first characters, to tell tokens apart (`cgs_AbCd1234`). */
  prefix: z.string(),
  createdBy: z.string().nullable().describe('The name (or e-mail) of the admin who created the token.'),
  createdAt: isoDateTime,
  lastUsedAt: isoDateTime.nullable(),
});
export type ScimToken = Wire<typeof ScimTokenReply>;

/** `GET /api/v1/scim-tokens`: the organisation's active tokens, newest first. */
export const ScimTokenListReply = z.array(ScimTokenReply);

/** `POST /api/v1/scim-tokens`: the new token, with the token itself, shown this once. */
export const NewScimTokenReply = z.object({
  id: z.uuid(),
  name: z.string(),
  token: z
    .string()
    .describe(
      'The token the identity provider sends as `Authorization: Bearer <token>` to `/scim/v2`. It is not stored and never shown again.',
    ),
});
export type NewScimTokenCreated = Wire<typeof NewScimTokenReply>;

/** The Org Admin Panel's Directory sync card: for admins signed in, never for an API key (no scope opens them). */
const tags = ['directory sync'];

export const scimTokenList = defineRoute({
  method: 'GET',
  path: '/api/v1/scim-tokens',
  summary: "List your organization's SCIM tokens",
  operationId: 'listScimTokens',
  tags,
  reply: ScimTokenListReply,
  action: 'organisation:manage',
});

export const scimTokenCreation = defineRoute({
  method: 'POST',
  path: '/api/v1/scim-tokens',
  summary: 'Create a SCIM token for your identity provider',
  operationId: 'createScimToken',
  tags,
  body: NewScimTokenSchema,
  reply: NewScimTokenReply,
  status: 201,
  action: 'organisation:manage',
});

export const scimTokenRevocation = defineRoute({
  method: 'DELETE',
  path: '/api/v1/scim-tokens/:id',
  summary: 'Revoke a SCIM token',
  operationId: 'revokeScimToken',
  tags,
  params: IdParamsSchema,
  reply: NoContent,
  status: 204,
  action: 'organisation:manage',
});
