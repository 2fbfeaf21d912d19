import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { idempotencyMessages } from '@/domain/idempotency-messages';
import { carrierChecks, finlockRequests } from '@/server/db/schema/carrier';
import { claimChecks, deniedClaims, deviceVerifications, settledClaims } from '@/server/db/schema/checks';
import { claims } from '@/server/db/schema/claims';
import { deviceSearches } from '@/server/db/schema/device-searches';
import { auditEvents } from '@/server/db/schema/platform';
import { scenarioImeiOf } from '../../../simulators/carrier/scenarios';
import { makeImei } from '../../../tests/fixtures/make-imei';
import { makeIntake } from '../../../tests/fixtures/make-intake';
import { countRows } from '../../../tests/support/count-rows';
import { postWithKey, storedKeys } from '../../../tests/support/idempotency-test-support';
import { insertChecks } from '../../../tests/support/review-test-support';
import { setupTestApp } from '../../../tests/support/test-app';

/**
 * Every write that creates or decides takes an Idempotency-Key (claims intake has its own file): a retry with the
 * same key replays the first reply and writes nothing more; the key with another request is refused.
 */
const t = setupTestApp();

const settlement = () => ({
  includesReplacement: true,
  replacement: { imei: makeImei(), make: 'Apple', model: 'iPhone 15', color: 'Black', storage: '128GB' },
  notes: 'Screen replaced in store',
});

/** Sends the request twice with one key; the second must replay the first. Returns the first reply. */
async function sendTwice(url: string, payload: unknown, key = `key-${url}`) {
  const cookie = await t.signIn('member@demo.test');
  const first = await postWithKey(t, { url, key, payload, cookie });
  expect(first.statusCode, first.body).toBe(201);
  const retry = await postWithKey(t, { url, key, payload, cookie });
  expect(retry.statusCode).toBe(201);
  expect(retry.headers['idempotent-replayed']).toBe('true');
  expect(retry.body).toBe(first.body);
  return first;
}

const recheckRows = async () => {
  const result = (await t.services.db.execute(
    sql`select count(*)::int as n from claim_recheck_history`,
  )) as unknown as { rows: Array<{ n: number }> };
  return Number(result.rows[0]?.n);
};

describe('an idempotent device verification', () => {
  it('searches once: a retry replays the reply (the same verificationId), one verification, one paid search', async () => {
    const cookie = await t.signIn('member@demo.test');
    const url = '/api/v1/device-verifications';
    const tables = { verifications: deviceVerifications, searches: deviceSearches };
    const before = await countRows(t, tables);
    const payload = { imei: makeImei() };
    const first = await postWithKey(t, { url, key: 'verify-once', payload, cookie });
    expect(first.statusCode, first.body).toBe(200);
    const retry = await postWithKey(t, { url, key: 'verify-once', payload, cookie });
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().verificationId).toBe(first.json().verificationId);
    expect(await countRows(t, tables)).toEqual({
      verifications: before.verifications + 1,
      searches: before.searches + 1,
    });
    const other = await postWithKey(t, { url, key: 'verify-once', payload: { imei: makeImei() }, cookie });
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe(idempotencyMessages.keyReused);
    expect(await countRows(t, tables)).toEqual({
      verifications: before.verifications + 1,
      searches: before.searches + 1,
    });
  });
});

