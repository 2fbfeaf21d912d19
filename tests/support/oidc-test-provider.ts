import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

export interface OidcTestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /**
   * Follows an authorization URL the way a browser would, signing in as `login` (the account id is the e-mail), and
   * returns where the provider sends the browser back (the app's callback URL with its code and state).
   */
  signIn(authorizationUrl: string, login: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (`oidc-provider`) on loopback, for tests: one confidential client whose redirect URI
 * is the app's callback, PKCE required, any login accepted (its development sign-in form), consent granted already.
 * An account `unverified@…` has an unverified e-mail; `noemail@…` has none.
 */
export async function startOidcTestProvider(redirectUri: string): Promise<OidcTestProvider> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'claimguard';
  const clientSecret = 'test-client-secret-of-claimguard';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => ({
        sub: id,
        ...(id.startsWith('noemail@') ? {} : { email: id, email_verified: !id.startsWith('unverified@') }),
        given_name: 'Sam',
        family_name: 'Single',
      }),
    }),
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['oidc-test-provider-cookie-key'] },
    // Consent is given already: a sign-in is one login form.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client?.clientId ?? clientId,
        accountId: ctx.oidc.session?.accountId ?? '',
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  server.on('request', provider.callback());

  async function signIn(authorizationUrl: string, login: string): Promise<string> {
    const jar = new Map<string, string>();
    const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const remember = (response: Response) => {
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const equals = pair.indexOf('=');
        jar.set(pair.slice(0, equals), pair.slice(equals + 1));
      }
    };
    let url = authorizationUrl;
    for (let step = 0; step < 10; step++) {
      if (!url.startsWith(issuer)) return url;
      let response = await fetch(url, { redirect: 'manual', headers: { cookie: cookieHeader() } });
      remember(response);
      const interaction = /\/interaction\/[^/?]+$/.exec(new URL(url).pathname);
      if (response.status === 200 && interaction) {
        response = await fetch(url, {
          method: 'POST',
          redirect: 'manual',
          headers: { cookie: cookieHeader(), 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ prompt: 'login', login, password: 'any' }).toString(),
        });
        remember(response);
      }
      const location = response.headers.get('location');
      if (!location) throw new Error(`the provider answered ${response.status} at ${url}`);
      url = new URL(location, url).href;
    }
    throw new Error('too many redirects');
  }

  return {
    issuer,
    clientId,
    clientSecret,
    signIn,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
