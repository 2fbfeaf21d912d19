/** Triage texts, word for word as the rule-set form, the reasons and the refusals show them. */
export const triageMessages = {
  ruleNameRequired: 'Each rule needs a name',
  ruleNameTooLong: 'A rule name must be at most 80 characters',
  reasonRequired: 'Each rule needs a reason text',
  reasonTooLong: 'A reason text must be at most 200 characters',
  tooManyRules: 'A rule set holds at most 100 rules',
  thresholdsOutOfOrder: 'The refer threshold must be above the review threshold',
  /** What a reason adds when the provider did not report the fact its rule asks about. */
  notReportedCounted: 'not reported by the provider, counted',
  notReportedSkipped: 'not reported by the provider, rule skipped',
  evaluationFailedRule: 'evaluation',
  evaluationFailed: 'The triage rules could not be evaluated for this check, so it goes to review.',
  rulesUpdated: 'Triage rules saved',
} as const;

/** How a route is written for people. */
export const TRIAGE_ROUTE_LABELS = {
  'fast-track': 'Fast-track',
  review: 'Review',
  refer: 'Refer',
} as const;

/** A check recorded before triage, as a list shows it. */
export const TRIAGE_NOT_SCORED = 'Not scored';
