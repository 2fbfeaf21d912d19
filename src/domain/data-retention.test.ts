import { describe, expect, it } from 'vitest';
import { RETENTION_LIMITS, RETENTION_SETTING_NAMES, retentionCutoffs } from './data-retention';
import { retentionMessages } from './retention-messages';

describe('retention cut-offs', () => {
  it('are each period back from now: months, years, days and years', () => {
    const now = new Date('2026-11-29T04:00:00.000Z');
    expect(
      retentionCutoffs(
        { undecidedChecksMonths: 12, decidedClaimsYears: 7, rawAnswersDays: 90, auditEventsYears: 3 },
        now,
      ),
    ).toEqual({
      undecidedChecks: new Date('2025-11-29T04:00:00.000Z'),
      decidedClaims: new Date('2019-11-29T04:00:00.000Z'),
      rawAnswers: new Date('2026-08-31T04:00:00.000Z'),
      auditEvents: new Date('2023-11-29T04:00:00.000Z'),
    });
  });

  it('names every setting with its default within its limit', () => {
    expect(RETENTION_SETTING_NAMES).toEqual([
      'undecidedChecksMonths',
      'decidedClaimsYears',
      'rawAnswersDays',
      'auditEventsYears',
    ]);
    for (const name of RETENTION_SETTING_NAMES) {
      expect(RETENTION_LIMITS[name].default).toBeGreaterThanOrEqual(1);
      expect(RETENTION_LIMITS[name].default).toBeLessThanOrEqual(RETENTION_LIMITS[name].max);
    }
  });
});

describe('retention messages', () => {
  it('say the range of a setting in its unit', () => {
    expect(retentionMessages.settingRange('rawAnswersDays')).toBe(
      'Raw provider answers must be kept a whole number of days from 1 to 3,650.',
    );
    expect(retentionMessages.settingLabel('undecidedChecksMonths')).toBe('Undecided checks');
  });

  it('say why an erasure kept a record, in one year or several', () => {
    expect(retentionMessages.keptOnHold('Court case 12')).toBe(
      'On legal hold (Court case 12) until the hold is released.',
    );
    expect(retentionMessages.keptForPeriod(1)).toBe(
      'Decided claims are kept 1 year after the decision (complaints, litigation, regulators); anonymised then.',
    );
    expect(retentionMessages.keptForPeriod(7)).toContain('kept 7 years after the decision');
    expect(retentionMessages.keptAuditLog(1)).toBe(
      'Audit events that name the subject are the record of what was done: kept 1 year after each event.',
    );
    expect(retentionMessages.keptAuditLog(6)).toContain('kept 6 years after each event');
  });
});
