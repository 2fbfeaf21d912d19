import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeDeviceReport, UNREPORTED_FACTS } from '../../tests/fixtures/make-device-report';
import type { DeviceReport } from './device-report';
import {
  type TriageCondition,
  type TriageRule,
  type TriageRuleSetInput,
  TriageRuleSetSchema,
} from './schemas/triage-rules';
import {
  DEFAULT_TRIAGE_RULE_SET,
  FACTS_THE_PROVIDER_MAY_NOT_REPORT,
  routeOfScore,
  type TriageFacts,
  triage,
} from './triage';
import { triageMessages } from './triage-messages';

const facts = (overrides: Partial<TriageFacts> = {}, report: Partial<DeviceReport> = {}): TriageFacts => ({
  claimType: 'Theft',
  fnol: true,
  lossDate: '2026-11-20',
  intakeAt: new Date('2026-11-28T10:00:00Z'),
  report: makeDeviceReport(report),
  replacementHandedOut: false,
  ...overrides,
});

const rule = (when: TriageCondition, extra: Partial<TriageRule> = {}): TriageRule => ({
  name: 'r',
  when,
  effect: { kind: 'addPoints', points: 10 },
  reason: 'Reason',
  whenNotReported: 'fire',
  ...extra,
});

const withRules = (...rules: TriageRule[]) => ({
  version: 3,
  rules: { thresholds: { review: 20, refer: 60 }, rules },
});

/** Does the one rule fire on these facts (its points counted)? */
const fires = (when: TriageCondition, f: TriageFacts) => triage(withRules(rule(when)), f).score === 10;

const search = (searchDate: string) => ({ searchDate, insurer: 'Insurer A', contactNumber: null });

