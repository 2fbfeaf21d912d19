import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@/domain/errors';
import { setupTestApp } from '../../../tests/support/test-app';

const t = setupTestApp();

/** The one error shape: a catalogue code, a message, and the request id of the reply's X-Request-Id header. */
function expectErrorBody(response: LightMyRequestResponse) {
  const body = response.json();
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(ERROR_CODES).toContain(body.code);
  expect(body.code).not.toMatch(/^FST_/);
  expect(typeof body.message === 'string' && body.message.length > 0, response.body).toBe(true);
  expect(body.requestId).toBe(response.headers['x-request-id']);
  return body;
}

describe('one error model', () => {
  it('answers a validation failure 400 with details naming each invalid field', async () => {
    const response = await t.post(
      '/api/auth/password-reset-requests',
      { email: 'not an address' },
      { headers: { 'x-request-id': 'integrator-trace-7' } },
    );
    expect(response.statusCode).toBe(400);
    expect(expectErrorBody(response)).toMatchObject({
      code: 'VALIDATION_ERROR',
      requestId: 'integrator-trace-7',
      details: [{ field: 'email', message: expect.any(String) }],
    });
  });

  it('answers a wrong method on a known path 405, with the methods it takes in Allow', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/v1/claim-types' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD, POST');
    expect(expectErrorBody(response)).toMatchObject({ code: 'METHOD_NOT_ALLOWED' });
  });

  it('still answers an unknown path 404', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/v1/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.headers.allow).toBeUndefined();
    expect(expectErrorBody(response)).toMatchObject({ code: 'NOT_FOUND' });
  });

  it.each([
    ['an empty session cookie', { cookie: 'claimguard.session_token=' }],
    ['an empty Authorization header', { authorization: '' }],
    ['an empty bearer token', { authorization: 'Bearer ' }],
    ['no credential, from a foreign origin', { origin: 'https://elsewhere.test' }],
  ])('answers a guarded write with %s 401, before any Origin rule', async (_case, headers) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/claim-types',
      headers,
      payload: { claimType: 'Water Damage' },
    });
    expect(response.statusCode).toBe(401);
    expect(expectErrorBody(response)).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('still refuses a session from a foreign origin 403', async () => {
    const cookie = await t.signIn('admin@demo.test');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/claim-types',
      headers: { cookie, origin: 'https://elsewhere.test' },
      payload: { claimType: 'Water Damage' },
    });
    expect(response.statusCode).toBe(403);
    expect(expectErrorBody(response)).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('answers an over-long path segment 414 in the same shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/checks/${'a'.repeat(500)}` });
    expect(response.statusCode).toBe(414);
    expect(expectErrorBody(response)).toMatchObject({ code: 'PATH_TOO_LONG' });
  });

  it.each([
    ['a malformed path', { method: 'GET', url: '/api/v1/checks/%E0%A4%A' }, 400, 'BAD_REQUEST'],
    [
      'a body that is not JSON',
      { method: 'POST', url: '/api/auth/password-reset-requests', body: '{', type: 'application/json' },
      400,
      'BAD_REQUEST',
    ],
    [
      'a media type no route reads',
      { method: 'POST', url: '/api/auth/password-reset-requests', body: '<a/>', type: 'text/xml' },
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    [
      'a body too large',
      {
        method: 'POST',
        url: '/api/auth/password-reset-requests',
        body: JSON.stringify({ email: 'x'.repeat(200_000) }),
        type: 'application/json',
      },
      413,
      'BODY_TOO_LARGE',
    ],
  ] as const)(
    'answers %s, refused by the framework, with a catalogue code',
    async (_case, request, status, code) => {
      const response = await t.app.inject({
        method: request.method,
        url: request.url,
        ...('body' in request ? { payload: request.body, headers: { 'content-type': request.type } } : {}),
      });
      expect(response.statusCode).toBe(status);
      expect(expectErrorBody(response)).toMatchObject({ code });
    },
  );
});
