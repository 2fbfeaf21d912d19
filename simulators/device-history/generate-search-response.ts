import { imeiTac, isLuhnValid } from '@/domain/imei';
import { lookUpDeviceModel } from './look-up-device-model';
import { randomFromSerial, type SerialRandom } from './random-from-serial';
import type { BlockEvent, SearchResponse } from './search-response';

/** How often each finding appears among well-formed IMEIs outside the scenario catalogue; drawn independently. */
export const FINDING_SHARES = {
  lockActivated: 0.05, // Apple devices only
  lockLost: 0.015, // Apple devices only
  blocked: 0.05,
  stolen: 0.025,
  loss: 0.015,
  found: 0.005,
  settledClaim: 0.01,
  loggedClaim: 0.02,
  earlierSearches: 0.06,
  ownership: 0.03,
} as const;

const NETWORKS = ['EE', 'Vodafone UK', 'O2 UK', 'Three UK', 'Tesco Mobile', 'giffgaff', 'Sky Mobile'];
const BLOCK_REASONS = ['STOLEN', 'LOST', 'INSURANCE CLAIM'];
const INSURERS = [
  'Northgate Mobile Insurance',
  'Harbour Gadget Cover',
  'Summit Device Protect',
  'Kestrel Insurance',
];
const FORCES = [
  { force: 'bedfordshire', prefix: 'BF' },
  { force: 'metropolitan', prefix: 'MP' },
  { force: 'west-midlands', prefix: 'WM' },
  { force: 'greater-manchester', prefix: 'GM' },
];
const FOUND_BY = [
  'Metropolitan Police Found Property',
  'Transport for London Lost Property',
  'Heathrow Lost Property',
];

/** The answer for a serial with nothing on record: green, not blocked, every list empty. */
export function cleanSearchResponse(serial: string): SearchResponse {
  return cleanResponse(serial, randomFromSerial(serial));
}

/** The answer for any serial outside the catalogue: mostly clean, with a realistic share of findings. */
export function generateSearchResponse(serial: string): SearchResponse {
  const random = randomFromSerial(serial);
  const response = cleanResponse(serial, random);
  const details = response.serialdetails;
  if (!details.wellformedimei) return response;
  if (details.modelinformation[0]?.manufacturer === 'APPLE') {
    if (random.chance(FINDING_SHARES.lockActivated)) details.fmipstatus = 'activated';
    else if (random.chance(FINDING_SHARES.lockLost)) details.fmipstatus = 'lost';
  }
  if (random.chance(FINDING_SHARES.blocked))
    response.blocklist = { blocked: true, history: blockHistory(random) };
  if (random.chance(FINDING_SHARES.stolen)) {
    const { force, prefix } = random.pick(FORCES);
    const crimereference = `${prefix}/${random.int(19, 25)}/${random.int(1000, 9999)}`;
    const reportedby = random.pick(['POLICE', 'OWNER']);
    response.stolen = [{ recorddate: random.date(), force, crimereference, reportedby }];
  }
  if (random.chance(FINDING_SHARES.loss)) {
    response.loss = [
      { recorddate: random.date(), reportedby: 'OWNER', reference: `LP-${random.int(1000, 9999)}` },
    ];
  }
  if (random.chance(FINDING_SHARES.found)) {
    const organisation = random.pick(FOUND_BY);
    response.found = [{ recorddate: random.date(), organisation, contactnumber: phoneNumber(random) }];
  }
  if (random.chance(FINDING_SHARES.settledClaim)) response.claims.push(claim(random, 'settled'));
  if (random.chance(FINDING_SHARES.loggedClaim)) response.claims.push(claim(random, 'logged'));
  if (random.chance(FINDING_SHARES.earlierSearches)) {
    response.patriothistory = dates(random, random.int(1, 3)).map((searchdate) => ({
      searchdate,
      insurer: random.pick(INSURERS),
      contactnumber: random.chance(0.25) ? null : phoneNumber(random),
    }));
    response.checkmendlastsearched = response.patriothistory.at(-1)?.searchdate ?? null;
  }
  if (random.chance(FINDING_SHARES.ownership)) {
    const registeredby = random.pick(['property register', 'retailer registration']);
    response.ownership = [{ recorddate: random.date(), registeredby, contactnumber: phoneNumber(random) }];
  }
  response.checkmendstatus.result = isAdverse(response) ? 'red' : 'green';
  return response;
}

function cleanResponse(serial: string, random: SerialRandom): SearchResponse {
  const wellformedimei = /^\d{15}$/.test(serial) && isLuhnValid(serial);
  const model = lookUpDeviceModel(imeiTac(serial));
  const modelinformation = wellformedimei
    ? [
        {
          manufacturer: model.manufacturer,
          models: [
            { name: model.name, colour: random.pick(model.colours), storage: random.pick(model.storages) },
          ],
        },
      ]
    : [];
  return {
    serial,
    serialdetails: {
      wellformedimei,
      modelinformation,
      fmipstatus: wellformedimei && model.manufacturer === 'APPLE' ? 'notactivated' : 'notapplicable',
    },
    checkmendlastsearched: null,
    checkmendstatus: { result: 'green', certid: String(random.int(100_000_000, 999_999_999)) },
    blocklist: { blocked: false, history: [] },
    patriothistory: [],
    stolen: [],
    found: [],
    loss: [],
    ownership: [],
    claims: [],
  };
}

/** Any block record, police or property record, settled claim or FMiP "lost" turns the certificate red. */
function isAdverse(response: SearchResponse): boolean {
  return (
    response.blocklist.blocked ||
    response.stolen.length + response.loss.length + response.found.length > 0 ||
    response.claims.some((item) => item.claimtype === 'settled') ||
    response.serialdetails.fmipstatus === 'lost'
  );
}

/** One to three networks block the device; with two or more, the first may have lifted its block since. */
function blockHistory(random: SerialRandom): BlockEvent[] {
  const count = random.int(1, 3);
  const pool = [...NETWORKS];
  const networks = Array.from(
    { length: count },
    () => pool.splice(random.int(0, pool.length - 1), 1)[0] as string,
  );
  const when = dates(random, count + 1);
  const events: BlockEvent[] = networks.map((network, index) => ({
    network,
    eventtype: 'BLOCKED',
    recorddate: when[index] as string,
    reason: random.pick(BLOCK_REASONS),
  }));
  if (count > 1 && random.chance(0.5)) {
    events.push({
      network: networks[0] as string,
      eventtype: 'UNBLOCKED',
      recorddate: when[count] as string,
      reason: 'CUSTOMER REQUEST',
    });
  }
  return events;
}

function claim(random: SerialRandom, claimtype: 'logged' | 'settled'): SearchResponse['claims'][number] {
  const insurer = random.pick(INSURERS);
  const claimreference = `${insurer.slice(0, 2).toUpperCase()}-${random.int(10_000, 99_999)}`;
  return { claimdate: random.date(), insurer, claimtype, claimreference, contactnumber: phoneNumber(random) };
}

function dates(random: SerialRandom, count: number): string[] {
  return Array.from({ length: count }, () => random.date()).sort();
}

/** Ofcom's range for drama (020 7946 0000-0999), so no generated number can ring a real person. */
function phoneNumber(random: SerialRandom): string {
  return `020 7946 0${String(random.int(0, 999)).padStart(3, '0')}`;
}
