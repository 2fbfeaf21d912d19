import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { ACTIONS } from '@/domain/permissions';
import { buildApp } from '@/server/app';
import { openTestDatabase } from '../../../tests/support/test-database';
import { testEnv } from '../../../tests/support/test-env';
import { registerAuthorization } from './authorization';

// Every Fastify instance buildApp makes records the routes registered on it, with their final options.
const registered = vi.hoisted(
  () => [] as Array<{ method: unknown; url: string; config?: { action?: string } }>,
);
vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof import('fastify')>();
  const recordingFastify = ((options: Parameters<typeof actual.default>[0]) => {
    const app = actual.default(options);
    app.addHook('onRoute', (route) => {
      registered.push(route);
    });
    return app;
  }) as typeof actual.default;
  return { ...actual, default: recordingFastify };
});

describe('route permissions', () => {
  it('every registered route names an action from the permissions map', async () => {
    const app = await buildApp({ env: testEnv(), database: await openTestDatabase() });
    try {
      await app.ready();
      const routes = registered.map((route) => ({
        route: `${String(route.method)} ${route.url}`,
        action: route.config?.action,
      }));

      expect(routes.length).toBeGreaterThan(10);
      expect(routes.map((r) => r.route)).toEqual(
        expect.arrayContaining([
          'POST /api/auth/sign-in',
          'GET /api/v1/outbox',
          'GET /api/health',
          'GET /api/ready',
        ]),
      );
      for (const { route, action } of routes) {
        expect(ACTIONS, `${route} declares action ${String(action)}`).toContain(action);
      }
      expect(routes.find((r) => r.route === 'GET /api/v1/outbox')?.action).toBe('platform:manage');
    } finally {
      await app.close();
    }
  });

  it('refuses to start when a route names no action', async () => {
    const app = Fastify();
    registerAuthorization(app);
    const start = async () => {
      app.get('/api/v1/unguarded', async () => 'secret');
      await app.ready();
    };
    await expect(start()).rejects.toThrow('Route GET /api/v1/unguarded declares no action (config.action)');
    await app.close();
  });
});
