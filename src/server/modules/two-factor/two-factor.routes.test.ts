import { symmetricEncrypt } from 'better-auth/crypto';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Role } from '@/domain/roles';
import { twoFactors } from '@/server/db/schema/auth';
import { auditEvents } from '@/server/db/schema/platform';
import { makeOrganisation } from '../../../../tests/fixtures/make-organisation';
import { makeUser, type TestUser } from '../../../../tests/fixtures/make-user';
import { send } from '../../../../tests/support/review-test-support';
import { setupTestApp } from '../../../../tests/support/test-app';
import { freshTotp, totp } from '../../../../tests/support/totp';

const t = setupTestApp();

/** The Cookie header a browser would send after this reply (cookies it cleared are left out). */
const cookiesOf = (response: LightMyRequestResponse) =>
  response.cookies
    .filter((cookie) => cookie.value !== '')
    .map((cookie) => `${cookie.name}=${cookie.value}`)
    .join('; ');

async function personWith(role: Role) {
  const organisation = await makeOrganisation(t.services);
  const user = await makeUser(t.services, { role, organisation, twoFactorExempt: false });
  return { organisation, user };
}

/** Sets up and confirms the authenticator for a signed-in user; the session cookie it renews is returned. */
async function turnOnSecondFactor(user: TestUser) {
  const cookie = await t.signIn(user.email, user.password);
  const setUp = await t.post('/api/v1/profile/two-factor/setup', { password: user.password }, { cookie });
  expect(setUp.statusCode).toBe(200);
  const { secret, recoveryCodes } = setUp.json() as { secret: string; recoveryCodes: string[] };
  const confirmed = await t.post(
    '/api/v1/profile/two-factor/confirmation',
    { code: totp(secret) },
    { cookie },
  );
  expect(confirmed.statusCode).toBe(200);
  return { secret, recoveryCodes, cookie: cookiesOf(confirmed), session: confirmed.json() };
}

/** The first step of a sign-in of an account with a second factor: the pending sign-in's cookie. */
async function passwordStep(user: TestUser, remoteAddress?: string) {
  const response = await t.post(
    '/api/auth/sign-in',
    { email: user.email, password: user.password },
    remoteAddress ? { remoteAddress } : {},
  );
  expect(response.statusCode).toBe(202);
  expect(response.json()).toEqual({ secondFactorRequired: true });
  expect(response.cookies.some((c) => c.name === 'claimguard.session_token' && c.value !== '')).toBe(false);
  return cookiesOf(response);
}

const secondStep = (body: object, cookie: string, remoteAddress?: string) =>
  t.post('/api/auth/second-factor', body, { cookie, ...(remoteAddress ? { remoteAddress } : {}) });

describe('an admin without a second factor', () => {
  it('reaches only the session and Manage Profile until it is set up', async () => {
    const { user } = await personWith('organization_admin');
    const cookie = await t.signIn(user.email, user.password);

    const session = await t.get('/api/auth/session', { cookie });
    expect(session.json().twoFactor).toEqual({ enabled: false, required: true, exempt: false });
    const refused = await t.get('/api/v1/claim-types', { cookie });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'TWO_FACTOR_SETUP_REQUIRED',
      message: 'Set up two-factor sign-in in Manage Profile to continue',
    });
    expect((await t.get('/api/v1/profile', { cookie })).statusCode).toBe(200);

    const { cookie: renewed, session: after } = await turnOnSecondFactor(user);
    expect(after.twoFactor).toEqual({ enabled: true, required: true, exempt: false });
    expect((await t.get('/api/v1/claim-types', { cookie: renewed })).statusCode).toBe(200);
  });

  it('refuses a set-up with a wrong password, and a confirmation with a wrong code', async () => {
    const { user } = await personWith('organization_admin');
    const cookie = await t.signIn(user.email, user.password);

    const wrongPassword = await t.post(
      '/api/v1/profile/two-factor/setup',
      { password: 'not-it' },
      { cookie },
    );
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toMatchObject({ code: 'INVALID_PASSWORD', message: 'Incorrect password' });

    const setUp = await t.post('/api/v1/profile/two-factor/setup', { password: user.password }, { cookie });
    const { recoveryCodes, totpUri } = setUp.json() as { recoveryCodes: string[]; totpUri: string };
    expect(recoveryCodes).toHaveLength(10);
    expect(totpUri).toMatch(/^otpauth:\/\/totp\/ClaimGuard:/);
    const wrongCode = await t.post('/api/v1/profile/two-factor/confirmation', { code: '000000' }, { cookie });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json()).toMatchObject({ code: 'INVALID_CODE', message: 'Invalid code' });
    expect((await t.get('/api/auth/session', { cookie })).json().twoFactor.enabled).toBe(false);
  });
});

