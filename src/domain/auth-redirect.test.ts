import { describe, expect, it } from 'vitest';
import { authLinkRedirect, loadedHash, safeReturnPath, signInPathFor } from './auth-redirect';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('authLinkRedirect', () => {
  it.each([
    ['recovery in the query', at('/', '?type=recovery&token=abc'), '/reset-password?type=recovery&token=abc'],
    [
      'recovery in the hash',
      at('/auth', '', '#access_token=t&type=recovery'),
      '/reset-password#access_token=t&type=recovery',
    ],
    [
      'recovery, query and hash kept',
      at('/dashboard', '?a=1&type=recovery', '#x=2'),
      '/reset-password?a=1&type=recovery#x=2',
    ],
    [
      'invite in the query',
      at('/', '?type=invite&access_token=t'),
      '/accept-invite?type=invite&access_token=t',
    ],
    [
      'invite in the hash',
      at('/auth', '', '#access_token=t&type=invite'),
      '/accept-invite#access_token=t&type=invite',
    ],
    [
      'invite, query and hash kept',
      at('/dashboard', '?type=invite', '#access_token=t'),
      '/accept-invite?type=invite#access_token=t',
    ],
    [
      'invite first in the hash',
      at('/auth', '', '#type=invite&access_token=t'),
      '/accept-invite#type=invite&access_token=t',
    ],
    ['no type', at('/dashboard', '?page=2', '#top'), null],
    ['another type', at('/', '?type=signup'), null],
    ['recovery already on /reset-password', at('/reset-password', '?type=recovery&token=abc'), null],
    ['invite already on /accept-invite', at('/accept-invite', '', '#access_token=t&type=invite'), null],
  ])('%s', (_case, location, expected) => {
    expect(authLinkRedirect(location)).toBe(expected);
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
