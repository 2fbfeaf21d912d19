import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { BulkIntakeEnvSchema } from './bulk-intake-env';
import { CarrierEnvSchema } from './providers/carrier/env';
import { DeviceHistoryEnvSchema, insecureDeviceHistoryUrl } from './providers/device-history/env';
import { WebhookEnvSchema } from './webhook-env';

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** The settings the providers, webhooks and bulk intakes define for themselves. */
const PartsEnvSchema = DeviceHistoryEnvSchema.extend(CarrierEnvSchema.shape)
  .extend(WebhookEnvSchema.shape)
  .extend(BulkIntakeEnvSchema.shape);

export const EnvSchema = PartsEnvSchema.extend({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  APP_URL: z.url().optional(),
  DATABASE_URL: z.string().min(1).optional(),
  /** Where migrations run, when DATABASE_URL goes through a pooler in transaction mode: PostgreSQL itself. */
  MIGRATION_DATABASE_URL: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  SMTP_URL: z.string().min(1).optional(),
  /**
   * True: without SMTP_URL, production keeps mail in the app's outbox table (super admins read it there) instead of
   * refusing to start. Outside production mail goes to the outbox whenever SMTP_URL is unset.
   */
  MAIL_OUTBOX: booleanFlag.default(false),
  MAIL_FROM: z.string().min(3).default('ClaimGuard <no-reply@claimguard.example>'),
  CONTACT_TO: z.email().default('support@claimguard.example'),
  SEED_DEMO_DATA: booleanFlag.optional(),
  RATE_LIMIT_MULTIPLIER: z.coerce.number().positive().default(1),
  /** How costly new password hashes are: `light` is for test suites only, and production refuses it. */
  PASSWORD_HASH_COST: z.enum(['standard', 'light']).default('standard'),
  /** Requests one API key may make a minute (before RATE_LIMIT_MULTIPLIER); the replies' RateLimit-* headers say. */
  API_KEY_REQUESTS_PER_MINUTE: z.coerce.number().int().positive().default(600),
  /** Requests one signed-in person (all their sessions together) may make a minute, to any route that needs a session. */
  SESSION_REQUESTS_PER_MINUTE: z.coerce.number().int().positive().default(600),
  /**
   * The DNS servers (`ip` or `ip:port`, comma-separated) asked for a single sign-on domain's TXT record; unset: the
   * system's resolvers.
   */
  SSO_DNS_SERVERS: z.string().min(1).optional(),
  TRUST_PROXY: booleanFlag.default(false),
  /** `off`: neither the interactive API docs (/api/docs) nor the OpenAPI document (/api/openapi.json) are served. */
  API_DOCS: z.enum(['on', 'off']).default('on'),
  /**
   * A request whose headers and body have not all arrived by then is answered 408 and its connection closed (a body
   * trickling in must not hold a connection open for ever).
   */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /** False: this process queues background jobs but does not work them (another process does). */
  JOB_WORKERS: booleanFlag.default(true),
  /** How often an idle worker looks for new jobs. */
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  /** How often jobs whose worker died mid-job (the process was killed) are found and tried again. */
  JOB_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * The bearer token `GET /metrics` asks for. Unset: metrics are open outside production and not served in
   * production (404), where they would show traffic and failures to anyone.
   */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  /**
   * Server processes sharing the port: by default one per core in production on PostgreSQL, else one (the embedded
   * database belongs to one process).
   */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
});

export interface Env extends Omit<z.infer<typeof EnvSchema>, 'APP_URL' | 'AUTH_SECRET' | 'WEB_CONCURRENCY'> {
  APP_URL: string;
  AUTH_SECRET: string;
  WEB_CONCURRENCY: number;
}

/**
 * Parses the environment at boot. On the embedded database a missing AUTH_SECRET is generated once and kept in the
 * data folder, so `npm start` needs no set-up; with DATABASE_URL (production) a missing secret halts boot. In
 * production mail must go out by SMTP: the outbox, a development convenience, has to be asked for (MAIL_OUTBOX).
 * Production on PostgreSQL runs a server process per core unless WEB_CONCURRENCY says otherwise, and reaches the
 * device-history provider over https only (a loopback proxy excepted).
 */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === 'production' && !env.SMTP_URL && !env.MAIL_OUTBOX) {
    throw new Error(
      'Invalid environment: SMTP_URL is required when NODE_ENV=production; set MAIL_OUTBOX=true to keep mail in the app instead',
    );
  }
  if (env.NODE_ENV === 'production' && env.PASSWORD_HASH_COST === 'light') {
    throw new Error(
      'Invalid environment: PASSWORD_HASH_COST=light is for test suites; production hashes passwords at the standard cost',
    );
  }
  const insecureProvider = insecureDeviceHistoryUrl(env);
  if (insecureProvider) throw new Error(insecureProvider);
  if ((env.WEB_CONCURRENCY ?? 1) > 1 && !env.DATABASE_URL) {
    throw new Error(
      'Invalid environment: WEB_CONCURRENCY above 1 needs DATABASE_URL; the embedded database belongs to one process',
    );
  }
  const appUrl = (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  return {
    ...env,
    APP_URL: appUrl,
    AUTH_SECRET: env.AUTH_SECRET ?? embeddedSecret(env),
    WEB_CONCURRENCY:
      env.WEB_CONCURRENCY ?? (env.NODE_ENV === 'production' && env.DATABASE_URL ? availableParallelism() : 1),
  };
}

function embeddedSecret(env: z.infer<typeof EnvSchema>): string {
  if (env.DATABASE_URL)
    throw new Error('Invalid environment: AUTH_SECRET is required when DATABASE_URL is set');
  const file = path.join(env.DATA_DIR, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(env.DATA_DIR, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Where the database is, from the environment: what `openDatabase` takes. */
export function databaseConfigOf(env: Pick<Env, 'DATABASE_URL' | 'MIGRATION_DATABASE_URL' | 'DATA_DIR'>) {
  return { databaseUrl: env.DATABASE_URL, migrationUrl: env.MIGRATION_DATABASE_URL, dataDir: env.DATA_DIR };
}