describe('triage conditions', () => {
  it('blocklisted fires on a blocked device only', () => {
    expect(fires({ fact: 'blocklisted' }, facts({}, { isBlocked: true }))).toBe(true);
    expect(fires({ fact: 'blocklisted' }, facts({}, { isBlocked: false }))).toBe(false);
  });

  it('activationLock fires on an activated or lost lock, not on notactivated or notapplicable', () => {
    const lock = (lockStatus: DeviceReport['lockStatus'], isLockActive: boolean) =>
      fires({ fact: 'activationLock' }, facts({}, { lockStatus, isLockActive }));
    expect(lock('activated', true)).toBe(true);
    expect(lock('lost', true)).toBe(true);
    expect(lock('notactivated', false)).toBe(false);
    expect(lock('notapplicable', false)).toBe(false);
  });

  it.each([
    ['policeStolen', 'stolen', { recordDate: null, force: 'met', crimeReference: 'X', reportedBy: null }],
    ['lostRecord', 'lost', { recordDate: null, reportedBy: null, reference: 'LP-1' }],
    ['foundRecord', 'found', { recordDate: null, organisation: 'Found Office', contactNumber: null }],
    ['ownershipRecord', 'ownership', { recordDate: null, registeredBy: 'Register', contactNumber: null }],
    [
      'claimsElsewhere',
      'claims',
      { claimDate: null, insurer: 'Other', claimType: 'settled', claimReference: null, contactNumber: null },
    ],
  ] as const)('%s fires when the report lists a record, not on an empty list', (fact, field, record) => {
    expect(fires({ fact }, facts({}, { [field]: [record] }))).toBe(true);
    expect(fires({ fact }, facts({}, { [field]: [] }))).toBe(false);
  });

  it('redCertificate fires on a red certificate only', () => {
    const red = facts({}, { certificate: { result: 'red', id: 'C' } });
    expect(fires({ fact: 'redCertificate' }, red)).toBe(true);
    expect(fires({ fact: 'redCertificate' }, facts())).toBe(false);
  });

  it('otherInsurerSearches counts searches in the days before the intake day, not of that day or later', () => {
    const when = { fact: 'otherInsurerSearches', days: 30, atLeast: 2 } as const;
    const searches = (...dates: string[]) => facts({}, { earlierSearches: dates.map(search) });
    expect(fires(when, searches('2026-11-27 09:00:00', '2026-10-29 23:00:00'))).toBe(true);
    // 31 days before is outside; the intake's own day and later may be the organization's own searches.
    expect(fires(when, searches('2026-11-27 09:00:00', '2026-10-28 09:00:00'))).toBe(false);
    expect(fires(when, searches('2026-11-27 09:00:00', '2026-11-28 08:00:00'))).toBe(false);
    expect(fires(when, searches('2026-11-27 09:00:00', 'not a date'))).toBe(false);
  });

  it('lossNearOtherSearch fires when a search by another insurer is within N days of the loss, either side', () => {
    const when = { fact: 'lossNearOtherSearch', days: 7 } as const;
    const near = (lossDate: string | null, date: string) =>
      fires(when, facts({ lossDate }, { earlierSearches: [search(date)] }));
    expect(near('2026-11-01', '2026-11-08 10:00:00')).toBe(true);
    expect(near('2026-11-10', '2026-11-03 10:00:00')).toBe(true);
    expect(near('2026-11-01', '2026-11-09 10:00:00')).toBe(false);
    expect(near(null, '2026-11-08 10:00:00')).toBe(false);
  });

  it('claimType fires on one of the named types', () => {
    const when: TriageCondition = { fact: 'claimType', anyOf: ['Theft', 'Loss'] };
    expect(fires(when, facts({ claimType: 'Loss' }))).toBe(true);
    expect(fires(when, facts({ claimType: 'Damage' }))).toBe(false);
    expect(fires(when, facts({ claimType: null }))).toBe(false);
  });

  it('fnol fires when FNOL is as the rule says', () => {
    expect(fires({ fact: 'fnol', is: false }, facts({ fnol: false }))).toBe(true);
    expect(fires({ fact: 'fnol', is: false }, facts({ fnol: true }))).toBe(false);
  });

  it('lossDaysBeforeIntake fires when the loss date is within the bounds, both included', () => {
    const when = { fact: 'lossDaysBeforeIntake', atLeast: 30 } as const;
    expect(fires(when, facts({ lossDate: '2026-10-29' }))).toBe(true); // 30 days
    expect(fires(when, facts({ lossDate: '2026-10-30' }))).toBe(false); // 29 days
    expect(fires(when, facts({ lossDate: null }))).toBe(false);
    const soon = { fact: 'lossDaysBeforeIntake', atMost: 1 } as const;
    expect(fires(soon, facts({ lossDate: '2026-11-27' }))).toBe(true);
    expect(fires(soon, facts({ lossDate: '2026-11-26' }))).toBe(false);
  });

  it('replacementHandedOut fires when the organization already handed out a replacement', () => {
    expect(fires({ fact: 'replacementHandedOut' }, facts({ replacementHandedOut: true }))).toBe(true);
    expect(fires({ fact: 'replacementHandedOut' }, facts())).toBe(false);
  });
});

