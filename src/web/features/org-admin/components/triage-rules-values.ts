import type { FieldPath } from 'react-hook-form';
import {
  type TriageCondition,
  type TriageRoute,
  type TriageRuleSet,
  type TriageRuleSetInput,
  TriageRuleSetSchema,
} from '@/domain/schemas/triage-rules';
import { FACTS_THE_PROVIDER_MAY_NOT_REPORT } from '@/domain/triage';
import { TRIAGE_FACT_LABELS, triageFormMessages } from '@/domain/triage-messages';

export type TriageFact = TriageCondition['fact'];
export const TRIAGE_FACTS = Object.keys(TRIAGE_FACT_LABELS) as TriageFact[];

/** Facts the provider may leave unreported: only their rules offer the not-reported choice. */
const PROVIDER_FACTS: ReadonlySet<TriageFact> = new Set(FACTS_THE_PROVIDER_MAY_NOT_REPORT);
export const mayBeUnreported = (fact: TriageFact) => PROVIDER_FACTS.has(fact);

/** A rule as the form edits it: every field a text or a choice, whatever its condition and effect. */
export interface RuleValues {
  name: string;
  fact: TriageFact;
  days: string;
  atLeast: string;
  atMost: string;
  /** Claim types, one per line or separated by commas. */
  anyOf: string;
  is: 'true' | 'false';
  effectKind: 'addPoints' | 'setRoute';
  points: string;
  route: TriageRoute;
  reason: string;
  whenNotReported: 'fire' | 'skip';
}

export interface RuleSetValues {
  thresholds: { review: string; refer: string };
  rules: RuleValues[];
}

export const NEW_RULE: RuleValues = {
  name: '',
  fact: 'blocklisted',
  days: '30',
  atLeast: '',
  atMost: '',
  anyOf: '',
  is: 'true',
  effectKind: 'addPoints',
  points: '10',
  route: 'review',
  reason: '',
  whenNotReported: 'fire',
};

const text = (value: number | undefined) => (value === undefined ? '' : String(value));

function ruleValues(rule: TriageRuleSetInput['rules'][number]): RuleValues {
  const when = rule.when;
  return {
    ...NEW_RULE,
    name: rule.name,
    fact: when.fact,
    days: 'days' in when ? String(when.days) : NEW_RULE.days,
    atLeast: 'atLeast' in when ? text(when.atLeast) : '',
    atMost: 'atMost' in when ? text(when.atMost) : '',
    anyOf: when.fact === 'claimType' ? when.anyOf.join(', ') : '',
    is: when.fact === 'fnol' ? (String(when.is) as 'true' | 'false') : 'true',
    effectKind: rule.effect.kind,
    points: rule.effect.kind === 'addPoints' ? String(rule.effect.points) : NEW_RULE.points,
    route: rule.effect.kind === 'setRoute' ? rule.effect.route : NEW_RULE.route,
    reason: rule.reason,
    whenNotReported: rule.whenNotReported ?? 'fire',
  };
}

/** The rule set as the form shows it. */
export function ruleSetValues(ruleSet: TriageRuleSetInput): RuleSetValues {
  return {
    thresholds: { review: String(ruleSet.thresholds.review), refer: String(ruleSet.thresholds.refer) },
    rules: ruleSet.rules.map(ruleValues),
  };
}

/** A whole number as typed, or NaN (which the schema refuses, and the form words as "Enter a whole number"). */
const whole = (value: string) => (/^\s*-?\d+\s*$/.test(value) ? Number(value) : Number.NaN);
const optionalWhole = (value: string) => (value.trim() === '' ? undefined : whole(value));

function condition(rule: RuleValues): Record<string, unknown> {
  switch (rule.fact) {
    case 'otherInsurerSearches':
      return { fact: rule.fact, days: whole(rule.days), atLeast: whole(rule.atLeast) };
    case 'lossNearOtherSearch':
      return { fact: rule.fact, days: whole(rule.days) };
    case 'claimType':
      return {
        fact: rule.fact,
        anyOf: rule.anyOf
          .split(/[,\n]/)
          .map((name) => name.trim())
          .filter(Boolean),
      };
    case 'fnol':
      return { fact: rule.fact, is: rule.is === 'true' };
    case 'lossDaysBeforeIntake': {
      const bounds = { atLeast: optionalWhole(rule.atLeast), atMost: optionalWhole(rule.atMost) };
      return {
        fact: rule.fact,
        ...Object.fromEntries(Object.entries(bounds).filter(([, value]) => value !== undefined)),
      };
    }
    default:
      return { fact: rule.fact };
  }
}

/** The rule set the form's values stand for, as `PUT /api/v1/triage-rules` takes it (not yet checked). */
export function ruleSetOf(values: RuleSetValues): unknown {
  return {
    thresholds: { review: whole(values.thresholds.review), refer: whole(values.thresholds.refer) },
    rules: values.rules.map((rule) => ({
      name: rule.name,
      when: condition(rule),
      effect:
        rule.effectKind === 'addPoints'
          ? { kind: 'addPoints', points: whole(rule.points) }
          : { kind: 'setRoute', route: rule.route },
      reason: rule.reason,
      whenNotReported: mayBeUnreported(rule.fact) ? rule.whenNotReported : 'fire',
    })),
  };
}

/**
 * The form field that shows an error of the rule set's path (`rules.2.when.days`, `thresholds.refer`), the server's
 * or the schema's: a condition's or effect's field is the rule's own field of that name; the rule set as a whole
 * (too many rules) has none (null).
 */
export function formFieldOf(path: readonly PropertyKey[]): FieldPath<RuleSetValues> | null {
  const [head, index, ...rest] = path.map(String);
  if (head === 'thresholds') return index === 'refer' ? 'thresholds.refer' : 'thresholds.review';
  if (head !== 'rules' || index === undefined || !/^\d+$/.test(index)) return null;
  const [section, field] = rest;
  if (section === 'name' || section === 'reason' || section === 'whenNotReported') {
    return `rules.${Number(index)}.${section}`;
  }
  if (section === 'when') {
    const own = field === 'days' || field === 'atLeast' || field === 'atMost' || field === 'anyOf';
    return `rules.${Number(index)}.${own ? field : 'fact'}`;
  }
  if (section === 'effect') return `rules.${Number(index)}.${field === 'route' ? 'route' : 'points'}`;
  return `rules.${Number(index)}.name`;
}

export interface FieldProblem {
  field: FieldPath<RuleSetValues> | null;
  message: string;
}

/** Checks the form's rule set with the server's schema: the rule set to send, or each field's first problem. */
export function checkRuleSet(
  values: RuleSetValues,
): { ok: true; ruleSet: TriageRuleSet } | { ok: false; problems: FieldProblem[] } {
  const parsed = TriageRuleSetSchema.safeParse(ruleSetOf(values));
  if (parsed.success) return { ok: true, ruleSet: parsed.data };
  const problems = new Map<string, FieldProblem>();
  for (const issue of parsed.error.issues) {
    const field = formFieldOf(issue.path);
    const key = field ?? '';
    if (problems.has(key)) continue;
    const message =
      issue.code === 'invalid_type' && issue.expected === 'number'
        ? triageFormMessages.wholeNumber
        : field?.endsWith('.anyOf') && issue.code === 'too_small'
          ? triageFormMessages.claimTypesRequired
          : issue.message;
    problems.set(key, { field, message });
  }
  return { ok: false, problems: [...problems.values()] };
}
