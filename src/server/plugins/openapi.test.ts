import { createConfig, lintFromString } from '@redocly/openapi-core';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { API_VERSION } from '@/domain/api-version';
import { COMPONENT_NAMES } from '@/domain/contracts/components';
import { ERROR_CODES } from '@/domain/errors';
import { scenarioImei } from '../../../simulators/device-history/scenarios';
import { setupTestApp } from '../../../tests/support/test-app';
import { APP_ORIGIN } from '../../../tests/support/test-env';
import { registerOpenApi } from './openapi';
import { OPERATION_ID } from './openapi-operations';

const t = setupTestApp();

interface Operation {
  summary?: string;
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: Array<{ in: string; name: string; required?: boolean }>;
  responses: Record<string, { headers?: Record<string, unknown>; content?: object }>;
}

async function operations(): Promise<[string, Operation][]> {
  const { paths } = (await t.get('/api/openapi.json')).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  return Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]): [string, Operation] => [
      `${method.toUpperCase()} ${path}`,
      operation,
    ]),
  );
}

describe('the API document', () => {
  it('names the server, the session scheme and a licence', async () => {
    const document = (await t.get('/api/openapi.json')).json();
    expect(document.servers).toEqual([{ url: APP_ORIGIN }]);
    expect(document.components.securitySchemes.session).toMatchObject({ type: 'apiKey', in: 'cookie' });
    expect(document.info.license.name).toBe('Proprietary');
    expect(document.info.version).toBe(API_VERSION);
  });

  it('gives every operation a summary and its own short camelCase operation id', async () => {
    const all = await operations();
    expect(all.length).toBeGreaterThan(50);
    for (const [name, operation] of all) {
      expect(operation.summary, name).toBeTruthy();
      expect(operation.operationId, name).toMatch(/^[a-z][A-Za-z0-9]{1,39}$/);
    }
    expect(new Set(all.map(([, operation]) => operation.operationId)).size).toBe(all.length);
    const ids = new Map(all.map(([name, operation]) => [name, operation.operationId]));
    expect(ids.get('GET /api/v1/checks')).toBe('listChecks');
    expect(ids.get('POST /api/v1/checks')).toBe('createCheck');
    expect(ids.get('POST /api/v1/checks/{id}/settlement')).toBe('settleCheck');
    expect(ids.get('GET /api/v1/checks/export.csv')).toBe('exportChecksCsv');
    expect(ids.get('GET /api/v1/settled-claims/{id}')).toBe('getSettledClaim');
  });

  it('refers each resource to its named schema, and holds no schema nothing refers to', async () => {
    const document = (await t.get('/api/openapi.json')).json();
    const reply = (path: string, method = 'get') =>
      document.paths[path][method].responses['200'].content['application/json'].schema;
    expect(Object.keys(document.components.schemas)).toEqual(['Error', ...COMPONENT_NAMES]);
    expect(reply('/api/v1/checks')).toEqual({ $ref: '#/components/schemas/CheckPage' });
    expect(reply('/api/v1/settled-claims/{id}')).toEqual({ $ref: '#/components/schemas/SettledClaimDetail' });
    expect(reply('/api/v1/alerts')).toEqual({ $ref: '#/components/schemas/AlertPage' });
    expect(document.components.schemas.CheckDetail.properties.report).toEqual({
      $ref: '#/components/schemas/DeviceReport',
    });
    const text = JSON.stringify(document.paths);
    for (const name of COMPONENT_NAMES.filter((name) => !/Detail$|Page$|^DecidedCheck$/.test(name))) {
      expect(JSON.stringify(document).split(`"#/components/schemas/${name}"`).length, name).toBeGreaterThan(
        1,
      );
    }
    expect(text).not.toContain('Input"');
  });

  it('declares who may call each operation and how it can fail', async () => {
    const all = new Map(await operations());
    const signIn = all.get('POST /api/auth/sign-in');
    expect(signIn?.security).toEqual([]);
    expect(Object.keys(signIn?.responses ?? {})).toEqual(expect.arrayContaining(['400', '429']));
    expect(Object.keys(signIn?.responses ?? {})).not.toContain('401');

    const settle = all.get('POST /api/v1/checks/{id}/settlement');
    expect(settle?.security).toEqual([{ session: [] }, { apiKey: ['claims:write'] }]);
    // Administration is for signed-in admins only: no API key reaches it.
    expect(all.get('POST /api/v1/api-keys')?.security).toEqual([{ session: [] }]);
    expect(Object.keys(settle?.responses ?? {})).toEqual(
      expect.arrayContaining(['201', '400', '401', '403', '404', '414', '429']),
    );
    // The refusals a route names besides those: a duplicate, a public step that answers 401, a file refused whole.
    expect(Object.keys(all.get('POST /api/v1/claim-types')?.responses ?? {})).toContain('409');
    for (const subjectRequest of ['GET /api/v1/subject-data/summary', 'POST /api/v1/subject-data/erasure'])
      expect(Object.keys(all.get(subjectRequest)?.responses ?? {}), subjectRequest).toContain('404');
    expect(Object.keys(all.get('POST /api/auth/second-factor')?.responses ?? {})).toContain('401');
    expect(Object.keys(all.get('POST /api/v1/bulk-intakes/validation')?.responses ?? {})).toEqual(
      expect.arrayContaining(['413', '415', '422']),
    );
    expect(Object.keys(all.get('POST /api/v1/bulk-intakes')?.responses ?? {})).toEqual(
      expect.arrayContaining(['413', '415', '422']),
    );
    expect(all.get('POST /api/v1/claim-types')?.responses['409']?.content).toEqual({
      'application/json': { schema: { $ref: '#/components/schemas/Error' } },
    });
    for (const [name, operation] of all) {
      expect(operation.security, name).toBeDefined();
      expect(
        Object.keys(operation.responses).some((status) => status.startsWith('4')),
        name,
      ).toBe(true);
    }
  });
});

