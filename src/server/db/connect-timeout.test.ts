import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { CONNECT_TIMEOUT_MS, openDatabase } from './client';

/** A server that takes connections and never says a word: what a half-dead proxy or a swallowing network looks like. */
const taken = new Set<net.Socket>();
const silent = net.createServer((socket) => taken.add(socket));
await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
const { port } = silent.address() as net.AddressInfo;
afterAll(() => {
  for (const socket of taken) socket.destroy();
  return new Promise<void>((resolve) => silent.close(() => resolve()));
});

describe('a PostgreSQL server that never answers the connection', () => {
  it('fails the query within the connect limit, and the pool then closes at once', {
    timeout: 30_000,
  }, async () => {
    const handle = await openDatabase({
      databaseUrl: `postgres://nobody@127.0.0.1:${port}/none`,
      dataDir: '',
    });
    const started = Date.now();
    await expect(handle.executeSql('select 1')).rejects.toThrow(/timeout/i);
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(CONNECT_TIMEOUT_MS - 100);
    expect(waited).toBeLessThan(CONNECT_TIMEOUT_MS + 3_000);
    const closing = Date.now();
    await handle.close();
    expect(Date.now() - closing).toBeLessThan(1_000);
  });
});
