import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeImei } from '../fixtures/make-imei';
import { databaseFingerprint } from '../support/database-fingerprint';
import { type KeptSessions, keepSessions } from '../support/kept-sessions';
import { send } from '../support/review-test-support';
import {
  type ApiRoute,
  apiRoutesOf,
  fillPath,
  isMutating,
  type RecordedRoute,
  routeName,
} from '../support/route-table';
import { createTestApp } from '../support/test-app';
import { CALLERS, type Caller, isAllowed, refusalFor } from './callers';
import {
  FOREIGN,
  FOREIGN_RECORDS,
  type ForeignRecord,
  HOME,
  makeEveryForeignRecord,
} from './foreign-records';
import { ROUTE_PERMISSIONS_FILE, routePermissionsTable } from './route-permissions';

const recorded = vi.hoisted(() => [] as RecordedRoute[]);
vi.mock('fastify', async (importOriginal) => {
  const { recordingFastifyModule } = await import('../support/route-table');
  return recordingFastifyModule(await importOriginal(), recorded);
});

// Built while the tests are collected: the route table decides which tests exist.
// Every route as every caller, well past one person's request rate: this file tests permissions, not that limit.
const t = await createTestApp({ env: { SESSION_REQUESTS_PER_MINUTE: '1000000' } });
const routes = apiRoutesOf(recorded).filter((route) => route.action !== 'public');
const routesWithParams = routes.filter((route) => route.params.length > 0);
const signedInCallers = CALLERS.filter((caller) => caller.email !== null);

let sessions: KeptSessions;
/** Other Mutual's records of every kind, present during every test: no Demo Insurance reply may show them. */
let foreign: ForeignRecord[] = [];
let isDirty = false;
/** Requests sent per part of the matrix, printed at the end. */
const cells = { roles: 0, organisations: 0 };

beforeAll(async () => {
  sessions = await keepSessions(t, [...signedInCallers.map((c) => c.email as string), FOREIGN.member]);
  foreign = await makeEveryForeignRecord({ t, sessions });
});
afterEach(async () => {
  await t.services.backgroundTasks.drain();
  if (!isDirty) return;
  await sessions.reset();
  foreign = await makeEveryForeignRecord({ t, sessions });
  isDirty = false;
});
afterAll(async () => {
  process.stdout.write(
    `authorization matrix: ${routes.length} routes x ${CALLERS.length} callers = ${cells.roles} role cells; ` +
      `${cells.organisations} cross-organisation cells (own and Other Mutual's records)\n`,
  );
  await t.close();
});

const PLACEHOLDERS: Record<string, () => string> = { id: randomUUID, imei: makeImei };

function placeholderParams(route: ApiRoute): Record<string, string> {
  return Object.fromEntries(route.params.map((name) => [name, PLACEHOLDERS[name]?.() ?? 'placeholder']));
}

async function call(
  route: ApiRoute,
  caller: Caller,
  request: { params: Record<string, string>; body?: unknown },
): Promise<LightMyRequestResponse> {
  const body = request.body ?? (['POST', 'PUT', 'PATCH'].includes(route.method) ? {} : undefined);
  const response = await send(t, {
    method: route.method as 'GET',
    url: fillPath(route.url, request.params),
    ...(caller.email ? { cookie: sessions.cookieOf(caller.email) } : {}),
    ...(body === undefined ? {} : { payload: body }),
  });
  if (isMutating(route.method) && response.statusCode < 300) isDirty = true;
  return response;
}

/** Platform administration lists every organisation's users and mail by design; all else is one organisation's. */
const isPlatformWide = (route: ApiRoute) => route.action === 'platform:manage';

function leaksIn(response: LightMyRequestResponse): string[] {
  if (response.statusCode >= 300) return [];
  return foreign.flatMap((record) => record.tokens).filter((token) => response.body.includes(token));
}

// The committed table is the review surface: a route added, or a permission, scope or idempotency changed, fails here
// until docs/route-permissions.md is regenerated, so the change shows in the diff a reviewer reads.
it('every route keeps the permission, API scope and idempotency recorded in docs/route-permissions.md', async () => {
  await expect(routePermissionsTable(apiRoutesOf(recorded))).toMatchFileSnapshot(ROUTE_PERMISSIONS_FILE);
});

