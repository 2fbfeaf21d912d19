import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { SCIM_BASE_PATH } from '@/domain/contracts/scim-tokens';
import { createBackgroundTasks } from './auth/background-tasks';
import { createAuth } from './auth/create-auth';
import { createActorReader } from './auth/read-actor';
import type { DatabaseHandle } from './db/client';
import { isMigrated } from './db/migration-state';
import type { Env } from './env';
import { withLogRedaction } from './http/log-redaction';
import { JobQueue } from './jobs/job-queue';
import { createMailer } from './mail/mailer';
import { observeMetricsOf } from './metrics/metrics';
import { alertRoutes } from './modules/alerts';
import { apiKeyRoutes } from './modules/api-keys';
import { appInfoRoutes } from './modules/app-info';
import { auditLogRoutes } from './modules/audit-log';
import { authRoutes } from './modules/auth';
import { bulkIntakeApprovalRoutes, bulkIntakeRoutes } from './modules/bulk-intakes';
import { carrierCheckRoutes } from './modules/carrier-checks';
import { claimDecisionRoutes } from './modules/claim-decisions';
import { claimsIntakeRoutes } from './modules/claims-intake';
import { claimsReviewRoutes } from './modules/claims-review';
import { contactRoutes } from './modules/contact';
import { dashboardSummaryRoutes } from './modules/dashboard-summary';
import { dataRetentionRoutes } from './modules/data-retention';
import { deniedClaimRoutes } from './modules/denied-claims';
import { deviceSearchRoutes } from './modules/device-searches';
import { deviceVerificationRoutes } from './modules/device-verifications';
import { finlockRequestRoutes } from './modules/finlock-requests';
import { handlerRoutes } from './modules/handlers';
import { healthRoutes } from './modules/health';
import { invitationRoutes, sendInvitationRoutes } from './modules/invitations';
import { metricsRoutes } from './modules/metrics';
import { monitoringRoutes } from './modules/monitoring';
import { claimTypeRoutes, denialReasonRoutes } from './modules/organisation-lists';
import { organisationSettingsRoutes } from './modules/organisation-settings';
import { organisationRoutes } from './modules/organisations';
import { outboxRoutes } from './modules/outbox';
import { profileRoutes } from './modules/profile';
import { registrySubmissionRoutes } from './modules/registry-submissions';
import { replacementDeviceRoutes } from './modules/replacement-devices';
import { scimRoutes, scimTokenRoutes } from './modules/scim';
import { searchEngineRoutes } from './modules/search-engines';
import { settledClaimRoutes } from './modules/settled-claims';
import { ssoAdminRoutes, ssoSignInRoutes } from './modules/sso';
import { subjectDataRoutes } from './modules/subject-data';
import { triageRulesRoutes } from './modules/triage-rules';
import { twoFactorRoutes } from './modules/two-factor';
import { teamRoutes, userRoutes } from './modules/users';
import { webhookRoutes } from './modules/webhooks';
import { workQueueRoutes } from './modules/work-queue';
import { registerAnswerDeadline } from './plugins/answer-deadline';
import { registerAuthorization } from './plugins/authorization';
import { answerFrameworkError, registerErrorHandler } from './plugins/error-handler';
import { registerHttpMetrics } from './plugins/http-metrics';
import { registerIdempotency } from './plugins/idempotency';
import { registerOpenApi } from './plugins/openapi';
import { registerRequestIds, requestIdOf } from './plugins/request-id';
import { registerSecurity } from './plugins/security';
import { registerWebAssets } from './plugins/web-assets';
import { registerWellFormedInput } from './plugins/well-formed-input';
import { createCarrierProvider } from './providers/carrier/create-carrier-provider';
import type { CarrierProvider } from './providers/carrier/types';
import { createDeviceHistoryProvider } from './providers/device-history/create-device-history-provider';
import type { DeviceRegistry } from './providers/device-history/registry-client';
import type { DeviceHistoryProvider } from './providers/device-history/types';
import { unconfiguredRegistry } from './providers/device-history/unconfigured-registry';
import { createFailureLimiter } from './rate-limit/failure-limiter';
import { createRateLimiter } from './rate-limit/rate-limiter';
import type { Services } from './services';
import { startBackgroundWork } from './start-background-work';

export interface BuildAppOptions {
  env: Env;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** Folder of the built SPA; defaults to dist/web. */
  webRoot?: string;
  /** Tests may pass their own provider; otherwise the configured one, or the simulator when none is. */
  deviceHistory?: DeviceHistoryProvider;
  /** Tests may pass their own carrier; otherwise the configured one, or the simulator when none is. */
  carrier?: CarrierProvider;
  /** Tests may pass their own registry; otherwise the device-history provider's. */
  registry?: DeviceRegistry;
}

const defaultWebRoot = fileURLToPath(new URL('../../dist/web', import.meta.url));

/** Builds the whole server (tests reuse it with `inject`). Closing the app drains mail and closes the database. */
/** How long an idle HTTP connection stays open: past the 60 s idle timeout of common load balancers. */
export const KEEP_ALIVE_MS = 65_000;

