import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { buildSearchResponse, findSerialByCrimeReference } from './build-search-response';
import { createClaimRegistry, SubmitClaimSchema, type SubmittedClaim } from './claim-registry';
import { isSignedRequest, type SimulatorCredentials } from './is-signed-request';
import { type Fault, findScenario } from './scenarios';

export interface DeviceHistorySimulatorOptions {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  credentials: SimulatorCredentials;
  /** Added before every answer, to feel like a remote service. */
  latencyMs?: number;
}

export interface DeviceHistorySimulator {
  url: string;
  /** Searches received for a serial, faults included: how tests observe retries. */
  countSearches(serial: string): number;
  /** The claim reference the last search of a serial carried (a string or false), if it was searched. */
  lastClaimReference(serial: string): string | false | undefined;
  /** Claim submissions received for a serial, faults included. */
  countSubmissions(serial: string): number;
  /** The submissions accepted, with the transaction id each was given. */
  submissions(): readonly SubmittedClaim[];
  close(): Promise<void>;
}

/** Well past the 3 s the provider tells clients to wait. */
const SLOW_MS = 10_000;
const SEARCH_PATH = '/claimscheck/search';
const SUBMIT_PATH = '/claimscheck/submitclaim';

const SearchRequestSchema = z
  .object({
    serial: z
      .string()
      .regex(/^[0-9A-Z]{1,100}$/, 'The serial may hold only the characters 0-9 and A-Z.')
      .optional(),
    storeid: z.int('A storeid (integer) is required.'),
    crimereference: z.string().min(1).max(50).optional(),
    // The vendor's own examples send `false` when there is no claim reference.
    claimreference: z.union([z.string().max(50), z.literal(false)]).optional(),
  })
  .refine((request) => request.serial !== undefined || request.crimereference !== undefined, {
    message: 'A serial or a crimereference is required.',
  });

/** The ClaimsCheck search and claim submission over HTTP, as the provider documents them (see README.md). */
export async function startDeviceHistorySimulator(
  options: DeviceHistorySimulatorOptions,
): Promise<DeviceHistorySimulator> {
  const { port = 0, host = '127.0.0.1', credentials, latencyMs = 0 } = options;
  const searches = new Map<string, number>();
  const claimReferences = new Map<string, string | false>();
  const submissions = new Map<string, number>();
  const registry = createClaimRegistry();

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const body = await readBody(request);
    if (!(await pause(response, latencyMs))) return;
    const path = request.url?.split('?')[0];
    if (request.method !== 'POST' || (path !== SEARCH_PATH && path !== SUBMIT_PATH)) {
      return sendErrors(response, 404, 404, 'The resource requested does not exist.');
    }
    if (!isSignedRequest(credentials, request.headers.authorization, body)) {
      return sendErrors(response, 401, 401, 'Authentication failed');
    }
    if (body.some((byte) => byte > 0x7f)) {
      return sendErrors(response, 400, 400, 'Non-ASCII characters must be sent as \\u escapes.');
    }
    const json = parseJson(body.toString('ascii'));
    if (json === undefined)
      return sendErrors(response, 400, 400, 'The request body is not well-formed JSON.');
    if (path === SUBMIT_PATH) return submitClaim(response, json);
    const parsed = SearchRequestSchema.safeParse(json);
    if (!parsed.success)
      return sendErrors(response, 400, 400, parsed.error.issues[0]?.message ?? 'Bad request');
    const { crimereference } = parsed.data;
    const serial = crimereference ? findSerialByCrimeReference(crimereference) : parsed.data.serial;
    if (!serial)
      return sendErrors(response, 400, 400, 'No serial is recorded against the crime reference supplied.');
    const searchNumber = (searches.get(serial) ?? 0) + 1;
    searches.set(serial, searchNumber);
    claimReferences.set(serial, parsed.data.claimreference ?? false);
    const fault = findScenario(serial)?.fault;
    if (isSearchFault(fault)) return misbehave(response, fault, serial);
    sendJson(response, 200, registry.withSubmittedClaims(serial, buildSearchResponse(serial, searchNumber)));
  };

  const submitClaim = async (response: ServerResponse, json: unknown) => {
    const parsed = SubmitClaimSchema.safeParse(json);
    if (!parsed.success)
      return sendErrors(response, 400, 400, parsed.error.issues[0]?.message ?? 'Bad request');
    for (const serial of parsed.data.serials) submissions.set(serial, (submissions.get(serial) ?? 0) + 1);
    const fault = parsed.data.serials.map((serial) => findScenario(serial)?.fault).find(Boolean);
    if (fault === 'submit-error') return misbehave(response, 'html-500', '');
    if (fault === 'submit-slow' && !(await pause(response, SLOW_MS))) return;
    sendJson(response, 200, { transactionid: registry.submit(parsed.data).transactionid });
  };

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address() as AddressInfo;
  const urlHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;

  return {
    url: `http://${urlHost}:${address.port}`,
    countSearches: (serial) => searches.get(serial) ?? 0,
    lastClaimReference: (serial) => claimReferences.get(serial),
    countSubmissions: (serial) => submissions.get(serial) ?? 0,
    submissions: registry.submissions,
    close: () =>
      new Promise<void>((resolve) => {
        // Dropping open connections also ends the pauses of slow answers still waiting.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

type SearchFault = Exclude<Fault, 'submit-error' | 'submit-slow'>;
const isSearchFault = (fault: Fault | undefined): fault is SearchFault =>
  fault !== undefined && fault !== 'submit-error' && fault !== 'submit-slow';

async function misbehave(response: ServerResponse, fault: SearchFault, serial: string) {
  switch (fault) {
    case 'slow':
      if (await pause(response, SLOW_MS)) sendJson(response, 200, buildSearchResponse(serial));
      return;
    case 'server-error':
      response.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error');
      return;
    case 'malformed-json':
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify(buildSearchResponse(serial)).slice(0, 80));
      return;
    case 'provider-unavailable':
      return sendErrors(response, 400, 1, 'The GAPI is currently unavailable.');
    case 'insufficient-credits':
      return sendErrors(response, 400, 306, 'Insufficient Credits');
    case 'credentials-rejected':
      return sendErrors(response, 401, 401, 'Authentication failed');
    case 'errors-envelope-200':
      return sendErrors(response, 200, 1, 'The GAPI is currently unavailable.');
    case 'unknown-error':
      return sendErrors(response, 400, 999, 'This store is suspended.');
    case 'html-500':
      response
        .writeHead(500, { 'content-type': 'text/html' })
        .end('<html><body><h1>500 Internal Server Error</h1></body></html>');
      return;
  }
}

/** The error envelope; the provider also puts the message in the HTTP reason phrase. */
function sendErrors(response: ServerResponse, status: number, id: number, message: string) {
  response
    .writeHead(status, message, { 'content-type': 'application/json' })
    .end(JSON.stringify({ errors: [{ id, message }] }));
}

function sendJson(response: ServerResponse, status: number, value: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
}

/** Resolves true after `ms`, or false as soon as the client goes away (or the simulator closes). */
function pause(response: ServerResponse, ms: number): Promise<boolean> {
  if (ms <= 0) return Promise.resolve(!response.destroyed);
  return new Promise((resolve) => {
    const onClose = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      response.off('close', onClose);
      resolve(true);
    }, ms);
    response.once('close', onClose);
  });
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
