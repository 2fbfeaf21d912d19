import { gunzipSync } from 'node:zlib';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { messages } from '@/domain/messages';
import { DEMO_PASSWORD } from '@/server/seed/demo-data';
import { createTestApp, setupTestApp } from '../../../tests/support/test-app';
import { APP_ORIGIN } from '../../../tests/support/test-env';

const t = setupTestApp();

describe('security headers', () => {
  it('serves the app page with a CSP that allows no inline or foreign scripts and no framing', async () => {
    const response = await t.get('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it.each(['/', '/api/health', '/api/v1/outbox'])(
    'sends nosniff and no-referrer-leak headers on %s',
    async (url) => {
      const response = await t.get(url);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['x-powered-by']).toBeUndefined();
    },
  );

  it('sends no HSTS on a plain-http APP_URL (it would lock local browsers out)', async () => {
    expect((await t.get('/')).headers['strict-transport-security']).toBeUndefined();
  });
});

describe('cross-site requests', () => {
  /** An unsafe request with exactly these headers besides the cookie: none of the helpers' default Origin. */
  const unsafe = (
    method: InjectOptions['method'],
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

  /** A POST, a PUT and a DELETE by the demo organisation's admin, and what they would change. */
  async function adminChanges(headers: Record<string, string>) {
    const cookie = await t.signIn('admin@demo.test');
    const [reason] = (await t.get('/api/v1/denial-reasons', { cookie })).json() as Array<{ id: string }>;
    const sent = { cookie, ...headers };
    return {
      post: await unsafe('POST', '/api/v1/denial-reasons', sent, { denialReason: 'Sent from elsewhere' }),
      put: await unsafe('PUT', '/api/v1/organisation-settings', sent, { registrySubmission: false }),
      del: await unsafe('DELETE', `/api/v1/denial-reasons/${reason?.id}`, sent),
    };
  }

  async function adminState() {
    const cookie = await t.signIn('admin@demo.test');
    return {
      reasons: (await t.get('/api/v1/denial-reasons', { cookie })).json(),
      settings: (await t.get('/api/v1/organisation-settings', { cookie })).json(),
    };
  }

  it.each([
    ['neither Origin nor Sec-Fetch-Site', {}],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
  ])('refuses a signed-in POST, PUT and DELETE with %s, and changes nothing', async (_name, headers) => {
    const before = await adminState();
    const { post, put, del } = await adminChanges(headers);
    for (const response of [post, put, del]) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN', message: messages.originRequired });
    }
    expect(await adminState()).toEqual(before);
  });

  it('refuses them from another site, whatever Sec-Fetch-Site says, and changes nothing', async () => {
    const before = await adminState();
    const { post, put, del } = await adminChanges({
      origin: 'https://evil.example',
      'sec-fetch-site': 'same-origin',
    });
    for (const response of [post, put, del]) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN', message: messages.originNotAllowed });
    }
    expect(await adminState()).toEqual(before);
  });

  it.each([
    ['Sec-Fetch-Site: same-origin and no Origin', { 'sec-fetch-site': 'same-origin' }],
    ["the app's Origin", { origin: APP_ORIGIN }],
  ])('accepts them with %s', async (_name, headers) => {
    const { post, put, del } = await adminChanges(headers);
    expect(post.statusCode, post.body).toBe(201);
    expect(put.statusCode, put.body).toBe(200);
    expect(del.statusCode, del.body).toBe(200);
    const after = await adminState();
    expect(after.reasons).toContainEqual(expect.objectContaining({ denialReason: 'Sent from elsewhere' }));
    expect(after.settings).toMatchObject({ registrySubmission: false });
  });

  it('asks nothing of a request without the session cookie: a script signs in or asks for a reset link', async () => {
    const signIn = await unsafe(
      'POST',
      '/api/auth/sign-in',
      { cookie: 'theme=dark' },
      { email: 'member@demo.test', password: DEMO_PASSWORD },
    );
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect(signIn.cookies.map((cookie) => cookie.name)).toContain('claimguard.session_token');
    const reset = await unsafe(
      'POST',
      '/api/auth/password-reset-requests',
      {},
      { email: 'member@demo.test' },
    );
    expect(reset.statusCode, reset.body).toBe(202);
  });
});

describe('caching and transport', () => {
  it('tells browsers and proxies to keep no copy of API answers', async () => {
    const cookie = await t.signIn('member@demo.test');
    for (const url of ['/api/v1/profile', '/api/v1/checks', '/api/health']) {
      expect((await t.get(url, { cookie })).headers['cache-control'], url).toBe('no-store');
    }
  });

  it('sends HSTS when APP_URL is https', async () => {
    const secure = await createTestApp({ env: { APP_URL: 'https://claims.example.com' } });
    try {
      const response = await secure.get('/');
      expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    } finally {
      await secure.close();
    }
  });
});

describe('compression', () => {
  it('gzips a large JSON reply for a client that accepts it', async () => {
    const response = await t.get('/api/openapi.json', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    const document = JSON.parse(gunzipSync(response.rawPayload).toString('utf8'));
    expect(document.openapi).toMatch(/^3\./);
  });

  it('sends it plain to a client that does not', async () => {
    const response = await t.get('/api/openapi.json', { headers: { 'accept-encoding': 'identity' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json().openapi).toMatch(/^3\./);
  });
});

describe('API documentation and unknown routes', () => {
  it('lists the auth, invitation and contact routes in /api/openapi.json', async () => {
    const { paths } = (await t.get('/api/openapi.json')).json();
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/sign-in',
        '/api/auth/sign-out',
        '/api/auth/session',
        '/api/auth/password-reset-requests',
        '/api/auth/password-resets/{token}',
        '/api/v1/invitations/{token}',
        '/api/v1/invitations/{token}/acceptance',
        '/api/v1/contact-messages',
      ]),
    );
    const signInBody = paths['/api/auth/sign-in'].post.requestBody.content['application/json'].schema;
    expect(signInBody.required).toEqual(['email', 'password']);
  });

  it('answers an unknown /api route with a 404 JSON error, not the app page', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/no-such-thing?x=1'],
      ['POST', '/api/v1/no-such-thing'],
      ['GET', '/api'],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: { origin: 'http://localhost:3000' } });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toMatchObject({
        code: 'NOT_FOUND',
        message: `No route ${method} ${url.split('?')[0]}`,
      });
    }
  });

  it('answers any other page address with the app page, for the client router', async () => {
    const response = await t.get('/dashboard/check-history?page=2');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    // Revalidated on every load, so a new deploy is picked up at once.
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});
