import { Readable } from 'node:stream';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { HIDDEN_CONTROL_MESSAGE } from '@/domain/well-formed-text';
import { avatars } from '@/server/db/schema/avatars';
import { makeImage, makePngBomb } from '../../../../tests/fixtures/make-image';
import { send } from '../../../../tests/support/review-test-support';
import { setupTestApp } from '../../../../tests/support/test-app';
import { APP_ORIGIN } from '../../../../tests/support/test-env';

const t = setupTestApp();

const upload = async (body: Buffer | Readable, contentType = 'image/png', email = 'member@demo.test') =>
  t.app.inject({
    method: 'PUT',
    url: '/api/v1/profile/avatar',
    payload: body,
    headers: { origin: APP_ORIGIN, cookie: await t.signIn(email), 'content-type': contentType },
  });

describe('GET and PATCH /api/v1/profile', () => {
  it("gives the signed-in user's own profile with organisation and role", async () => {
    const response = await t.get('/api/v1/profile', { cookie: await t.signIn('member@other.test') });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      email: 'member@other.test',
      role: 'organization_member',
      organisation: { name: 'Other Mutual' },
      avatarUrl: null,
    });
  });

  it('updates first name, last name and title; e-mail, organisation and role cannot be changed', async () => {
    const cookie = await t.signIn('member@demo.test');
    const response = await send(t, {
      method: 'PATCH',
      url: '/api/v1/profile',
      cookie,
      payload: { firstName: ' Maya ', lastName: 'Moss', title: 'Senior Handler' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Profile updated successfully',
      profile: { firstName: 'Maya', lastName: 'Moss', title: 'Senior Handler' },
    });
    expect((await t.get('/api/v1/profile', { cookie })).json()).toMatchObject({ firstName: 'Maya' });

    const sneaky = await send(t, {
      method: 'PATCH',
      url: '/api/v1/profile',
      cookie,
      payload: { firstName: 'M', lastName: 'M', title: '', email: 'x@other.test', role: 'super_admin' },
    });
    expect(sneaky.statusCode).toBe(400);
    expect((await t.get('/api/v1/profile', { cookie })).json()).toMatchObject({
      email: 'member@demo.test',
      role: 'organization_member',
    });
  });

  it('refuses a blank last name and a signed-out caller', async () => {
    const blank = await send(t, {
      method: 'PATCH',
      url: '/api/v1/profile',
      cookie: await t.signIn('member@demo.test'),
      payload: { firstName: 'M', lastName: ' ', title: '' },
    });
    expect(blank.json()).toMatchObject({ message: 'Last name is required' });
    expect((await t.get('/api/v1/profile')).statusCode).toBe(401);
  });

  it('refuses a name with a direction override or a zero-width space, and stores nothing', async () => {
    const cookie = await t.signIn('member@demo.test');
    const before = (await t.get('/api/v1/profile', { cookie })).json();
    for (const firstName of ['\u202eevil\u200b', 'Ma\u200bya', 'Maya\u2066']) {
      const response = await send(t, {
        method: 'PATCH',
        url: '/api/v1/profile',
        cookie,
        payload: { firstName, lastName: 'Smith', title: '' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: HIDDEN_CONTROL_MESSAGE });
    }
    expect((await t.get('/api/v1/profile', { cookie })).json()).toEqual(before);
  });
});

describe('PUT /api/v1/profile/avatar', () => {
  it.each(['png', 'jpeg', 'gif', 'webp'] as const)(
    'stores a %s as a 256×256 WebP, served to its owner with caching headers',
    async (format) => {
      const response = await upload(await makeImage(format), 'application/octet-stream');
      expect(response.statusCode).toBe(200);
      const { avatarUrl } = response.json();
      expect(avatarUrl).toMatch(/^\/api\/v1\/profile\/avatar\?v=[0-9a-f]{32}$/);

      const cookie = await t.signIn('member@demo.test');
      expect((await t.get('/api/v1/profile', { cookie })).json().avatarUrl).toBe(avatarUrl);
      const image = await t.get(avatarUrl, { cookie });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(image.headers['cache-control']).toBe('private, max-age=31536000, immutable');
      expect(await sharp(image.rawPayload).metadata()).toMatchObject({
        format: 'webp',
        width: 256,
        height: 256,
      });

      const again = await t.get(avatarUrl, {
        cookie,
        headers: { 'if-none-match': String(image.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    },
  );

  it("serves only the caller's own avatar; signed out gets 401, no avatar gets 404", async () => {
    await upload(await makeImage('png'));
    expect((await t.get('/api/v1/profile/avatar')).statusCode).toBe(401);
    const other = await t.get('/api/v1/profile/avatar', { cookie: await t.signIn('member@other.test') });
    expect(other.statusCode).toBe(404);
  });

  it.each([
    ['text renamed .png', Buffer.from('just some text, not a picture'), 'image/png'],
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
      'image/svg+xml',
    ],
    ['a PDF', Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'), 'application/pdf'],
    ['a truncated PNG', Buffer.alloc(0), 'image/png'],
  ])('refuses %s as Invalid file type, storing nothing', async (_name, body, contentType) => {
    const forged = body.length ? body : (await makeImage('png')).subarray(0, 60);
    const response = await upload(forged, contentType);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      code: 'INVALID_FILE_TYPE',
      title: 'Invalid file type',
      message: 'Please upload an image file',
    });
    expect(await t.services.db.select().from(avatars)).toHaveLength(0);
  });

  it('refuses more than 2 MB as File too large, declared or streamed without a length', async () => {
    const big = Buffer.concat([await makeImage('png'), Buffer.alloc(2 * 1024 * 1024)]);
    const declared = await upload(big);
    expect(declared.statusCode).toBe(413);
    expect(declared.json()).toMatchObject({
      code: 'FILE_TOO_LARGE',
      title: 'File too large',
      message: 'Please upload an image smaller than 2MB',
    });
    const streamed = await upload(Readable.from([big.subarray(0, 1_500_000), big.subarray(1_500_000)]));
    expect(streamed.statusCode).toBe(413);
    expect(await t.services.db.select().from(avatars)).toHaveLength(0);
  });

  it('refuses a decompression bomb without decoding it', async () => {
    const response = await upload(await makePngBomb());
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ title: 'File too large' });
    expect(await t.services.db.select().from(avatars)).toHaveLength(0);
  });

  it('refuses a signed-out upload', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/profile/avatar',
      payload: await makeImage('png'),
      headers: { origin: APP_ORIGIN, 'content-type': 'image/png' },
    });
    expect(response.statusCode).toBe(401);
  });
});