describe('authorization matrix: every route as every caller', () => {
  it.each(routes.map((route) => [routeName(route), route] as const))('%s', async (_name, route) => {
    const failures: string[] = [];
    for (const caller of CALLERS) {
      cells.roles += 1;
      const response = await call(route, caller, { params: placeholderParams(route) });
      const status = response.statusCode;
      const cell = `${caller.name}: ${status} ${response.body.slice(0, 160)}`;
      if (!isAllowed(route.action, caller)) {
        if (status !== refusalFor(caller)) failures.push(`${cell} (expected ${refusalFor(caller)})`);
      } else if (status === 401 || status === 403 || status >= 500) {
        failures.push(`${cell} (expected access)`);
      }
      const leaks = isPlatformWide(route) ? [] : leaksIn(response);
      if (leaks.length > 0) failures.push(`${caller.name}: shows Other Mutual's ${leaks.join(', ')}`);
    }
    expect(failures).toEqual([]);
  });
});

describe('CSV exports', () => {
  const exports = routes.filter((route) => route.url.endsWith('/export.csv'));

  // With the matrix above, a caller refused a list is refused its export: the export asks exactly what the list asks.
  it.each(exports.map((route) => [routeName(route), route] as const))(
    '%s asks the permission and scope of its list',
    (_name, route) => {
      const listUrl = route.url.replace(/\/export\.csv$/, '');
      const list = routes.find((other) => other.method === 'GET' && other.url === listUrl);
      expect(list, `${listUrl} is listed`).toBeDefined();
      expect({ action: route.action, scope: route.scope }).toEqual({
        action: list?.action,
        scope: list?.scope,
      });
    },
  );
});

describe("another organisation's records", () => {
  it('every route with a path parameter has an entry in the foreign-records registry', () => {
    const missing = routesWithParams.map(routeName).filter((name) => !(name in FOREIGN_RECORDS));
    expect(missing, 'add these routes to tests/security/foreign-records.ts').toEqual([]);
  });

  const organisationScoped = routesWithParams.filter(
    (route) => FOREIGN_RECORDS[routeName(route)]?.scope === 'organisation',
  );

  it.each(organisationScoped.map((route) => [routeName(route), route] as const))(
    '%s: 404 on Other Mutual’s record, nothing changed; found on Demo Insurance’s own',
    async (name, route) => {
      const entry = FOREIGN_RECORDS[name];
      if (entry?.scope !== 'organisation') throw new Error(`${name}: not organisation-scoped`);
      const failures: string[] = [];
      for (const caller of CALLERS.filter((c) => isAllowed(route.action, c))) {
        cells.organisations += 2;
        const record = await entry.make({ t, sessions });
        const before = await tenantFingerprint();
        const response = await call(route, caller, { params: record.params, body: entry.body });
        const cell = `${caller.name}: ${response.statusCode} ${response.body.slice(0, 160)}`;
        if (entry.expectReply) {
          const { status, body } = entry.expectReply;
          if (response.statusCode !== status || !isEqualJson(response.body, body)) failures.push(cell);
        } else if (![403, 404].includes(response.statusCode)) {
          failures.push(`${cell} (expected 404)`);
        }
        if ((await tenantFingerprint()) !== before) {
          failures.push(`${caller.name}: changed the database`);
          isDirty = true;
        }
        const leaks = record.tokens.filter(
          (token) => response.statusCode < 300 && response.body.includes(token),
        );
        if (leaks.length > 0) failures.push(`${caller.name}: shows ${leaks.join(', ')}`);

        const own = await entry.make({ t, sessions, owner: HOME, callerEmail: caller.email ?? undefined });
        const ownResponse = await call(route, caller, { params: own.params, body: entry.body });
        if (ownResponse.statusCode >= 300) {
          failures.push(`${caller.name} on its own record: ${ownResponse.statusCode} ${ownResponse.body}`);
        }
      }
      expect(failures).toEqual([]);
    },
  );
});

/** The audit trail may note a refused attempt; every other table must be exactly as before. */
async function tenantFingerprint(): Promise<string> {
  const { audit_events: _audit, ...tables } = await databaseFingerprint(t.services.db);
  return JSON.stringify(tables);
}

function isEqualJson(actual: string, expected: unknown): boolean {
  try {
    expect(JSON.parse(actual)).toEqual(expected);
    return true;
  } catch {
    return false;
  }
}
