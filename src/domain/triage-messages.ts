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

/** What each fact of a rule's condition asks, as the rule form offers it. */
export const TRIAGE_FACT_LABELS = {
  blocklisted: 'The device is on a network blocklist',
  activationLock: 'The activation lock (Find My) is activated or lost',
  policeStolen: 'The report holds a police stolen record',
  lostRecord: 'The report holds a lost record',
  foundRecord: 'The report holds a found record',
  ownershipRecord: 'The report holds an ownership registration',
  claimsElsewhere: 'The device-history registry holds a claim on the device',
  redCertificate: 'The certificate is red',
  otherInsurerSearches: 'Other insurers searched the device before the intake',
  lossNearOtherSearch: 'Another insurer searched the device near the loss date',
  claimType: 'The claim type is one of',
  fnol: 'FNOL was given or not',
  lossDaysBeforeIntake: 'The loss date lies so many days before the intake',
  replacementHandedOut: 'A replacement was handed out for the device (or it is one)',
} as const;

/** The rule form's own texts. */
export const triageFormMessages = {
  wholeNumber: 'Enter a whole number',
  claimTypesRequired: 'Name at least one claim type',
  previewSummary: (changed: number, checks: number) =>
    `${changed.toLocaleString('en-US')} of the latest ${checks.toLocaleString('en-US')} open ${checks === 1 ? 'check' : 'checks'} would change route.`,
  previewNoChecks: 'There are no open checks to preview the rules on yet.',
  saved: (version: number) => `Version ${version} scores new checks, re-checks and re-verifications.`,
} as const;
