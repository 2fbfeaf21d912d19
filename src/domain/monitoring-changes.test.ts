import { describe, expect, it } from 'vitest';
import { makeDeviceReport, UNREPORTED_FACTS } from '../../tests/fixtures/make-device-report';
import type { DeviceReport } from './device-report';
import { baselineOf } from './monitoring-baseline';
import { listMonitoringChanges } from './monitoring-changes';

const base = (overrides: Partial<DeviceReport> = {}) => baselineOf(makeDeviceReport(overrides));
const found = { recordDate: null, organisation: 'Met', contactNumber: null };
const search = { searchDate: null, insurer: 'Trader', contactNumber: null };
const claim = (insurer: string | null, claimReference = 'R1') => ({
  claimDate: '2026-10-01',
  insurer,
  claimType: 'Theft',
  claimReference,
  contactNumber: null,
});
const OWN = {
  organisationName: 'Demo Insurance',
  claimReference: 'CLM-7',
  registryName: 'ClaimGuard (store 5)',
  isRegistered: false,
  ownSearches: 0,
};
const red = { certificate: { result: 'red' as const, id: 'C2' } };

describe('listMonitoringChanges', () => {
  it('finds nothing when the device looks the same', () => {
    expect(listMonitoringChanges(base(), base({ serial: 'other' }), OWN)).toEqual([]);
  });

  it.each([
    [{ isBlocked: true }, { isBlocked: false }, 'block-removed', 'Blocked', 'Clear'],
    [{ isBlocked: false }, { isBlocked: true }, 'block-added', 'Clear', 'Blocked'],
    [
      { lockStatus: 'lost' as const },
      { lockStatus: 'notactivated' as const },
      'lock-switched-off',
      'lost',
      'notactivated',
    ],
    [
      { lockStatus: 'activated' as const },
      { lockStatus: 'notactivated' as const },
      'lock-switched-off',
      'activated',
      'notactivated',
    ],
    [{ found: [] }, { found: [found] }, 'found-record', '0', '1'],
    [
      { claims: [claim('Other plc')] },
      { claims: [claim('Other plc'), claim('Harbour Cover', 'H9')] },
      'claim-elsewhere',
      'none new',
      'Harbour Cover, 2026-10-01, H9',
    ],
    [
      { claims: [] },
      { claims: [claim(null)] },
      'claim-elsewhere',
      'none new',
      'An unnamed insurer, 2026-10-01, R1',
    ],
    [{ earlierSearches: [search] }, { earlierSearches: [search, search] }, 'new-searches', '1', '2'],
    [{}, { certificate: { result: 'red' as const, id: 'C2' } }, 'certificate-changed', 'green', 'red'],
  ])('%o → %o raises one %s change', (before, after, kind, beforeText, afterText) => {
    expect(listMonitoringChanges(base(before), base(after), OWN)).toEqual([
      expect.objectContaining({ kind, before: beforeText, after: afterText }),
    ]);
  });

  it.each([
    [{ lockStatus: 'notactivated' as const }, { lockStatus: 'activated' as const }],
    [{ found: [found] }, { found: [] }],
    [{ claims: [] }, { claims: [claim(' demo insurance ')] }],
    [{ claims: [] }, { claims: [claim('ClaimGuard (store 5)', 'clm-7')] }],
    [{ earlierSearches: [search, search] }, { earlierSearches: [search] }],
  ])('does not alert on %o → %o', (before, after) => {
    expect(listMonitoringChanges(base(before), base(after), OWN)).toEqual([]);
  });

  it('takes no fact the provider did not report for a change, either side', () => {
    const busy = base({
      isBlocked: true,
      lockStatus: 'lost',
      found: [found],
      claims: [claim('Other plc')],
      earlierSearches: [search, search],
    });
    const unreported = base(UNREPORTED_FACTS);
    expect(listMonitoringChanges(unreported, busy, OWN)).toEqual([]);
    expect(listMonitoringChanges(busy, unreported, OWN)).toEqual([]);
  });

  describe('what the organisation did itself', () => {
    const longReference = `CLM-${'9'.repeat(60)}`;

    it('expects red after green once its settlement was sent to the registry', () => {
      expect(listMonitoringChanges(base(), base(red), { ...OWN, isRegistered: true })).toEqual([]);
      // Sent or not, the device turning green again is news.
      expect(listMonitoringChanges(base(red), base(), { ...OWN, isRegistered: true })).toEqual([
        expect.objectContaining({ kind: 'certificate-changed', before: 'red', after: 'green' }),
      ]);
    });

    it('expects red after green when its own claim shows in the answer, by its reference cut to 50 characters', () => {
      const own = { ...OWN, claimReference: longReference };
      const after = base({ ...red, claims: [claim('ClaimGuard (store 5)', longReference.slice(0, 50))] });
      expect(listMonitoringChanges(base({ claims: [] }), after, own)).toEqual([]);
    });

    it('recognises its claim under the registry account name when the claim carries no reference', () => {
      const after = base({ ...red, claims: [claim('ClaimGuard (Store 5)', '')] });
      expect(listMonitoringChanges(base({ claims: [] }), after, { ...OWN, claimReference: null })).toEqual(
        [],
      );
    });

    it('still alerts on another claim through the same registry account, and on red without its registration', () => {
      const after = base({ ...red, claims: [claim('ClaimGuard (store 5)', 'OTHER-1')] });
      expect(listMonitoringChanges(base({ claims: [] }), after, OWN).map((change) => change.kind)).toEqual([
        'claim-elsewhere',
        'certificate-changed',
      ]);
    });

    it('takes its own searches off the new searches: only other users’ searches alert', () => {
      const before = base({ earlierSearches: [search] });
      const threeMore = base({ earlierSearches: [search, search, search, search] });
      expect(listMonitoringChanges(before, threeMore, { ...OWN, ownSearches: 3 })).toEqual([]);
      expect(listMonitoringChanges(before, threeMore, { ...OWN, ownSearches: 2 })).toEqual([
        expect.objectContaining({ kind: 'new-searches', before: '1', after: '2' }),
      ]);
    });
  });

  it('labels each change as the alert shows it', () => {
    const labels = (before: Partial<DeviceReport>, after: Partial<DeviceReport>) =>
      listMonitoringChanges(base(before), base(after), OWN).map(({ kind, label }) => [kind, label]);
    expect(
      labels(
        { isBlocked: true, lockStatus: 'activated', earlierSearches: [] },
        {
          ...red,
          lockStatus: 'notactivated',
          found: [found],
          claims: [claim('Other plc')],
          earlierSearches: [search],
        },
      ),
    ).toEqual([
      ['block-removed', 'GSMA Blacklist'],
      ['lock-switched-off', 'Lock status'],
      ['found-record', 'Found records'],
      ['claim-elsewhere', 'Claims at other insurers'],
      ['new-searches', 'Earlier searches by other users'],
      ['certificate-changed', 'Certificate'],
    ]);
    expect(labels({ isBlocked: false }, { isBlocked: true })).toEqual([['block-added', 'GSMA Blacklist']]);
  });

  it('names every new claim elsewhere, leaving out what the provider did not say', () => {
    const unnamed = {
      claimDate: null,
      insurer: 'Harbour Cover',
      claimType: null,
      claimReference: null,
      contactNumber: null,
    };
    const after = base({ claims: [claim('Other plc', 'R2'), unnamed] });
    expect(listMonitoringChanges(base(), after, OWN)).toEqual([
      expect.objectContaining({ kind: 'claim-elsewhere', after: 'Other plc, 2026-10-01, R2; Harbour Cover' }),
    ]);
  });

  it('knows a claim already in the baseline whatever its case and spaces, or its missing insurer', () => {
    const before = base({ claims: [claim('Other plc'), claim(null)] });
    const after = base({ claims: [claim(' OTHER PLC '), claim(null)] });
    expect(listMonitoringChanges(before, after, OWN)).toEqual([]);
  });

  it.each([
    ['another reference', claim('Other plc', 'R2')],
    ['another date', { ...claim('Other plc'), claimDate: '2026-10-02' }],
    ['another insurer', claim('Harbour Cover')],
  ])('takes a claim with %s for a new one', (_what, newClaim) => {
    const changes = listMonitoringChanges(
      base({ claims: [claim('Other plc')] }),
      base({ claims: [claim('Other plc'), newClaim] }),
      OWN,
    );
    expect(changes.map((change) => change.kind)).toEqual(['claim-elsewhere']);
  });

  it('does not take a blank reference of its own, or a claim without reference at another insurer, for its own claim', () => {
    expect(
      listMonitoringChanges(base(), base({ claims: [claim('Other plc', '')] }), {
        ...OWN,
        claimReference: '   ',
      }).map((change) => change.kind),
    ).toEqual(['claim-elsewhere']);
    expect(
      listMonitoringChanges(base(), base({ claims: [claim(null, '')] }), { ...OWN, registryName: null }).map(
        (change) => change.kind,
      ),
    ).toEqual(['claim-elsewhere']);
  });

  it('finds its own claim by its reference as sent, spaces around left aside', () => {
    expect(
      listMonitoringChanges(base(), base({ claims: [claim('Somebody', 'CLM-7')] }), {
        ...OWN,
        claimReference: ' CLM-7 ',
      }),
    ).toEqual([]);
  });

  it('alerts on red when its own claim was already in the baseline: the registration is not new', () => {
    const ownClaim = claim('Demo Insurance', 'CLM-7');
    expect(
      listMonitoringChanges(base({ claims: [ownClaim] }), base({ ...red, claims: [ownClaim] }), OWN).map(
        (change) => change.kind,
      ),
    ).toEqual(['certificate-changed']);
  });

  it('lists several kinds at once, one change each', () => {
    const after = base({ isBlocked: true, found: [found, found], claims: [claim('A'), claim('B', 'R2')] });
    expect(listMonitoringChanges(base(), after, OWN).map((change) => change.kind)).toEqual([
      'block-added',
      'found-record',
      'claim-elsewhere',
    ]);
  });
});
