import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../tests/support/test-app';
import { loadEnv } from './env';

const base = { DATA_DIR: os.tmpdir(), AUTH_SECRET: 'env-test-secret-'.padEnd(40, 'x') };
const REFUSAL =
  'Invalid environment: SMTP_URL is required when NODE_ENV=production; set MAIL_OUTBOX=true to keep mail in the app instead';
const WARN = 40;

/** Builds the app with these variables and returns what it logged at warn and above while starting. */
async function startUpWarnings(env: Record<string, string>): Promise<Array<{ level: number; msg: string }>> {
  const lines: string[] = [];
  const t = await createTestApp({
    env,
    logger: { level: 'warn', stream: { write: (line: string) => lines.push(line) } },
  });
  await t.close();
  return lines.map((line) => JSON.parse(line) as { level: number; msg: string });
}

const outboxWarning = (entries: Array<{ level: number; msg: string }>) =>
  entries.filter((entry) => entry.msg.includes("kept in the app's outbox"));

describe('loadEnv: mail in production', () => {
  it('refuses production without SMTP_URL, saying how to keep mail in the app instead', () => {
    expect(() => loadEnv({ ...base, NODE_ENV: 'production' })).toThrow(REFUSAL);
    expect(() => loadEnv({ ...base, NODE_ENV: 'production', MAIL_OUTBOX: 'false' })).toThrow(REFUSAL);
  });

  it('accepts production with SMTP_URL, or with the outbox asked for explicitly', () => {
    expect(loadEnv({ ...base, NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525' })).toMatchObject({
      SMTP_URL: 'smtp://127.0.0.1:2525',
      MAIL_OUTBOX: false,
    });
    const outbox = loadEnv({ ...base, NODE_ENV: 'production', MAIL_OUTBOX: 'true' });
    expect(outbox.MAIL_OUTBOX).toBe(true);
    expect(outbox.SMTP_URL).toBeUndefined();
    expect(loadEnv({ ...base, NODE_ENV: 'production', MAIL_OUTBOX: '1' }).MAIL_OUTBOX).toBe(true);
  });

  it.each([{}, { NODE_ENV: 'development' }, { NODE_ENV: 'test' }])(
    'leaves %j without SMTP_URL as it was: mail goes to the outbox',
    (env) => {
      const loaded = loadEnv({ ...base, ...env });
      expect(loaded.SMTP_URL).toBeUndefined();
      expect(loaded.MAIL_OUTBOX).toBe(false);
    },
  );

  it('rejects a MAIL_OUTBOX that is not a boolean', () => {
    expect(() => loadEnv({ ...base, MAIL_OUTBOX: 'yes' })).toThrow(/^Invalid environment: MAIL_OUTBOX: /);
  });
});

describe('loadEnv: password hash cost', () => {
  it('hashes at the standard cost unless told, and refuses the light cost in production', () => {
    expect(loadEnv(base).PASSWORD_HASH_COST).toBe('standard');
    expect(loadEnv({ ...base, NODE_ENV: 'test', PASSWORD_HASH_COST: 'light' }).PASSWORD_HASH_COST).toBe(
      'light',
    );
    expect(() =>
      loadEnv({ ...base, NODE_ENV: 'production', MAIL_OUTBOX: 'true', PASSWORD_HASH_COST: 'light' }),
    ).toThrow('Invalid environment: PASSWORD_HASH_COST=light is for test suites');
  });
});

describe('loadEnv: server processes', () => {
  const postgres = { ...base, DATABASE_URL: 'postgres://db.example/claimguard', MAIL_OUTBOX: 'true' };

  it('runs one per core in production on PostgreSQL, and one otherwise, unless WEB_CONCURRENCY says', () => {
    expect(loadEnv({ ...postgres, NODE_ENV: 'production' }).WEB_CONCURRENCY).toBe(os.availableParallelism());
    expect(loadEnv({ ...postgres, NODE_ENV: 'development' }).WEB_CONCURRENCY).toBe(1);
    expect(loadEnv({ ...base, NODE_ENV: 'production', MAIL_OUTBOX: 'true' }).WEB_CONCURRENCY).toBe(1);
    expect(loadEnv({ ...postgres, NODE_ENV: 'production', WEB_CONCURRENCY: '3' }).WEB_CONCURRENCY).toBe(3);
  });

  it('refuses more than one on the embedded database, which one process owns', () => {
    expect(() => loadEnv({ ...base, WEB_CONCURRENCY: '2' })).toThrow(
      'Invalid environment: WEB_CONCURRENCY above 1 needs DATABASE_URL; the embedded database belongs to one process',
    );
    expect(() => loadEnv({ ...postgres, WEB_CONCURRENCY: '0' })).toThrow('WEB_CONCURRENCY');
  });
});

describe('start-up with the outbox', () => {
  it('starts in production with MAIL_OUTBOX=true and warns that mail is kept in the app, not sent', async () => {
    const warnings = outboxWarning(await startUpWarnings({ NODE_ENV: 'production', MAIL_OUTBOX: 'true' }));
    expect(warnings).toEqual([
      expect.objectContaining({
        level: WARN,
        msg: expect.stringMatching(
          /^Mail is never sent: .* kept in the app's outbox, readable by super admins/,
        ),
      }),
    ]);
  });

  it('warns in development as well, and says nothing of the outbox when mail goes out by SMTP', async () => {
    expect(outboxWarning(await startUpWarnings({ NODE_ENV: 'development' }))).toHaveLength(1);
    expect(
      outboxWarning(await startUpWarnings({ NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525' })),
    ).toEqual([]);
  });
});
