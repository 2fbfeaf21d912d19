import { createHttpClient, NoAnswerError } from './load-http';
import {
  buildRequest,
  createImeiSource,
  type KnownChecks,
  pickRequestClass,
  rememberChecks,
  type VirtualUser,
} from './load-mix';
import type { LoadUser } from './load-prepare';
import type { Sample } from './load-report';

const SIGN_IN_CONCURRENCY = 4;
const REQUEST_TIMEOUT_MS = 30_000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Signs every user in through POST /api/auth/sign-in (each gets its own session cookie), then reads a few Claims
 * Review pages as the first user to learn IMEIs, references and ids the users will search for and open.
 */
export async function signInUsers(address: string, accounts: LoadUser[]) {
  const client = createHttpClient(address, { sockets: SIGN_IN_CONCURRENCY, timeoutMs: REQUEST_TIMEOUT_MS });
  const headers = { origin: address };
  const sessions: string[] = new Array(accounts.length);
  const durations: number[] = [];
  const started = performance.now();
  let next = 0;
  const signInNext = async (): Promise<void> => {
    const n = next++;
    const account = accounts[n];
    if (!account) return;
    const sentAt = performance.now();
    const answer = await client.send({
      method: 'POST',
      path: '/api/auth/sign-in',
      headers,
      body: JSON.stringify(account),
    });
    durations.push(performance.now() - sentAt);
    if (answer.status !== 200)
      throw new Error(`sign-in of ${account.email} answered ${answer.status}: ${answer.body}`);
    sessions[n] = answer.setCookies.map((cookie) => cookie.split(';')[0]).join('; ');
    return signInNext();
  };
  await Promise.all(Array.from({ length: SIGN_IN_CONCURRENCY }, signInNext));
  const seconds = Math.round((performance.now() - started) / 100) / 10;

  const known: KnownChecks = { ids: [], imeis: [], references: [] };
  for (let page = 1; page <= 8; page += 1) {
    const answer = await client.send({
      method: 'GET',
      path: `/api/v1/checks?page=${page}&pageSize=75`,
      headers: { ...headers, cookie: sessions[0] ?? '' },
    });
    if (answer.status !== 200) throw new Error(`Claims Review page ${page} answered ${answer.status}`);
    const { items } = JSON.parse(answer.body) as {
      items: Array<{ id: string; imei: string; reference: string | null }>;
    };
    for (const item of items) {
      known.ids.push(item.id);
      known.imeis.push(item.imei);
      if (item.reference) known.references.push(item.reference);
    }
  }
  client.close();
  if (!known.ids.length) throw new Error('Demo Insurance has no checks to review (seed with --checks)');
  durations.sort((a, b) => a - b);
  const p50Ms = Math.round(durations[Math.floor(durations.length / 2)] ?? 0);
  return { sessions, known, p50Ms, seconds };
}

/**
 * Every user sends one request at a time, each drawn from the mix, until the time is up; requests still open then
 * are waited for and counted. With a think time a user pauses 0.5 to 1.5 times it between requests.
 */
export async function runLoad(options: {
  address: string;
  sessions: string[];
  known: KnownChecks;
  seconds: number;
  thinkMs: number;
  intakeShare: number;
}): Promise<{ samples: Sample[]; elapsedSeconds: number }> {
  const { address, known, thinkMs, intakeShare } = options;
  const client = createHttpClient(address, {
    sockets: options.sessions.length + 8,
    timeoutMs: REQUEST_TIMEOUT_MS,
  });
  const nextImei = createImeiSource();
  const samples: Sample[] = [];
  const started = performance.now();
  const deadline = started + options.seconds * 1000;

  const runUser = async (user: VirtualUser) => {
    if (thinkMs) await pause(Math.random() * thinkMs);
    while (performance.now() < deadline) {
      const requestClass = pickRequestClass(intakeShare);
      const request = buildRequest(requestClass, { user, known, origin: address, nextImei });
      const sentAt = performance.now();
      let outcome: string;
      let isOk = false;
      let ms = 0;
      try {
        const answer = await client.send(request);
        ms = performance.now() - sentAt;
        outcome = String(answer.status);
        isOk = answer.status >= 200 && answer.status < 300;
        if (isOk) rememberChecks(requestClass, user, answer);
      } catch (error) {
        outcome = error instanceof NoAnswerError ? error.code : `client: ${(error as Error).message}`;
        isOk = false;
        ms ||= performance.now() - sentAt;
      }
      samples.push({
        requestClass,
        ms,
        outcome,
        isOk,
        sentAtMs: sentAt - started,
      });
      // A server that stopped answering is not hammered in a tight loop (ECONNREFUSED comes back at once).
      const backOffMs = /^\d+$/.test(outcome) ? 0 : 100;
      if (thinkMs || backOffMs) await pause(Math.max(backOffMs, thinkMs * (0.5 + Math.random())));
    }
  };
  await Promise.all(options.sessions.map((cookie) => runUser({ cookie, listedCheckIds: [] })));
  const elapsedSeconds = Math.round((performance.now() - started) / 100) / 10;
  client.close();
  return { samples, elapsedSeconds };
}
