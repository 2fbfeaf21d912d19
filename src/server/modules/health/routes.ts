import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { healthCheck, type ReadyReply, readinessCheck } from '@/domain/contracts/health';
import { isDatabaseUnreachable } from '@/server/db/errors';
import { isMigrated } from '@/server/db/migration-state';
import { registerContract } from '@/server/http/register-contract';
import { unguardedTenantTables } from './queries';

type Ready = z.infer<typeof ReadyReply>;

/**
 * Liveness and readiness for a load balancer or orchestrator. `/api/health` says the process answers and touches
 * nothing (a process is not restarted because its database is away); `/api/ready` says it can serve: the database
 * answers, holds every migration this version of the app ships (during a rolling update a process that is ahead of
 * the schema gets no traffic), and serves the tenant role as a tenant request needs it (a restore that lost the
 * role, its grants or its policies is not ready); and this process's job workers, if it has any, are running.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  registerContract(app, healthCheck, () => ({ status: 'ok' as const }));

  registerContract(app, readinessCheck, async (request, reply) => {
    const { db, jobs } = app.services;
    const jobQueue = jobs.state;
    const reached = await databaseReadiness(db, request.log).catch((error: unknown) => {
      request.log.error({ err: error }, 'readiness: database unreachable');
      return 'unreachable' as const;
    });
    // Migrated by another process while this one waits to add the demo data: not yet (its sign-ins would fail).
    const database = reached === 'ok' && app.services.startup.preparing ? 'not migrated' : reached;
    const ready = database === 'ok' && (jobQueue === 'running' || jobQueue === 'off');
    const body: Ready = { status: ready ? 'ready' : 'unavailable', database, jobQueue };
    return reply.status(ready ? 200 : 503).send(body);
  });
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
