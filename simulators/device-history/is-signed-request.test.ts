import { describe, expect, it } from 'vitest';
import { isSignedRequest } from './is-signed-request';

const credentials = { accountId: '123', secretKey: '234623ger787qws3423' };
// The worked test vector from Recipero's developer site.
const header = 'Basic MTIzOjZiMWZjMDMyNzBlNTc4YTk3NjVjMzY0YmQ2MjJlNmRkMjkzZDRlOGI=';
const body = Buffer.from('{"category":1}');

describe('isSignedRequest', () => {
  it('accepts the published test vector', () => {
    expect(isSignedRequest(credentials, header, body)).toBe(true);
  });

  it.each([
    ['no header', undefined, body],
    ['another scheme', 'Bearer abc', body],
    ['garbage', 'Basic !!!', body],
    ['no colon', `Basic ${Buffer.from('123').toString('base64')}`, body],
    ['a changed body', header, Buffer.from('{"category": 1}')],
  ])('rejects %s', (_case, authorization, received) => {
    expect(isSignedRequest(credentials, authorization, received)).toBe(false);
  });

  it('rejects another account id or another secret', () => {
    expect(isSignedRequest({ ...credentials, accountId: '124' }, header, body)).toBe(false);
    expect(isSignedRequest({ ...credentials, secretKey: 'other' }, header, body)).toBe(false);
  });
});
