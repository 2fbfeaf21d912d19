import { describe, expect, it } from 'vitest';
import { documentTitle, PUBLIC_PAGES } from '@/domain/public-pages';
import { setupTestApp } from '../../../../tests/support/test-app';
import { APP_ORIGIN } from '../../../../tests/support/test-env';

const t = setupTestApp();

describe('robots.txt', () => {
  it('lets crawlers read the public pages, keeps them out of the dashboard and the API, and names the sitemap', async () => {
    const response = await t.get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain('Disallow: /dashboard');
    expect(lines).toContain('Disallow: /api');
    expect(lines).toContain(`Sitemap: ${APP_ORIGIN}/sitemap.xml`);
    expect(response.body).not.toContain('<html');
  });
});

describe('sitemap.xml', () => {
  it('lists exactly the public pages at the app address', async () => {
    const response = await t.get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    expect(response.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locations = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(
      ['/', '/auth', '/contact', '/privacy-policy', '/terms-of-use'].map((path) => `${APP_ORIGIN}${path}`),
    );
  });
});

describe('public pages', () => {
  const descriptionOf = (html: string) => [...html.matchAll(/<meta name="description" content="([^"]*)"/g)];

  it.each(PUBLIC_PAGES.map((page) => [page.path, page.description]))(
    '%s carries its own description, once',
    async (path, description) => {
      const response = await t.get(`${path}?utm_source=test`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(descriptionOf(response.body).map((match) => match[1])).toEqual([description]);
    },
  );

  it.each(PUBLIC_PAGES.map((page) => [page.path, documentTitle(page.name)]))(
    '%s is served with its own title, as the app then keeps it',
    async (path, title) => {
      const response = await t.get(path);
      expect([...response.body.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => match[1])).toEqual([
        title.replace(/&/g, '&amp;'),
      ]);
    },
  );

  it('gives every public page a different description', () => {
    expect(new Set(PUBLIC_PAGES.map((page) => page.description)).size).toBe(PUBLIC_PAGES.length);
  });

  it('serves a public page rendered in advance with its content in place, and the dashboard empty for the app to draw', async () => {
    expect((await t.get('/terms-of-use')).body).toContain(
      '<div id="root"><main><h1>Terms of Service</h1></main></div>',
    );
    expect((await t.get('/auth')).body).toContain('<div id="root"><main><h1>Sign In</h1></main></div>');
    expect((await t.get('/dashboard')).body).toContain('<div id="root"></div>');
  });
});
