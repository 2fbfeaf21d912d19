import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ERROR_CODES } from '@/domain/errors';
import { databaseFingerprint } from '../support/database-fingerprint';
import {
  encodeHostile,
  type FuzzBody,
  fuzzBody,
  fuzzParams,
  fuzzQuery,
  seedOf,
} from '../support/hostile-input';
import { type KeptSessions, keepSessions } from '../support/kept-sessions';
import {
  type ApiRoute,
  apiRoutesOf,
  isMutating,
  type RecordedRoute,
  routeName,
} from '../support/route-table';
import { jsonSchemaOf, schemaShaped } from '../support/schema-shaped-input';
import { createTestApp } from '../support/test-app';
import { APP_ORIGIN } from '../support/test-env';

const recorded = vi.hoisted(() => [] as RecordedRoute[]);
vi.mock('fastify', async (importOriginal) => {
  const { recordingFastifyModule } = await import('../support/route-table');
  return recordingFastifyModule(await importOriginal(), recorded);
});

/** The most privileged caller reaches every handler; the rate limits would otherwise answer 429 before them. */
const SUPER_ADMIN = 'super@demo.test';
/** Kept small for CI; FUZZ_RUNS=200 digs deeper on a quiet machine. */
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 25);

// Built while the tests are collected: the route table decides which tests exist.
const t = await createTestApp({ env: { RATE_LIMIT_MULTIPLIER: '10000' } });
const routes = apiRoutesOf(recorded);

let sessions: KeptSessions;
let fingerprint: Record<string, string>;
let cases = 0;
/** Cases that got past schema validation, into the handlers: a measure of how deep the fuzzing reaches. */
let pastValidation = 0;

beforeAll(async () => {
  sessions = await keepSessions(t, [SUPER_ADMIN]);
  fingerprint = await databaseFingerprint(t.services.db);
});
afterAll(async () => {
  process.stdout.write(
    `input fuzzing: ${routes.length} routes, ${cases} requests, ${pastValidation} past validation\n`,
  );
  await t.close();
});

interface FuzzRequest {
  params: Record<string, string>;
  query: string;
  body: FuzzBody;
}

function fuzzRequest(route: ApiRoute): fc.Arbitrary<FuzzRequest> {
  return fc.record({
    params: fuzzParams(route.params),
    query: fuzzQuery(route.queryKeys, schemaShaped(jsonSchemaOf(route.querySchema))),
    body: isMutating(route.method)
      ? fuzzBody(schemaShaped(jsonSchemaOf(route.bodySchema)))
      : fc.constant<FuzzBody>({ kind: 'none' }),
  });
}

function send(route: ApiRoute, request: FuzzRequest): Promise<LightMyRequestResponse> {
  const path = route.url.replace(/:(\w+)/g, (_, name: string) => encodeHostile(request.params[name] ?? ''));
  const headers: Record<string, string> = { origin: APP_ORIGIN, cookie: sessions.cookieOf(SUPER_ADMIN) };
  const options: InjectOptions = {
    method: route.method as InjectOptions['method'],
    url: request.query ? `${path}?${request.query}` : path,
    headers,
  };
  if (request.body.kind === 'json') {
    headers['content-type'] = 'application/json';
    options.payload = JSON.stringify(request.body.value);
  } else if (request.body.kind === 'raw') {
    headers['content-type'] = request.body.contentType;
    options.payload = request.body.text;
  }
  cases += 1;
  return t.app.inject(options);
}

/**
 * A refusal the browser can show, in the one error shape: JSON with a code of the catalogue (never the framework's
 * own), a non-empty message, the reply's request id, and nothing of the server's insides.
 */
function expectReadableRefusal(response: LightMyRequestResponse) {
  expect(response.headers['content-type'], response.body).toMatch(/^application\/json/);
  const body = response.json() as { code?: unknown; message?: unknown; requestId?: unknown; stack?: unknown };
  expect(ERROR_CODES, response.body).toContain(body.code);
  expect(body.requestId, response.body).toBe(response.headers['x-request-id']);
  expect(typeof body.message === 'string' && body.message.trim().length > 0, response.body).toBe(true);
  expect(body.stack, response.body).toBeUndefined();
  expect(String(body.message), response.body).not.toMatch(/\n\s+at /);
}

/**
 * A wrong password asked again (two-factor set-up or removal) is counted under the sign-in failure limits and audited
 * as sign_in.failed, by design: those two tables may change, nothing else, and every audit event it wrote is that one.
 */
async function expectOnlySignInFailureCounted(response: LightMyRequestResponse, now: Record<string, string>) {
  const without = (prints: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(prints).filter(([table]) => !['sign_in_failures', 'audit_events'].includes(table)),
    );
  expect(without(now), response.body).toEqual(without(fingerprint));
  const { requestId } = response.json() as { requestId: string };
  const result = (await t.services.db.execute(
    sql`select action from audit_events where request_id = ${requestId}`,
  )) as unknown as { rows: Array<{ action: string }> };
  expect(result.rows.map((row) => row.action)).toEqual(['sign_in.failed']);
}

/**
 * The reads that write by design: a subject archive downloaded is audited; the identity provider's return with a
 * foreign or stale answer is refused with a redirect to the sign-in page and audited as a failed sign-in.
 */
const WRITING_READS = new Set(['/api/v1/subject-data/export', '/api/auth/sso/callback']);

describe('input fuzzing: hostile input to every route, as a super admin', () => {
  it.each(routes.map((route) => [routeName(route), route] as const))('%s', async (name, route) => {
    await fc.assert(
      fc.asyncProperty(fuzzRequest(route), async (request) => {
        const response = await send(route, request);
        expect(response.statusCode, response.body).toBeLessThan(500);
        if (!response.body.includes('"VALIDATION_ERROR"')) pastValidation += 1;
        if (response.statusCode >= 400) {
          expectReadableRefusal(response);
          const now = await databaseFingerprint(t.services.db);
          if (response.body.includes('"INVALID_PASSWORD"')) {
            await expectOnlySignInFailureCounted(response, now);
            fingerprint = now;
          } else {
            expect(now).toEqual(fingerprint);
          }
        } else if (isMutating(route.method) || WRITING_READS.has(route.url)) {
          // Accepted: it may change the data (signing out ends the session; a subject archive downloaded is audited),
          // so start the next case afresh.
          await sessions.reset();
          fingerprint = await databaseFingerprint(t.services.db);
        }
      }),
      { numRuns: RUNS_PER_ROUTE, seed: seedOf(name), endOnFailure: true },
    );
  });
});

describe('after all of it', () => {
  it('no request polluted the prototype every object inherits from', () => {
    // The raw bodies try to plant these through __proto__ and constructor.prototype.
    expect(['isAdmin', 'role'].filter((key) => key in {})).toEqual([]);
  });
});
