import { describe, expect, it } from 'vitest';
import { ALERT_KINDS, ALERT_STATES } from './monitoring';
import { LIST_FILTERS, REGISTER_FILTERS, registerFilterMessages, VERDICTS } from './register-filters';

describe('the filters each register offers, in the order of its filter bar', () => {
  it.each([
    ['claimsReview', ['from', 'to', 'claimType', 'handler', 'verdict']],
    ['settledClaims', ['from', 'to', 'claimType', 'handler']],
    ['deniedClaims', ['from', 'to', 'reason', 'handler']],
    ['replacementDevices', ['from', 'to', 'handler']],
    ['carrierChecks', ['from', 'to', 'handler']],
    ['finlockRequests', ['from', 'to', 'handler']],
    ['alerts', ['from', 'to', 'kind', 'state']],
  ] as const)('%s: %j', (list, filters) => {
    expect(LIST_FILTERS[list]).toEqual(filters);
  });

  it('are named alike on every register, so a link from the dashboard reads the same everywhere', () => {
    expect(REGISTER_FILTERS).toEqual([
      'from',
      'to',
      'claimType',
      'reason',
      'handler',
      'verdict',
      'kind',
      'state',
    ]);
    for (const filters of Object.values(LIST_FILTERS)) {
      for (const filter of filters) expect(REGISTER_FILTERS).toContain(filter);
    }
  });
});

describe('the filters’ refusals name the values they take', () => {
  it('the verdicts', () => {
    expect(VERDICTS).toEqual(['red', 'green', 'not_reported']);
    expect(registerFilterMessages.invalidVerdict).toBe(
      `The verdict must be ${VERDICTS.slice(0, -1).join(', ')} or ${VERDICTS.at(-1)}`,
    );
  });

  it('the alert kinds and states', () => {
    expect(registerFilterMessages.invalidAlertKind).toBe(
      'The kind must be one of block-removed, block-added, lock-switched-off, found-record, claim-elsewhere, new-searches, certificate-changed',
    );
    expect(registerFilterMessages.invalidAlertKind).toContain(ALERT_KINDS.join(', '));
    expect(registerFilterMessages.invalidAlertState).toBe(`The state must be ${ALERT_STATES.join(' or ')}`);
  });
});

describe('a filter in the address the list does not take', () => {
  it('is named with its value and left out, for the reason given', () => {
    expect(registerFilterMessages.ignoredFilter('verdict', 'amber')).toBe(
      'The address\'s "verdict" filter "amber" was left out: not a value this list offers.',
    );
    expect(registerFilterMessages.ignoredFilter('handler', 'u-9', 'that user is not a member')).toBe(
      'The address\'s "handler" filter "u-9" was left out: that user is not a member.',
    );
  });
});
