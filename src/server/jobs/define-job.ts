import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Database } from '@/server/db/client';
import { type TenantScope, type TenantTx, withTenant } from '@/server/db/tenant';
import { withTenantRead } from '@/server/db/tenant-reads';
import type { Services } from '@/server/services';
import type { JobKind } from './job-kind';

/**
 * The organisation a job works for and the way into its rows, built once by the registry from the job data's
 * `organisationId`: a handler never opens a tenant transaction by hand. Each `run` is one transaction (a handler that
 * must commit between steps, before a provider call, runs several).
 */
export interface JobTenant {
  organisationId: string;
  /** The API key the work is done with, if any: audit events written in its transactions name it. */
  apiKeyId: string | null;
  /** Runs `work` in one tenant transaction of the organisation (see withTenant). */
  run<T>(work: (tx: TenantTx) => Promise<T>): Promise<T>;
  /** Reads only, each query in one round trip (see withTenantRead). */
  read<T>(work: (tx: TenantTx) => Promise<T>): Promise<T>;
  /** The same organisation's transactions, done with this API key (a batch uploaded with one). */
  withApiKey(apiKeyId: string | null): JobTenant;
}

/** What a handler gets besides the job's data. */
export interface JobContext<Data> {
  /** The job's organisation; null for a job of no one organisation (its data has no `organisationId`). */
  tenant: Data extends { organisationId: string } ? JobTenant : null;
  services: Services;
  logger: FastifyBaseLogger;
  /** Which attempt this is: `retryCount` attempts came before it, `retryLimit` may follow the first. */
  attempt: { jobId: string; retryCount: number; retryLimit: number };
}

export type JobWorker<Data> = (data: Data, context: JobContext<Data>) => Promise<void>;

/** A kind of job with its worker: what the registry (job-registry.ts) lists and the worker start-up registers. */
export interface JobDefinition<Data> extends JobKind<Data> {
  /** Jobs of this kind one process works side by side (fetched as one batch). */
  concurrency: number;
  handler: JobWorker<Data>;
}

/** Adds its worker to a kind of job: how many at a time and the handler, which gets the job's tenant context. */
export function defineJob<Data>(
  kind: JobKind<Data>,
  worker: { concurrency: number; handler: JobWorker<Data> },
): JobDefinition<Data> {
  return { ...kind, ...worker };
}

/** The tenant context of an organisation's job (see JobTenant). */
export function jobTenant(db: Database, scope: TenantScope): JobTenant {
  const apiKeyId = scope.apiKeyId ?? null;
  return {
    organisationId: scope.organisationId,
    apiKeyId,
    run: (work) => withTenant(db, { organisationId: scope.organisationId, apiKeyId }, work),
    read: (work) => withTenantRead(db, { organisationId: scope.organisationId, apiKeyId }, work),
    withApiKey: (key) => jobTenant(db, { organisationId: scope.organisationId, apiKeyId: key }),
  };
}

/**
 * Works one job of the definition as the worker does: the context is built once from the data, then the handler
 * runs (a test works a job with it as a worker would, e.g. the same job twice at once).
 */
export function runJob<Data>(
  definition: Pick<JobDefinition<Data>, 'handler'>,
  services: Services,
  logger: FastifyBaseLogger,
  job: Pick<PgBoss.JobWithMetadata<Data>, 'id' | 'data' | 'retryCount' | 'retryLimit'>,
): Promise<void> {
  const { organisationId } = job.data as { organisationId?: unknown };
  const tenant = typeof organisationId === 'string' ? jobTenant(services.db, { organisationId }) : null;
  return definition.handler(job.data, {
    tenant: tenant as JobContext<Data>['tenant'],
    services,
    logger,
    attempt: { jobId: job.id, retryCount: job.retryCount, retryLimit: job.retryLimit },
  });
}
