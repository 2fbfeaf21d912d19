import { describe, expect, it } from 'vitest';
import {
  answerReducedAt,
  countOf,
  hasRecords,
  NOT_REPORTED,
  REDUCED_ANSWER_MARK,
  reportedAny,
} from './device-report';

const record = { recordDate: null, reportedBy: null, reference: 'L1' };

describe('a list of records the provider may or may not have reported', () => {
  it.each([
    ['not reported', null, null, null, false],
    ['reported empty', [], 0, false, false],
    ['holding one record', [record], 1, true, true],
    ['holding three records', [record, record, record], 3, true, true],
  ])('%s: count %j, any %j, has records %j', (_case, records, count, any, has) => {
    expect(countOf(records)).toBe(count);
    expect(reportedAny(records)).toBe(any);
    expect(hasRecords(records)).toBe(has);
  });

  it('says on screen that the provider left the fact out', () => {
    expect(NOT_REPORTED).toBe('Not reported by the provider');
  });
});

describe('answerReducedAt', () => {
  it('reads when retention reduced a stored answer, and null for an answer as received or not an object', () => {
    expect(answerReducedAt({ serial: '1', [REDUCED_ANSWER_MARK]: '2026-11-29T04:00:00.000Z' })).toBe(
      '2026-11-29T04:00:00.000Z',
    );
    expect(answerReducedAt({ serial: '1' })).toBeNull();
    expect(answerReducedAt({ [REDUCED_ANSWER_MARK]: 5 })).toBeNull();
    expect(answerReducedAt(null)).toBeNull();
    expect(answerReducedAt('claimguardReducedAt')).toBeNull();
  });
});
