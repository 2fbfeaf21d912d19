import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isDatabaseUnreachable } from '@/server/db/errors';
import { isMigrated } from '@/server/db/migration-state';
import { unguardedTenantTables } from './queries';

const HealthSchema = z.object({ status: z.literal('ok') });

const ReadySchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: z.enum(['ok', 'unreachable', 'not migrated', 'tenant role unusable']),
  /** This process's job workers: `off` where another process works the jobs (JOB_WORKERS=false). */
  jobQueue: z.enum(['running', 'off', 'starting', 'stopped']),
});
type Ready = z.infer<typeof ReadySchema>;

/**
 * Liveness and readiness for a load balancer or orchestrator. `/api/health` says the process answers and touches
 * nothing (a process is not restarted because its database is away); `/api/ready` says it can serve: the database
 * answers, holds every migration this version of the app ships (during a rolling update a process that is ahead of
 * the schema gets no traffic), and serves the tenant role as a tenant request needs it (a restore that lost the
 * role, its grants or its policies is not ready); and this process's job workers, if it has any, are running.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

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
      const { db, jobs } = app.services;
      const jobQueue = jobs.state;
      const database = await databaseReadiness(db, request.log).catch((error: unknown) => {
        request.log.error({ err: error }, 'readiness: database unreachable');
        return 'unreachable' as const;
      });
      const ready = database === 'ok' && (jobQueue === 'running' || jobQueue === 'off');
      const body: Ready = { status: ready ? 'ready' : 'unavailable', database, jobQueue };
      return reply.status(ready ? 200 : 503).send(body);
    },
  );
}

async function databaseReadiness(
  db: FastifyInstance['services']['db'],
  log: FastifyBaseLogger,
): Promise<Ready['database']> {
  if (!(await isMigrated(db))) return 'not migrated';
  try {
    return (await unguardedTenantTables(db)) === 0 ? 'ok' : 'tenant role unusable';
  } catch (error) {
    if (isDatabaseUnreachable(error)) throw error;
    log.error({ err: error }, 'readiness: a statement as the tenant role failed');
    return 'tenant role unusable';
  }
}
