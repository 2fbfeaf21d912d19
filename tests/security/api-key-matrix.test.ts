import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiKeyMessages } from '@/domain/api-key-messages';
import { API_SCOPES, type ApiScope } from '@/domain/api-scopes';
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
import {
  FOREIGN,
  FOREIGN_RECORDS,
  type ForeignRecord,
  HOME,
  makeEveryForeignRecord,
} from './foreign-records';

const recorded = vi.hoisted(() => [] as RecordedRoute[]);
vi.mock('fastify', async (importOriginal) => {
  const { recordingFastifyModule } = await import('../support/route-table');
  return recordingFastifyModule(await importOriginal(), recorded);
});

// Built while the tests are collected: the route table decides which tests exist.
const t = await createTestApp({ env: { API_KEY_REQUESTS_PER_MINUTE: '100000' } });
const routes = apiRoutesOf(recorded).filter((route) => route.action !== 'public');
const ADMIN = 'admin@demo.test';

interface Keys {
  /** Demo Insurance's key with every scope. */
  every: string;
  /** Demo Insurance's keys with every scope but one, by the scope left out. */
  allBut: Map<ApiScope, string>;
  /** A Demo Insurance key with every scope, revoked. */
  revoked: string;
}

let sessions: KeptSessions;
let keys: Keys;
let foreign: ForeignRecord[] = [];
let isDirty = false;

