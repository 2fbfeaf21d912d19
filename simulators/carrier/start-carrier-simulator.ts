import { timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { isLuhnValid } from '@/domain/imei';
import { pause } from '../device-history/http-replies';
import { buildCarrierResponse } from './build-carrier-response';
import { deviceImageSvg, findDevice } from './devices';
import { type CarrierFault, findCarrierScenario } from './scenarios';

export interface CarrierSimulatorOptions {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /** The bearer token every device check must carry. */
  token: string;
  /** Added before every answer, to feel like a remote service. */
  latencyMs?: number;
}

export interface CarrierSimulator {
  url: string;
  /** Device checks received for an IMEI, faults included: how tests observe retries. */
  countChecks(imei: string): number;
  close(): Promise<void>;
}

/** Well past any sensible client budget. */
const SLOW_MS = 15_000;
const CHECK_PATH = '/v1/device-checks';
const IMAGE_PATH = /^\/images\/([a-z0-9-]+)\.svg$/;

const CheckRequestSchema = z.object({
  imei: z
    .string()
    .regex(/^\d{15}$/)
    .refine(isLuhnValid),
});

/**
 * A carrier device-check API: `POST /v1/device-checks` with `{"imei": "..."}` and `Authorization: Bearer <token>`
 * answers like the carrier (`CarrierResponse`); `GET /images/<device>.svg` serves the device pictures it links to.
 */
export async function startCarrierSimulator(options: CarrierSimulatorOptions): Promise<CarrierSimulator> {
  const { port = 0, host = '127.0.0.1', token, latencyMs = 0 } = options;
  const checks = new Map<string, number>();

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const body = await readBody(request);
    if (!(await pause(response, latencyMs))) return;
    const path = request.url?.split('?')[0] ?? '';
    const image = request.method === 'GET' ? IMAGE_PATH.exec(path) : null;
    if (image) return sendImage(response, image[1] ?? '');
    if (request.method !== 'POST' || path !== CHECK_PATH) {
      return sendError(response, 404, 'NOT_FOUND', 'The resource requested does not exist.');
    }
    if (!hasToken(request.headers.authorization, token)) {
      return sendError(response, 401, 'UNAUTHORIZED', 'A valid bearer token is required.');
    }
    const parsed = CheckRequestSchema.safeParse(parseJson(body.toString('utf8')));
    if (!parsed.success) {
      return sendError(
        response,
        400,
        'INVALID_IMEI',
        'The body must be {"imei": "<15-digit Luhn-valid IMEI>"}.',
      );
    }
    const { imei } = parsed.data;
    checks.set(imei, (checks.get(imei) ?? 0) + 1);
    const origin = `http://${request.headers.host ?? `${host}:${port}`}`;
    const fault = findCarrierScenario(imei)?.fault;
    if (fault) return misbehave(response, fault, () => buildCarrierResponse(imei, origin));
    sendJson(response, 200, buildCarrierResponse(imei, origin));
  };

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // Exclusive: in a server process of a cluster, a simulator is that process's own, not shared through the primary.
    server.listen({ port, host, exclusive: true }, resolve);
  });
  const address = server.address() as AddressInfo;
  const urlHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;

  return {
    url: `http://${urlHost}:${address.port}`,
    countChecks: (imei) => checks.get(imei) ?? 0,
    close: () =>
      new Promise<void>((resolve) => {
        // Dropping open connections also ends the pauses of slow answers still waiting.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function hasToken(header: string | undefined, token: string): boolean {
  const expected = Buffer.from(`Bearer ${token}`);
  const given = Buffer.from(header ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

async function misbehave(response: ServerResponse, fault: CarrierFault, answer: () => unknown) {
  switch (fault) {
    case 'upstream-error':
      return sendError(response, 502, 'UPSTREAM_ERROR', 'The carrier network did not answer.');
    case 'slow':
      if (await pause(response, SLOW_MS)) sendJson(response, 200, answer());
      return;
    case 'server-error':
      response.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error');
      return;
    case 'malformed-json':
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify(answer()).slice(0, 60));
      return;
    case 'credentials-rejected':
      return sendError(response, 401, 'UNAUTHORIZED', 'A valid bearer token is required.');
  }
}

function sendImage(response: ServerResponse, slug: string) {
  const device = findDevice(slug);
  if (!device) return sendError(response, 404, 'NOT_FOUND', 'No such image.');
  response
    .writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' })
    .end(deviceImageSvg(device));
}

/** The error envelope of every non-2xx answer. */
function sendError(response: ServerResponse, status: number, code: string, message: string) {
  response
    .writeHead(status, { 'content-type': 'application/json' })
    .end(JSON.stringify({ error: { code, message } }));
}

function sendJson(response: ServerResponse, status: number, value: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
