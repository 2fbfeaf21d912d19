import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { buildSearchResponse, findSerialByCrimeReference } from './build-search-response';
import { createClaimRegistry, SubmitClaimSchema, type SubmittedClaim } from './claim-registry';
import { pause, sendErrors, sendJson } from './http-replies';
import { isSignedRequest, type SimulatorCredentials } from './is-signed-request';
import { ELSEWHERE_PATH, playSearchFault, sendBusy } from './play-search-fault';
import { playSubmitBehaviour } from './play-submit-behaviour';
import { findRegistryScenario } from './registry-scenarios';
import { findScenario } from './scenarios';

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
  /**
   * The claimreference the last search of a serial carried: a string, false, or undefined when that search sent none
   * (or the serial was never searched), so a test can tell a client that leaves it out.
   */
  lastClaimReference(serial: string): string | false | undefined;
  /** Claim submissions received for a serial, faults included. */
  countSubmissions(serial: string): number;
  /**
   * A busy spell: the next `searches` searches, whatever their serial, answer 429 with this Retry-After before the
   * service takes them in (they are not counted by countSearches).
   */
  answerBusy(searches: number, retryAfter: string): void;
  /** Searches answered 429 by a busy spell. */
  countBusyAnswers(): number;
  /** Requests that reached the other host a redirect scenario points to (a client that follows redirects). */
  countRedirected(): number;
  /** The submissions accepted, with the transaction id each was given. */
  submissions(): readonly SubmittedClaim[];
  close(): Promise<void>;
}

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
  const claimReferences = new Map<string, string | false | undefined>();
  const submissions = new Map<string, number>();
  const registry = createClaimRegistry();
  const busy = { left: 0, retryAfter: '1', answered: 0 };
  let redirected = 0;

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const body = await readBody(request);
    if (!(await pause(response, latencyMs))) return;
    const path = request.url?.split('?')[0];
    if (path === ELSEWHERE_PATH) {
      // The other host: it does not know the account's secret, and answers green for whatever serial it is sent.
      redirected += 1;
      const serial = (parseJson(body.toString('utf8')) as { serial?: unknown } | undefined)?.serial;
      return sendJson(response, 200, buildSearchResponse(String(serial ?? '353328110000013')));
    }
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
    if (busy.left > 0) {
      busy.left -= 1;
      busy.answered += 1;
      return sendBusy(response, busy.retryAfter);
    }
    const searchNumber = (searches.get(serial) ?? 0) + 1;
    searches.set(serial, searchNumber);
    claimReferences.set(serial, parsed.data.claimreference);
    const fault = findScenario(serial)?.fault;
    if (fault) return playSearchFault(response, fault, serial, { host: request.headers.host });
    sendJson(response, 200, registry.withSubmittedClaims(serial, buildSearchResponse(serial, searchNumber)));
  };

  const submitClaim = async (response: ServerResponse, json: unknown) => {
    const parsed = SubmitClaimSchema.safeParse(json);
    if (!parsed.success)
      return sendErrors(response, 400, 400, parsed.error.issues[0]?.message ?? 'Bad request');
    const claim = parsed.data;
    for (const serial of claim.serials) submissions.set(serial, (submissions.get(serial) ?? 0) + 1);
    const scenario = claim.serials.map(findRegistryScenario).find(Boolean);
    if (scenario) {
      const submissionNumber = submissions.get(scenario.imei) ?? 1;
      return playSubmitBehaviour(response, scenario.submit, { claim, registry, submissionNumber });
    }
    sendJson(response, 200, { transactionid: registry.submit(claim).transactionid });
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
    countSearches: (serial) => searches.get(serial) ?? 0,
    lastClaimReference: (serial) => claimReferences.get(serial),
    countSubmissions: (serial) => submissions.get(serial) ?? 0,
    answerBusy: (searches, retryAfter) => {
      busy.left = searches;
      busy.retryAfter = retryAfter;
    },
    countBusyAnswers: () => busy.answered,
    countRedirected: () => redirected,
    submissions: registry.submissions,
    close: () =>
      new Promise<void>((resolve) => {
        // Dropping open connections also ends the pauses of slow answers still waiting.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
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
