import { describe, expect, it } from 'vitest';
import { decideClaimTypeChangeEffect } from './claim-type-change-effect';

const DATE = '2024-05-01';

describe('decideClaimTypeChangeEffect (claim-type change on a recorded check)', () => {
  it.each([
    // non-total-loss → total-loss: the loss date is asked for unless FNOL and a loss date are both there
    [false, true, false, null, 'set-fnol-date'],
    [false, true, true, null, 'set-fnol-date'],
    [false, true, false, DATE, 'set-fnol-date'],
    [false, true, true, DATE, 'claim-type-only'],
    // total-loss → non-total-loss: FNOL and the loss date are cleared, whatever they were
    [true, false, true, DATE, 'clear-fnol-date'],
    [true, false, false, null, 'clear-fnol-date'],
    // total-loss → total-loss: only the claim type, even without FNOL
    [true, true, false, null, 'claim-type-only'],
    [true, true, true, DATE, 'claim-type-only'],
    // non-total-loss → non-total-loss (or from no claim type): only the claim type
    [false, false, false, null, 'claim-type-only'],
    [false, false, true, DATE, 'claim-type-only'],
  ] as const)(
    'was total loss %j, becomes total loss %j, fnol %j, loss date %j → %s',
    (wasTotalLoss, becomesTotalLoss, fnol, lossDate, expected) => {
      expect(decideClaimTypeChangeEffect({ wasTotalLoss, becomesTotalLoss, fnol, lossDate })).toBe(expected);
    },
  );
});