describe('a fact the provider did not report', () => {
  const unreported = facts({}, UNREPORTED_FACTS);

  /** A condition on the fact, with the days and count a condition on searches asks for. */
  const on = (fact: (typeof FACTS_THE_PROVIDER_MAY_NOT_REPORT)[number]): TriageCondition =>
    fact === 'otherInsurerSearches'
      ? { fact, days: 30, atLeast: 1 }
      : fact === 'lossNearOtherSearch'
        ? { fact, days: 7 }
        : { fact };

  it.each(FACTS_THE_PROVIDER_MAY_NOT_REPORT)(
    '%s fires when the rule says fire, and its reason says not reported',
    (fact) => {
      const result = triage(withRules(rule(on(fact))), unreported);
      expect(result.score).toBe(10);
      expect(result.reasons).toEqual([
        { rule: 'r', text: `Reason: ${triageMessages.notReportedCounted}`, points: 10 },
      ]);
    },
  );

  it('is skipped when the rule says skip, never silently: the reason says so with no points', () => {
    const result = triage(
      withRules(rule({ fact: 'otherInsurerSearches', days: 30, atLeast: 1 }, { whenNotReported: 'skip' })),
      unreported,
    );
    expect(result).toMatchObject({ score: 0, route: 'fast-track' });
    expect(result.reasons).toEqual([
      { rule: 'r', text: `Reason: ${triageMessages.notReportedSkipped}`, points: 0 },
    ]);
  });

  it('lossNearOtherSearch is not reported only when there is a loss date to compare', () => {
    const when = { fact: 'lossNearOtherSearch', days: 7 } as const;
    expect(triage(withRules(rule(when)), unreported).reasons).toHaveLength(1);
    expect(triage(withRules(rule(when)), { ...unreported, lossDate: null }).reasons).toEqual([]);
  });
});

describe('triage effects and routes', () => {
  it('adds the points of every rule that fires, in order, with their reasons', () => {
    const result = triage(
      withRules(
        rule(
          { fact: 'fnol', is: true },
          { name: 'a', reason: 'A', effect: { kind: 'addPoints', points: 15 } },
        ),
        rule({ fact: 'fnol', is: false }, { name: 'b', reason: 'B' }),
        rule({ fact: 'claimType', anyOf: ['Theft'] }, { name: 'c', reason: 'C' }),
      ),
      facts(),
    );
    expect(result).toEqual({
      score: 25,
      route: 'review',
      reasons: [
        { rule: 'a', text: 'A', points: 15 },
        { rule: 'c', text: 'C', points: 10 },
      ],
      ruleSetVersion: 3,
    });
  });

  it('takes the route of the first rule that sets one, whatever the score', () => {
    const result = triage(
      withRules(
        rule({ fact: 'fnol', is: true }, { effect: { kind: 'addPoints', points: 100 } }),
        rule(
          { fact: 'fnol', is: true },
          { name: 'first', effect: { kind: 'setRoute', route: 'fast-track' } },
        ),
        rule({ fact: 'fnol', is: true }, { name: 'second', effect: { kind: 'setRoute', route: 'refer' } }),
      ),
      facts(),
    );
    expect(result).toMatchObject({ score: 100, route: 'fast-track' });
    expect(result.reasons.map((reason) => [reason.rule, reason.points])).toEqual([
      ['r', 100],
      ['first', 0],
      ['second', 0],
    ]);
  });

  it('routes by the thresholds: below review fast-track, below refer review, else refer', () => {
    const thresholds = { review: 20, refer: 60 };
    expect(routeOfScore(19, thresholds)).toBe('fast-track');
    expect(routeOfScore(20, thresholds)).toBe('review');
    expect(routeOfScore(59, thresholds)).toBe('review');
    expect(routeOfScore(60, thresholds)).toBe('refer');
    expect(routeOfScore(-5, thresholds)).toBe('fast-track');
  });

  it('sends a check to review with a reason when the rules cannot be read', () => {
    const result = triage({ version: 7, rules: { thresholds: 'high', rules: [] } }, facts());
    expect(result).toEqual({
      score: 0,
      route: 'review',
      reasons: [{ rule: 'evaluation', text: triageMessages.evaluationFailed, points: 0 }],
      ruleSetVersion: 7,
    });
  });

  it('sends a check to review with a reason when evaluating throws', () => {
    const broken = {
      ...facts(),
      report: { ...makeDeviceReport(), certificate: null },
    } as unknown as TriageFacts;
    const result = triage(withRules(rule({ fact: 'redCertificate' })), broken);
    expect(result).toMatchObject({ route: 'review', reasons: [{ rule: 'evaluation' }] });
  });
});

