import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { monitoringMessages } from '@/domain/monitoring-messages';
import { watchedDevices } from '@/server/db/schema/monitoring';
import { auditEvents } from '@/server/db/schema/platform';
import { makeImei } from '../../../../tests/fixtures/make-imei';
import { makeWatch } from '../../../../tests/support/monitoring-test-support';
import { insertChecks, organisationIdOf, send } from '../../../../tests/support/review-test-support';
import { setupTestApp } from '../../../../tests/support/test-app';

const t = setupTestApp();
const URL = '/api/v1/monitoring/settings';
const put = (cookie: string, payload: unknown) => send(t, { method: 'PUT', url: URL, cookie, payload });

describe('monitoring settings', () => {
  it('reads the defaults (off until a budget is set) and changes what the admin names, audited', async () => {
    const admin = await t.signIn('admin@demo.test');
    const read = await t.get(URL, { cookie: admin });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({
      watchDays: 90,
      interval: 'weekly',
      monthlyBudget: 0,
      dailyDigest: false,
      spentThisMonth: 0,
      remainingThisMonth: 0,
      watchedDevices: 0,
      lastRunAt: null,
      searchesInProgress: 0,
    });
    const changed = await put(admin, { monthlyBudget: 500, interval: 'daily' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      watchDays: 90,
      interval: 'daily',
      monthlyBudget: 500,
      remainingThisMonth: 500,
    });
    const audit = await t.services.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'monitoring.settings_changed'));
    expect(audit.map((event) => event.details)).toEqual([{ monthlyBudget: 500, interval: 'daily' }]);
  });

  it.each([
    [{ watchDays: 45 }, monitoringMessages.watchDaysInvalid],
    [{ interval: 'hourly' }, monitoringMessages.intervalInvalid],
    [{ monthlyBudget: -1 }, monitoringMessages.monthlyBudgetInvalid],
    [{ monthlyBudget: 2.5 }, monitoringMessages.monthlyBudgetInvalid],
    [{ monthlyBudget: 1_000_001 }, monitoringMessages.monthlyBudgetInvalid],
    [{ dailyDigest: 'yes' }, monitoringMessages.dailyDigestInvalid],
    [{}, 'Name at least one setting to change'],
  ])('refuses %o with 400 and a clear message', async (body, message) => {
    const response = await put(await t.signIn('admin@demo.test'), body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('is for org admins only, each of their own organization', async () => {
    const member = await t.signIn('member@demo.test');
    expect((await t.get(URL, { cookie: member })).statusCode).toBe(403);
    expect((await put(member, { monthlyBudget: 5 })).statusCode).toBe(403);
    expect((await t.post('/api/v1/monitoring/runs', undefined, { cookie: member })).statusCode).toBe(403);
    await put(await t.signIn('admin@demo.test'), { monthlyBudget: 700 });
    await makeWatch(t, await organisationIdOf(t, 'demo.test'));
    const other = (await t.get(URL, { cookie: await t.signIn('admin@other.test') })).json();
    expect(other).toMatchObject({ monthlyBudget: 0, watchedDevices: 0 });
  });

  it('answers a run started with no budget with 202 and nothing queued', async () => {
    const admin = await t.signIn('admin@demo.test');
    await makeWatch(t, await organisationIdOf(t, 'demo.test'));
    const run = await t.post('/api/v1/monitoring/runs', undefined, { cookie: admin });
    expect(run.statusCode, run.body).toBe(202);
    expect(run.json()).toMatchObject({ id: expect.any(String), queued: 0, remainingThisMonth: 0 });
  });
});

describe('watches made at settlement', () => {
  const settle = async (payload: unknown) => {
    const [check] = await insertChecks(t);
    const cookie = await t.signIn('member@demo.test');
    const response = await t.post(`/api/v1/checks/${check?.id}/settlement`, payload, { cookie });
    expect(response.statusCode, response.body).toBe(201);
    return { check, settledClaimId: response.json().settledClaimId as string };
  };
  const replacement = {
    imei: makeImei(),
    make: 'Apple',
    model: 'iPhone 15',
    color: 'Black',
    storage: '128GB',
  };

  it('watches the claimed device with its status at settlement, and its replacement with none yet', async () => {
    const { check, settledClaimId } = await settle({ includesReplacement: true, replacement });
    const watches = await t.services.db
      .select()
      .from(watchedDevices)
      .where(eq(watchedDevices.settledClaimId, settledClaimId));
    const byRole = Object.fromEntries(watches.map((watch) => [watch.role, watch]));
    expect(byRole.claimed).toMatchObject({ imei: check?.imei, deviceMake: 'APPLE', claimReference: 'CLM-1' });
    expect(byRole.claimed?.baseline).toMatchObject({ certificate: expect.any(String) });
    expect(byRole.replacement).toMatchObject({ imei: replacement.imei, deviceMake: 'Apple', baseline: null });
    const days = (at: Date | undefined) =>
      ((at?.getTime() ?? 0) - (byRole.claimed?.settledAt.getTime() ?? 0)) / 86_400_000;
    expect(days(byRole.claimed?.watchUntil)).toBe(90);
    expect(days(byRole.claimed?.nextDueAt)).toBe(7);
  });

  it('watches nothing when the organization turned monitoring off (0 days)', async () => {
    await put(await t.signIn('admin@demo.test'), { watchDays: 0 });
    await settle({ includesReplacement: false });
    expect(await t.services.db.select().from(watchedDevices)).toEqual([]);
  });
});
