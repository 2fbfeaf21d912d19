import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type KeptSessions, keepSessions } from '../support/kept-sessions';
import { type ApiRoute, apiRoutesOf, type RecordedRoute, routeName } from '../support/route-table';
import { createTestApp } from '../support/test-app';
import { unzip } from '../support/unzip';
import { CALLERS, isAllowed } from './callers';
import { FOREIGN, type ForeignRecord, HOME, makeEveryForeignRecord } from './foreign-records';

const recorded = vi.hoisted(() => [] as RecordedRoute[]);
vi.mock('fastify', async (importOriginal) => {
  const { recordingFastifyModule } = await import('../support/route-table');
  return recordingFastifyModule(await importOriginal(), recorded);
});

// Built while the tests are collected: the route table decides which tests exist.
const t = await createTestApp();
/**
 * What a Demo Insurance user reads without naming a record: lists, counts, profile. Platform administration is left
 * out, since it shows every organisation by design.
 */
const readRoutes = apiRoutesOf(recorded).filter(
  (route) =>
    route.method === 'GET' &&
    route.params.length === 0 &&
    !['public', 'platform:manage'].includes(route.action),
);
const readers = CALLERS.filter((caller) => caller.email !== null);

let sessions: KeptSessions;
beforeAll(async () => {
  sessions = await keepSessions(t, [...readers.map((caller) => caller.email as string), FOREIGN.member]);
});
afterAll(() => t.close());

const imeisOf = (records: ForeignRecord[]) =>
  records.flatMap((record) => record.tokens).filter((token) => /^\d{15}$/.test(token));

/** Status and body: a 404 (no avatar yet) or a 400 (a required query) must stay just as it was, too. */
async function read(url: string, email: string): Promise<string> {
  const response = await t.get(url, { cookie: sessions.cookieOf(email) });
  // Every error body carries its own request's id: the rest of it must stay the same.
  const body =
    response.statusCode >= 400
      ? response.body.replace(/"requestId":"[^"]*"/, '"requestId":"…"')
      : response.body;
  return `${response.statusCode} ${body}`;
}

/**
 * Whether a reply holds the device: a subject archive in one of its files (not the manifest, which names what was
 * asked for), a subject summary by counting anything, any other reply by naming its first 14 digits.
 */
async function found(response: LightMyRequestResponse, digits: string): Promise<boolean> {
  const type = String(response.headers['content-type'] ?? '');
  if (type.startsWith('application/zip')) {
    const files = await unzip(response.rawPayload);
    return [...files].some(([name, text]) => name !== 'manifest.json' && text.includes(digits));
  }
  const body = response.body;
  const counts =
    response.statusCode === 200 && type.startsWith('application/json')
      ? (JSON.parse(body) as { counts?: unknown }).counts
      : undefined;
  if (counts && typeof counts === 'object') return Object.values(counts).some((count) => Number(count) > 0);
  return body.includes(digits);
}

/**
 * Lists with a search (or an IMEI lookup) are asked for Other Mutual's IMEIs, which they must not find, and for Demo
 * Insurance's own of the same kinds, some of which they must find: otherwise the search proves nothing.
 */
async function expectSearchesStayHome(route: ApiRoute, searcher: string, foreign: ForeignRecord[]) {
  const searchKeys = route.queryKeys.filter((key) => ['search', 'imei'].includes(key));
  if (searchKeys.length === 0) return;
  const own = await makeEveryForeignRecord({ t, sessions, owner: HOME });
  // A search takes part of an IMEI (its first 14 digits); an `imei` selector (a subject request) the whole of it.
  const finds = async (key: string, imei: string) => {
    const response = await t.get(`${route.url}?${key}=${key === 'imei' ? imei : imei.slice(0, 14)}`, {
      cookie: sessions.cookieOf(searcher),
    });
    return found(response, imei.slice(0, 14));
  };
  for (const key of searchKeys) {
    for (const imei of imeisOf(foreign)) expect(await finds(key, imei), `${key}=${imei}`).toBe(false);
    const found = await Promise.all(imeisOf(own).map((imei) => finds(key, imei)));
    expect(found, `${key}= finds none of Demo's own records`).toContain(true);
  }
}

describe("Other Mutual's records never show in Demo Insurance's lists and figures", () => {
  it.each(readRoutes.map((route) => [routeName(route), route] as const))(
    '%s answers the same before and after Other Mutual adds records, and finds none of them by search',
    async (_name, route) => {
      const callers = readers.filter((caller) => isAllowed(route.action, caller));
      const before = await Promise.all(callers.map((caller) => read(route.url, caller.email as string)));
      const foreign = await makeEveryForeignRecord({ t, sessions });
      const after = await Promise.all(callers.map((caller) => read(route.url, caller.email as string)));
      expect(after).toEqual(before);
      await expectSearchesStayHome(route, callers[0]?.email as string, foreign);
      await sessions.reset();
    },
  );
});