describe('signing in with a second factor', () => {
  it('asks for the code after the password, and signs in with it', async () => {
    const { user } = await personWith('organization_admin');
    const { secret } = await turnOnSecondFactor(user);

    const pending = await passwordStep(user);
    const wrong = await secondStep({ code: '000000' }, pending);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CODE', message: 'Invalid code' });

    const signedIn = await secondStep({ code: totp(secret) }, pending);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ email: user.email, twoFactor: { enabled: true } });
    expect((await t.get('/api/v1/claim-types', { cookie: cookiesOf(signedIn) })).statusCode).toBe(200);
  });

  it('accepts a code once: the same code cannot complete a second pending sign-in in its window', async () => {
    const { user } = await personWith('organization_member');
    const { secret } = await turnOnSecondFactor(user);
    const [first, second] = [await passwordStep(user, '10.9.2.1'), await passwordStep(user, '10.9.2.2')];
    const code = await freshTotp(secret);
    const step = Math.floor(Date.now() / 30_000);

    expect((await secondStep({ code }, first, '10.9.2.1')).statusCode).toBe(200);
    const replayed = await secondStep({ code }, second, '10.9.2.2');
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toMatchObject({ code: 'INVALID_CODE', message: 'Invalid code' });
    const [stored] = await t.services.db
      .select({ lastUsedStep: twoFactors.lastUsedStep })
      .from(twoFactors)
      .where(eq(twoFactors.userId, user.id));
    expect(stored?.lastUsedStep).toBe(step);
  });

  it('accepts each recovery code once', async () => {
    const { user } = await personWith('organization_member');
    const { recoveryCodes } = await turnOnSecondFactor(user);
    const [code] = recoveryCodes;

    expect((await secondStep({ recoveryCode: code }, await passwordStep(user))).statusCode).toBe(200);
    const again = await secondStep({ recoveryCode: code }, await passwordStep(user));
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ code: 'INVALID_CODE' });
  });

  it('asks for the password again without a pending sign-in, and refuses a malformed code', async () => {
    const expired = await secondStep({ code: '123456' }, '');
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({
      code: 'SIGN_IN_EXPIRED',
      message: 'Your sign-in has expired. Sign in again.',
    });
    const malformed = await secondStep({ code: '12ab' }, '');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ message: 'Enter the 6-digit code from your authenticator app' });
  });

  it('counts wrong codes as failed sign-ins: after 5 the address waits, even with the right code', async () => {
    const { user } = await personWith('organization_member');
    const { secret } = await turnOnSecondFactor(user);
    const pending = await passwordStep(user, '10.9.0.1');
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await secondStep({ code: '000000' }, pending, '10.9.0.1')).statusCode).toBe(401);
    }

    const blocked = await secondStep({ code: totp(secret) }, pending, '10.9.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The owner, from an address without failures, still gets in.
    await passwordStep(user, '10.9.0.2');
  });
});

describe('guessing codes from many addresses', () => {
  it('refuses the password and code from fresh addresses once the account has 10 failures; the owner gets in', async () => {
    const { user } = await personWith('organization_member');
    const { secret } = await turnOnSecondFactor(user);
    let evaluated = 0;
    for (let i = 1; i <= 20; i++) {
      const from = `10.9.1.${i}`;
      const password = await t.post(
        '/api/auth/sign-in',
        { email: user.email, password: user.password },
        { remoteAddress: from },
      );
      if (password.statusCode === 429) {
        expect(Number(password.headers['retry-after'])).toBeGreaterThan(0);
        continue;
      }
      for (let guess = 1; guess <= 3; guess++) {
        const answer = await secondStep({ code: '000000' }, cookiesOf(password), from);
        if (answer.statusCode === 401) evaluated++;
        else expect(answer.statusCode).toBe(429);
      }
    }
    // 3 codes from each of the first three addresses, and the fourth's, which started before the limit, until it has
    // failed 3 times: the other 16 addresses guess nothing.
    expect(evaluated).toBe(12);

    // The owner signed in from the default address when setting up: known, it still gets in.
    const pending = await passwordStep(user);
    expect((await secondStep({ code: await freshTotp(secret) }, pending)).statusCode).toBe(200);
  });
});

