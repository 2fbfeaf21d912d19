import { Agent, request } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { expect, it } from 'vitest';
import { buildApp, KEEP_ALIVE_MS } from '@/server/app';
import { openTestDatabase } from '../../../tests/support/test-database';
import { testEnv } from '../../../tests/support/test-env';

function get(url: string, agent: Agent): Promise<{ status: number; reused: boolean }> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { agent }, (reply) => {
      reply.resume();
      reply.on('end', () => resolve({ status: reply.statusCode ?? 0, reused: sent.reusedSocket }));
    });
    sent.on('error', reject);
    sent.end();
  });
}

it('keeps an idle connection open past Node’s 5 s, so a client reusing it is not reset', async () => {
  expect(KEEP_ALIVE_MS).toBeGreaterThan(60_000);
  const app = await buildApp({ env: testEnv(), database: await openTestDatabase() });
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    expect(await get(`${address}/api/health`, agent)).toEqual({ status: 200, reused: false });
    await delay(6_000);
    expect(await get(`${address}/api/health`, agent)).toEqual({ status: 200, reused: true });
  } finally {
    agent.destroy();
    await app.close();
  }
}, 30_000);
