import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createTestApp, setupTestApp } from '../../../tests/support/test-app';

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
      expect(response.json()).toEqual({
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
