import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
}

/** How the receiver answers: 2xx, 500, a redirect, or never (it holds the request open until it closes). */
export type ReceiverMode = 'ok' | 'fail' | 'redirect' | 'hang';

/**
 * A claim system's webhook endpoint on 127.0.0.1: it keeps every request it receives, answers as `mode` says, and
 * stops with `close()` (the tests' receivers, and the browser test's, run on this computer).
 */
export async function startWebhookReceiver(initial: ReceiverMode = 'ok') {
  const received: ReceivedWebhook[] = [];
  let mode = initial;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      if (mode === 'hang') return;
      if (mode === 'redirect') {
        response.writeHead(307, { location: `${url}/elsewhere` }).end();
        return;
      }
      const status = mode === 'ok' ? 200 : 500;
      response
        .writeHead(status, { 'content-type': 'text/plain' })
        .end(mode === 'ok' ? 'thanks' : 'x'.repeat(3000));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return {
    url,
    received,
    set(next: ReceiverMode) {
      mode = next;
    },
    /** Waits until `count` requests arrived (or `timeoutMs` passed) and returns them all. */
    async waitFor(count: number, timeoutMs = 15_000) {
      const until = Date.now() + timeoutMs;
      while (received.length < count && Date.now() < until) await delay(100);
      return received;
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
