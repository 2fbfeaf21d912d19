import { registryInsurerName } from './claim-registry';
import type { Scenario } from './scenarios';
import type { SearchResponse } from './search-response';

/** The device as found again after a payout: unblocked, lock switched off, a found record (the recovered state). */
const recovered = (clean: SearchResponse): SearchResponse => ({
  ...clean,
  serialdetails: { ...clean.serialdetails, fmipstatus: 'notactivated' },
  blocklist: {
    blocked: false,
    history: [
      { network: 'EE', eventtype: 'BLOCKED', recorddate: '2026-05-02 09:00:00', reason: 'STOLEN' },
      {
        network: 'EE',
        eventtype: 'UNBLOCKED',
        recorddate: '2026-06-20 15:30:00',
        reason: 'CUSTOMER REQUEST',
      },
    ],
  },
  found: [
    { recorddate: '2026-06-21 11:00:00', organisation: 'Phone Exchange Ltd', contactnumber: '0300 000 0007' },
  ],
  checkmendstatus: { ...clean.checkmendstatus, result: 'red' },
});

/** The device as reported stolen: blocked, lock lost, a stolen record; red. */
const stolen = (clean: SearchResponse): SearchResponse => ({
  ...clean,
  serialdetails: { ...clean.serialdetails, fmipstatus: 'lost' },
  blocklist: {
    blocked: true,
    history: [{ network: 'EE', eventtype: 'BLOCKED', recorddate: '2026-05-02 09:00:00', reason: 'STOLEN' }],
  },
  stolen: [
    { recorddate: '2026-05-01 22:00:00', force: 'met', crimereference: 'MP/26/4411', reportedby: 'POLICE' },
  ],
  checkmendstatus: { ...clean.checkmendstatus, result: 'red' },
});

/**
 * Clean, with every earlier search of the device this simulator process answered listed as a search by our own
 * account (the built-in simulator's store 1): the provider shows the organisation's own searches among the earlier
 * ones. Once a settled claim for it is submitted, the registry turns it red and lists that claim (claim-registry.ts).
 */
const searchedByUs = (clean: SearchResponse, searchNumber: number): SearchResponse => {
  const earlier = Array.from({ length: searchNumber - 1 }, (_, index) => ({
    searchdate: `2026-11-${String(index + 1).padStart(2, '0')} 10:00:00`,
    insurer: registryInsurerName(1),
    contactnumber: null,
  }));
  return { ...clean, patriothistory: earlier, checkmendlastsearched: earlier.at(-1)?.searchdate ?? null };
};

/**
 * Scenarios for post-claim monitoring (README.md): answers that change after the claim, counted per simulator
 * process like changes-on-recheck, and the fixed answer the demo's settled claim is watched with.
 */
export const MONITORING_SCENARIOS = [
  {
    name: 'recovered-after-claim',
    imei: '353328110000344',
    respond: (clean, searchNumber) => (searchNumber <= 1 ? stolen(clean) : recovered(clean)),
  },
  {
    name: 'claimed-elsewhere-later',
    imei: '353328110000377',
    respond: (clean, searchNumber) =>
      searchNumber <= 1
        ? clean
        : {
            ...clean,
            claims: [
              {
                claimdate: '2026-07-14 00:00:00',
                insurer: 'Harbour Gadget Cover',
                claimtype: 'logged',
                claimreference: 'HA-55120',
                contactnumber: '0300 000 0008',
              },
            ],
          },
  },
  { name: 'monitoring-demo', imei: '353328110000385', respond: recovered },
  { name: 'red-after-own-settlement', imei: '353328110000419', respond: searchedByUs },
] as const satisfies readonly Scenario[];
