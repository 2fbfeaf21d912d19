import { MAX_LEGAL_HOLD_REASON_LENGTH, RETENTION_LIMITS, type RetentionSettingName } from './data-retention';

const labels: Record<RetentionSettingName, string> = {
  undecidedChecksMonths: 'Undecided checks',
  decidedClaimsYears: 'Decided claims',
  rawAnswersDays: 'Raw provider answers',
  auditEventsYears: 'Audit events',
};

/** What the data retention settings and legal holds say (the API's 4xx and the Org Admin Panel's notices). */
export const retentionMessages = {
  settingLabel: (name: RetentionSettingName) => labels[name],
  settingRange: (name: RetentionSettingName) =>
    `${labels[name]} must be kept a whole number of ${RETENTION_LIMITS[name].unit} from 1 to ${RETENTION_LIMITS[name].max.toLocaleString('en-US')}.`,
  holdTargetRequired: 'Name exactly one of imei, claimReference or checkId to put on hold.',
  holdReasonRequired: 'Give a reason for the legal hold.',
  holdReasonTooLong: `The reason may be at most ${MAX_LEGAL_HOLD_REASON_LENGTH} characters.`,
  holdCheckNotFound: 'No check of your organization has this ID.',
  holdNotFound: 'This legal hold was not found.',
  holdAlreadyReleased: 'This legal hold has already been released.',
  keptOnHold: (reason: string) => `On legal hold (${reason}) until the hold is released.`,
  keptForPeriod: (years: number) =>
    `Decided claims are kept ${years} ${years === 1 ? 'year' : 'years'} after the decision (complaints, litigation, regulators); anonymised then.`,
  keptAuditLog: (years: number) =>
    `Audit events that name the subject are the record of what was done: kept ${years} ${years === 1 ? 'year' : 'years'} after each event.`,
  keptAccount: 'The account itself is removed in Team Members.',
};
