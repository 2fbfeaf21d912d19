import { and, desc, eq, isNotNull } from 'drizzle-orm';
import {
  DASHBOARD_PERIOD_NAMES,
  DASHBOARD_PERIODS,
  type DayRange,
  periodWindow,
  splitIntoWeeks,
  todayUtc,
} from '../src/domain/dashboard-period';
import type { Database } from '../src/server/db/client';
import { claimChecks, settledClaims } from '../src/server/db/schema/checks';
import { replacementDevices } from '../src/server/db/schema/claims';
import { organizations } from '../src/server/db/schema/organisations';

export interface VolumeCase {
  name: string;
  /** The API request (GET, signed in as a member of Demo Insurance). */
  url: string;
  /** The statements the endpoint needs, bare, run side by side as the endpoint runs them. */
  sql: string[];
}

const page = (columns: string, from: string, where: string, order: string) =>
  `select ${columns} from ${from} where ${where} order by ${order} limit 25`;
const total = (from: string, where: string) => `select count(*) from ${from} where ${where}`;
const contains = (column: string, text: string) => `${column} ilike '%${text}%'`;

/** What the benchmark asks of Demo Insurance's volume data; search fragments are taken from rows that exist. */
export async function volumeCases(db: Database): Promise<VolumeCase[]> {
  const [org] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.domain, 'demo.test'));
  if (!org) throw new Error('no demo organisation');
  const inOrg = `organization_id = '${org.id}'`;
  const [check] = await db
    .select({ imei: claimChecks.imei, reference: claimChecks.reference })
    .from(claimChecks)
    .where(and(eq(claimChecks.organizationId, org.id), isNotNull(claimChecks.reference)))
    .orderBy(desc(claimChecks.createdAt))
    .limit(1)
    .offset(500);
  const [settled] = await db.select({ imei: settledClaims.imei }).from(settledClaims).limit(1).offset(100);
  const [device] = await db
    .select({ imei: replacementDevices.replacementImei })
    .from(replacementDevices)
    .limit(1)
    .offset(50);
  if (!check?.reference || !settled || !device) throw new Error('seed the volume data first');

  const tally = (table: string) =>
    `select sum(count) from organization_tallies where ${inOrg} and table_name = '${table}'`;
  const checkColumns = 'id, imei, reference, claim_type, created_at, device_make, device_model';
  const checkOrder = 'created_at desc, id desc';
  const checks = (search: string) => {
    const where = search
      ? `${inOrg} and (${contains('imei', search)} or ${contains('reference', search)})`
      : inOrg;
    return [
      page(checkColumns, 'claim_checks', where, checkOrder),
      search ? total('claim_checks', where) : tally('claim_checks'),
    ];
  };
  const settledWhere = (search: string) => (search ? `${inOrg} and ${contains('imei', search)}` : inOrg);
  const settledList = (search: string) => [
    page(
      's.id, s.settled_at, s.imei, s.device_make, s.device_model, s.claim_type, c.replacement_imei',
      'settled_claims s left join claims c on c.id = s.claim_id',
      settledWhere(search)
        .replaceAll('organization_id', 's.organization_id')
        .replace('imei ilike', 's.imei ilike'),
      's.settled_at desc, s.id desc',
    ),
    search ? total('settled_claims', settledWhere(search)) : tally('settled_claims'),
  ];
  const deviceWhere = (search: string) =>
    search
      ? `${inOrg} and (${contains('replacement_imei', search)} or ${contains('original_imei', search)})`
      : inOrg;
  const imei6 = check.imei.slice(8, 14);
  const imei3 = check.imei.slice(11, 14);
  return [
    { name: 'Claims Review list, page 1', url: '/api/v1/checks?page=1&pageSize=25', sql: checks('') },
    { name: `IMEI contains, 6 digits (${imei6})`, url: `/api/v1/checks?search=${imei6}`, sql: checks(imei6) },
    { name: `IMEI contains, 3 digits (${imei3})`, url: `/api/v1/checks?search=${imei3}`, sql: checks(imei3) },
    {
      name: 'Claim reference search',
      url: `/api/v1/checks?search=${encodeURIComponent(check.reference)}`,
      sql: checks(check.reference),
    },
    { name: 'Settled Claims list', url: '/api/v1/settled-claims', sql: settledList('') },
    {
      name: 'Settled Claims IMEI search',
      url: `/api/v1/settled-claims?search=${settled.imei.slice(6)}`,
      sql: settledList(settled.imei.slice(6)),
    },
    {
      name: 'Denied Claims list',
      url: '/api/v1/denied-claims',
      sql: [
        page(
          'id, denied_at, imei, claim_type, denial_reason',
          'denied_claims',
          inOrg,
          'denied_at desc, id desc',
        ),
        tally('denied_claims'),
      ],
    },
    {
      name: 'Replacement Devices list',
      url: '/api/v1/replacement-devices?pageSize=25',
      sql: [
        page('*', 'replacement_devices', deviceWhere(''), 'settled_at desc, id desc'),
        tally('replacement_devices'),
      ],
    },
    {
      name: 'Replacement Devices IMEI search',
      url: `/api/v1/replacement-devices?pageSize=25&search=${device.imei.slice(6)}`,
      sql: [
        page('*', 'replacement_devices', deviceWhere(device.imei.slice(6)), 'settled_at desc, id desc'),
        total('replacement_devices', deviceWhere(device.imei.slice(6))),
      ],
    },
    ...DASHBOARD_PERIODS.map((period) => ({
      name: `Dashboard, ${DASHBOARD_PERIOD_NAMES[period].toLowerCase()}`,
      url: `/api/v1/dashboard-summary?period=${period}`,
      sql: dashboardStatements(inOrg, period),
    })),
  ];
}

/**
 * The dashboard's three statements for a period: the open checks, the cards (with the red verdicts), the trend; the
 * last two read the whole weeks inside the period from the weekly roll-ups and its other days from the daily tallies
 * (src/server/modules/dashboard-summary/queries.ts).
 */
function dashboardStatements(inOrg: string, period: (typeof DASHBOARD_PERIODS)[number]): string[] {
  const window = periodWindow(period, todayUtc());
  const range = (column: string, { from, to }: DayRange) =>
    `${inOrg} and ${from ? `${column} >= '${from}' and ` : ''}${column} <= '${to}'`;
  const covering = (wholeWeeks: boolean) => {
    const { weeks, days } = wholeWeeks ? splitIntoWeeks(window) : { weeks: null, days: [window] };
    const start = window.bucket === 'week' ? "day - (day - date '2000-01-03') % 7" : 'day';
    return [
      ...days.map(
        (days) =>
          `select ${start} as start, table_name, label, count, red from organization_daily_tallies where ${range('day', days)}`,
      ),
      ...(weeks
        ? [
            `select week as start, table_name, label, count, red from organization_weekly_tallies where ${range('week', weeks)}`,
          ]
        : []),
    ].join(' union all ');
  };
  return [
    `select sum(count) from organization_tallies where ${inOrg} and table_name = 'claim_checks'`,
    `select table_name, label, sum(count), sum(red) from (${covering(true)}) covering
      group by 1, 2 having sum(count) > 0`,
    `select start::text, table_name, sum(count) from (${covering(window.bucket === 'week')}) covering
      group by start, 2 having sum(count) > 0`,
  ];
}
