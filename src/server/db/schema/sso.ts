import * as pg from 'drizzle-orm/pg-core';
import type { Role } from '@/domain/roles';
import { createdAt, idAndOrganisation } from './columns';

/**
 * `sso_connections`: an organisation's identity provider (OpenID Connect; SAML 2.0 later), at most one. The client
 * secret is kept encrypted with a key derived from AUTH_SECRET (it must be sent to the provider, so it cannot be
 * hashed). A connection is tested by an admin's sign-in through it before it can be switched on; `require_sso`
 * turns password sign-in off for the organisation's people (super admins keep theirs).
 */
export const ssoConnections = pg.pgTable(
  'sso_connections',
  {
    ...idAndOrganisation(),
    protocol: pg.text('protocol').$type<'oidc' | 'saml'>().notNull(),
    issuer: pg.text('issuer').notNull(),
    clientId: pg.text('client_id').notNull(),
    clientSecretSealed: pg.text('client_secret_sealed').notNull(),
    enabled: pg.boolean('enabled').notNull().default(false),
    requireSso: pg.boolean('require_sso').notNull().default(false),
    /** The role of a person whose account the first sign-in through the provider creates. */
    defaultRole: pg.text('default_role').$type<Role>().notNull().default('organization_member'),
    /** When an admin last signed in through this configuration ("Test connection"); null until then. */
    testedAt: pg.timestamp('tested_at', { withTimezone: true }),
    /** A session begun through the provider ends after this many minutes (null: the app's usual week). */
    sessionMaxMinutes: pg.integer('session_max_minutes'),
    createdAt: createdAt(),
    updatedAt: pg.timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [pg.uniqueIndex('sso_connections_org_key').on(t.organizationId)],
);

/**
 * `sso_domains`: the e-mail domains whose addresses sign in through an organisation's provider. A domain belongs to
 * one organisation, and counts only once verified: by a DNS TXT record the server finds, or by a super admin.
 */
export const ssoDomains = pg.pgTable(
  'sso_domains',
  {
    ...idAndOrganisation(),
    domain: pg.text('domain').notNull(),
    /** What the TXT record must say (`claimguard-verification=<token>`). */
    verificationToken: pg.text('verification_token').notNull(),
    verifiedAt: pg.timestamp('verified_at', { withTimezone: true }),
    verifiedBy: pg.text('verified_by').$type<'dns' | 'super-admin'>(),
    createdAt: createdAt(),
  },
  (t) => [pg.uniqueIndex('sso_domains_domain_key').on(t.domain)],
);
