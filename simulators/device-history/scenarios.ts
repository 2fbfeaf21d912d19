import { luhnCheckDigit } from '@/domain/imei';
import { INTEGRITY_SCENARIOS } from './integrity-scenarios';
import { MONITORING_SCENARIOS } from './monitoring-scenarios';
import { OFF_SHAPE_SCENARIOS } from './off-shape-scenarios';
import { findRegistryScenario } from './registry-scenarios';
import type { FmipStatus, SearchAnswer, SearchResponse } from './search-response';

/** How the simulator misbehaves for a fault scenario, instead of answering 200. */
export type Fault =
  | 'slow'
  | 'server-error'
  | 'malformed-json'
  | 'provider-unavailable'
  | 'insufficient-credits'
  | 'credentials-rejected'
  | 'errors-envelope-200'
  | 'unknown-error'
  | 'html-500'
  /** A redirect to another host, which would answer green for any serial (the search body goes with a 307). */
  | 'redirect-307'
  | 'redirect-302'
  /** 429 with Retry-After in seconds (120), or as an HTTP date 90 s ahead. */
  | 'busy'
  | 'busy-http-date'
  /** A 200 answer of about 5 MB. */
  | 'large-answer';

export interface Scenario {
  name: string;
  imei: string;
  fault?: Fault;
  /**
   * Turns the clean answer for this IMEI into the scenario's answer; without it the clean answer stands.
   * `searchNumber` counts this simulator's searches for the IMEI (1 for the first), for answers that change.
   */
  respond?: (clean: SearchResponse, searchNumber: number) => SearchAnswer;
}

const red = (response: SearchResponse): SearchResponse => ({
  ...response,
  checkmendstatus: { ...response.checkmendstatus, result: 'red' },
});
const withLock = (response: SearchResponse, fmipstatus: FmipStatus): SearchResponse => ({
  ...response,
  serialdetails: { ...response.serialdetails, fmipstatus },
});

/**
 * The catalogue in README.md. IMEIs 1-12 are the documented examples of the ClaimsCheck search (TAC 35332811 plus a
 * running number); 13 is kept for claim-submission demos; 24 on are error answers, and the answers
 * of other shapes in OFF_SHAPE_SCENARIOS.
 */
const CATALOGUE = [
  { name: 'clean', imei: '353328110000013' },
  {
    name: 'blocked',
    imei: '353328110000021',
    respond: (clean) =>
      red({
        ...clean,
        blocklist: {
          blocked: true,
          history: [
            {
              network: 'Vodafone UK',
              eventtype: 'BLOCKED',
              recorddate: '2023-11-02 09:14:00',
              reason: 'STOLEN',
            },
            { network: 'EE', eventtype: 'BLOCKED', recorddate: '2023-11-05 17:40:00', reason: 'LOST' },
            {
              network: 'EE',
              eventtype: 'UNBLOCKED',
              recorddate: '2024-01-10 11:00:00',
              reason: 'CUSTOMER REQUEST',
            },
          ],
        },
      }),
  },
  { name: 'lock-activated', imei: '353328110000039', respond: (clean) => withLock(clean, 'activated') },
  { name: 'lock-lost', imei: '353328110000047', respond: (clean) => red(withLock(clean, 'lost')) },
  {
    name: 'existing-claims',
    imei: '353328110000054',
    respond: (clean) =>
      red({
        ...clean,
        claims: [
          {
            claimdate: '2024-02-01 00:00:00',
            insurer: 'Other Insurer plc',
            claimtype: 'settled',
            claimreference: 'OI-77812',
            contactnumber: '0300 000 0004',
          },
        ],
      }),
  },
  {
    name: 'stolen',
    imei: '353328110000062',
    respond: (clean) =>
      red({
        ...clean,
        stolen: [
          {
            recorddate: '2024-03-03 22:10:00',
            force: 'bedfordshire',
            crimereference: 'BF/08/1090',
            reportedby: 'POLICE',
          },
        ],
      }),
  },
  {
    name: 'found',
    imei: '353328110000070',
    respond: (clean) =>
      red({
        ...clean,
        found: [
          {
            recorddate: '2024-04-12 10:00:00',
            organisation: 'Metropolitan Police Found Property',
            contactnumber: '0300 000 0000',
          },
        ],
      }),
  },
  {
    name: 'lost-record',
    imei: '353328110000088',
    respond: (clean) =>
      red({
        ...clean,
        loss: [{ recorddate: '2024-01-20 08:30:00', reportedby: 'OWNER', reference: 'LP-5521' }],
      }),
  },
  {
    name: 'ownership',
    imei: '353328110000096',
    respond: (clean) => ({
      ...clean,
      ownership: [
        {
          recorddate: '2022-06-01 12:00:00',
          registeredby: 'property register',
          contactnumber: '0300 000 0001',
        },
      ],
    }),
  },
  {
    name: 'earlier-searches',
    imei: '353328110000104',
    respond: (clean) => ({
      ...clean,
      checkmendlastsearched: '2024-05-11 16:20:00',
      patriothistory: [
        { searchdate: '2024-05-02 14:05:00', insurer: 'Insurer A', contactnumber: '0300 000 0002' },
        { searchdate: '2024-05-09 09:41:00', insurer: 'Insurer B', contactnumber: '0300 000 0003' },
        { searchdate: '2024-05-11 16:20:00', insurer: 'Insurer C', contactnumber: null },
      ],
    }),
  },
  { name: 'slow', imei: '353328110000112', fault: 'slow' },
  { name: 'provider-unavailable', imei: '353328110000120', fault: 'provider-unavailable' },
  { name: 'server-error', imei: '353328110000146', fault: 'server-error' },
  { name: 'malformed-json', imei: '353328110000153', fault: 'malformed-json' },
  { name: 'credentials-rejected', imei: '353328110000161', fault: 'credentials-rejected' },
  { name: 'insufficient-credits', imei: '353328110000179', fault: 'insufficient-credits' },
  { name: 'lock-notactivated', imei: '353328110000187', respond: (clean) => withLock(clean, 'notactivated') },
  {
    name: 'lock-notapplicable',
    imei: '353328110000195',
    respond: (clean) => ({
      ...clean,
      serialdetails: {
        wellformedimei: true,
        modelinformation: [
          {
            manufacturer: 'SAMSUNG',
            models: [{ name: 'GALAXY S22 ULTRA', colour: 'PHANTOM BLACK', storage: '256GB' }],
          },
        ],
        fmipstatus: 'notapplicable',
      },
    }),
  },
  { name: 'red-certificate', imei: '353328110000203', respond: red },
  {
    name: 'green-certificate',
    imei: '353328110000211',
    respond: (clean) => ({ ...clean, checkmendlastsearched: '2024-06-18 10:12:00' }),
  },
  {
    name: 'logged-claim',
    imei: '353328110000229',
    respond: (clean) => ({
      ...clean,
      claims: [
        {
          claimdate: '2024-03-14 00:00:00',
          insurer: 'Harbour Gadget Cover',
          claimtype: 'logged',
          claimreference: 'HA-20931',
          contactnumber: '0300 000 0005',
        },
      ],
    }),
  },
  { name: 'errors-envelope-200', imei: '353328110000260', fault: 'errors-envelope-200' },
  { name: 'unknown-error', imei: '353328110000278', fault: 'unknown-error' },
  { name: 'html-500', imei: '353328110000286', fault: 'html-500' },
] as const satisfies readonly Scenario[];

