import { describe, expect, it } from 'vitest';
import { QUEUES } from '@/server/jobs/job-queue';
import { webhookDeliveryJob } from '@/server/modules/webhooks';
import { createTestApp, setupTestApp } from '../../../../tests/support/test-app';

const t = setupTestApp();

/** The value of one series in a Prometheus text reply, or undefined when it is absent. */
function seriesValue(text: string, series: string): number | undefined {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('counts and times requests by route pattern, not by the address asked for', async () => {
    const cookie = await t.signIn('member@demo.test');
    const id = '0b7f3c1e-2f4a-4c59-9d7e-5a1b2c3d4e5f';
    const series = 'http_requests_total{method="GET",route="/api/v1/checks/:id",status="404"}';
    const before = seriesValue((await t.get('/metrics')).body, series) ?? 0;
    expect((await t.get(`/api/v1/checks/${id}`, { cookie })).statusCode).toBe(404);

    const scrape = await t.get('/metrics');
    expect(scrape.statusCode).toBe(200);
    expect(scrape.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(seriesValue(scrape.body, series)).toBe(before + 1);
    expect(scrape.body).not.toContain(id);
    expect(
      seriesValue(
        scrape.body,
        'http_request_duration_seconds_count{method="GET",route="/api/v1/checks/:id",status="404"}',
      ),
    ).toBe(before + 1);
  });

  it('shows each queue: jobs waiting, and how long the oldest has waited', async () => {
    const empty = (await t.get('/metrics')).body;
    expect(seriesValue(empty, `job_queue_jobs{queue="${QUEUES.webhookDelivery}",state="waiting"}`)).toBe(0);
    expect(seriesValue(empty, `job_queue_oldest_waiting_seconds{queue="${QUEUES.webhookDelivery}"}`)).toBe(0);

    await t.services.db.transaction((tx) =>
      t.services.jobs.send(
        webhookDeliveryJob,
        { deliveryId: 'metrics-test', organisationId: 'none' },
        { tx },
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const queued = (await t.get('/metrics')).body;
    expect(seriesValue(queued, `job_queue_jobs{queue="${QUEUES.webhookDelivery}",state="waiting"}`)).toBe(1);
    expect(
      seriesValue(queued, `job_queue_oldest_waiting_seconds{queue="${QUEUES.webhookDelivery}"}`),
    ).toBeGreaterThanOrEqual(1);
    // The test app works no jobs (JOB_WORKERS=false).
    expect(seriesValue(queued, 'job_workers_running')).toBe(0);
  });

  it('answers only the bearer of METRICS_TOKEN when it is set', async () => {
    const token = 'metrics-token-of-the-test';
    const guarded = await createTestApp({ database: t.database, env: { METRICS_TOKEN: token } });
    try {
      const none = await guarded.get('/metrics');
      expect(none.statusCode).toBe(401);
      expect(none.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
      const wrong = await guarded.get('/metrics', { headers: { authorization: `Bearer ${token}x` } });
      expect(wrong.statusCode).toBe(401);
      const right = await guarded.get('/metrics', { headers: { authorization: `Bearer ${token}` } });
      expect(right.statusCode).toBe(200);
      expect(right.body).toContain('# TYPE http_requests_total counter');
    } finally {
      await guarded.close();
    }
  });

  it('is not there at all in production without METRICS_TOKEN', async () => {
    const production = await createTestApp({
      database: t.database,
      env: { NODE_ENV: 'production', MAIL_OUTBOX: 'true' },
    });
    try {
      const response = await production.get('/metrics');
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('http_requests_total');
    } finally {
      await production.close();
    }
  });
});
