import type { DeviceReport, Reported } from './device-report';
import {
  type TriageCondition,
  type TriageEffect,
  type TriageRoute,
  type TriageRule,
  type TriageRuleSet,
  TriageRuleSetSchema,
} from './schemas/triage-rules';
import { triageMessages } from './triage-messages';

/** What triage looks at: the claim as taken in, the device's report, and the organization's own records of it. */
export interface TriageFacts {
  claimType: string | null;
  fnol: boolean;
  /** YYYY-MM-DD, or null when none was given. */
  lossDate: string | null;
  /** When the check was taken in: the day "days before the intake" counts from, the same at every re-check. */
  intakeAt: Date;
  report: DeviceReport;
  /** The organization already handed out a replacement for this device, or handed it out as one (by IMEI key). */
  replacementHandedOut: boolean;
}

export interface TriageReason {
  /** The rule's name. */
  rule: string;
  text: string;
  /** Points the rule added (0 for a rule that set the route, or one skipped). */
  points: number;
}

export interface Triage {
  score: number;
  route: TriageRoute;
  reasons: TriageReason[];
  /** The version of the organization's rule set it was scored with (0: the default rules). */
  ruleSetVersion: number;
}

/** A rule of the default set: a fact the provider did not report skips it unless it says fire. */
function defaultRule(
  name: string,
  when: TriageCondition,
  effect: TriageEffect,
  reason: string,
  whenNotReported: TriageRule['whenNotReported'] = 'skip',
): TriageRule {
  return { name, when, effect, reason, whenNotReported };
}

const refer: TriageEffect = { kind: 'setRoute', route: 'refer' };
const addPoints = (points: number): TriageEffect => ({ kind: 'addPoints', points });

/** The rules an organization triages with until it saves its own (version 0). */
export const DEFAULT_TRIAGE_RULE_SET: TriageRuleSet = {
  thresholds: { review: 20, refer: 60 },
  rules: [
    defaultRule('police-stolen', { fact: 'policeStolen' }, refer, 'The police recorded the device as stolen'),
    defaultRule(
      'replacement-handed-out',
      { fact: 'replacementHandedOut' },
      refer,
      'A replacement was already handed out for this device, or it is one',
    ),
    defaultRule(
      'blocklisted',
      { fact: 'blocklisted' },
      addPoints(40),
      'The device is on a network blocklist',
    ),
    defaultRule(
      'claims-elsewhere',
      { fact: 'claimsElsewhere' },
      addPoints(40),
      'The device-history registry holds a claim on the device',
    ),
    defaultRule('lost-record', { fact: 'lostRecord' }, addPoints(40), 'The device was reported lost'),
    defaultRule(
      'activation-lock',
      { fact: 'activationLock' },
      addPoints(30),
      'The activation lock is on',
      'fire',
    ),
    defaultRule('found-record', { fact: 'foundRecord' }, addPoints(30), 'The device was handed in as found'),
    defaultRule(
      'loss-near-other-search',
      { fact: 'lossNearOtherSearch', days: 7 },
      addPoints(30),
      'Another insurer searched the device within 7 days of the loss date',
    ),
    defaultRule(
      'other-insurer-searches',
      { fact: 'otherInsurerSearches', days: 30, atLeast: 2 },
      addPoints(25),
      'Other insurers searched the device at least twice in the 30 days before the intake',
    ),
    defaultRule(
      'red-certificate',
      { fact: 'redCertificate' },
      addPoints(20),
      'The device-history certificate is red',
    ),
    defaultRule(
      'ownership-record',
      { fact: 'ownershipRecord' },
      addPoints(10),
      'Someone registered ownership of the device',
    ),
  ],
};

export const DEFAULT_TRIAGE_RULE_SET_VERSION = 0;

/** The facts the provider may leave unreported: only a rule on one of them says what an unreported fact does. */
export const FACTS_THE_PROVIDER_MAY_NOT_REPORT = [
  'blocklisted',
  'activationLock',
  'policeStolen',
  'lostRecord',
  'foundRecord',
  'ownershipRecord',
  'claimsElsewhere',
  'otherInsurerSearches',
  'lossNearOtherSearch',
] as const satisfies readonly TriageCondition['fact'][];

const NOT_REPORTED = 'not-reported';
type Outcome = boolean | typeof NOT_REPORTED;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The day number (days since 1970-01-01, UTC) of a date written YYYY-MM-DD..., or null when it is not one. */
function dayOf(text: string | null): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text ?? '');
  if (!match) return null;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(time) ? null : time / DAY_MS;
}

const dayOfDate = (date: Date) => Math.floor(date.getTime() / DAY_MS);

/** A reported list holds records: yes, no, or not reported. */
const anyOf = (records: Reported<readonly unknown[]>): Outcome =>
  records === null ? NOT_REPORTED : records.length > 0;

