import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { deprecatedField } from '@/domain/contracts/deprecation';
import { defineRoute } from '@/domain/contracts/route';
import { registerOpenApi } from '@/server/plugins/openapi';
import { APP_ORIGIN } from '../../../tests/support/test-env';
import { registerContract } from './register-contract';

const notice = { since: '2026-12-01', sunset: '2027-06-01', link: `${APP_ORIGIN}/docs/api-changelog#2-1-0` };
const HEADERS = {
  deprecation: '@1796083200',
  sunset: 'Tue, 01 Jun 2027 00:00:00 GMT',
  link: `<${notice.link}>; rel="deprecation"`,
};

const oldRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/old-things',
  summary: 'List old things',
  operationId: 'listOldThings',
  tags: ['things'],
  query: z.object({ size: z.coerce.number().int().max(10).default(1) }),
  reply: z.object({ size: z.number() }),
  action: 'public',
  deprecated: notice,
});
const thingRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/things',
  summary: 'List things',
  operationId: 'listThings',
  tags: ['things'],
  reply: z.object({ name: z.string(), label: deprecatedField(z.string()) }),
  action: 'public',
  deprecated: { ...notice, fields: ['label'] },
});
const current = {
  method: 'GET' as const,
  path: '/api/v1/current-things',
  summary: 'List current things',
  operationId: 'listCurrentThings',
  tags: ['things'],
  reply: z.object({ name: z.string() }),
  action: 'public' as const,
};
const currentRoute = defineRoute(current);

let app: ReturnType<typeof Fastify> | undefined;
async function appWithRoutes() {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await registerOpenApi(app, { appUrl: APP_ORIGIN, serveDocs: true });
  registerContract(app, oldRoute, (request) => ({ size: request.query.size }));
  registerContract(app, thingRoute, () => ({ name: 'A', label: 'a' }));
  registerContract(app, currentRoute, () => ({ name: 'A' }));
  await app.ready();
  return app;
}
afterEach(async () => {
  await app?.close();
});

describe('a deprecated route or reply field', () => {
  it('answers with the Deprecation, Sunset and Link headers, a refusal included; a current route without', async () => {
    const server = await appWithRoutes();
    const old = await server.inject({ method: 'GET', url: '/api/v1/old-things' });
    expect(old.statusCode).toBe(200);
    expect(old.headers).toMatchObject(HEADERS);
    const refused = await server.inject({ method: 'GET', url: '/api/v1/old-things?size=99' });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers).toMatchObject(HEADERS);
    expect((await server.inject({ method: 'GET', url: '/api/v1/things' })).headers).toMatchObject(HEADERS);
    const current = await server.inject({ method: 'GET', url: '/api/v1/current-things' });
    expect(current.headers).not.toHaveProperty('deprecation');
    expect(current.headers).not.toHaveProperty('sunset');
  });

  it('is marked deprecated: true in the API document, the route or only its field', async () => {
    const server = await appWithRoutes();
    const { paths } = server.swagger() as unknown as {
      paths: Record<string, { get: { deprecated?: boolean; responses: Record<string, unknown> } }>;
    };
    expect(paths['/api/v1/old-things']?.get.deprecated).toBe(true);
    expect(paths['/api/v1/current-things']?.get.deprecated).toBeUndefined();
    const things = paths['/api/v1/things']?.get;
    expect(things?.deprecated).toBeUndefined();
    expect(JSON.stringify(things?.responses['200'])).toMatch(/"label":\{[^}]*"deprecated":true/);
  });

  it('does not load with a sunset less than six months away', () => {
    expect(() => defineRoute({ ...current, deprecated: { ...notice, sunset: '2027-03-01' } })).toThrow(
      "less than 6 months' notice",
    );
  });
});