async function createKey(name: string, scopes: readonly ApiScope[]) {
  const response = await t.post('/api/v1/api-keys', { name, scopes }, { cookie: sessions.cookieOf(ADMIN) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; key: string };
}

async function createKeys(): Promise<Keys> {
  const every = await createKey('Every scope', API_SCOPES);
  const allBut = new Map<ApiScope, string>();
  for (const scope of API_SCOPES) {
    const key = await createKey(
      `All but ${scope}`,
      API_SCOPES.filter((other) => other !== scope),
    );
    allBut.set(scope, key.key);
  }
  const revoked = await createKey('Revoked', API_SCOPES);
  const response = await send(t, {
    method: 'DELETE',
    url: `/api/v1/api-keys/${revoked.id}`,
    cookie: sessions.cookieOf(ADMIN),
  });
  expect(response.statusCode).toBe(204);
  return { every: every.key, allBut, revoked: revoked.key };
}

beforeAll(async () => {
  sessions = await keepSessions(t, [ADMIN, HOME.member, FOREIGN.member]);
  keys = await createKeys();
  foreign = await makeEveryForeignRecord({ t, sessions });
});
afterEach(async () => {
  await t.services.backgroundTasks.drain();
  if (!isDirty) return;
  await sessions.reset();
  keys = await createKeys();
  foreign = await makeEveryForeignRecord({ t, sessions });
  isDirty = false;
});
afterAll(async () => {
  await t.close();
});

const PLACEHOLDERS: Record<string, () => string> = { id: randomUUID, imei: makeImei };

async function callWithKey(
  route: ApiRoute,
  key: string,
  request: { params?: Record<string, string>; body?: unknown } = {},
): Promise<LightMyRequestResponse> {
  const params =
    request.params ??
    Object.fromEntries(route.params.map((name) => [name, PLACEHOLDERS[name]?.() ?? 'placeholder']));
  const body = request.body ?? (['POST', 'PUT', 'PATCH'].includes(route.method) ? {} : undefined);
  // As a claim system sends it: the key, no cookie, no Origin.
  const response = await t.app.inject({
    method: route.method as 'GET',
    url: fillPath(route.url, params),
    headers: { authorization: `Bearer ${key}` },
    ...(body === undefined ? {} : { payload: body as object }),
  });
  if (isMutating(route.method) && response.statusCode < 300) isDirty = true;
  return response;
}

describe('API keys on every route', () => {
  it('opens the routes a claim system needs, each to one scope', () => {
    const scoped = routes.filter((route) => route.scope).map((route) => `${routeName(route)} ${route.scope}`);
    expect(scoped).toEqual(
      expect.arrayContaining([
        'POST /api/v1/checks checks:write',
        'GET /api/v1/checks/:id checks:read',
        'POST /api/v1/checks/:id/rechecks checks:write',
        'POST /api/v1/checks/:id/settlement claims:write',
        'POST /api/v1/checks/:id/denial claims:write',
        'GET /api/v1/settled-claims registers:read',
        'GET /api/v1/settled-claims/:id claims:read',
        'POST /api/v1/carrier-checks carrier:write',
        'GET /api/v1/alerts alerts:read',
        'GET /api/v1/alerts/export.csv alerts:read',
      ]),
    );
    // The one administration a key may do: its organisation's webhook endpoints, with the scope that names it, and
    // reading the webhook events it missed.
    const administration = routes.filter((route) => route.action !== 'product:use' && route.scope);
    expect(administration.map((route) => `${routeName(route)} ${route.scope}`).sort()).toEqual(
      [
        ...routes
          .filter((route) => route.url.startsWith('/api/v1/webhook-endpoints'))
          .map((route) => `${routeName(route)} webhooks:manage`),
        'GET /api/v1/events events:read',
      ].sort(),
    );
    expect(administration).toHaveLength(10);
  });

  it.each(routes.map((route) => [routeName(route), route] as const))('%s', async (_name, route) => {
    const failures: string[] = [];
    const cell = (who: string, response: LightMyRequestResponse) =>
      `${who}: ${response.statusCode} ${response.body.slice(0, 160)}`;

    const every = await callWithKey(route, keys.every);
    if (!route.scope) {
      if (every.statusCode !== 403 || every.json().message !== apiKeyMessages.notForKeys) {
        failures.push(`${cell('key with every scope', every)} (expected 403: not for keys)`);
      }
    } else {
      if ([401, 403].includes(every.statusCode) || every.statusCode >= 500) {
        failures.push(`${cell('key with every scope', every)} (expected access)`);
      }
      const leaks = foreign.flatMap((record) => record.tokens).filter((token) => every.body.includes(token));
      if (every.statusCode < 300 && leaks.length > 0)
        failures.push(`shows Other Mutual's ${leaks.join(', ')}`);
      const lacking = await callWithKey(route, keys.allBut.get(route.scope) as string);
      if (lacking.statusCode !== 403 || lacking.json().code !== 'MISSING_SCOPE') {
        failures.push(`${cell(`key without ${route.scope}`, lacking)} (expected 403 MISSING_SCOPE)`);
      }
    }
    const revoked = await callWithKey(route, keys.revoked);
    if (revoked.statusCode !== 401 || revoked.json().code !== 'INVALID_API_KEY') {
      failures.push(`${cell('revoked key', revoked)} (expected 401 INVALID_API_KEY)`);
    }
    expect(failures).toEqual([]);
  });
});

describe("another organisation's records, with a key", () => {
  const reachable = routes.filter(
    (route) =>
      route.scope && route.params.length > 0 && FOREIGN_RECORDS[routeName(route)]?.scope === 'organisation',
  );

  it.each(reachable.map((route) => [routeName(route), route] as const))(
    '%s: 404 on Other Mutual’s record, nothing changed',
    async (name, route) => {
      const entry = FOREIGN_RECORDS[name];
      if (entry?.scope !== 'organisation') throw new Error(`${name}: not organisation-scoped`);
      const record = await entry.make({ t, sessions });
      const before = await tenantFingerprint();
      const response = await callWithKey(route, keys.every, { params: record.params, body: entry.body });
      if (entry.expectReply) {
        expect({ status: response.statusCode, body: response.json() }).toEqual(entry.expectReply);
      } else {
        expect(response.statusCode, response.body).toBe(404);
      }
      expect(await tenantFingerprint()).toBe(before);
    },
  );
});

/** The audit trail may note a refused attempt, and the key's last use is noted; all else must be as before. */
async function tenantFingerprint(): Promise<string> {
  const {
    audit_events: _audit,
    api_keys: _keys,
    rate_limit_buckets: _limits,
    ...tables
  } = await databaseFingerprint(t.services.db);
  return JSON.stringify(tables);
}
