import { describe, expect, it } from 'vitest';
import { idempotencyMessages } from '@/domain/idempotency-messages';
import { messages } from '@/domain/messages';
import { makeIntake } from '../../../../tests/fixtures/make-intake';
import { countIntakeRows } from '../../../../tests/support/count-intake-rows';
import {
  ageKey,
  postWithKey,
  rateLimitCharges,
  setupAppOnControlledDeviceHistory,
  storedKeys,
} from '../../../../tests/support/idempotency-test-support';

const { t, deviceHistory } = setupAppOnControlledDeviceHistory();
const url = '/api/v1/checks';

const intakeWithKey = async (key: string, payload: unknown, email = 'member@demo.test') =>
  postWithKey(t, { url, key, payload, cookie: await t.signIn(email) });

describe('POST /api/v1/checks with an Idempotency-Key', () => {
  it('replays the first reply to a retry: one search, one check, one audit event, one rate-limit charge', async () => {
    const intake = makeIntake();
    const before = await countIntakeRows(t.services.db);
    const first = await intakeWithKey('intake-1', intake);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const charged = await rateLimitCharges(t);

    const retry = await intakeWithKey('intake-1', { ...intake });
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.headers['content-type']).toMatch(/^application\/json/);
    expect(retry.body).toBe(first.body);
    expect(deviceHistory.countSearches(intake.imei)).toBe(1);
    expect(await countIntakeRows(t.services.db)).toEqual({
      checks: before.checks + 1,
      auditEvents: before.auditEvents + 1,
    });
    expect(await rateLimitCharges(t)).toBe(charged);
  });

  it('treats the same fields in another order as the same request', async () => {
    const intake = makeIntake();
    const first = await intakeWithKey('reordered', intake);
    const reordered = Object.fromEntries(Object.entries(intake).toReversed());
    const retry = await intakeWithKey('reordered', reordered);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toBe(first.body);
  });

  it('replays to another user of the same organisation: the key is the organisation’s', async () => {
    const intake = makeIntake();
    const first = await intakeWithKey('shared', intake, 'member@demo.test');
    const retry = await intakeWithKey('shared', intake, 'admin@demo.test');
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toBe(first.body);
  });

  it('refuses the same key with another body (422) and changes nothing', async () => {
    await intakeWithKey('reused', makeIntake());
    const before = await countIntakeRows(t.services.db);
    const other = makeIntake();
    const response = await intakeWithKey('reused', other);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: idempotencyMessages.keyReused,
    });
    expect(deviceHistory.countSearches(other.imei)).toBe(0);
    expect(await countIntakeRows(t.services.db)).toEqual(before);
  });

  it('keeps a final refusal too: a retry of a device checked before gets the same 409', async () => {
    const intake = makeIntake();
    await intakeWithKey('first-check', intake);
    const refused = await intakeWithKey('second-check', intake);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('PREVIOUSLY_CHECKED');
    const retry = await intakeWithKey('second-check', intake);
    expect(retry.statusCode).toBe(409);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toBe(refused.body);
  });

  it('answers 409 while the first request is still running, then replays once it is done', async () => {
    const intake = makeIntake();
    const hold = deviceHistory.holdNext();
    const cookie = await t.signIn('member@demo.test');
    const first = postWithKey(t, { url, key: 'slow', payload: intake, cookie });
    await hold.entered;
    const meanwhile = await postWithKey(t, { url, key: 'slow', payload: intake, cookie });
    expect(meanwhile.statusCode).toBe(409);
    expect(meanwhile.json()).toMatchObject({
      code: 'IDEMPOTENCY_KEY_IN_PROGRESS',
      message: idempotencyMessages.keyInProgress,
    });
    hold.release();
    expect((await first).statusCode).toBe(201);
    const after = await postWithKey(t, { url, key: 'slow', payload: intake, cookie });
    expect(after.headers['idempotent-replayed']).toBe('true');
    expect(after.body).toBe((await first).body);
    expect(deviceHistory.countSearches(intake.imei)).toBe(1);
  });

  it('lets one of three requests sent at once with one key run; the others wait (409) or replay it', async () => {
    const intake = makeIntake();
    const cookie = await t.signIn('member@demo.test');
    const before = await countIntakeRows(t.services.db);
    const responses = await Promise.all(
      [1, 2, 3].map(() => postWithKey(t, { url, key: 'at-once', payload: intake, cookie })),
    );
    const ran = responses.filter(
      (response) => response.statusCode === 201 && !response.headers['idempotent-replayed'],
    );
    expect(ran).toHaveLength(1);
    for (const other of responses.filter((response) => response !== ran[0])) {
      if (other.headers['idempotent-replayed']) expect(other.body).toBe(ran[0]?.body);
      else expect(other.json().code).toBe('IDEMPOTENCY_KEY_IN_PROGRESS');
    }
    expect(deviceHistory.countSearches(intake.imei)).toBe(1);
    expect((await countIntakeRows(t.services.db)).checks).toBe(before.checks + 1);
  });

  it('lets a new request take over a key whose request died mid-way (older than the request timeout)', async () => {
    const intake = makeIntake();
    const hold = deviceHistory.holdNext();
    const cookie = await t.signIn('member@demo.test');
    const abandoned = postWithKey(t, { url, key: 'crashed', payload: intake, cookie });
    await hold.entered;
    await ageKey(t, 'crashed', `${t.services.env.REQUEST_TIMEOUT_MS + 1000} milliseconds`);
    const retry = await postWithKey(t, { url, key: 'crashed', payload: intake, cookie });
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    // The request taken for dead finishes after all: it cannot overwrite the reply of the one that took over.
    hold.release();
    expect((await abandoned).statusCode).toBe(409);
    const replay = await postWithKey(t, { url, key: 'crashed', payload: intake, cookie });
    expect(replay.body).toBe(retry.body);
  });

  it('keeps a key for 24 hours: after that the same request runs again', async () => {
    const intake = makeIntake();
    const first = await intakeWithKey('yesterday', intake);
    expect(first.statusCode).toBe(201);
    await ageKey(t, 'yesterday', '24 hours 1 second');
    const again = await intakeWithKey('yesterday', intake);
    // It ran: the device is now one this organisation checked before.
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('PREVIOUSLY_CHECKED');
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect((await storedKeys(t)).filter((row) => row.key === 'yesterday')).toEqual([
      { key: 'yesterday', state: 'complete', replyStatus: 409 },
    ]);
  });

  it("clears an organisation's expired keys as it claims new ones", async () => {
    await intakeWithKey('old-1', makeIntake());
    await intakeWithKey('old-2', makeIntake());
    await ageKey(t, 'old-1', '25 hours');
    await ageKey(t, 'old-2', '25 hours');
    await intakeWithKey('new', makeIntake());
    expect((await storedKeys(t)).map((row) => row.key)).toEqual(['new']);
  });

  it("keeps organisations' keys apart: the same key elsewhere is a request of its own", async () => {
    const intake = makeIntake();
    const demo = await intakeWithKey('same-key', intake, 'member@demo.test');
    const other = await intakeWithKey('same-key', intake, 'member@other.test');
    expect(other.statusCode, other.body).toBe(201);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(other.json().id).not.toBe(demo.json().id);
    expect(deviceHistory.countSearches(intake.imei)).toBe(2);
  });

  it('does not keep a failure worth retrying (provider down): the retry runs afresh', async () => {
    const intake = makeIntake();
    deviceHistory.failNext();
    const failed = await intakeWithKey('provider-down', intake);
    expect(failed.statusCode).toBe(502);
    expect(await storedKeys(t)).toEqual([]);
    const retry = await intakeWithKey('provider-down', intake);
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(deviceHistory.countSearches(intake.imei)).toBe(1);
  });

  it('claims nothing for a request refused for its input: the corrected request may use the key', async () => {
    const invalid = await intakeWithKey('typo', { ...makeIntake(), claimType: '' });
    expect(invalid.statusCode).toBe(400);
    expect(await storedKeys(t)).toEqual([]);
    expect((await intakeWithKey('typo', makeIntake())).statusCode).toBe(201);
  });

  it.each([
    ['empty', ''],
    ['256 characters long', 'k'.repeat(256)],
    ['not ASCII', 'clé-1'],
    ['holding a tab', 'a\tb'],
  ])('refuses a key %s with 400 before anything runs', async (_name, key) => {
    const intake = makeIntake();
    const before = await countIntakeRows(t.services.db);
    const response = await intakeWithKey(key, intake);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'IDEMPOTENCY_KEY_INVALID',
      message: idempotencyMessages.invalidKey,
    });
    expect(deviceHistory.countSearches(intake.imei)).toBe(0);
    expect(await countIntakeRows(t.services.db)).toEqual(before);
    expect(await storedKeys(t)).toEqual([]);
  });

  it('takes a key of 255 printable characters', async () => {
    const key = ` ~${'k'.repeat(251)}!"`;
    expect(key).toHaveLength(255);
    expect((await intakeWithKey(key, makeIntake())).statusCode).toBe(201);
  });

  it('asks who is calling first: signed out is 401 whatever the key', async () => {
    const response = await t.post(url, makeIntake(), { headers: { 'idempotency-key': '' } });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(messages.notAuthenticated);
  });

  it('changes nothing for a request without the header', async () => {
    const response = await t.post(url, makeIntake(), { cookie: await t.signIn('member@demo.test') });
    expect(response.statusCode).toBe(201);
    expect(response.headers['idempotent-replayed']).toBeUndefined();
    expect(await storedKeys(t)).toEqual([]);
  });
});
