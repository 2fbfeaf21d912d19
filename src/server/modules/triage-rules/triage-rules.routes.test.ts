import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TriageRuleSetInput } from '@/domain/schemas/triage-rules';
import { DEFAULT_TRIAGE_RULE_SET } from '@/domain/triage';
import { triageMessages } from '@/domain/triage-messages';
import { auditEvents } from '@/server/db/schema/platform';
import type { ScenarioName } from '../../../../simulators/device-history/scenarios';
import { makeScenarioImei } from '../../../../tests/fixtures/make-imei';
import { makeIntake } from '../../../../tests/fixtures/make-intake';
import { insertChecks, send } from '../../../../tests/support/review-test-support';
import { setupTestApp } from '../../../../tests/support/test-app';

const t = setupTestApp();
const URL = '/api/v1/triage-rules';
const put = (cookie: string, payload: unknown) => send(t, { method: 'PUT', url: URL, cookie, payload });

/** Everything from a score of 0 up is referred. */
const REFER_ALL: TriageRuleSetInput = {
  thresholds: { review: -10, refer: 0 },
  rules: [
    {
      name: 'blocked',
      when: { fact: 'blocklisted' },
      effect: { kind: 'addPoints', points: 5 },
      reason: 'Blocked',
      whenNotReported: 'skip',
    },
  ],
};

async function intake(cookie: string, scenario: ScenarioName) {
  const response = await t.post('/api/v1/checks', makeIntake({ imei: makeScenarioImei(scenario) }), {
    cookie,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe('triage rules', () => {
  it('reads the default rules (version 0) until the organization saves its own, each save a new version, audited', async () => {
    const admin = await t.signIn('admin@demo.test');
    const initial = await t.get(URL, { cookie: admin });
    expect(initial.statusCode, initial.body).toBe(200);
    expect(initial.json()).toEqual({ version: 0, rules: DEFAULT_TRIAGE_RULE_SET, createdAt: null });

    const saved = await put(admin, REFER_ALL);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ version: 1, rules: REFER_ALL, createdAt: expect.any(String) });
    expect((await put(admin, DEFAULT_TRIAGE_RULE_SET)).json()).toMatchObject({ version: 2 });
    expect((await t.get(URL, { cookie: admin })).json()).toMatchObject({
      version: 2,
      rules: DEFAULT_TRIAGE_RULE_SET,
    });
    const audit = await t.services.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'triage_rules.updated'));
    expect(audit.map((event) => event.details)).toEqual([
      { version: 1, previousVersion: 0, rules: 1 },
      { version: 2, previousVersion: 1, rules: DEFAULT_TRIAGE_RULE_SET.rules.length },
    ]);
  });

  it('refuses a malformed rule set with 400 naming the rule and its field, and keeps the current version', async () => {
    const admin = await t.signIn('admin@demo.test');
    const rules = [
      ...(REFER_ALL.rules ?? []),
      {
        name: 'near',
        when: { fact: 'lossNearOtherSearch', days: 0 },
        effect: { kind: 'addPoints', points: 1 },
        reason: 'Near',
      },
    ];
    const response = await put(admin, { ...REFER_ALL, rules });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ field: 'rules.1.when.days', message: expect.any(String) }],
    });
    const thresholds = await put(admin, { ...REFER_ALL, thresholds: { review: 50, refer: 40 } });
    expect(thresholds.json()).toMatchObject({ message: triageMessages.thresholdsOutOfOrder });
    expect((await t.get(URL, { cookie: admin })).json()).toMatchObject({ version: 0 });
  });

  it('is for org admins only, each of their own organization', async () => {
    const member = await t.signIn('member@demo.test');
    expect((await t.get(URL, { cookie: member })).statusCode).toBe(403);
    expect((await put(member, REFER_ALL)).statusCode).toBe(403);
    const preview = await t.post(`${URL}/preview`, { rules: REFER_ALL }, { cookie: member });
    expect(preview.statusCode).toBe(403);
    expect((await t.get(URL, { cookie: member })).statusCode).toBe(403);

    await put(await t.signIn('admin@demo.test'), REFER_ALL);
    const other = await t.signIn('admin@other.test');
    expect((await t.get(URL, { cookie: other })).json()).toMatchObject({ version: 0 });
    expect((await put(other, DEFAULT_TRIAGE_RULE_SET)).json()).toMatchObject({ version: 1 });
    expect((await t.get(URL, { cookie: await t.signIn('admin@demo.test') })).json()).toMatchObject({
      version: 1,
      rules: REFER_ALL,
    });
  });

  it('previews how many of the latest checks the rules would move, storing nothing', async () => {
    const member = await t.signIn('member@demo.test');
    await intake(member, 'clean');
    await intake(member, 'blocked');
    const admin = await t.signIn('admin@demo.test');
    const same = await t.post(
      `${URL}/preview`,
      { rules: DEFAULT_TRIAGE_RULE_SET, sample: 2 },
      { cookie: admin },
    );
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toEqual({
      checks: 2,
      changed: 0,
      before: { 'fast-track': 1, review: 0, refer: 1 },
      after: { 'fast-track': 1, review: 0, refer: 1 },
    });
    const moved = await t.post(`${URL}/preview`, { rules: REFER_ALL, sample: 2 }, { cookie: admin });
    expect(moved.json()).toEqual({
      checks: 2,
      changed: 1,
      before: { 'fast-track': 1, review: 0, refer: 1 },
      after: { 'fast-track': 0, review: 0, refer: 2 },
    });
    expect((await t.get(URL, { cookie: admin })).json()).toMatchObject({ version: 0 });
  });
});

