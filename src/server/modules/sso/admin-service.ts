import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { SSO_CALLBACK_PATH } from '@/domain/contracts/sso';
import type { SsoConnectionInput } from '@/domain/schemas/sso';
import { ssoMessages } from '@/domain/sso-messages';
import { recordEvent } from '@/server/audit/record-event';
import type { PlatformContext } from '@/server/auth/session-context';
import type { TenantContext } from '@/server/auth/tenant-context';
import { isUniqueViolation } from '@/server/db/errors';
import { organizations } from '@/server/db/schema/organisations';
import { ssoDomains } from '@/server/db/schema/sso';
import { badRequest, conflict, notFound } from '@/server/errors';
import type { Services } from '@/server/services';
import { openClientSecret, sealClientSecret } from './client-secret';
import { publishesToken, txtRecordOf } from './dns-txt';
import { discoverProvider } from './oidc';
import {
  deleteConnection,
  selectConnection,
  selectDomain,
  selectDomains,
  updateConnection,
  upsertConnection,
} from './queries';

type Deps = Pick<Services, 'db' | 'env'>;

export const redirectUriOf = (env: Services['env']) => `${env.APP_URL}${SSO_CALLBACK_PATH}`;

type ConnectionRow = NonNullable<Awaited<ReturnType<typeof selectConnection>>>;

function connectionReply(env: Services['env'], row: ConnectionRow) {
  return {
    protocol: row.protocol,
    issuer: row.issuer,
    clientId: row.clientId,
    redirectUri: redirectUriOf(env),
    enabled: row.enabled,
    requireSso: row.requireSso,
    testedAt: row.testedAt,
  };
}

export async function readConnection(deps: Deps, tenant: TenantContext) {
  const row = await tenant.read((tx) => selectConnection(tx, tenant.organisationId));
  return row ? connectionReply(deps.env, row) : null;
}

/**
 * Saves the identity provider once its configuration can be read from the issuer (a 400 otherwise, nothing saved).
 * The secret may be left out to keep the one saved before. The connection is off until it is tested again.
 */
export async function saveConnection(deps: Deps, tenant: TenantContext, input: SsoConnectionInput) {
  if (input.protocol === 'saml') throw badRequest(ssoMessages.samlNotYet);
  const saved = await tenant.read((tx) => selectConnection(tx, tenant.organisationId));
  const clientSecret =
    input.clientSecret ??
    (saved && saved.protocol === 'oidc'
      ? openClientSecret(saved.clientSecretSealed, deps.env.AUTH_SECRET)
      : null);
  if (!clientSecret) throw badRequest(ssoMessages.clientSecretRequired, 'VALIDATION_ERROR');
  await discoverProvider({ issuer: input.issuer, clientId: input.clientId, clientSecret });
  await tenant.run(async (tx) => {
    const { id } = await upsertConnection(tx, {
      organizationId: tenant.organisationId,
      protocol: 'oidc',
      issuer: input.issuer,
      clientId: input.clientId,
      clientSecretSealed: sealClientSecret(clientSecret, deps.env.AUTH_SECRET),
    });
    await recordEvent(tx, tenant, {
      name: 'sso_connection.saved',
      subjectId: id,
      data: { protocol: 'oidc', issuer: input.issuer, clientId: input.clientId },
    });
  });
  return { redirectUri: redirectUriOf(deps.env) };
}

export async function removeConnection(tenant: TenantContext): Promise<void> {
  await tenant.run(async (tx) => {
    const removed = await deleteConnection(tx, tenant.organisationId);
    if (!removed) throw notFound(ssoMessages.notConfigured);
    await recordEvent(tx, tenant, { name: 'sso_connection.removed', subjectId: removed.id, data: {} });
  });
}

/** Switches the connection on (once tested) or off, and Require SSO (only while on). */
export async function setConnectionState(
  deps: Deps,
  tenant: TenantContext,
  input: { enabled: boolean; requireSso: boolean },
) {
  const row = await tenant.run(async (tx) => {
    const saved = await selectConnection(tx, tenant.organisationId);
    if (!saved) throw notFound(ssoMessages.notConfigured);
    if (input.enabled && !saved.testedAt) throw conflict(ssoMessages.notTestedRefusal, 'SSO_NOT_TESTED');
    if (input.requireSso && !input.enabled)
      throw conflict(ssoMessages.requireNeedsEnabled, 'SSO_NOT_ENABLED');
    const updated = await updateConnection(tx, tenant.organisationId, input);
    if (!updated) throw notFound(ssoMessages.notConfigured);
    if (saved.enabled !== input.enabled || saved.requireSso !== input.requireSso) {
      await recordEvent(tx, tenant, {
        name: 'sso_connection.state_changed',
        subjectId: saved.id,
        data: input,
      });
    }
    return updated;
  });
  return connectionReply(deps.env, row);
}

