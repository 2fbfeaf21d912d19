import { count } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { tooManyChecksMessage } from '@/domain/messages';
import { carrierChecks } from '@/server/db/schema/carrier';
import { DEMO_PASSWORD } from '@/server/seed/demo-data';
import { makeImei } from '../../../tests/fixtures/make-imei';
import { makeIntake } from '../../../tests/fixtures/make-intake';
import { countIntakeRows } from '../../../tests/support/count-intake-rows';
import { setupTestApp } from '../../../tests/support/test-app';
import { PROVIDER_CHECK_LIMITS } from './provider-checks';

// The real limits (120 per user, 600 per IP a minute) scaled down, as RATE_LIMIT_MULTIPLIER does for e2e and bench:
// 2 checks per user and 6 per address a minute. The sign-in limits scale too (1 per address), so every user signs in
// from an address of their own; the checks then come from the addresses each test names.
const MULTIPLIER = 0.01;
const t = setupTestApp({ env: { RATE_LIMIT_MULTIPLIER: String(MULTIPLIER) } });
const PER_USER = Math.ceil(PROVIDER_CHECK_LIMITS.perUser.limit * MULTIPLIER);
const PER_IP = Math.ceil(PROVIDER_CHECK_LIMITS.perIp.limit * MULTIPLIER);
const OFFICE = '10.20.0.1';
const HOME = '10.20.0.2';

let signInAddress = 0;
async function signIn(email: string): Promise<string> {
  signInAddress += 1;
  const response = await t.post(
    '/api/auth/sign-in',
    { email, password: DEMO_PASSWORD },
    { remoteAddress: `10.30.${Math.floor(signInAddress / 250)}.${signInAddress % 250}` },
  );
  const session = response.cookies.find((cookie) => cookie.name === 'claimguard.session_token');
  if (response.statusCode !== 200 || !session) throw new Error(`sign-in as ${email}: ${response.body}`);
  return `${session.name}=${session.value}`;
}

const intake = (cookie: string, from: string) =>
  t.post('/api/v1/checks', makeIntake(), { cookie, remoteAddress: from });
const verify = (cookie: string, from: string) =>
  t.post('/api/v1/device-verifications', { imei: makeImei() }, { cookie, remoteAddress: from });
const recheck = (cookie: string, from: string, id: string) =>
  t.post(`/api/v1/checks/${id}/rechecks`, {}, { cookie, remoteAddress: from });
const carrierCheck = (cookie: string, from: string) =>
  t.post('/api/v1/carrier-checks', { imei: makeImei() }, { cookie, remoteAddress: from });

async function storedCarrierChecks() {
  const [row] = await t.services.db.select({ total: count() }).from(carrierChecks);
  return Number(row?.total ?? 0);
}

function expectTooManyChecks(response: Awaited<ReturnType<typeof t.post>>) {
  expect(response.statusCode, response.body).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(response.json()).toMatchObject({
    code: 'TOO_MANY_REQUESTS',
    message: tooManyChecksMessage(retryAfter),
  });
  expect(response.json().message).toMatch(/^Too many checks in a short time\. Please wait \d+ seconds? and/);
}

describe('claims intake limits', () => {
  it(`refuses a user's check past ${PER_USER} a minute, from any address, before the provider is asked`, async () => {
    const member = await signIn('member@demo.test');
    const admin = await signIn('admin@demo.test');
    const recorded: string[] = [];
    for (let n = 0; n < PER_USER; n += 1) {
      const response = await intake(member, OFFICE);
      expect(response.statusCode).toBe(201);
      recorded.push(response.json().id);
    }
    const search = vi.spyOn(t.services.deviceHistory, 'search');
    const before = await countIntakeRows(t.services.db);

    expectTooManyChecks(await intake(member, HOME));
    // Verifying a device asks the same upstream, so it counts against the same budget.
    expectTooManyChecks(await verify(member, HOME));
    // So does re-checking a recorded check.
    expectTooManyChecks(await recheck(member, HOME, recorded[0] ?? ''));

    expect(search).not.toHaveBeenCalled();
    expect(await countIntakeRows(t.services.db)).toEqual(before);
    // Another user, even one on the same address, is not held back.
    expect((await intake(admin, OFFICE)).statusCode).toBe(201);
    expect(search).toHaveBeenCalledTimes(1);
    search.mockRestore();
  });

  it(`refuses an address past ${PER_IP} checks a minute, whichever of its users asks`, async () => {
    const colleagues = await Promise.all(
      ['member@demo.test', 'admin@demo.test', 'member@other.test'].map((email) => signIn(email)),
    );
    const latecomer = await signIn('admin@other.test');
    expect(colleagues.length * PER_USER).toBe(PER_IP);
    for (const cookie of colleagues) {
      expect((await intake(cookie, OFFICE)).statusCode).toBe(201);
      expect((await verify(cookie, OFFICE)).statusCode).toBe(200);
    }
    const search = vi.spyOn(t.services.deviceHistory, 'search');
    const before = await countIntakeRows(t.services.db);

    // Within their own limit, but the office has used up its share.
    expectTooManyChecks(await intake(latecomer, OFFICE));
    expect(search).not.toHaveBeenCalled();
    expect(await countIntakeRows(t.services.db)).toEqual(before);

    // The same user from another address checks as usual.
    expect((await intake(latecomer, HOME)).statusCode).toBe(201);
    search.mockRestore();
  });
});

describe('carrier check limits', () => {
  it(`refuses a user's carrier check past ${PER_USER} a minute without asking the carrier`, async () => {
    const member = await signIn('member@demo.test');
    const admin = await signIn('admin@demo.test');
    for (let n = 0; n < PER_USER; n += 1) expect((await carrierCheck(member, OFFICE)).statusCode).toBe(201);
    const checkDevice = vi.spyOn(t.services.carrier, 'checkDevice');
    const before = await storedCarrierChecks();

    expectTooManyChecks(await carrierCheck(member, HOME));

    expect(checkDevice).not.toHaveBeenCalled();
    expect(await storedCarrierChecks()).toBe(before);
    expect((await carrierCheck(admin, OFFICE)).statusCode).toBe(201);
    // The device-history budget is a separate one: the same user still records claims.
    expect((await intake(member, HOME)).statusCode).toBe(201);
    checkDevice.mockRestore();
  });

  it(`refuses an address past ${PER_IP} carrier checks a minute`, async () => {
    const colleagues = await Promise.all(
      ['member@demo.test', 'admin@demo.test', 'member@other.test'].map((email) => signIn(email)),
    );
    const latecomer = await signIn('admin@other.test');
    // Sent together: the shared counter must not let simultaneous checks past the limit.
    const answers = await Promise.all(
      colleagues.flatMap((cookie) => Array.from({ length: PER_USER }, () => carrierCheck(cookie, OFFICE))),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(PER_IP).fill(201));
    const before = await storedCarrierChecks();

    expectTooManyChecks(await carrierCheck(latecomer, OFFICE));
    expect(await storedCarrierChecks()).toBe(before);
    expect((await carrierCheck(latecomer, HOME)).statusCode).toBe(201);
  });
});
