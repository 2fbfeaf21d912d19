import { scimMessages } from '@/domain/scim-messages';
import { recordEvent } from '@/server/audit/record-event';
import { newSecretToken, sha256Hex } from '@/server/auth/secret-token';
import type { TenantContext } from '@/server/auth/tenant-context';
import { isUniqueViolation } from '@/server/db/errors';
import { conflict, notFound } from '@/server/errors';
import { countActiveTokensLocked, insertToken, revokeToken, selectActiveTokens } from './token-queries';

/** Active tokens an organisation may have at once: one per identity provider and environment, few to review. */
export const MAX_ACTIVE_SCIM_TOKENS = 5;

const TOKEN_PREFIX = 'cgs_';

/** A new token: `cgs_` and 256 random bits; what is stored of it is its SHA-256 and its first characters. */
export function generateScimToken(): { token: string; prefix: string; tokenHash: string } {
  const token = `${TOKEN_PREFIX}${newSecretToken()}`;
  return { token, prefix: token.slice(0, TOKEN_PREFIX.length + 8), tokenHash: sha256Hex(token) };
}

/** The organisation's active tokens, newest first (never the token itself). */
export function listScimTokens(tenant: TenantContext) {
  return tenant.read((tx) => selectActiveTokens(tx, tenant.organisationId));
}

/** A new token of the admin's organisation; the token itself is in this reply only (what is kept is its hash). */
export async function createScimToken(tenant: TenantContext, input: { name: string }) {
  const { organisationId, userId } = tenant;
  const { token, prefix, tokenHash } = generateScimToken();
  const { id } = await tenant
    .run(async (tx) => {
      if ((await countActiveTokensLocked(tx, organisationId)) >= MAX_ACTIVE_SCIM_TOKENS) {
        throw conflict(scimMessages.tooMany(MAX_ACTIVE_SCIM_TOKENS), 'TOO_MANY_SCIM_TOKENS');
      }
      const row = { organizationId: organisationId, name: input.name, prefix, tokenHash, createdBy: userId };
      const created = await insertToken(tx, row);
      await recordEvent(tx, tenant, {
        name: 'scim_token.created',
        subjectId: created.id,
        data: { name: input.name, prefix },
      });
      return created;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw conflict(scimMessages.nameTaken(input.name), 'DUPLICATE');
      throw error;
    });
  return { id, name: input.name, token };
}

/** Revokes a token of the admin's organisation: the directory is refused with it from now on. Another's is a 404. */
export async function revokeScimToken(tenant: TenantContext, id: string): Promise<void> {
  await tenant.run(async (tx) => {
    const revoked = await revokeToken(tx, tenant.organisationId, id, tenant.userId);
    if (!revoked) throw notFound();
    await recordEvent(tx, tenant, {
      name: 'scim_token.revoked',
      subjectId: id,
      data: { name: revoked.name },
    });
  });
}
