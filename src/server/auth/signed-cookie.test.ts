import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readSignedCookie, sendsSessionCookie } from './signed-cookie';

const SECRET = 'a-test-secret-of-enough-length-for-hmac';
const sign = (value: string, secret = SECRET) =>
  encodeURIComponent(`${value}.${createHmac('sha256', secret).update(value).digest('base64')}`);

describe('readSignedCookie', () => {
  it('returns the value of a correctly signed cookie among others', () => {
    const header = `theme=dark; claimguard.session_token=${sign('token-123')}; other=1`;
    expect(readSignedCookie(header, 'claimguard.session_token', SECRET)).toBe('token-123');
  });

  it.each([
    ['no header', undefined],
    ['no such cookie', `other=${sign('token-123')}`],
    ['a cookie whose name only ends like it', `x-claimguard.session_token=${sign('token-123')}`],
    ['no signature', 'claimguard.session_token=token-123'],
    [
      'a signature made with another secret',
      `claimguard.session_token=${sign('token-123', 'another-secret')}`,
    ],
    ['a value changed after signing', `claimguard.session_token=${sign('token-123').replace('123', '124')}`],
    ['a truncated signature', `claimguard.session_token=${sign('token-123').slice(0, -6)}`],
    ['broken URL encoding', 'claimguard.session_token=%E0%A4%A.abc'],
  ])('refuses %s', (_case, header) => {
    expect(readSignedCookie(header, 'claimguard.session_token', SECRET)).toBeNull();
  });
});

describe('sendsSessionCookie', () => {
  it.each([
    ['the session cookie among others', 'theme=dark; claimguard.session_token=anything'],
    ['the https spelling', '__Secure-claimguard.session_token=anything'],
    ['an unsigned or stale value', 'claimguard.session_token=stale'],
  ])('sees %s', (_case, header) => {
    expect(sendsSessionCookie(header)).toBe(true);
  });

  it.each([
    ['no header', undefined],
    ['other cookies only', 'theme=dark; claimguard.dont_remember=true'],
    ['a cookie whose name only ends like it', 'x-claimguard.session_token=anything'],
    ['an empty session cookie', 'claimguard.session_token=; theme=dark'],
  ])('sees none in %s', (_case, header) => {
    expect(sendsSessionCookie(header)).toBe(false);
  });
});
