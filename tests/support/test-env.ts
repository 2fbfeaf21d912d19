import os from 'node:os';
import { type Env, loadEnv } from '@/server/env';

/** The origin a browser on APP_URL sends with every unsafe request. */
export const APP_ORIGIN = 'http://localhost:3000';

/**
 * The environment every test app runs with: silent logs, a fixed secret, the outbox instead of SMTP, light password
 * hashes, and no job workers (jobs are queued; a test of background work turns the workers on).
 */
export function testEnv(overrides: Record<string, string> = {}): Env {
  return loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: os.tmpdir(),
    AUTH_SECRET: 'test-secret-'.padEnd(40, 'x'),
    APP_URL: APP_ORIGIN,
    LOG_LEVEL: 'silent',
    JOB_WORKERS: 'false',
    // Thousands of sign-ins: hashed at the light cost (production refuses it, so a production-mode test app hashes at
    // the standard cost and still reads the light hashes the test database was seeded with).
    ...(overrides.NODE_ENV === 'production' ? {} : { PASSWORD_HASH_COST: 'light' }),
    ...overrides,
  });
}
