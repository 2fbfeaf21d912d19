import { z } from 'zod';
import { API_SCOPES } from '@/domain/api-scopes';
import { ApiKeyRotationSchema, NewApiKeySchema } from '@/domain/schemas/api-key';
import { IdParamsSchema } from './params';
import { defineRoute } from './route';
import { isoDateTime, NoContent, type Wire } from './wire';

/** An organisation's API key as the API Keys screen lists it: never the key itself, only its first characters. */
export const ApiKeyReply = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The key's first characters, to tell keys apart (`cgk_AbCd1234`). */
  prefix: z.string(),
  scopes: z.array(z.enum(API_SCOPES)),
  createdBy: z.string().nullable().describe('The name (or e-mail) of the admin who created the key.'),
  createdAt: isoDateTime,
  lastUsedAt: isoDateTime.nullable(),
  expiresAt: isoDateTime.nullable().describe('When the key stops working; null: it works until revoked.'),
  previousPrefix: z
    .string()
    .nullable()
    .describe(
      'The first characters of the secret before the last rotation, while it is still accepted; else null.',
    ),
  previousKeyValidUntil: isoDateTime
    .nullable()
    .describe('Until when the secret before the last rotation is still accepted; null when it no longer is.'),
  isUsable: z
    .boolean()
    .describe(
      "False when the key is refused: it has expired, or its creator's account was deleted. Revoke it then.",
    ),
  createdByFormerAdmin: z
    .boolean()
    .describe(
      'True once the creator is no longer an admin of the organization (demoted or deactivated). The key belongs to the organization and keeps working.',
    ),
});
export type ApiKey = Wire<typeof ApiKeyReply>;

/** `GET /api/v1/api-keys`: the organisation's active keys, newest first. */
export const ApiKeyListReply = z.array(ApiKeyReply);

/** `POST /api/v1/api-keys`: the new key, with the key itself, shown this once. */
export const NewApiKeyReply = z.object({
  id: z.uuid(),
  name: z.string(),
  scopes: z.array(z.enum(API_SCOPES)),
  key: z
    .string()
    .describe('The key to send as `Authorization: Bearer <key>`. It is not stored and never shown again.'),
  expiresAt: isoDateTime.nullable().describe('When the key stops working; null: it works until revoked.'),
});
export type NewApiKeyCreated = Wire<typeof NewApiKeyReply>;

/** `POST /api/v1/api-keys/:id/rotation`: the key's new secret, shown this once, and until when the one before works. */
export const RotatedApiKeyReply = NewApiKeyReply.extend({
  previousKeyValidUntil: isoDateTime.describe(
    'Until when the secret before this rotation is still accepted (now, for a grace period of 0).',
  ),
});
export type RotatedApiKey = Wire<typeof RotatedApiKeyReply>;

/** The Org Admin Panel's API keys: for admins signed in, never for a key (no scope opens them). */
const tags = ['api keys'];

export const apiKeyList = defineRoute({
  method: 'GET',
  path: '/api/v1/api-keys',
  summary: "List your organization's API keys",
  operationId: 'listApiKeys',
  tags,
  reply: ApiKeyListReply,
  action: 'organisation:manage',
});

export const apiKeyCreation = defineRoute({
  method: 'POST',
  path: '/api/v1/api-keys',
  summary: 'Create an API key',
  operationId: 'createApiKey',
  tags,
  body: NewApiKeySchema,
  reply: NewApiKeyReply,
  status: 201,
  action: 'organisation:manage',
});

export const apiKeyRotation = defineRoute({
  method: 'POST',
  path: '/api/v1/api-keys/:id/rotation',
  summary: 'Rotate an API key',
  description:
    "Gives the key a new secret, shown in this reply only. The secret before keeps working for the grace period (24 hours unless `graceHours` says otherwise), so a claim system can change over without a refused request; a second rotation ends the first one's grace period. The key keeps its name, scopes and expiry; an expired key cannot be rotated (409 `API_KEY_EXPIRED`).",
  operationId: 'rotateApiKey',
  tags,
  params: IdParamsSchema,
  body: ApiKeyRotationSchema,
  reply: RotatedApiKeyReply,
  action: 'organisation:manage',
});

export const apiKeyRevocation = defineRoute({
  method: 'DELETE',
  path: '/api/v1/api-keys/:id',
  summary: 'Revoke an API key',
  operationId: 'revokeApiKey',
  tags,
  params: IdParamsSchema,
  reply: NoContent,
  status: 204,
  action: 'organisation:manage',
});