describe('recovery codes', () => {
  it('are ten unambiguous codes in two groups of five, typed in any case with or without the dash', async () => {
    const { user } = await personWith('organization_member');
    const { recoveryCodes } = await turnOnSecondFactor(user);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[A-HJKMNP-Z2-9]{5}-[A-HJKMNP-Z2-9]{5}$/);

    const [first = '', second = ''] = recoveryCodes;
    const typed = ` ${first.slice(0, 3).toLowerCase()} ${first.slice(3).replace('-', '')} `;
    expect((await secondStep({ recoveryCode: typed }, await passwordStep(user))).statusCode).toBe(200);
    const again = await secondStep({ recoveryCode: first }, await passwordStep(user));
    expect(again.json()).toMatchObject({ code: 'INVALID_CODE' });
    const dashed = `${second.slice(0, 2)}-${second.slice(2).replace('-', ' - ')}`.toLowerCase();
    expect((await secondStep({ recoveryCode: dashed }, await passwordStep(user))).statusCode).toBe(200);
  });

  it('are counted on Profile, and "Make new codes" asks for the password, replaces them and is audited', async () => {
    const { user } = await personWith('organization_member');
    const { recoveryCodes, cookie } = await turnOnSecondFactor(user);
    const url = '/api/v1/profile/two-factor/recovery-codes';
    expect((await t.get(url, { cookie })).json()).toEqual({ remaining: 10 });
    await secondStep({ recoveryCode: recoveryCodes[0] }, await passwordStep(user));
    expect((await t.get(url, { cookie })).json()).toEqual({ remaining: 9 });

    const wrong = await t.post(url, { password: 'not-the-password' }, { cookie });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_PASSWORD' });
    expect((await t.get(url, { cookie })).json()).toEqual({ remaining: 9 });

    const renewed = await t.post(url, { password: user.password }, { cookie });
    expect(renewed.statusCode).toBe(200);
    const { recoveryCodes: fresh } = renewed.json() as { recoveryCodes: string[] };
    expect(fresh).toHaveLength(10);
    expect(fresh.some((code) => recoveryCodes.includes(code))).toBe(false);
    expect((await t.get(url, { cookie })).json()).toEqual({ remaining: 10 });
    const old = await secondStep({ recoveryCode: recoveryCodes[1] }, await passwordStep(user));
    expect(old.json()).toMatchObject({ code: 'INVALID_CODE' });
    expect((await secondStep({ recoveryCode: fresh[0] }, await passwordStep(user))).statusCode).toBe(200);
    const audited = await t.services.db
      .select({ actor: auditEvents.actorUserId })
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'two_factor.recovery_codes_renewed'), eq(auditEvents.subjectId, user.id)),
      );
    expect(audited).toEqual([{ actor: user.id }]);
  });

  it('are refused (409) while two-factor sign-in is off', async () => {
    const { user } = await personWith('organization_member');
    const cookie = await t.signIn(user.email, user.password);
    const url = '/api/v1/profile/two-factor/recovery-codes';
    expect((await t.get(url, { cookie })).json()).toMatchObject({ code: 'TWO_FACTOR_NOT_ENABLED' });
    const renewal = await t.post(url, { password: user.password }, { cookie });
    expect(renewal.statusCode).toBe(409);
  });

  it('made before the unambiguous alphabet keep working, each once, until new ones are made', async () => {
    const { user } = await personWith('organization_member');
    await turnOnSecondFactor(user);
    const oldCodes = ['aB3dE-fG7hJ', 'Qw0lI-1oOxz'];
    const context = await t.services.auth.$context;
    const stored = await symmetricEncrypt({ key: context.secretConfig, data: JSON.stringify(oldCodes) });
    await t.services.db.update(twoFactors).set({ backupCodes: stored }).where(eq(twoFactors.userId, user.id));

    expect((await secondStep({ recoveryCode: 'aB3dE-fG7hJ' }, await passwordStep(user))).statusCode).toBe(
      200,
    );
    const reused = await secondStep({ recoveryCode: 'ab3defg7hj' }, await passwordStep(user));
    expect(reused.json()).toMatchObject({ code: 'INVALID_CODE' });
    expect((await secondStep({ recoveryCode: 'qw0li1ooxz' }, await passwordStep(user))).statusCode).toBe(200);
  });
});

