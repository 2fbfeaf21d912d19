import { describe, expect, it } from 'vitest';
import { ALERT_KINDS, ALERT_STATES } from './monitoring';
import { LIST_FILTERS, REGISTER_FILTERS, registerFilterMessages, VERDICTS } from './register-filters';
import { TRIAGE_ROUTES } from './schemas/triage-rules';

describe('the filters each register offers, in the order of its filter bar', () => {
  const lists = Object.entries(LIST_FILTERS);

  it.each(lists)(
    '%s: a range of days first, then filters named alike on every register, each once',
    (_, filters) => {
      expect(filters.slice(0, 2)).toEqual(['from', 'to']);
      // The register-wide order, kept: a link from the dashboard reads the same everywhere.
      expect(filters).toEqual(
        REGISTER_FILTERS.filter((filter) => (filters as readonly string[]).includes(filter)),
      );
    },
  );

  it('every filter name is offered by some register', () => {
    const offered = new Set(lists.flatMap(([, filters]) => filters));
    expect(REGISTER_FILTERS.filter((filter) => !offered.has(filter))).toEqual([]);
  });

  it('filters only the registers whose records carry what they filter on', () => {
    const offering = (filter: string) =>
      lists.filter(([, filters]) => (filters as readonly string[]).includes(filter)).map(([list]) => list);
    expect(offering('verdict')).toEqual(['claimsReview']);
    expect(offering('route')).toEqual(['claimsReview']);
    expect(offering('reason')).toEqual(['deniedClaims']);
    expect(offering('kind')).toEqual(['alerts']);
    expect(offering('state')).toEqual(['alerts']);
    expect(offering('handler')).not.toContain('alerts');
  });
});

describe('the filters’ refusals name the values they take', () => {
  it('the verdicts', () => {
    expect(registerFilterMessages.invalidVerdict).toBe(
      `The verdict must be ${VERDICTS.slice(0, -1).join(', ')} or ${VERDICTS.at(-1)}`,
    );
  });

  it('the triage routes', () => {
    expect(registerFilterMessages.invalidRoute).toBe('The route must be fast-track, review or refer');
    expect(TRIAGE_ROUTES).toEqual(['fast-track', 'review', 'refer']);
  });

  it('the alert kinds and states', () => {
    expect(registerFilterMessages.invalidAlertKind).toMatch(/^The kind must be one of /);
    for (const kind of ALERT_KINDS) expect(registerFilterMessages.invalidAlertKind).toContain(kind);
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