describe('the error body', () => {
  it("is one named Error schema that every failure refers to, its code among the catalogue's", async () => {
    const document = (await t.get('/api/openapi.json')).json();
    const schema = document.components.schemas.Error;
    expect(schema.properties.code.enum).toEqual(ERROR_CODES);
    expect(schema.required).toEqual(['code', 'message', 'requestId']);
    expect(schema.properties.details).toMatchObject({ items: { required: ['field', 'message'] } });
    // The bulk intake's 422 names every line's problem in a body of its own.
    const ownBodies = ['POST /api/v1/bulk-intakes 422', 'POST /api/v1/bulk-intakes/validation 422'];
    for (const [name, operation] of await operations()) {
      for (const [status, reply] of Object.entries(operation.responses)) {
        if (!status.startsWith('4') || ownBodies.includes(`${name} ${status}`)) continue;
        expect(reply.content, `${name} ${status}`).toEqual({
          'application/json': { schema: { $ref: '#/components/schemas/Error' } },
        });
      }
    }
  });
});

describe('an outside linter', () => {
  it("finds nothing against Redocly's recommended rules but the paths it takes for ambiguous", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({
      source: (await t.get('/api/openapi.json')).body,
      absoluteRef: 'openapi.json',
      config,
    });
    const found = problems.map((problem) => `${problem.severity} ${problem.ruleId}: ${problem.message}`);
    // `/checks/by-imei/{imei}` and `/checks/{id}/denial` match one template each; Fastify routes the literal segment
    // first, and renaming a path would break the clients that use it. The test app's own address is loopback.
    const accepted = /^warn (no-ambiguous-paths: .*by-imei|no-server-example\.com: )/;
    expect(found.filter((problem) => !accepted.test(problem))).toEqual([]);
  });

  it('gives the success reply of a download, a picture and a reply with no body', async () => {
    const all = new Map(await operations());
    const responses = (name: string) => all.get(name)?.responses ?? {};
    expect(responses('GET /api/v1/settled-claims/export.csv')['200']).toMatchObject({
      content: { 'text/csv': { schema: { type: 'string', format: 'binary' } } },
    });
    // Its failures are still JSON.
    expect(responses('GET /api/v1/settled-claims/export.csv')['400']).toHaveProperty([
      'content',
      'application/json',
    ]);
    expect(responses('GET /api/v1/profile/avatar')['200']).toHaveProperty(['content', 'image/webp']);
    expect(responses('DELETE /api/v1/settled-claims/{id}')['204']).toEqual({
      description: 'Done; the reply has no body.',
    });
  });
});

describe('the Idempotency-Key header', () => {
  it('is declared, optional, on exactly the writes that create or decide, with its refusals and replay header', async () => {
    const all = await operations();
    const takingKey = all
      .filter(([, operation]) =>
        operation.parameters?.some((parameter) => parameter.name === 'Idempotency-Key'),
      )
      .map(([name]) => name);
    expect(takingKey.sort()).toEqual([
      'POST /api/v1/bulk-intakes',
      'POST /api/v1/carrier-checks',
      'POST /api/v1/checks',
      'POST /api/v1/checks/{id}/denial',
      'POST /api/v1/checks/{id}/rechecks',
      'POST /api/v1/checks/{id}/settlement',
      'POST /api/v1/device-verifications',
      'POST /api/v1/finlock-requests',
    ]);
    const settle = new Map(all).get('POST /api/v1/checks/{id}/settlement');
    expect(settle?.parameters?.find((parameter) => parameter.name === 'Idempotency-Key')).toMatchObject({
      in: 'header',
      required: false,
    });
    expect(Object.keys(settle?.responses ?? {})).toEqual(expect.arrayContaining(['409', '422']));
    expect(settle?.responses['201']?.headers).toHaveProperty('Idempotent-Replayed');
  });
});

