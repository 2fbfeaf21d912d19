import { describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import { openDatabase } from '@/server/db/client';
import { openTestDatabase } from '../../../../tests/support/test-database';
import { testEnv } from '../../../../tests/support/test-env';

describe('GET /api/health', () => {
  it('answers 200 ok while the database answers', async () => {
    const app = await buildApp({ env: testEnv(), database: await openTestDatabase() });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
    } finally {
      await app.close();
    }
  });

  it('answers 503 once the database is gone, so a load balancer takes the process out', async () => {
    const database = await openTestDatabase();
    const app = await buildApp({ env: testEnv(), database });
    try {
      await database.close();
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable', database: 'unreachable' });
    } finally {
      await app.close();
    }
  });

  it('answers 503 when the PostgreSQL server cannot be reached at all', async () => {
    // Port 1 on loopback: nothing listens there, so every connection is refused at once.
    const database = await openDatabase({
      databaseUrl: 'postgres://postgres@127.0.0.1:1/none',
      dataDir: 'memory://',
    });
    const app = await buildApp({ env: testEnv(), database });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 'unavailable' });
    } finally {
      await app.close();
    }
  });
});
