import { subDays, subMonths, subYears } from 'date-fns';

/**
 * Data retention: how long an organization keeps what it records, each setting a whole number from 1 to its maximum.
 * The defaults apply until an org admin changes them (Org Admin Panel, "Data retention").
 */
export const RETENTION_LIMITS = {
  /** Checks never decided (neither settled nor denied) are deleted this many months after they were made. */
  undecidedChecksMonths: { default: 12, max: 120, unit: 'months' },
  /** Decided claims are kept this many years after the decision, then anonymised. */
  decidedClaimsYears: { default: 7, max: 30, unit: 'years' },
  /** Raw provider answers are reduced to the facts the decision used after this many days. */
  rawAnswersDays: { default: 90, max: 3650, unit: 'days' },
  /** Audit events are kept this many years. */
  auditEventsYears: { default: 7, max: 30, unit: 'years' },
} as const;

export type RetentionSettingName = keyof typeof RETENTION_LIMITS;
export const RETENTION_SETTING_NAMES = Object.keys(RETENTION_LIMITS) as RetentionSettingName[];

/** What a legal hold covers: one check, every record of an IMEI, or every record of a claim reference. */
export const LEGAL_HOLD_KINDS = ['check', 'imei', 'claimReference'] as const;
export type LegalHoldKind = (typeof LEGAL_HOLD_KINDS)[number];

export const MAX_LEGAL_HOLD_REASON_LENGTH = 500;

/** Each period's cut-off at `now`: what was recorded (or decided) before it is due. */
export function retentionCutoffs(
  settings: Record<RetentionSettingName, number>,
  now: Date,
): { undecidedChecks: Date; decidedClaims: Date; rawAnswers: Date; auditEvents: Date } {
  return {
    undecidedChecks: subMonths(now, settings.undecidedChecksMonths),
    decidedClaims: subYears(now, settings.decidedClaimsYears),
    rawAnswers: subDays(now, settings.rawAnswersDays),
    auditEvents: subYears(now, settings.auditEventsYears),
  };
}
