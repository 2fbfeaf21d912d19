import type { FastifyBaseLogger } from 'fastify';
import type { ApiScope } from '@/domain/api-scopes';
import type { Action } from '@/domain/permissions';
import type { ActorProfile } from './auth/actor';
import type { BackgroundTasks } from './auth/background-tasks';
import type { Auth } from './auth/create-auth';
import type { ActorReader } from './auth/read-actor';
import type { PlatformContext, SessionContext } from './auth/session-context';
import type { TenantContext } from './auth/tenant-context';
import type { Database } from './db/client';
import type { Env } from './env';
import type { JobQueue } from './jobs/job-queue';
import type { Mailer } from './mail/mailer';
import type { IdempotentRequest } from './plugins/idempotency';
import type { CarrierProvider } from './providers/carrier/types';
import type { DeviceRegistry } from './providers/device-history/registry-client';
import type { DeviceHistoryProvider } from './providers/device-history/types';
import type { FailureLimiter } from './rate-limit/failure-limiter';
import type { RateLimiter } from './rate-limit/rate-limiter';

/** What route handlers and services reach through `app.services`; built once in app.ts. */
export interface Services {
  env: Env;
  db: Database;
  auth: Auth;
  /** The signed-in user of a request (its session cookie), or null. */
  readActor: ActorReader;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  /** Failed sign-ins per account, address and both. */
  failureLimiter: FailureLimiter;
  backgroundTasks: BackgroundTasks;
  deviceHistory: DeviceHistoryProvider;
  /** The device-history service's claim registry (settled claims are registered with it). */
  registry: DeviceRegistry;
  /** The durable background job queue. */
  jobs: JobQueue;
  carrier: CarrierProvider;
  /** Device history answers from the built-in simulator. */
  simulatedDeviceHistory: boolean;
  /** The carrier answers from the built-in simulator. */
  simulatedCarrier: boolean;
  /** The device-history store is the provider's test store (answers are test data). */
  deviceHistoryTestStore: boolean;
  /** The name the device-history registry lists our claims under, if known (DEVICE_HISTORY_REGISTRY_NAME). */
  deviceHistoryRegistryName: string | null;
  /** The server's log, for work outside a request (background jobs, the search ledger). */
  logger: FastifyBaseLogger;
  /**
   * This process is still preparing the database it serves (migrations, then the demo data when due): not ready yet,
   * even once the migrations are in (another process may have run them while this one waits to seed).
   */
  startup: { preparing: boolean };
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
  interface FastifyRequest {
    /** The signed-in user with profile and organisation, resolved from the session cookie for every non-public route. */
    actor: ActorProfile | null;
    /**
     * The signed-in actor's organisation and the way into its rows. Reading it signed out throws a 401, and for a
     * user of no organisation a 403 (Organization not found).
     */
    readonly tenant: TenantContext;
    /** The signed-in actor and where the request came from (signed out: 401), for the routes of any signed-in user. */
    readonly session: SessionContext;
    /** The session of a super admin (anyone else: 403), for the routes of the Super Admin Panel. */
    readonly platform: PlatformContext;
    /** The write's Idempotency-Key and its claim, on a route that takes one and a request that sent one. */
    idempotency: IdempotentRequest | null;
  }
  interface FastifyContextConfig {
    /** The permission the route needs; every route names one (see plugins/authorization.ts). */
    action?: Action;
    /** The API-key scope that opens the route to claim systems; without one, API keys are refused (403). */
    scope?: ApiScope;
    /** The route takes an Idempotency-Key header: a retry with the same key replays the first reply (plugins/idempotency.ts). */
    idempotent?: boolean;
    /** The refusals the route answers beyond those its inputs and access imply, for the API document. */
    refusals?: Readonly<Record<number, string>>;
  }
}