/** The scenarios with a fixed answer: the catalogue above and the answers of other shapes. */
export const SCENARIOS = [...CATALOGUE, ...OFF_SHAPE_SCENARIOS] as const;

/**
 * Scenarios whose answer depends on how often this simulator process was asked for the IMEI, kept apart from the
 * fixed answers above (which every run, test and client gets alike). 23 continues the running number: its first
 * search is clean, every later one differs, so a re-check of a recorded check finds changes.
 */
export const CHANGING_SCENARIOS = [
  {
    name: 'changes-on-recheck',
    imei: '353328110000237',
    respond: (clean, searchNumber) =>
      searchNumber <= 1
        ? withLock(clean, 'notactivated')
        : red({
            ...withLock(clean, 'activated'),
            blocklist: {
              blocked: true,
              history: [
                {
                  network: 'O2 UK',
                  eventtype: 'BLOCKED',
                  recorddate: '2024-07-01 08:00:00',
                  reason: 'STOLEN',
                },
              ],
            },
            claims: [
              {
                claimdate: '2024-07-01 00:00:00',
                insurer: 'Other Insurer plc',
                claimtype: 'logged',
                claimreference: 'OI-90210',
                contactnumber: '0300 000 0006',
              },
            ],
          }),
  },
] as const satisfies readonly Scenario[];

export type ScenarioName = (
  | typeof SCENARIOS
  | typeof CHANGING_SCENARIOS
  | typeof MONITORING_SCENARIOS
  | typeof INTEGRITY_SCENARIOS
)[number]['name'];

export const ALL_SCENARIOS: readonly Scenario[] = [
  ...SCENARIOS,
  ...CHANGING_SCENARIOS,
  ...MONITORING_SCENARIOS,
  ...INTEGRITY_SCENARIOS,
];
const byImei = new Map<string, Scenario>(ALL_SCENARIOS.map((scenario) => [scenario.imei, scenario]));

/**
 * A scenario's variants answer as the scenario does, about their own serial: a test that checks a scenario device takes
 * a fresh variant for each attempt, so a retry or a second run on the same database meets a device nobody checked
 * (an organisation checks a device once). A variant IMEI is the catalogue's TAC `35332811`, an `8`, the scenario's
 * running number's last two digits, three digits of the caller's and the Luhn check digit.
 */
const VARIANT_PREFIX = '353328118';
const byRunningNumber = new Map<string, Scenario>(
  ALL_SCENARIOS.map((scenario) => [scenario.imei.slice(12, 14), scenario]),
);

function findVariant(imei: string): Scenario | undefined {
  if (!imei.startsWith(VARIANT_PREFIX)) return undefined;
  const scenario = byRunningNumber.get(imei.slice(VARIANT_PREFIX.length, VARIANT_PREFIX.length + 2));
  return scenario && { ...scenario, imei };
}

/** The catalogue's scenario of the IMEI (or of its variant), or the registry scenario it belongs to (answering clean). */
export function findScenario(imei: string): Scenario | undefined {
  return byImei.get(imei) ?? findVariant(imei) ?? findRegistryScenario(imei);
}

/** The scenario's catalogue IMEI, or with `variant` (three digits) one of its variants. */
export function scenarioImei(name: ScenarioName, variant?: string): string {
  const imei = ALL_SCENARIOS.find((scenario) => scenario.name === name)?.imei as string;
  if (variant === undefined) return imei;
  if (!/^\d{3}$/.test(variant)) throw new Error(`a scenario variant has 3 digits, not '${variant}'`);
  const payload = `${VARIANT_PREFIX}${imei.slice(12, 14)}${variant}`;
  return `${payload}${luhnCheckDigit(payload)}`;
}
