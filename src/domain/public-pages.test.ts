import { describe, expect, it } from 'vitest';
import {
  documentTitle,
  HOME_TITLE,
  PUBLIC_PAGES,
  prerenderedFile,
  publicPageAt,
  publicPageName,
} from './public-pages';

describe('documentTitle: the title in the browser tab', () => {
  it('names the page, then ClaimGuard', () => {
    expect(documentTitle('Sign In')).toBe('Sign In · ClaimGuard');
  });

  it.each([null, undefined, ''])('is the landing page title for a page without a name (%j)', (name) => {
    expect(documentTitle(name)).toBe('ClaimGuard · Mobile Device Claims Validation');
    expect(HOME_TITLE).toBe('ClaimGuard · Mobile Device Claims Validation');
  });
});

describe('the public pages', () => {
  it('are the landing page, sign-in, contact and the two policies, each at its own address', () => {
    expect(PUBLIC_PAGES.map((page) => [page.path, page.name])).toEqual([
      ['/', null],
      ['/auth', 'Sign In'],
      ['/contact', 'Contact Us'],
      ['/privacy-policy', 'Privacy Policy'],
      ['/terms-of-use', 'Terms of Use'],
    ]);
  });

  it.each(PUBLIC_PAGES.map((page) => [page.path, page.description]))(
    '%s has a description a search result shows whole (at most 160 characters) that names ClaimGuard',
    (_path, description) => {
      expect(description).toContain('ClaimGuard');
      expect(description.length).toBeGreaterThan(40);
      expect(description.length).toBeLessThanOrEqual(160);
      expect(description).not.toMatch(/organis/i);
    },
  );

  it('each describe a different page', () => {
    expect(new Set(PUBLIC_PAGES.map((page) => page.description)).size).toBe(PUBLIC_PAGES.length);
  });
});

describe('publicPageName: the router titles the public pages as the server does', () => {
  it.each([
    ['/auth', 'Sign In'],
    ['/contact', 'Contact Us'],
    ['/privacy-policy', 'Privacy Policy'],
    ['/terms-of-use', 'Terms of Use'],
  ] as const)('%s is %s', (path, name) => {
    expect(publicPageName(path)).toBe(name);
  });

  it('refuses the landing page, which carries the home title instead of a name', () => {
    expect(() => publicPageName('/')).toThrow('the public page / has no name of its own');
    expect(() => publicPageName('/nowhere' as '/')).toThrow(
      'the public page /nowhere has no name of its own',
    );
  });
});

describe('publicPageAt: whether an address is a public page', () => {
  it.each([
    ['/', '/'],
    ['/?utm_source=mail', '/'],
    ['/#pricing', '/'],
    ['/?next=/auth', '/'],
    ['/auth', '/auth'],
    ['/auth?next=%2Fclaims-review', '/auth'],
    ['/contact#form', '/contact'],
    ['/privacy-policy', '/privacy-policy'],
    ['/terms-of-use?lang=en', '/terms-of-use'],
  ])('%s is the public page %s', (url, path) => {
    expect(publicPageAt(url)?.path).toBe(path);
  });

  it.each(['/claims-review', '/auth/reset', '/contact/', '/AUTH', ''])('%j is not a public page', (url) => {
    expect(publicPageAt(url)).toBeUndefined();
  });
});

describe('prerenderedFile: where the build leaves a public page rendered in advance', () => {
  it.each([
    ['/', 'prerendered/index.html'],
    ['/auth', 'prerendered/auth.html'],
    ['/privacy-policy', 'prerendered/privacy-policy.html'],
  ] as const)('%s is in %s', (path, file) => {
    expect(prerenderedFile({ path })).toBe(file);
  });
});