describe('triage of checks', () => {
  // The default rules on the simulator's scenarios, as docs/triage.md lists them (no loss date given).
  it.each<[ScenarioName, number, 'fast-track' | 'review' | 'refer']>([
    ['clean', 0, 'fast-track'],
    ['blocked', 60, 'refer'],
    ['lock-activated', 30, 'review'],
    ['lock-lost', 50, 'review'],
    ['lock-notactivated', 0, 'fast-track'],
    ['lock-notapplicable', 0, 'fast-track'],
    ['red-certificate', 20, 'review'],
    ['green-certificate', 0, 'fast-track'],
    ['stolen', 20, 'refer'],
    ['found', 50, 'review'],
    ['lost-record', 60, 'refer'],
    ['ownership', 10, 'fast-track'],
    ['earlier-searches', 0, 'fast-track'],
    ['existing-claims', 60, 'refer'],
    ['logged-claim', 40, 'review'],
    ['core-only-red', 50, 'review'],
    ['string-booleans', 60, 'refer'],
    ['fmip-top-level', 30, 'review'],
  ])('scores %s %i under the default rules: %s', async (scenario, score, route) => {
    const member = await t.signIn('member@demo.test');
    const check = await intake(member, scenario);
    expect(check.triage).toMatchObject({ score, route, ruleSetVersion: 0 });
    const detail = (await t.get(`/api/v1/checks/${check.id}`, { cookie: member })).json();
    expect(detail.triage).toEqual(check.triage);
  });

  it('says which facts the provider did not report, counted or skipped as each rule says', async () => {
    const check = await intake(await t.signIn('member@demo.test'), 'core-only-red');
    expect(check.triage.reasons).toContainEqual({
      rule: 'activation-lock',
      text: `The activation lock is on: ${triageMessages.notReportedCounted}`,
      points: 30,
    });
    expect(check.triage.reasons).toContainEqual({
      rule: 'blocklisted',
      text: `The device is on a network blocklist: ${triageMessages.notReportedSkipped}`,
      points: 0,
    });
  });

  it('refers a device the organization handed out as a replacement', async () => {
    const [settled] = await insertChecks(t);
    const member = await t.signIn('member@demo.test');
    const replacementImei = makeScenarioImei('clean');
    const replacement = {
      imei: replacementImei,
      make: 'Apple',
      model: 'iPhone 15',
      color: 'Black',
      storage: '128GB',
    };
    const settlement = await t.post(
      `/api/v1/checks/${settled?.id}/settlement`,
      { includesReplacement: true, replacement },
      { cookie: member },
    );
    expect(settlement.statusCode, settlement.body).toBe(201);
    const response = await t.post('/api/v1/checks', makeIntake({ imei: replacementImei }), {
      cookie: member,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().triage).toEqual({
      score: 0,
      route: 'refer',
      reasons: [
        {
          rule: 'replacement-handed-out',
          text: 'A replacement was already handed out for this device, or it is one',
          points: 0,
        },
      ],
      ruleSetVersion: 0,
    });
  });

  it('keeps a check on the version it was scored with until it is re-checked', async () => {
    const member = await t.signIn('member@demo.test');
    const check = await intake(member, 'changes-on-recheck');
    expect(check.triage).toMatchObject({ score: 0, route: 'fast-track', ruleSetVersion: 0 });
    await put(await t.signIn('admin@demo.test'), REFER_ALL);

    const list = (await t.get('/api/v1/checks?pageSize=25', { cookie: member })).json();
    const row = list.items.find((item: { id: string }) => item.id === check.id);
    expect(row.triage).toEqual(check.triage);

    const rechecked = await t.post(`/api/v1/checks/${check.id}/rechecks`, undefined, { cookie: member });
    expect(rechecked.statusCode, rechecked.body).toBe(201);
    expect(rechecked.json().triage).toEqual({
      score: 5,
      route: 'refer',
      reasons: [{ rule: 'blocked', text: 'Blocked', points: 5 }],
      ruleSetVersion: 1,
    });
    const detail = (await t.get(`/api/v1/checks/${check.id}`, { cookie: member })).json();
    expect(detail.triage).toMatchObject({ ruleSetVersion: 1, route: 'refer' });
  });

  it("writes each check's score, route and reasons in the Claims Review export, empty for a check before triage", async () => {
    const cookie = await t.signIn('member@demo.test');
    const found = await intake(cookie, 'found');
    const [unscored] = await insertChecks(t, {});
    const csv = (await t.get('/api/v1/checks/export.csv', { cookie })).body;
    const [header, ...rows] = csv.trim().split(/\r?\n/);
    expect(header).toMatch(/,Checked By,Triage Score,Triage Route,Triage Reasons$/);
    expect(rows.find((row) => row.startsWith(found.id))).toMatch(
      /,50,review,"The device was handed in as found \(\+30\); The device-history certificate is red \(\+20\)"$/,
    );
    expect(rows.find((row) => row.startsWith(String(unscored?.id)))).toMatch(/,,,$/);
  });
});