describe('examples', () => {
  it('are requests the app takes: an intake, a settlement, a denial of another check, a key and a webhook endpoint', async () => {
    const { paths } = (await t.get('/api/openapi.json')).json();
    const exampleOf = (path: string) =>
      paths[path].post.requestBody.content['application/json'].schema.example;
    const admin = { cookie: await t.signIn('admin@demo.test') };

    const intake = await t.post('/api/v1/checks', exampleOf('/api/v1/checks'), admin);
    expect(intake.statusCode, intake.body).toBe(201);
    const settled = await t.post(
      `/api/v1/checks/${intake.json().id}/settlement`,
      exampleOf('/api/v1/checks/{id}/settlement'),
      admin,
    );
    expect(settled.statusCode, settled.body).toBe(201);

    const blocked = await t.post(
      '/api/v1/checks',
      { ...exampleOf('/api/v1/checks'), imei: scenarioImei('blocked') },
      admin,
    );
    expect(blocked.statusCode, blocked.body).toBe(201);
    const denied = await t.post(
      `/api/v1/checks/${blocked.json().id}/denial`,
      exampleOf('/api/v1/checks/{id}/denial'),
      admin,
    );
    expect(denied.statusCode, denied.body).toBe(201);

    const key = await t.post('/api/v1/api-keys', exampleOf('/api/v1/api-keys'), admin);
    expect(key.statusCode, key.body).toBe(201);
    expect(exampleOf('/api/v1/webhook-endpoints')).toMatchObject({
      events: ['check.recorded', 'claim.settled'],
    });
  });
});

describe('operation ids', () => {
  it('are short camelCase names', () => {
    expect(OPERATION_ID.test('listSettledClaims')).toBe(true);
    expect(OPERATION_ID.test('List settled claims')).toBe(false);
    expect(OPERATION_ID.test('list-settled-claims')).toBe(false);
    expect(OPERATION_ID.test(`list${'Things'.repeat(7)}`)).toBe(false);
  });
});

describe('start-up', () => {
  it('refuses an API route without a summary', async () => {
    const app = Fastify();
    await registerOpenApi(app, { appUrl: APP_ORIGIN, serveDocs: true });
    const start = async () => {
      app.get('/api/v1/undocumented', { config: { action: 'public' } }, async () => 'hidden');
      await app.ready();
    };
    await expect(start()).rejects.toThrow(
      'Route GET /api/v1/undocumented declares no summary (schema.summary)',
    );
    await app.close();
  });

  it('refuses a read that declares neither its reply nor the file it produces', async () => {
    const app = Fastify();
    await registerOpenApi(app, { appUrl: APP_ORIGIN, serveDocs: true });
    const start = async () => {
      const schema = { summary: 'Read it', operationId: 'readIt' };
      app.get('/api/v1/vague', { config: { action: 'public' }, schema }, () => 'x');
      await app.ready();
    };
    await expect(start()).rejects.toThrow(
      'Route GET /api/v1/vague declares neither a 200 reply nor the file types it produces',
    );
    await app.close();
  });

  it('refuses an API route without a camelCase operation id', async () => {
    const app = Fastify();
    await registerOpenApi(app, { appUrl: APP_ORIGIN, serveDocs: true });
    const start = async () => {
      const schema = { summary: 'Read it', operationId: 'Read it', produces: ['text/plain'] };
      app.get('/api/v1/unnamed', { config: { action: 'public' }, schema }, async () => 'x');
      await app.ready();
    };
    await expect(start()).rejects.toThrow(
      'Route GET /api/v1/unnamed declares no short camelCase operationId',
    );
    await app.close();
  });

  it('refuses two operations with one operation id', async () => {
    const app = Fastify();
    await registerOpenApi(app, { appUrl: APP_ORIGIN, serveDocs: true });
    const start = async () => {
      const schema = { summary: 'Read a thing', operationId: 'readAThing', produces: ['text/plain'] };
      app.get('/api/v1/one', { config: { action: 'public' }, schema }, async () => 'one');
      app.get('/api/v1/two', { config: { action: 'public' }, schema }, async () => 'two');
      await app.ready();
    };
    await expect(start()).rejects.toThrow('share the operationId "readAThing"');
    await app.close();
  });
});

describe('API_DOCS=off', () => {
  it('serves neither the API docs nor the OpenAPI document', async () => {
    const app = Fastify();
    await registerOpenApi(app, { appUrl: APP_ORIGIN, serveDocs: false });
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/openapi.json' })).statusCode).toBe(404);
    await app.close();
    const served = Fastify();
    await registerOpenApi(served, { appUrl: APP_ORIGIN, serveDocs: true });
    await served.ready();
    expect((await served.inject({ method: 'GET', url: '/api/openapi.json' })).statusCode).toBe(200);
    await served.close();
  });
});
