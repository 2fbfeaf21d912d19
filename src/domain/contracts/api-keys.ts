import { z } from 'zod';
import { API_SCOPES } from '@/domain/api-scopes';
import { NewApiKeySchema } from '@/domain/schemas/api-key';
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
  isUsable: z
    .boolean()
    .describe("False only when the creator's account was deleted: the key is then refused until revoked."),
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
});
export type NewApiKeyCreated = Wire<typeof NewApiKeyReply>;

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