describe('turning the second factor off', () => {
  it('lets a member turn it off with the password; sign-in then needs the password alone', async () => {
    const { user } = await personWith('organization_member');
    const { cookie } = await turnOnSecondFactor(user);

    const wrong = await t.post('/api/v1/profile/two-factor/removal', { password: 'not-it' }, { cookie });
    expect(wrong.statusCode).toBe(400);
    const off = await t.post('/api/v1/profile/two-factor/removal', { password: user.password }, { cookie });
    expect(off.statusCode).toBe(204);

    await expect(t.signIn(user.email, user.password)).resolves.toContain('claimguard.session_token=');
  });

  it('limits the password asked again like a sign-in: after 5 wrong ones 429, audited as failed sign-ins', async () => {
    const { user } = await personWith('organization_member');
    const { cookie } = await turnOnSecondFactor(user);
    const removal = (password: string) =>
      t.post('/api/v1/profile/two-factor/removal', { password }, { cookie, remoteAddress: '10.9.1.1' });
    for (let guess = 1; guess <= 5; guess++) expect((await removal(`guess-${guess}`)).statusCode).toBe(400);

    const refused = await removal(user.password);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const setUp = await t.post(
      '/api/v1/profile/two-factor/setup',
      { password: 'guess-6' },
      { cookie, remoteAddress: '10.9.1.1' },
    );
    expect(setUp.statusCode).toBe(429);
    const failures = await t.services.db
      .select({ details: auditEvents.details })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'sign_in.failed'), eq(auditEvents.subjectId, user.id)));
    expect(failures).toHaveLength(5);
    expect(failures[0]?.details).toMatchObject({ reason: 'wrong-password-reentry' });
    const lockedOut = await t.services.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'sign_in.locked_out'), eq(auditEvents.subjectId, user.id)));
    expect(lockedOut).toHaveLength(1);
    // The second factor stayed on: sign-in still asks for the code.
    await passwordStep(user, '10.9.1.2');
  });

  it('refuses it where the second factor is required', async () => {
    const { user } = await personWith('organization_admin');
    const { cookie } = await turnOnSecondFactor(user);

    const refused = await t.post(
      '/api/v1/profile/two-factor/removal',
      { password: user.password },
      { cookie },
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'TWO_FACTOR_REQUIRED',
      message: 'Two-factor sign-in is required for your account',
    });
    await passwordStep(user);
  });
});

describe('an organisation that requires a second factor', () => {
  it('makes its members set it up; other organisations are not affected', async () => {
    const { organisation, user: admin } = await personWith('organization_admin');
    const member = await makeUser(t.services, { organisation, twoFactorExempt: false });
    const outsider = await makeUser(t.services, {
      organisation: await makeOrganisation(t.services),
      twoFactorExempt: false,
    });
    const { cookie } = await turnOnSecondFactor(admin);

    const put = await send(t, {
      method: 'PUT',
      url: '/api/v1/organisation-settings',
      cookie,
      payload: { requireTwoFactor: true },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({
      registrySubmission: true,
      requireTwoFactor: true,
      bulkIntakesAtOnce: 2,
      bulkApprovalAboveRows: null,
      searchMonthlyBudget: 0,
      serviceLevelDays: { 'fast-track': 1, review: 3, refer: 10 },
    });

    const memberCookie = await t.signIn(member.email, member.password);
    expect((await t.get('/api/v1/claim-types', { cookie: memberCookie })).statusCode).toBe(403);
    const outsiderCookie = await t.signIn(outsider.email, outsider.password);
    expect((await t.get('/api/v1/claim-types', { cookie: outsiderCookie })).statusCode).toBe(200);
  });
});

describe("a super admin's reset of another user's second factor", () => {
  it('removes it, ends their sessions and is audited; they set it up again at the next sign-in', async () => {
    const { user } = await personWith('organization_admin');
    const { cookie: userCookie } = await turnOnSecondFactor(user);
    const superCookie = await t.signIn('super@demo.test');

    const reset = await t.post(`/api/v1/users/${user.id}/two-factor/reset`, undefined, {
      cookie: superCookie,
    });
    expect(reset.statusCode).toBe(204);
    const audited = await t.services.db
      .select({ actor: auditEvents.actorUserId })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'two_factor.reset'), eq(auditEvents.subjectId, user.id)));
    expect(audited).toHaveLength(1);

    expect((await t.get('/api/auth/session', { cookie: userCookie })).statusCode).toBe(401);
    const cookie = await t.signIn(user.email, user.password);
    expect((await t.get('/api/v1/claim-types', { cookie })).json()).toMatchObject({
      code: 'TWO_FACTOR_SETUP_REQUIRED',
    });
    const again = await t.post(`/api/v1/users/${user.id}/two-factor/reset`, undefined, {
      cookie: superCookie,
    });
    expect(again.statusCode).toBe(409);
  });

  it('is refused to an organisation admin', async () => {
    const { user } = await personWith('organization_member');
    await turnOnSecondFactor(user);
    const adminCookie = await t.signIn('admin@demo.test');

    const refused = await t.post(`/api/v1/users/${user.id}/two-factor/reset`, undefined, {
      cookie: adminCookie,
    });
    expect(refused.statusCode).toBe(403);
    await passwordStep(user);
  });
});

describe('the demo accounts', () => {
  it('sign in with the password alone, marked exempt', async () => {
    const response = await t.post('/api/auth/sign-in', {
      email: 'admin@demo.test',
      password: 'demo-password',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().twoFactor).toEqual({ enabled: false, required: false, exempt: true });
  });
});
