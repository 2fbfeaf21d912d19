import { isAPIError } from 'better-auth/api';
import { serializeSignedCookie } from 'better-call';
import { and, eq, isNotNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Role } from '@/domain/roles';
import { recordEvent } from '@/server/audit/record-event';
import type { TenantContext } from '@/server/auth/tenant-context';
import type { Database } from '@/server/db/client';
import { isUniqueViolation } from '@/server/db/errors';
import { users } from '@/server/db/schema/auth';
import { profiles, userRoles } from '@/server/db/schema/people';
import { ssoDomains } from '@/server/db/schema/sso';
import type { Services } from '@/server/services';
import { redirectUriOf } from './admin-service';
import { openClientSecret } from './client-secret';
import { completeAuthorization, discoverProvider, newAuthorization, type OidcIdentity } from './oidc';
import { selectConnection, selectVerifiedDomain, updateConnection } from './queries';

type Deps = Pick<Services, 'db' | 'env' | 'auth'>;

/** The browser cookie that ties a provider's answer to the browser that began the sign-in (no login CSRF). */
export const STATE_COOKIE = 'claimguard.sso_state';
const STATE_MINUTES = 10;

/** Where the browser lands after the provider's answer. */
export const LANDING = {
  signedIn: '/dashboard',
  tested: '/dashboard/org-admin?sso=tested',
  refused: '/auth?sso=failed',
} as const;

/** Why a sign-in through the provider was refused: the security log and the audit log say, the browser does not. */
export type SsoRefusalReason =
  | 'no-state'
  | 'state-unknown-or-used'
  | 'provider-error'
  | 'token-refused'
  | 'no-email'
  | 'email-unverified'
  | 'domain-not-verified'
  | 'other-organisation'
  | 'not-the-admin'
  | 'connection-gone'
  | 'account-disabled';

export class SsoRefusal extends Error {
  constructor(
    readonly reason: SsoRefusalReason,
    readonly email: string | null = null,
    readonly organisationId: string | null = null,
  ) {
    super(`single sign-on refused: ${reason}`);
  }
}

const PendingSchema = z.object({
  organisationId: z.uuid(),
  purpose: z.enum(['sign-in', 'test']),
  adminUserId: z.uuid().nullable(),
  nonce: z.string(),
  codeVerifier: z.string(),
});
type Pending = z.infer<typeof PendingSchema>;

const stateIdentifier = (state: string) => `sso-state:${state}`;

