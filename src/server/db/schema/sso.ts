import { boolean, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Role } from '@/domain/roles';
import { createdAt, idAndOrganisation } from './columns';

/**
 * `sso_connections`: an organisation's identity provider (OpenID Connect; SAML 2.0 later), at most one. The client
 * secret is kept encrypted with a key derived from AUTH_SECRET (it must be sent to the provider, so it cannot be
 * hashed). A connection is tested by an admin's sign-in through it before it can be switched on; `require_sso`
 * turns password sign-in off for the organisation's people (super admins keep theirs).
 */
export const ssoConnections = pgTable(
  'sso_connections',
  {
    ...idAndOrganisation(),
    protocol: text('protocol').$type<'oidc' | 'saml'>().notNull(),
    issuer: text('issuer').notNull(),
    clientId: text('client_id').notNull(),
    clientSecretSealed: text('client_secret_sealed').notNull(),
    enabled: boolean('enabled').notNull().default(false),
    requireSso: boolean('require_sso').notNull().default(false),
    /** The role of a person whose account the first sign-in through the provider creates. */
    defaultRole: text('default_role').$type<Role>().notNull().default('organization_member'),
    /** When an admin last signed in through this configuration ("Test connection"); null until then. */
    testedAt: timestamp('tested_at', { withTimezone: true }),
    /** A session begun through the provider ends after this many minutes (null: the app's usual week). */
    sessionMaxMinutes: integer('session_max_minutes'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sso_connections_org_key').on(t.organizationId)],
);

/**
 * `sso_domains`: the e-mail domains whose addresses sign in through an organisation's provider. A domain belongs to
 * one organisation, and counts only once verified: by a DNS TXT record the server finds, or by a super admin.
 */
export const ssoDomains = pgTable(
  'sso_domains',
  {
    ...idAndOrganisation(),
    domain: text('domain').notNull(),
    /** What the TXT record must say (`claimguard-verification=<token>`). */
    verificationToken: text('verification_token').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    verifiedBy: text('verified_by').$type<'dns' | 'super-admin'>(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sso_domains_domain_key').on(t.domain)],
);
