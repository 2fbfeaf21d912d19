import { describe, expect, it } from 'vitest';
import { authLinkRedirect, loadedHash, safeReturnPath, signInPathFor } from './auth-redirect';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('authLinkRedirect', () => {
  /** Where each kind of link goes, from its type in the query or the hash, keeping both. */
  const links = [
    ['recovery', '/reset-password'],
    ['invite', '/accept-invite'],
  ] as const;

  it.each(
    links.flatMap(([type, page]) => [
      [`${type} in the query`, at('/', `?type=${type}&token=abc`), `${page}?type=${type}&token=abc`],
      [
        `${type} in the hash`,
        at('/auth', '', `#access_token=t&type=${type}`),
        `${page}#access_token=t&type=${type}`,
      ],
      [
        `${type} first in the hash`,
        at('/auth', '', `#type=${type}&access_token=t`),
        `${page}#type=${type}&access_token=t`,
      ],
      [
        `${type}, query and hash kept`,
        at('/dashboard', `?a=1&type=${type}`, '#x=2'),
        `${page}?a=1&type=${type}#x=2`,
      ],
      [`${type} already on ${page}`, at(page, '', `#access_token=t&type=${type}`), null],
    ]),
  )('%s', (_case, location, expected) => {
    expect(authLinkRedirect(location)).toBe(expected);
  });

  it.each([
    ['no type', at('/dashboard', '?page=2', '#top')],
    ['another type', at('/', '?type=signup')],
  ])('%s: no redirect', (_case, location) => {
    expect(authLinkRedirect(location)).toBeNull();
  });

  it('prefers the query when query and hash disagree', () => {
    expect(authLinkRedirect(at('/', '?type=invite', '#type=recovery'))).toBe(
      '/accept-invite?type=invite#type=recovery',
    );
  });
});

describe('loadedHash', () => {
  const onScreen = at('/reset-password', '?token=t', '#type=recovery');

  it("is the browser's hash when the loaded address is the one on screen", () => {
    expect(loadedHash(new URL('http://app.test/reset-password?token=t'), onScreen)).toBe('#type=recovery');
  });

  it.each([
    ['another page', 'http://app.test/auth'],
    ['another page with the same query', 'http://app.test/auth?token=t'],
    ['the same page with another query', 'http://app.test/reset-password'],
  ])('is empty for a navigation to %s, which must not be sent back to the link', (_case, loaded) => {
    expect(loadedHash(new URL(loaded), onScreen)).toBe('');
  });
});

describe('safeReturnPath and signInPathFor: sign-in returns only to a page of the dashboard', () => {
  it.each([
    ['/dashboard/claims-review?route=refer&page=2', '/dashboard/claims-review?route=refer&page=2'],
    [
      '/dashboard/claims-review/0c1d2e3f-0000-4000-8000-0000000c0001#history',
      '/dashboard/claims-review/0c1d2e3f-0000-4000-8000-0000000c0001#history',
    ],
    ['/dashboard', '/dashboard'],
  ])('keeps %s', (value, kept) => {
    expect(safeReturnPath(value)).toBe(kept);
  });

  it.each([
    null,
    '',
    'https://evil.test/dashboard',
    '//evil.test/dashboard',
    '/\\evil.test/dashboard',
    '/dashboardx',
    '/auth',
    'javascript:alert(1)',
    '/dashboard/../admin',
  ])('refuses %s', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it('names the page on screen in the sign-in address, and none for the dashboard itself', () => {
    expect(signInPathFor(at('/dashboard/claims-review', '?route=refer'))).toBe(
      '/auth?next=%2Fdashboard%2Fclaims-review%3Froute%3Drefer',
    );
    expect(signInPathFor(at('/dashboard'))).toBe('/auth');
  });
});
