import type { FastifyReply, FastifyRequest } from 'fastify';
import { scimMessages } from '@/domain/scim-messages';
import { bearerTokenOf } from '@/server/auth/api-key-actor';
import { sha256Hex } from '@/server/auth/secret-token';
import type { MemberChanger } from '@/server/modules/users';
import { countRequest } from '@/server/rate-limit/request-rate';
import type { Services } from '@/server/services';
import { selectOrganisation } from './queries';
import { ScimError } from './scim-error';
import { touchActiveToken } from './token-queries';

/**
 * The organisation's identity provider, acting through one of its SCIM tokens: it changes the organisation's people
 * as an admin of it would (never a super admin), and its audit events name the token instead of a person.
 */
export interface Directory extends MemberChanger {
  organisation: { id: string; name: string; domain: string };
  superAdmin: false;
  /** The SCIM endpoints' address, for the resources' locations. */
  baseUrl: string;
}

const directories = new WeakMap<FastifyRequest, Directory>();

/**
 * Finds the request's directory by its bearer token, before the body is read: an unknown or revoked token, or none,
 * is a 401 and reaches nobody's people. Each token is held to the API keys' request rate.
 */
export async function authenticateDirectory(
  services: Pick<Services, 'db' | 'rateLimiter' | 'env'>,
  request: FastifyRequest,
  reply: FastifyReply,
  baseUrl: string,
): Promise<void> {
  const token = bearerTokenOf(request.headers.authorization);
  const found = token === null ? undefined : await touchActiveToken(services.db, sha256Hex(token));
  const organisation = found && (await selectOrganisation(services.db, found.organisationId));
  if (!found || !organisation) throw new ScimError(401, scimMessages.invalidToken);
  await countRequest(services.rateLimiter, reply, {
    key: `scim-token:${found.id}`,
    perMinute: services.env.API_KEY_REQUESTS_PER_MINUTE,
  });
  directories.set(request, {
    organisationId: organisation.id,
    organisation,
    userId: null,
    superAdmin: false,
    baseUrl,
    request: {
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
      apiKeyId: null,
      scimTokenId: found.id,
    },
  });
}

/** The directory the request was authenticated as (every SCIM route is behind authenticateDirectory). */
export function directoryOf(request: FastifyRequest): Directory {
  const directory = directories.get(request);
  if (!directory) throw new ScimError(401, scimMessages.invalidToken);
  return directory;
}