// Domains

type DomainRow = typeof ssoDomains.$inferSelect;

function domainReply(row: DomainRow) {
  return {
    id: row.id,
    domain: row.domain,
    verified: row.verifiedAt !== null,
    verifiedBy: row.verifiedBy,
    txtRecord: txtRecordOf(row.domain, row.verificationToken),
  };
}

const newVerificationToken = () => randomBytes(18).toString('base64url');

const domainTaken = (domain: string) => conflict(ssoMessages.domainTaken(domain), 'SSO_DOMAIN_TAKEN');

export async function listDomains(tenant: TenantContext) {
  const rows = await tenant.read((tx) => selectDomains(tx, tenant.organisationId));
  return rows.map(domainReply);
}

/** A domain of the admin's organisation, unverified: the reply names the TXT record to publish. */
export async function addDomain(tenant: TenantContext, domain: string) {
  // Another organisation's domain is invisible to the tenant: the unique index answers for it.
  const row = await tenant
    .run(async (tx) => {
      const [created] = await tx
        .insert(ssoDomains)
        .values({ organizationId: tenant.organisationId, domain, verificationToken: newVerificationToken() })
        .returning();
      if (!created) throw new Error('sso_domains insert returned no row');
      await recordEvent(tx, tenant, { name: 'sso_domain.added', subjectId: created.id, data: { domain } });
      return created;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw domainTaken(domain);
      throw error;
    });
  return domainReply(row);
}

/** Looks for the domain's TXT record; verified when it says the token (a 409 otherwise, nothing changed). */
export async function verifyDomain(deps: Deps, tenant: TenantContext, id: string) {
  const row = await tenant.read((tx) => selectDomain(tx, tenant.organisationId, id));
  if (!row) throw notFound();
  if (row.verifiedAt) return domainReply(row);
  if (!(await publishesToken(row.domain, row.verificationToken, deps.env.SSO_DNS_SERVERS))) {
    throw conflict(ssoMessages.domainNotVerified(row.domain), 'SSO_DOMAIN_NOT_VERIFIED');
  }
  const verified = await tenant.run(async (tx) => {
    const [updated] = await tx
      .update(ssoDomains)
      .set({ verifiedAt: new Date(), verifiedBy: 'dns' })
      .where(eq(ssoDomains.id, row.id))
      .returning();
    if (!updated) throw notFound();
    await recordEvent(tx, tenant, {
      name: 'sso_domain.verified',
      subjectId: row.id,
      data: { domain: row.domain, by: 'dns' },
    });
    return updated;
  });
  return domainReply(verified);
}

export async function removeDomain(tenant: TenantContext, id: string): Promise<void> {
  await tenant.run(async (tx) => {
    const [removed] = await tx
      .delete(ssoDomains)
      .where(and(eq(ssoDomains.id, id), eq(ssoDomains.organizationId, tenant.organisationId)))
      .returning();
    if (!removed) throw notFound();
    await recordEvent(tx, tenant, {
      name: 'sso_domain.removed',
      subjectId: id,
      data: { domain: removed.domain },
    });
  });
}

/**
 * Super Admin Panel: a domain approved for an organisation without a DNS record (verified at once). A domain of
 * another organisation is refused (409); one the organisation added already is verified.
 */
export async function approveDomain(
  deps: Deps,
  platform: PlatformContext,
  organisationId: string,
  domain: string,
) {
  const row = await deps.db
    .transaction(async (tx) => {
      const [organisation] = await tx
        .select({ id: organizations.id })
        .from(organizations)
        .where(eq(organizations.id, organisationId));
      if (!organisation) throw notFound();
      const [existing] = await tx.select().from(ssoDomains).where(eq(ssoDomains.domain, domain));
      if (existing && existing.organizationId !== organisationId) throw domainTaken(domain);
      const verified = { verifiedAt: new Date(), verifiedBy: 'super-admin' as const };
      const [saved] = existing
        ? await tx.update(ssoDomains).set(verified).where(eq(ssoDomains.id, existing.id)).returning()
        : await tx
            .insert(ssoDomains)
            .values({
              organizationId: organisationId,
              domain,
              verificationToken: newVerificationToken(),
              ...verified,
            })
            .returning();
      if (!saved) throw new Error('sso_domains write returned no row');
      await recordEvent(
        tx,
        { ...platform, organisationId },
        { name: 'sso_domain.verified', subjectId: saved.id, data: { domain, by: 'super-admin' } },
      );
      return saved;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw domainTaken(domain);
      throw error;
    });
  return domainReply(row);
}
