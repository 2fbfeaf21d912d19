import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { avatars } from '@/server/db/schema/avatars';
import { makeImage } from '../../../tests/fixtures/make-image';
import { makeImei } from '../../../tests/fixtures/make-imei';
import { makeIntake } from '../../../tests/fixtures/make-intake';
import { bulkFile } from '../../../tests/support/bulk-intake-test-support';
import { createTestApp, setupTestApp } from '../../../tests/support/test-app';
import { APP_ORIGIN } from '../../../tests/support/test-env';

const t = setupTestApp();

const ENCODINGS = {
  gzip: gzipSync,
  deflate: deflateSync,
  br: brotliCompressSync,
} satisfies Record<string, (bytes: Buffer) => Buffer>;

/** Every route that reads its body raw (the parser hands the stream to the handler unread). */
const RAW_BODY_ROUTES = [
  { method: 'PUT', url: '/api/v1/profile/avatar', contentType: 'image/png' },
  { method: 'POST', url: '/api/v1/bulk-intakes/validation', contentType: 'text/csv' },
  { method: 'POST', url: '/api/v1/bulk-intakes', contentType: 'text/csv' },
] as const;

/**
 * Fails clearly instead of waiting for the test's own timeout when the server never answers. An answer that comes
 * at all comes at once, but a busy machine took up to 7 s: half the request timeout (30 s) tells the two apart.
 */
const ANSWERED_MS = 15_000;

function answerWithin<T>(ms: number, answer: Promise<T>): Promise<T> {
  return Promise.race([
    answer,
    delay(ms).then(() => {
      throw new Error(`no answer within ${ms} ms`);
    }),
  ]);
}

async function bodyFor(url: string) {
  if (url.endsWith('avatar')) return makeImage('png');
  return Buffer.from(bulkFile([`${makeImei()},Theft,CLM-${makeImei()},no,`]));
}

describe('a compressed body on a raw-body route', () => {
  for (const route of RAW_BODY_ROUTES) {
    for (const [encoding, compress] of Object.entries(ENCODINGS)) {
      it(`${route.method} ${route.url} with ${encoding} is decompressed and answered at once`, async () => {
        const cookie = await t.signIn('member@demo.test');
        const body = await bodyFor(route.url);
        const response = await answerWithin(
          ANSWERED_MS,
          t.app.inject({
            method: route.method,
            url: route.url,
            payload: compress(body),
            headers: {
              cookie,
              origin: APP_ORIGIN,
              'content-type': route.contentType,
              'content-encoding': encoding,
            },
          }),
        );
        expect(response.statusCode, response.body).toBeLessThan(300);
      });
    }
  }

  it('is refused 413 as soon as it decompresses past the limit (a decompression bomb), and stores nothing', async () => {
    const cookie = await t.signIn('norole@demo.test');
    const bomb = gzipSync(Buffer.alloc(64 * 1024 * 1024));
    const response = await answerWithin(
      ANSWERED_MS,
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/profile/avatar',
        payload: bomb,
        headers: { cookie, origin: APP_ORIGIN, 'content-type': 'image/png', 'content-encoding': 'gzip' },
      }),
    );
    expect(response.statusCode).toBe(413);
    expect(response.headers.connection).toBe('close');
    expect(await t.services.db.select().from(avatars)).toHaveLength(0);
  });

  it('is refused 400 when it is not what its encoding says, and 415 in an encoding the server does not read', async () => {
    const cookie = await t.signIn('member@demo.test');
    const send = (encoding: string) =>
      answerWithin(
        ANSWERED_MS,
        t.app.inject({
          method: 'POST',
          url: '/api/v1/bulk-intakes/validation',
          payload: 'imei,claim_type,reference,fnol,loss_date\n',
          headers: { cookie, origin: APP_ORIGIN, 'content-type': 'text/csv', 'content-encoding': encoding },
        }),
      );
    expect((await send('gzip')).statusCode).toBe(400);
    expect((await send('compress')).statusCode).toBe(415);
  });
});

describe('a connection the server does not answer', () => {
  it('is answered and closed after REQUEST_TIMEOUT_MS, whatever the route, also when the whole body arrived', async () => {
    // A provider that never answers (and no provider timeout to save the day) holds the intake's handler.
    // Signed in on the suite's app (a sign-in on a loaded machine may take longer than this app's deadline).
    const cookie = await t.signIn('member@demo.test');
    const app = await createTestApp({
      database: t.database,
      env: { REQUEST_TIMEOUT_MS: '1000', DEVICE_HISTORY_TIMEOUT_MS: '60000' },
      deviceHistory: { search: () => new Promise(() => {}) },
    });
    try {
      await app.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.app.server.address() as AddressInfo;
      const body = JSON.stringify(makeIntake());
      const { received, elapsed } = await exchange(
        port,
        `POST /api/v1/checks HTTP/1.1\r\nHost: localhost\r\nOrigin: ${APP_ORIGIN}\r\nCookie: ${cookie}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
      expect(received).toMatch(/^HTTP\/1\.1 503/);
      expect(elapsed).toBeGreaterThanOrEqual(900);
      expect(elapsed).toBeLessThan(5_000);
    } finally {
      await app.close();
    }
  });

  it('is cut off with 408 when a raw body trickles in and never finishes', async () => {
    const cookie = await t.signIn('norole@demo.test');
    const app = await createTestApp({ database: t.database, env: { REQUEST_TIMEOUT_MS: '1000' } });
    try {
      await app.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.app.server.address() as AddressInfo;
      const { received, elapsed } = await exchange(
        port,
        `PUT /api/v1/profile/avatar HTTP/1.1\r\nHost: localhost\r\nOrigin: ${APP_ORIGIN}\r\nCookie: ${cookie}\r\nContent-Type: image/png\r\nContent-Length: 100000\r\n\r\n`,
        true,
      );
      expect(received).toMatch(/^HTTP\/1\.1 408/);
      expect(elapsed).toBeLessThan(5_000);
    } finally {
      await app.close();
    }
  });
});

/** Sends a request head by hand (and then one body byte a while when asked) and waits for the server to close. */
function exchange(port: number, head: string, trickle = false) {
  const socket = connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk.toString();
  });
  const started = Date.now();
  const closed = new Promise<{ received: string; elapsed: number }>((resolve) => {
    socket.on('close', () => resolve({ received, elapsed: Date.now() - started }));
  });
  socket.write(head);
  const drip = trickle ? setInterval(() => socket.writable && socket.write('a'), 100) : undefined;
  return closed.finally(() => clearInterval(drip));
}