describe('idempotent settle and deny', () => {
  it('settles once: a retried settlement replays the reply, one claim, one settled record, one audit event', async () => {
    const [check] = await insertChecks(t);
    const before = await countRows(t, { claims, settled: settledClaims, audits: auditEvents });
    await sendTwice(`/api/v1/checks/${check?.id}/settlement`, settlement());
    expect(await countRows(t, { claims, settled: settledClaims, audits: auditEvents })).toEqual({
      claims: before.claims + 1,
      settled: before.settled + 1,
      audits: before.audits + 1,
    });
  });

  it('denies once: a retried denial replays the reply, one denied record', async () => {
    const [check] = await insertChecks(t);
    await sendTwice(`/api/v1/checks/${check?.id}/denial`, { denialReason: 'Fraud suspected' });
    expect(await countRows(t, { denied: deniedClaims, checks: claimChecks })).toMatchObject({ denied: 1 });
  });

  it('refuses a settlement key used again for a denial of the same check (422), and the check stays settled only', async () => {
    const [check] = await insertChecks(t);
    const cookie = await t.signIn('member@demo.test');
    const key = 'decide-once';
    const settled = await postWithKey(t, {
      url: `/api/v1/checks/${check?.id}/settlement`,
      key,
      payload: settlement(),
      cookie,
    });
    expect(settled.statusCode).toBe(201);
    const denied = await postWithKey(t, {
      url: `/api/v1/checks/${check?.id}/denial`,
      key,
      payload: { denialReason: 'Fraud suspected' },
      cookie,
    });
    expect(denied.statusCode).toBe(422);
    expect(denied.json()).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: idempotencyMessages.keyReused,
    });
    expect(await countRows(t, { denied: deniedClaims })).toEqual({ denied: 0 });
  });

  it('refuses a settlement key sent again with other notes (422) and keeps the first settlement as it was', async () => {
    const [check] = await insertChecks(t);
    const cookie = await t.signIn('member@demo.test');
    const url = `/api/v1/checks/${check?.id}/settlement`;
    const body = settlement();
    await postWithKey(t, { url, key: 'notes', payload: body, cookie });
    const changed = await postWithKey(t, {
      url,
      key: 'notes',
      payload: { ...body, notes: 'Another note' },
      cookie,
    });
    expect(changed.statusCode).toBe(422);
    const [claim] = await t.services.db.select({ notes: claims.notes }).from(claims);
    expect(claim?.notes).toBe('Screen replaced in store');
  });

  it("keeps another organisation's refusal to itself: its 404 is its own, the owner's key still free", async () => {
    const [check] = await insertChecks(t);
    const url = `/api/v1/checks/${check?.id}/settlement`;
    const payload = settlement();
    const stranger = await postWithKey(t, {
      url,
      key: 'foreign',
      payload,
      cookie: await t.signIn('member@other.test'),
    });
    expect(stranger.statusCode).toBe(404);
    const owner = await postWithKey(t, {
      url,
      key: 'foreign',
      payload,
      cookie: await t.signIn('member@demo.test'),
    });
    expect(owner.statusCode, owner.body).toBe(201);
    expect(owner.headers['idempotent-replayed']).toBeUndefined();
  });

  it('does not keep a refusal of the caller (403): the key stays free', async () => {
    const [check] = await insertChecks(t);
    const response = await postWithKey(t, {
      url: `/api/v1/checks/${check?.id}/denial`,
      key: 'no-role',
      payload: { denialReason: 'Fraud suspected' },
      cookie: await t.signIn('norole@demo.test'),
    });
    expect(response.statusCode).toBe(403);
    expect(await storedKeys(t)).toEqual([]);
  });
});

describe('idempotent re-check, carrier check and FinLock request', () => {
  it('re-checks once: a retried re-check replays the reply and adds one history row', async () => {
    const [check] = await insertChecks(t);
    const before = await recheckRows();
    await sendTwice(`/api/v1/checks/${check?.id}/rechecks`, undefined);
    expect(await recheckRows()).toBe(before + 1);
  });

  it('checks with the carrier once: a retried carrier check replays the reply and stores one check', async () => {
    const before = await countRows(t, { carrier: carrierChecks });
    await sendTwice('/api/v1/carrier-checks', { imei: scenarioImeiOf('clean', '0100') });
    expect(await countRows(t, { carrier: carrierChecks })).toEqual({ carrier: before.carrier + 1 });
  });

  it('requests FinLock removal once: a retried request replays the reply', async () => {
    const cookie = await t.signIn('member@demo.test');
    const check = await t.post(
      '/api/v1/carrier-checks',
      { imei: scenarioImeiOf('pending-loan-payment', '0101') },
      { cookie },
    );
    await sendTwice('/api/v1/finlock-requests', { carrierCheckId: check.json().id });
    expect(await countRows(t, { requests: finlockRequests })).toEqual({ requests: 1 });
  });
});

describe('a claim system with only an API key', () => {
  it('runs intake then settle idempotently: each retry replays, one check, one settlement', async () => {
    const admin = await t.signIn('admin@demo.test');
    const created = await t.post(
      '/api/v1/api-keys',
      { name: 'ClaimCenter', scopes: ['checks:write', 'claims:write'] },
      { cookie: admin },
    );
    expect(created.statusCode, created.body).toBe(201);
    const machinePost = (url: string, key: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { authorization: `Bearer ${created.json().key}`, 'idempotency-key': key },
      });
    const before = await countRows(t, { claims, checks: claimChecks });

    const intake = makeIntake();
    const checked = await machinePost('/api/v1/checks', 'fnol-1', intake);
    const checkedAgain = await machinePost('/api/v1/checks', 'fnol-1', intake);
    expect(checked.statusCode, checked.body).toBe(201);
    expect(checkedAgain.headers['idempotent-replayed']).toBe('true');
    expect(checkedAgain.body).toBe(checked.body);

    const url = `/api/v1/checks/${checked.json().id}/settlement`;
    const body = settlement();
    const settled = await machinePost(url, 'settle-1', body);
    const settledAgain = await machinePost(url, 'settle-1', body);
    expect(settled.statusCode, settled.body).toBe(201);
    expect(settledAgain.headers['idempotent-replayed']).toBe('true');
    expect(settledAgain.body).toBe(settled.body);
    expect(await countRows(t, { claims, checks: claimChecks })).toEqual({
      claims: before.claims + 1,
      checks: before.checks,
    });
  });
});
