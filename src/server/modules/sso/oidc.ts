import * as client from 'openid-client';
import { ssoMessages } from '@/domain/sso-messages';
import { badRequest } from '@/server/errors';

/**
 * OpenID Connect through openid-client (decision record 053): discovery, the authorization code flow with PKCE
 * (S256), state and nonce, and the ID token's signature, issuer, audience and times checked by the library.
 */
export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** Plain http is for an identity provider on this machine outside production (tests, a local provider). */
function allowsPlainHttp(issuer: URL): boolean {
  return (
    process.env.NODE_ENV !== 'production' &&
    issuer.protocol === 'http:' &&
    ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname)
  );
}

const DISCOVERY_TIMEOUT_SECONDS = 10;

/** The provider's configuration read from its issuer; a 400 when it cannot be read (nothing is saved). */
export async function discoverProvider(settings: OidcSettings): Promise<client.Configuration> {
  const issuer = new URL(settings.issuer);
  try {
    return await client.discovery(
      issuer,
      settings.clientId,
      settings.clientSecret,
      client.ClientSecretPost(settings.clientSecret),
      {
        timeout: DISCOVERY_TIMEOUT_SECONDS,
        ...(allowsPlainHttp(issuer) ? { execute: [client.allowInsecureRequests] } : {}),
      },
    );
  } catch {
    throw badRequest(ssoMessages.providerUnreachable(settings.issuer), 'SSO_PROVIDER_UNREACHABLE');
  }
}

/** A new sign-in's secrets: kept on the server until the provider sends the browser back. */
export async function newAuthorization(
  config: client.Configuration,
  input: { redirectUri: string; loginHint?: string },
) {
  const state = client.randomState();
  const nonce = client.randomNonce();
  const codeVerifier = client.randomPKCECodeVerifier();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: input.redirectUri,
    scope: 'openid email profile',
    response_type: 'code',
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    ...(input.loginHint ? { login_hint: input.loginHint } : {}),
  });
  return { url: url.href, state, nonce, codeVerifier };
}

/** What the identity provider vouches for, once its ID token is checked. */
export interface OidcIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
  groups: string[];
}

/** Exchanges the code (with the PKCE verifier) and checks the ID token; throws on anything wrong. */
export async function completeAuthorization(
  config: client.Configuration,
  input: { callbackUrl: URL; state: string; nonce: string; codeVerifier: string },
): Promise<OidcIdentity> {
  const tokens = await client.authorizationCodeGrant(config, input.callbackUrl, {
    pkceCodeVerifier: input.codeVerifier,
    expectedState: input.state,
    expectedNonce: input.nonce,
    idTokenExpected: true,
  });
  const idToken = tokens.claims();
  if (!idToken) throw new Error('no ID token');
  // A provider may keep the e-mail and names for its userinfo endpoint: asked for the ID token's subject.
  const claims =
    typeof idToken.email === 'string'
      ? idToken
      : { ...(await client.fetchUserInfo(config, tokens.access_token, idToken.sub)), ...idToken };
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
  return {
    subject: claims.sub,
    email: text(claims.email)?.toLowerCase() ?? null,
    emailVerified: claims.email_verified !== false,
    givenName: text(claims.given_name),
    familyName: text(claims.family_name),
    groups: Array.isArray(claims.groups) ? claims.groups.filter((g) => typeof g === 'string') : [],
  };
}
