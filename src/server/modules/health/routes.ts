import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { migrationsFolder } from '@/server/db/client';
import { appliedMigrations } from './queries';

const HealthSchema = z.object({ status: z.literal('ok') });

const ReadySchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: z.enum(['ok', 'unreachable', 'not migrated']),
});

/**
 * Liveness and readiness for a load balancer or orchestrator. `/api/health` says the process answers and touches
 * nothing (a process is not restarted because its database is away); `/api/ready` says it can serve: the database
 * answers and holds every migration this version of the app ships (during a rolling update a process that is
 * ahead of the schema gets no traffic).
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const shipped = readMigrationFiles({ migrationsFolder }).length;

  r.get(
    '/api/health',
    {
      config: { action: 'public' },
      schema: { summary: 'Check the service is up', tags: ['health'], response: { 200: HealthSchema } },
    },
    () => ({ status: 'ok' as const }),
  );

  r.get(
    '/api/ready',
    {
      config: { action: 'public' },
      schema: {
        summary: 'Check the service can serve requests',
        tags: ['health'],
        response: { 200: ReadySchema, 503: ReadySchema },
      },
    },
    async (request, reply) => {
      let applied: number;
      try {
        applied = await appliedMigrations(app.services.db);
      } catch (error) {
        request.log.error({ err: error }, 'readiness: database unreachable');
        return reply.status(503).send({ status: 'unavailable', database: 'unreachable' });
      }
      if (applied < shipped) {
        return reply.status(503).send({ status: 'unavailable', database: 'not migrated' });
      }
      return { status: 'ready' as const, database: 'ok' as const };
    },
  );
}
