import { createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Connection-level faults no simulator scenario can give, because they happen below HTTP:
 * - 'slow-drip': status and headers at once, then the body a few bytes at a time, long past any client budget;
 * - 'reset-mid-body': status, headers and the start of the body, then a TCP reset;
 * - 'close-before-response': the request is read, then the connection closes without a byte of answer.
 */
export type UpstreamFault = 'slow-drip' | 'reset-mid-body' | 'close-before-response';

export interface FaultyUpstreamOptions {
  /** The real (simulated) provider every request is passed on to while no fault is set. */
  target: string;
  /** How long the slow drip takes to send its whole body. */
  dripMs?: number;
}

export interface FaultyUpstream {
  /** Point the provider client here instead of at the target. */
  url: string;
  /** The fault every following request meets; null passes requests through to the target again. */
  inject(fault: UpstreamFault | null): void;
  /** Requests that met a fault so far: how tests see that retries stop. */
  faultedRequests(): number;
  close(): Promise<void>;
}

const DRIP_BYTES = 4;
const DRIP_EVERY_MS = 50;

/** A loopback HTTP server in front of a provider simulator that can break the connection the way networks do. */
export async function startFaultyUpstream(options: FaultyUpstreamOptions): Promise<FaultyUpstream> {
  const target = new URL(options.target);
  const dripMs = options.dripMs ?? 5_000;
  let fault: UpstreamFault | null = null;
  let faulted = 0;

  const server = createServer((request, response) => {
    const current = fault;
    if (!current) return passThrough(target, request, response);
    faulted += 1;
    // The whole request is read first, as a real server would before answering.
    request.resume();
    request.once('end', () => misbehave(current, response, dripMs));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    inject(next) {
      fault = next;
    },
    faultedRequests: () => faulted,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function misbehave(fault: UpstreamFault, response: ServerResponse, dripMs: number) {
  switch (fault) {
    case 'close-before-response':
      response.socket?.destroy();
      return;
    case 'reset-mid-body':
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': '4096' });
      response.write('{"serial":"35', () => setTimeout(() => response.socket?.resetAndDestroy(), 20));
      return;
    case 'slow-drip':
      return drip(response, dripMs);
  }
}

/** A JSON body that would be complete (and of the wrong shape) only after `dripMs`. */
function drip(response: ServerResponse, dripMs: number) {
  const chunks = Math.max(Math.ceil(dripMs / DRIP_EVERY_MS), 2);
  const body = `{"dripped":"${'.'.repeat(chunks * DRIP_BYTES)}"}`;
  response.writeHead(200, { 'content-type': 'application/json', 'content-length': String(body.length) });
  response.flushHeaders();
  let sent = 0;
  const timer = setInterval(() => {
    const next = body.slice(sent, sent + DRIP_BYTES);
    sent += next.length;
    if (sent >= body.length) {
      clearInterval(timer);
      response.end(next);
    } else {
      response.write(next);
    }
  }, DRIP_EVERY_MS);
  response.once('close', () => clearInterval(timer));
}

/** Forwards the request byte for byte (the device-history signature covers the exact body), Host included. */
function passThrough(target: URL, request: IncomingMessage, response: ServerResponse) {
  const upstream = forward(
    {
      host: target.hostname,
      port: target.port,
      method: request.method,
      path: request.url,
      headers: request.headers,
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.once('error', () => response.socket?.destroy());
  request.pipe(upstream);
}
