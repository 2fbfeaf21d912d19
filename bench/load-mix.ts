import { luhnCheckDigit } from '../src/domain/imei';
import type { HttpAnswer, HttpRequest } from './load-http';

/** Every request class the virtual users send; all but intake are reads. */
export const REQUEST_CLASSES = [
  'Claims Review list',
  'Claims Review search',
  'check detail (review)',
  'dashboard summary',
  'Settled Claims list',
  'Denied Claims list',
  'Replacement Devices list',
  'intake (simulator)',
] as const;
export type RequestClass = (typeof REQUEST_CLASSES)[number];
export const INTAKE: RequestClass = 'intake (simulator)';

/** Shares of the reads (they add up to 100); intake is drawn first with its own share. */
const READ_WEIGHTS: Array<[RequestClass, number]> = [
  ['Claims Review list', 30],
  ['Claims Review search', 10],
  ['check detail (review)', 20],
  ['dashboard summary', 10],
  ['Settled Claims list', 10],
  ['Denied Claims list', 10],
  ['Replacement Devices list', 10],
];

/** What the users look up: taken from the organisation's own Claims Review pages before the load starts. */
export interface KnownChecks {
  ids: string[];
  imeis: string[];
  references: string[];
}

/** One signed-in handler: its session cookie and the checks on the last list it read (it opens one of them). */
export interface VirtualUser {
  cookie: string;
  listedCheckIds: string[];
}

const random = <T>(items: readonly T[]): T | undefined => items[Math.floor(Math.random() * items.length)];
/** Pages 1 to `pages`, the first ones far more often (people rarely page deep). */
const skewedPage = (pages: number, power: number) => 1 + Math.floor(Math.random() ** power * pages);

export function pickRequestClass(intakeShare: number): RequestClass {
  if (Math.random() < intakeShare) return INTAKE;
  let draw = Math.random() * 100;
  for (const [name, weight] of READ_WEIGHTS) {
    draw -= weight;
    if (draw < 0) return name;
  }
  return 'Claims Review list';
}

/**
 * Fresh, Luhn-valid IMEIs that match no simulator scenario (TAC 35332811) and no seeded band (351 to 354): '358',
 * then an 11-digit serial starting from the clock, so runs minutes apart do not repeat one another's devices.
 */
export function createImeiSource(): () => string {
  let serial = Date.now() % 100_000_000_000;
  return () => {
    serial = (serial + 1) % 100_000_000_000;
    const payload = `358${String(serial).padStart(11, '0')}`;
    return `${payload}${luhnCheckDigit(payload)}`;
  };
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

function intakeBody(imei: string): string {
  const isTotalLoss = Math.random() < 0.25;
  return JSON.stringify({
    imei,
    reference: Math.random() < 0.8 ? `LOAD-${imei.slice(3, 14)}` : '',
    claimType: isTotalLoss ? 'Total Loss' : (random(['Accidental Damage', 'Theft', 'Loss']) ?? 'Theft'),
    fnol: isTotalLoss,
    lossDate: isTotalLoss ? daysAgo(3) : null,
  });
}

function searchText(known: KnownChecks): string {
  const draw = Math.random();
  const imei = random(known.imeis) ?? '';
  if (draw < 0.5) return imei; // pasted whole
  if (draw < 0.8) return imei.slice(8, 14); // the last digits, typed
  return random(known.references) ?? imei;
}

/** The HTTP request a user sends for a class, with its own session cookie and the app's Origin. */
export function buildRequest(
  requestClass: RequestClass,
  context: { user: VirtualUser; known: KnownChecks; origin: string; nextImei: () => string },
): HttpRequest {
  const headers = { cookie: context.user.cookie, origin: context.origin, accept: 'application/json' };
  const get = (path: string): HttpRequest => ({ method: 'GET', path, headers });
  switch (requestClass) {
    case 'Claims Review list': {
      const pageSize = random([25, 25, 25, 50, 75]) ?? 25;
      return get(`/api/v1/checks?page=${skewedPage(40, 3)}&pageSize=${pageSize}`);
    }
    case 'Claims Review search':
      return get(`/api/v1/checks?page=1&pageSize=25&search=${encodeURIComponent(searchText(context.known))}`);
    case 'check detail (review)': {
      const id = random(context.user.listedCheckIds) ?? random(context.known.ids);
      return get(`/api/v1/checks/${id}`);
    }
    case 'dashboard summary':
      return get('/api/v1/dashboard-summary');
    case 'Settled Claims list':
      return get(`/api/v1/settled-claims?page=${skewedPage(5, 2)}&pageSize=25`);
    case 'Denied Claims list':
      return get(`/api/v1/denied-claims?page=${skewedPage(5, 2)}&pageSize=25`);
    case 'Replacement Devices list':
      return get(`/api/v1/replacement-devices?page=${skewedPage(5, 2)}&pageSize=25`);
    case 'intake (simulator)':
      return { method: 'POST', path: '/api/v1/checks', headers, body: intakeBody(context.nextImei()) };
  }
}

/** After a list or an intake the user remembers which checks it saw, so its next review opens one of them. */
export function rememberChecks(requestClass: RequestClass, user: VirtualUser, answer: HttpAnswer): void {
  if (answer.status >= 300) return;
  if (requestClass === 'Claims Review list' || requestClass === 'Claims Review search') {
    const page = JSON.parse(answer.body) as { items: Array<{ id: string }> };
    if (page.items.length) user.listedCheckIds = page.items.map((item) => item.id);
  } else if (requestClass === INTAKE) {
    const check = JSON.parse(answer.body) as { id: string };
    user.listedCheckIds = [check.id, ...user.listedCheckIds.slice(0, 24)];
  }
}
