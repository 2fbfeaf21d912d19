import { describe, expect, it, vi } from 'vitest';
import { bulkIntakeMessages } from '@/domain/bulk-intake-messages';
import { makeImei } from '../../../../tests/fixtures/make-imei';
import { bulkFile, postFile } from '../../../../tests/support/bulk-intake-test-support';
import { setupTestApp } from '../../../../tests/support/test-app';

const SLOW_MS = 4_000;

/**
 * A file read on this (the event loop's) thread would hold it for SLOW_MS: that is what a 10,000-row file cost every
 * tenant before. The worker thread that really reads files does not share this module's mocks.
 */
vi.mock('./parse-bulk-file', async (importOriginal) => {
  const original = await importOriginal<typeof import('./parse-bulk-file')>();
  return {
    ...original,
    parseBulkFile: (bytes: Buffer) => {
      const until = Date.now() + SLOW_MS;
      while (Date.now() < until);
      return original.parseBulkFile(bytes);
    },
  };
});

const t = setupTestApp();

describe('bulk files are read off the event loop, and limited', () => {
  it('answers other requests while a file is being checked', async () => {
    const cookie = await t.signIn('member@demo.test');
    // 2,000 different devices: random IMEIs repeat now and then at this count (a repeat is a rejected line).
    const imeis = new Set<string>();
    while (imeis.size < 2_000) imeis.add(makeImei());
    const file = bulkFile([...imeis].map((imei) => `${imei},Theft,,no,`));
    const validation = postFile(t, '/api/v1/bulk-intakes/validation', file, cookie);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    const health = await t.get('/api/health');
    const healthMs = Date.now() - started;
    expect(health.statusCode).toBe(200);
    expect(healthMs).toBeLessThan(SLOW_MS / 2);
    expect((await validation).json()).toMatchObject({ total: 2_000, valid: 2_000 });
  });

  it('refuses more than 20 files a minute from one user (429), before reading them', async () => {
    const cookie = await t.signIn('member@demo.test');
    const file = bulkFile([`${makeImei()},Theft,,no,`]);
    for (let i = 0; i < 20; i += 1) {
      expect((await postFile(t, '/api/v1/bulk-intakes/validation', file, cookie)).statusCode).toBe(200);
    }
    const refused = await postFile(t, '/api/v1/bulk-intakes', file, cookie);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toBe(
      bulkIntakeMessages.tooManyFiles(Number(refused.headers['retry-after'])),
    );
    // Another user's files are their own.
    const admin = await t.signIn('admin@demo.test');
    expect((await postFile(t, '/api/v1/bulk-intakes/validation', file, admin)).statusCode).toBe(200);
  });
});