describe('the rule-set schema', () => {
  const valid: TriageRuleSetInput = {
    thresholds: { review: 20, refer: 60 },
    rules: [
      { name: 'a', when: { fact: 'blocklisted' }, effect: { kind: 'addPoints', points: 5 }, reason: 'A' },
    ],
  };

  it('accepts the default rules and fills whenNotReported with fire', () => {
    expect(TriageRuleSetSchema.safeParse(DEFAULT_TRIAGE_RULE_SET).success).toBe(true);
    expect(TriageRuleSetSchema.parse(valid).rules[0]?.whenNotReported).toBe('fire');
  });

  it.each([
    ['an unknown fact', { when: { fact: 'moonPhase' } }, ['rules', 0, 'when', 'fact']],
    ['days of 0', { when: { fact: 'lossNearOtherSearch', days: 0 } }, ['rules', 0, 'when', 'days']],
    ['an unknown route', { effect: { kind: 'setRoute', route: 'later' } }, ['rules', 0, 'effect', 'route']],
    ['an empty reason', { reason: ' ' }, ['rules', 0, 'reason']],
    [
      'a loss-day rule without bounds',
      { when: { fact: 'lossDaysBeforeIntake' } },
      ['rules', 0, 'when', 'atLeast'],
    ],
  ])('refuses %s, naming the rule index and field', (_, change, path) => {
    const result = TriageRuleSetSchema.safeParse({ ...valid, rules: [{ ...valid.rules[0], ...change }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(path);
  });

  it('refuses a refer threshold not above the review threshold', () => {
    const result = TriageRuleSetSchema.safeParse({ ...valid, thresholds: { review: 50, refer: 50 } });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['thresholds', 'refer'],
      message: triageMessages.thresholdsOutOfOrder,
    });
  });
});

describe('the same facts and rule-set version', () => {
  const reportFacts = fc.record({
    isBlocked: fc.option(fc.boolean()),
    lockStatus: fc.option(fc.constantFrom('activated', 'lost', 'notactivated', 'notapplicable' as const)),
    red: fc.boolean(),
    stolen: fc.option(fc.nat(2)),
    searchDaysAgo: fc.option(fc.array(fc.nat(60), { maxLength: 4 })),
    lossDaysAgo: fc.option(fc.nat(60)),
    fnol: fc.boolean(),
    replacementHandedOut: fc.boolean(),
  });

  it('give the same result every time', () => {
    fc.assert(
      fc.property(reportFacts, (drawn) => {
        const intakeAt = new Date('2026-11-28T10:00:00Z');
        const ago = (days: number) =>
          new Date(intakeAt.getTime() - days * 86_400_000).toISOString().slice(0, 10);
        const made = (): TriageFacts => ({
          claimType: 'Theft',
          fnol: drawn.fnol,
          lossDate: drawn.lossDaysAgo === null ? null : ago(drawn.lossDaysAgo),
          intakeAt,
          replacementHandedOut: drawn.replacementHandedOut,
          report: makeDeviceReport({
            isBlocked: drawn.isBlocked,
            lockStatus: drawn.lockStatus,
            isLockActive: drawn.lockStatus === 'activated' || drawn.lockStatus === 'lost',
            certificate: { result: drawn.red ? 'red' : 'green', id: 'C' },
            stolen:
              drawn.stolen === null
                ? null
                : Array.from({ length: drawn.stolen }, () => ({
                    recordDate: null,
                    force: null,
                    crimeReference: null,
                    reportedBy: null,
                  })),
            earlierSearches: drawn.searchDaysAgo?.map((days) => search(`${ago(days)} 12:00:00`)) ?? null,
          }),
        });
        const ruleSet = { version: 4, rules: DEFAULT_TRIAGE_RULE_SET };
        const first = triage(ruleSet, made());
        expect(triage(ruleSet, made())).toEqual(first);
        expect(first.ruleSetVersion).toBe(4);
        expect(first.score).toBe(first.reasons.reduce((sum, reason) => sum + reason.points, 0));
      }),
    );
  });
});