/**
 * The days of the searches other insurers made before the day of the intake. A search of the intake's own day or
 * later may be the organization's own (a re-check's answer lists the intake's search), so it is not counted.
 */
function otherSearchDays(facts: TriageFacts): number[] | null {
  if (facts.report.earlierSearches === null) return null;
  const intakeDay = dayOfDate(facts.intakeAt);
  return facts.report.earlierSearches
    .map((search) => dayOf(search.searchDate))
    .filter((day): day is number => day !== null && day < intakeDay);
}

function holds(condition: TriageCondition, facts: TriageFacts): Outcome {
  const { report } = facts;
  switch (condition.fact) {
    case 'blocklisted':
      return report.isBlocked ?? NOT_REPORTED;
    case 'activationLock':
      return report.lockStatus === null ? NOT_REPORTED : report.isLockActive;
    case 'policeStolen':
      return anyOf(report.stolen);
    case 'lostRecord':
      return anyOf(report.lost);
    case 'foundRecord':
      return anyOf(report.found);
    case 'ownershipRecord':
      return anyOf(report.ownership);
    case 'claimsElsewhere':
      return anyOf(report.claims);
    case 'redCertificate':
      return report.certificate.result === 'red';
    case 'otherInsurerSearches': {
      const days = otherSearchDays(facts);
      if (days === null) return NOT_REPORTED;
      const intakeDay = dayOfDate(facts.intakeAt);
      return days.filter((day) => intakeDay - day <= condition.days).length >= condition.atLeast;
    }
    case 'lossNearOtherSearch': {
      const lossDay = dayOf(facts.lossDate);
      if (lossDay === null) return false;
      const days = otherSearchDays(facts);
      if (days === null) return NOT_REPORTED;
      return days.some((day) => Math.abs(day - lossDay) <= condition.days);
    }
    case 'claimType':
      return facts.claimType !== null && condition.anyOf.includes(facts.claimType);
    case 'fnol':
      return facts.fnol === condition.is;
    case 'lossDaysBeforeIntake': {
      const lossDay = dayOf(facts.lossDate);
      if (lossDay === null) return false;
      const before = dayOfDate(facts.intakeAt) - lossDay;
      return before >= (condition.atLeast ?? 0) && before <= (condition.atMost ?? Number.POSITIVE_INFINITY);
    }
    case 'replacementHandedOut':
      return facts.replacementHandedOut;
  }
}

/** The route a score earns: below `review` fast-track, below `refer` review, else refer. */
export function routeOfScore(score: number, thresholds: TriageRuleSet['thresholds']): TriageRoute {
  if (score < thresholds.review) return 'fast-track';
  return score < thresholds.refer ? 'review' : 'refer';
}

/** What one rule gives: nothing, or its reason with the points it adds and the route it sets. */
function apply(rule: TriageRule, facts: TriageFacts) {
  const outcome = holds(rule.when, facts);
  if (outcome === false) return null;
  if (outcome === NOT_REPORTED && rule.whenNotReported === 'skip')
    return {
      reason: { rule: rule.name, text: `${rule.reason}: ${triageMessages.notReportedSkipped}`, points: 0 },
      route: null,
    };
  const text =
    outcome === NOT_REPORTED ? `${rule.reason}: ${triageMessages.notReportedCounted}` : rule.reason;
  const points = rule.effect.kind === 'addPoints' ? rule.effect.points : 0;
  const route = rule.effect.kind === 'setRoute' ? rule.effect.route : null;
  return { reason: { rule: rule.name, text, points }, route };
}

/**
 * Triage of one check: every rule in order adds its points (a fact the provider did not report counts as the rule
 * says, and its reason says it was not reported); the route is the first route a rule set, else the score's. Rules
 * that cannot be read or evaluated never fail the check: it goes to review with a reason saying so.
 */
export function triage(ruleSet: { version: number; rules: unknown }, facts: TriageFacts): Triage {
  try {
    const { thresholds, rules } = TriageRuleSetSchema.parse(ruleSet.rules);
    let score = 0;
    let setRoute: TriageRoute | null = null;
    const reasons: TriageReason[] = [];
    for (const rule of rules) {
      const applied = apply(rule, facts);
      if (!applied) continue;
      score += applied.reason.points;
      setRoute ??= applied.route;
      reasons.push(applied.reason);
    }
    return {
      score,
      route: setRoute ?? routeOfScore(score, thresholds),
      reasons,
      ruleSetVersion: ruleSet.version,
    };
  } catch {
    return {
      score: 0,
      route: 'review',
      reasons: [
        { rule: triageMessages.evaluationFailedRule, text: triageMessages.evaluationFailed, points: 0 },
      ],
      ruleSetVersion: ruleSet.version,
    };
  }
}