function stateCookie(deps: Deps, value: string, maxAge: number): string {
  const secure = deps.env.APP_URL.startsWith('https://');
  return `${secure ? '__Secure-' : ''}${STATE_COOKIE}=${value}; Path=/api/auth/sso; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export const clearedStateCookie = (deps: Deps) => stateCookie(deps, '', 0);

async function configOf(
  deps: Deps,
  connection: { issuer: string; clientId: string; clientSecretSealed: string },
) {
  return discoverProvider({
    issuer: connection.issuer,
    clientId: connection.clientId,
    clientSecret: openClientSecret(connection.clientSecretSealed, deps.env.AUTH_SECRET),
  });
}

async function begin(
  deps: Deps,
  connection: { issuer: string; clientId: string; clientSecretSealed: string },
  pending: Omit<Pending, 'nonce' | 'codeVerifier'>,
  loginHint?: string,
) {
  const config = await configOf(deps, connection);
  const authorization = await newAuthorization(config, {
    redirectUri: redirectUriOf(deps.env),
    ...(loginHint ? { loginHint } : {}),
  });
  const context = await deps.auth.$context;
  await context.internalAdapter.createVerificationValue({
    identifier: stateIdentifier(authorization.state),
    value: JSON.stringify({
      ...pending,
      nonce: authorization.nonce,
      codeVerifier: authorization.codeVerifier,
    }),
    expiresAt: new Date(Date.now() + STATE_MINUTES * 60_000),
  });
  return {
    authorizationUrl: authorization.url,
    setCookie: stateCookie(deps, authorization.state, STATE_MINUTES * 60),
  };
}

const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/**
 * The sign-in form's e-mail step: an address of a verified domain whose organisation has single sign-on on goes to
 * its identity provider; any other gets null (the password comes next).
 */
export async function startSignIn(deps: Deps, email: string) {
  const found = await selectVerifiedDomain(deps.db, domainOf(email));
  const connection = found?.connection;
  if (!found || !connection?.enabled || connection.protocol !== 'oidc') return null;
  return begin(
    deps,
    connection,
    { organisationId: found.organisationId, purpose: 'sign-in', adminUserId: null },
    email,
  );
}

/** "Test connection": the admin signs in through the saved configuration once, which lets it be switched on. */
export async function startTest(deps: Deps, tenant: TenantContext) {
  const connection = await tenant.read((tx) => selectConnection(tx, tenant.organisationId));
  if (!connection) return null;
  return begin(
    deps,
    connection,
    { organisationId: tenant.organisationId, purpose: 'test', adminUserId: tenant.userId },
    tenant.actor.email,
  );
}

export type CallbackOutcome =
  | { kind: 'signed-in'; userId: string; email: string; setCookie: string }
  | { kind: 'tested'; email: string };

/**
 * The provider's answer: the state must be this browser's and unused, the code is exchanged with the PKCE verifier
 * and the ID token checked (signature, issuer, audience, times, nonce); then the person is found or, for a verified
 * domain of the organisation, created. Anything wrong is an SsoRefusal and nothing is created.
 */
export async function completeCallback(
  deps: Deps,
  input: { callbackUrl: URL; state: string | undefined; browserState: string | null },
): Promise<CallbackOutcome> {
  const { state } = input;
  if (!state || !input.browserState || input.browserState !== state) throw new SsoRefusal('no-state');
  const context = await deps.auth.$context;
  const stored = await context.internalAdapter.consumeVerificationValue(stateIdentifier(state));
  const parsed = stored ? PendingSchema.safeParse(JSON.parse(stored.value)) : null;
  if (!parsed?.success) throw new SsoRefusal('state-unknown-or-used');
  const pending = parsed.data;
  const connection = await selectConnection(deps.db, pending.organisationId);
  if (!connection || (pending.purpose === 'sign-in' && !connection.enabled)) {
    throw new SsoRefusal('connection-gone', null, pending.organisationId);
  }
  if (input.callbackUrl.searchParams.has('error')) {
    throw new SsoRefusal('provider-error', null, pending.organisationId);
  }
  let identity: OidcIdentity;
  try {
    identity = await completeAuthorization(await configOf(deps, connection), {
      callbackUrl: input.callbackUrl,
      state,
      nonce: pending.nonce,
      codeVerifier: pending.codeVerifier,
    });
  } catch {
    throw new SsoRefusal('token-refused', null, pending.organisationId);
  }
  const { email } = identity;
  if (!email) throw new SsoRefusal('no-email', null, pending.organisationId);
  if (!identity.emailVerified) throw new SsoRefusal('email-unverified', email, pending.organisationId);

  if (pending.purpose === 'test') {
    const [admin] = await deps.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, pending.adminUserId ?? ''));
    if (admin?.email.toLowerCase() !== email) {
      throw new SsoRefusal('not-the-admin', email, pending.organisationId);
    }
    await deps.db.transaction(async (tx) => {
      await updateConnection(tx, pending.organisationId, { testedAt: new Date() });
      await recordEvent(
        tx,
        { organisationId: pending.organisationId, userId: pending.adminUserId },
        { name: 'sso_connection.tested', subjectId: connection.id, data: { email } },
      );
    });
    return { kind: 'tested', email };
  }

  const userId = await personFor(deps.db, pending.organisationId, identity, connection.defaultRole);
  const maxMinutes = connection.sessionMaxMinutes;
  let token: string;
  try {
    // The session's own end: better-auth keeps an override's expiry only when told to keep the override whole.
    const session = await context.internalAdapter.createSession(
      userId,
      false,
      maxMinutes ? { expiresAt: new Date(Date.now() + maxMinutes * 60_000) } : undefined,
      Boolean(maxMinutes),
    );
    token = session.token;
  } catch (error) {
    if (isAPIError(error) && error.statusCode === 403) {
      throw new SsoRefusal('account-disabled', email, pending.organisationId);
    }
    throw error;
  }
  const cookie = context.authCookies.sessionToken;
  const setCookie = await serializeSignedCookie(cookie.name, token, deps.env.AUTH_SECRET, {
    ...cookie.attributes,
    maxAge: maxMinutes ? maxMinutes * 60 : context.sessionConfig.expiresIn,
  });
  return { kind: 'signed-in', userId, email, setCookie };
}

/**
 * The account of the address the provider vouched for: an existing one must be of the organisation; a new one is
 * created (just in time) only for a verified domain of the organisation, with the connection's default role.
 */
async function personFor(db: Database, organisationId: string, identity: OidcIdentity, role: Role) {
  const email = identity.email ?? '';
  const [verified] = await db
    .select({ id: ssoDomains.id })
    .from(ssoDomains)
    .where(
      and(
        eq(ssoDomains.organizationId, organisationId),
        eq(ssoDomains.domain, domainOf(email)),
        isNotNull(ssoDomains.verifiedAt),
      ),
    );
  const [existing] = await db
    .select({ id: users.id, organisationId: profiles.organizationId, role: userRoles.role })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .where(eq(users.email, email));
  if (existing) {
    if (existing.organisationId !== organisationId) {
      throw new SsoRefusal('other-organisation', email, organisationId);
    }
    if (!verified) throw new SsoRefusal('domain-not-verified', email, organisationId);
    return existing.id;
  }
  if (!verified) throw new SsoRefusal('domain-not-verified', email, organisationId);
  const firstName = identity.givenName;
  const lastName = identity.familyName;
  return db
    .transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email,
          name: [firstName, lastName].filter(Boolean).join(' ') || email,
          emailVerified: true,
        })
        .returning({ id: users.id });
      if (!user) throw new Error('users insert returned no row');
      await tx.insert(profiles).values({ id: user.id, firstName, lastName, organizationId: organisationId });
      await tx.insert(userRoles).values({ userId: user.id, role });
      await recordEvent(
        tx,
        { organisationId, userId: null },
        { name: 'user.created_by_sso', subjectId: user.id, data: { email, role } },
      );
      return user.id;
    })
    .catch(async (error: unknown) => {
      // Two first sign-ins at once: the other made the account.
      if (!isUniqueViolation(error)) throw error;
      const [made] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (!made) throw error;
      return made.id;
    });
}

/** A refusal in the organisation's audit log (or the platform's, before any organisation is known). */
export async function auditRefusal(deps: Pick<Services, 'db'>, refusal: SsoRefusal) {
  await deps.db.transaction((tx) =>
    recordEvent(
      tx,
      { organisationId: refusal.organisationId, userId: null },
      {
        name: 'sign_in.failed',
        subjectId: null,
        data: { email: refusal.email ?? '', reason: `sso-${refusal.reason}` },
      },
    ),
  );
}

/**
 * Whether password sign-in is off for this address: its account's organisation, or its verified domain's, requires
 * single sign-on. Super admins always keep their password (and second factor).
 */
export async function ssoRequiredFor(db: Database, email: string): Promise<boolean> {
  const address = email.trim().toLowerCase();
  const [account] = await db
    .select({ organisationId: profiles.organizationId, role: userRoles.role })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .where(eq(users.email, address));
  if (account?.role === 'super_admin') return false;
  if (account?.organisationId) {
    const connection = await selectConnection(db, account.organisationId);
    if (connection?.enabled && connection.requireSso) return true;
  }
  const found = await selectVerifiedDomain(db, domainOf(address));
  return Boolean(found?.connection?.enabled && found.connection.requireSso);
}