export async function buildApp(options: BuildAppOptions) {
  const { env, database } = options;
  const app = Fastify({
    logger: withLogRedaction(options.logger ?? { level: env.LOG_LEVEL }),
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 100 * 1024,
    // The id is ours to check (requestIdOf), not taken from the header as it comes.
    requestIdHeader: false,
    genReqId: requestIdOf,
    // A URL the router refuses before any route (a path segment too long) answers our error body, not Fastify's.
    frameworkErrors: answerFrameworkError,
    // A request not wholly received in time is answered 408; Node checks that only every connectionsCheckingInterval
    // (30 s by default, which would double a 30 s timeout).
    serverFactory: (handler) =>
      createServer(
        {
          requestTimeout: env.REQUEST_TIMEOUT_MS,
          connectionsCheckingInterval: Math.min(1_000, env.REQUEST_TIMEOUT_MS),
          // An idle connection is kept longer than a client or load balancer keeps it (60 s is common): with Node's
          // 5 s, the server closed it just as a client sent its next request on it (a reset, seen in the browser tests).
          keepAliveTimeout: KEEP_ALIVE_MS,
        },
        handler,
      ),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const backgroundTasks = createBackgroundTasks(app.log);
  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    db: database.db,
    logger: app.log,
  });
  const deviceHistory = options.deviceHistory
    ? {
        provider: options.deviceHistory,
        isSimulated: false,
        isTestStore: env.DEVICE_HISTORY_TEST_STORE,
        registry: options.registry ?? unconfiguredRegistry,
        registryName: env.DEVICE_HISTORY_REGISTRY_NAME ?? null,
        close: async () => {},
      }
    : await createDeviceHistoryProvider(env, app.log);
  const jobs = new JobQueue({
    executeSql: database.executeSql,
    env,
    logger: app.log,
    runWorkers: env.JOB_WORKERS,
    isDatabaseReady: () => isMigrated(database.db),
    pollingIntervalSeconds: env.JOB_POLL_SECONDS,
    maintenanceIntervalSeconds: env.JOB_MAINTENANCE_SECONDS,
  });
  const carrier = options.carrier
    ? { provider: options.carrier, isSimulated: false, close: async () => {} }
    : await createCarrierProvider(env, app.log);
  const auth = createAuth({ db: database.db, env, mailer, logger: app.log, backgroundTasks });
  const services: Services = {
    env,
    db: database.db,
    mailer,
    backgroundTasks,
    rateLimiter: createRateLimiter(database.db, env.RATE_LIMIT_MULTIPLIER),
    failureLimiter: createFailureLimiter(database.db, env.RATE_LIMIT_MULTIPLIER),
    auth,
    readActor: createActorReader(auth, database.db),
    deviceHistory: deviceHistory.provider,
    registry: options.registry ?? deviceHistory.registry,
    jobs,
    carrier: carrier.provider,
    simulatedDeviceHistory: deviceHistory.isSimulated,
    simulatedCarrier: carrier.isSimulated,
    deviceHistoryTestStore: deviceHistory.isTestStore,
    deviceHistoryRegistryName: deviceHistory.registryName,
    logger: app.log,
    startup: { preparing: false },
  };
  app.decorate('services', services);
  observeMetricsOf({ jobs, pool: database.pool });
  // On ready, not now: the callers that build the app before migrating a new database are ready only after it.
  app.addHook('onReady', () => startBackgroundWork(services, app.log));
  app.addHook('onClose', async () => {
    await jobs.stop();
    await backgroundTasks.drain();
    mailer.close();
    await deviceHistory.close();
    await carrier.close();
    await database.close();
  });

  registerRequestIds(app);
  registerHttpMetrics(app);
  registerErrorHandler(app);
  registerAnswerDeadline(app, env.REQUEST_TIMEOUT_MS);
  registerAuthorization(app);
  registerWellFormedInput(app);
  registerIdempotency(app);
  await registerSecurity(app, env.APP_URL);
  await registerOpenApi(app, { appUrl: env.APP_URL, serveDocs: env.API_DOCS === 'on' });

  await app.register(healthRoutes);
  await app.register(metricsRoutes);
  await app.register(authRoutes);
  await app.register(invitationRoutes);
  await app.register(contactRoutes);
  await app.register(outboxRoutes);
  await app.register(claimTypeRoutes);
  await app.register(denialReasonRoutes);
  await app.register(organisationRoutes);
  await app.register(sendInvitationRoutes);
  await app.register(userRoutes);
  await app.register(teamRoutes);
  await app.register(profileRoutes);
  await app.register(twoFactorRoutes);
  await app.register(claimsIntakeRoutes);
  await app.register(claimsReviewRoutes);
  await app.register(claimDecisionRoutes);
  await app.register(settledClaimRoutes);
  await app.register(deniedClaimRoutes);
  await app.register(alertRoutes);
  await app.register(replacementDeviceRoutes);
  await app.register(handlerRoutes);
  await app.register(dashboardSummaryRoutes);
  await app.register(carrierCheckRoutes);
  await app.register(finlockRequestRoutes);
  await app.register(appInfoRoutes);
  await app.register(deviceVerificationRoutes);
  await app.register(registrySubmissionRoutes);
  await app.register(organisationSettingsRoutes);
  await app.register(triageRulesRoutes);
  await app.register(dataRetentionRoutes);
  await app.register(workQueueRoutes);
  await app.register(apiKeyRoutes);
  await app.register(auditLogRoutes);
  await app.register(subjectDataRoutes);
  await app.register(deviceSearchRoutes);
  await app.register(searchEngineRoutes);
  await app.register(webhookRoutes);
  await app.register(bulkIntakeRoutes);
  await app.register(bulkIntakeApprovalRoutes);
  await app.register(monitoringRoutes);
  await app.register(scimTokenRoutes);
  await app.register(scimRoutes, { prefix: SCIM_BASE_PATH });
  await app.register(ssoAdminRoutes);
  await app.register(ssoSignInRoutes);

  await registerWebAssets(app, options.webRoot ?? defaultWebRoot);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
