import os from 'node:os';
import { type Env, loadEnv } from '@/server/env';

/** The origin a browser on APP_URL sends with every unsafe request. */
export const APP_ORIGIN = 'http://localhost:3000';

/**
 * The environment every test app runs with: silent logs, a fixed secret, the outbox instead of SMTP, and no job
 * workers (jobs are queued; a test of background work turns the workers on).
 */
export function testEnv(overrides: Record<string, string> = {}): Env {
  return loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: os.tmpdir(),
    AUTH_SECRET: 'test-secret-'.padEnd(40, 'x'),
    APP_URL: APP_ORIGIN,
    LOG_LEVEL: 'silent',
    JOB_WORKERS: 'false',
    ...overrides,
  });
}
