import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { claimChecks } from '@/server/db/schema/checks';
import { organizations } from '@/server/db/schema/organisations';
import { profiles } from '@/server/db/schema/people';
import { cleanSearchResponse } from '@/server/providers/simulators';

export interface VolumeOptions {
  organisationDomain: string;
  /** How many checks the organisation should hold in the end; only the missing ones are added. */
  checks: number;
  /** Rows per INSERT … SELECT statement. */
  batchSize?: number;
  onProgress?: (done: number, total: number) => void;
}

/** Proportions of the other records, per check added. */
const SETTLED_SHARE = 0.1;
const DENIED_SHARE = 0.05;
const RECHECK_SHARE = 0.1;

/**
 * A 15-digit, Luhn-valid IMEI for series number `n` (SQL): '35', a 12-digit serial built from `n` and the `band`
 * (checks, settled, denied and replacement devices each use their own band, so their first 14 digits never collide)
 * and the check digit. Built in the database so a million rows cost no round trips.
 */
const imeiSql = (n: string, band: number) => {
  const payload = `('35' || lpad(((${band}::bigint * 100000000000) + ${n})::text, 12, '0'))`;
  const digits = `(select sum(case when (14 - p) % 2 = 0
      then (case when substr(${payload}, p, 1)::int * 2 > 9 then substr(${payload}, p, 1)::int * 2 - 9
                 else substr(${payload}, p, 1)::int * 2 end)
      else substr(${payload}, p, 1)::int end) from generate_series(1, 14) p)`;
  return `(${payload} || ((10 - ${digits} % 10) % 10)::text)`;
};

const BANDS = { checks: 1, settled: 2, denied: 3, replacement: 4 } as const;

async function organisationContext(db: Database, domain: string) {
  const [organisation] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.domain, domain));
  if (!organisation) throw new Error(`no organization with domain ${domain}`);
  const people = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.organizationId, organisation.id));
  const existing = await db.$count(claimChecks, eq(claimChecks.organizationId, organisation.id));
  return { organisationId: organisation.id, userIds: people.map((person) => person.id), existing };
}

/**
 * Fills an organisation with `checks` realistic checks (spread over two years, claim types, references, lock and
 * block states) plus proportional settled, denied, replacement-device and re-check rows, in batches of
 * INSERT … SELECT generate_series so a million checks take minutes.
 */
export async function seedVolume(db: Database, options: VolumeOptions): Promise<{ added: number }> {
  const { organisationId, userIds, existing } = await organisationContext(db, options.organisationDomain);
  const missing = Math.max(0, options.checks - existing);
  const batchSize = options.batchSize ?? 50_000;
  const template = JSON.stringify(cleanSearchResponse('353328110000013')).replaceAll("'", "''");
  const user = userIds.length
    ? `(array[${userIds.map((id) => `'${id}'::uuid`).join(',')}])[1 + (n % ${userIds.length})]`
    : 'null';
  const org = `'${organisationId}'::uuid`;
  const spanSeconds = 2 * 365 * 24 * 3600;

  for (let start = existing + 1; start <= existing + missing; start += batchSize) {
    const end = Math.min(existing + missing, start + batchSize - 1);
    const series = `generate_series(${start}, ${end}) n`;
    const imei = imeiSql('n', BANDS.checks);
    await db.execute(
      sql.raw(`insert into claim_checks (organization_id, imei, imei_key, reference, claim_type, fnol, loss_date,
          checked_by, device_make, device_model, full_response, find_my_iphone_status, find_my_iphone_active,
          is_blocked, last_known_carriers, certificate_result, certificate_id, created_at, status_checked_at,
          intake_certificate_result, intake_is_blocked, intake_find_my_iphone_status)
        select ${org}, imei, substr(imei, 1, 14),
          case when n % 5 = 0 then null else 'CLM-' || lpad(n::text, 8, '0') end,
          (array['Accidental Damage','Theft','Loss','Total Loss'])[1 + (n % 4)],
          n % 4 = 3, case when n % 4 = 3 then (now() - (n % 700) * interval '1 day')::date end,
          ${user}, 'APPLE', 'IPHONE 7',
          jsonb_set('${template}'::jsonb, '{serial}', to_jsonb(imei)),
          (array['notactivated','activated','notapplicable','lost'])[1 + (n % 17 % 4)],
          n % 17 % 4 in (1, 3), n % 20 = 0, '[]'::jsonb,
          case when n % 20 = 0 then 'red' else 'green' end, (300000000 + n)::text,
          recorded_at, recorded_at, case when n % 20 = 0 then 'red' else 'green' end, n % 20 = 0,
          (array['notactivated','activated','notapplicable','lost'])[1 + (n % 17 % 4)]
        from (select n, ${imei} as imei, now() - ((n::bigint * 7919) % ${spanSeconds}) * interval '1 second' as recorded_at
          from ${series}) numbered`),
    );
    await seedRelated(db, { org, user, start, end });
    options.onProgress?.(end - existing, missing);
  }
  return { added: missing };
}

/** Settled (with claims and half of them with a replacement device), denied and re-check rows for one batch. */
async function seedRelated(db: Database, batch: { org: string; user: string; start: number; end: number }) {
  const { org, user } = batch;
  const every = (share: number) => Math.round(1 / share);
  const series = (share: number) =>
    `(select n from generate_series(${batch.start}, ${batch.end}) n where n % ${every(share)} = 0) picked`;
  const settledImei = imeiSql('n', BANDS.settled);
  const replacementImei = imeiSql('n', BANDS.replacement);
  const summary = `jsonb_build_object('findMyIphoneStatus', 'notactivated', 'findMyIphoneActive', false,
    'isBlocked', false, 'hasClaims', false, 'isStolen', false, 'isLost', false, 'checkmendActivity', '[]'::jsonb)`;
  const when = `now() - ((n::bigint * 104729) % 63072000) * interval '1 second'`;
  await db.execute(
    sql.raw(`with picked_rows as (
        select n, ${settledImei} as imei, case when n % 20 = 0 then ${replacementImei} end as replacement,
          ${when} as settled_at, ${user} as by_user
        from ${series(SETTLED_SHARE)}),
      new_claims as (
        insert into claims (organization_id, imei, imei_key, status, accepted_at, accepted_by, notes,
          replacement_imei, replacement_imei_key, replacement_make, replacement_model, replacement_color,
          replacement_storage)
        select ${org}, imei, substr(imei, 1, 14), 'accepted', settled_at, by_user,
          (array['Screen replaced', 'Battery swap', null, 'Courier delivery'])[1 + ((n / ${every(SETTLED_SHARE)}) % 4)],
          replacement, substr(replacement, 1, 14), case when replacement is not null then 'Apple' end,
          case when replacement is not null then 'iPhone 15' end, case when replacement is not null then 'Black' end,
          case when replacement is not null then '128GB' end
        from picked_rows returning id, imei, replacement_imei, accepted_at, accepted_by, notes),
      new_settled as (
        insert into settled_claims (organization_id, claim_id, settled_by, imei, imei_key, device_make, device_model,
          claim_type, claim_date, notes, full_check_data, settled_at)
        select ${org}, id, accepted_by, imei, substr(imei, 1, 14), 'APPLE', 'IPHONE 7', 'Accidental Damage',
          (accepted_at at time zone 'UTC')::date, notes, ${summary}, accepted_at from new_claims)
      insert into replacement_devices (organization_id, claim_id, original_imei, replacement_imei, device_make,
        device_model, device_color, device_storage, notes, settled_at, settled_by)
      select ${org}, id, imei, replacement_imei, 'Apple', 'iPhone 15', 'Black', '128GB', notes, accepted_at,
        accepted_by from new_claims where replacement_imei is not null`),
  );
  const deniedImei = imeiSql('n', BANDS.denied);
  await db.execute(
    sql.raw(`insert into denied_claims (organization_id, denied_by, imei, imei_key, denial_reason, device_make,
        device_model, claim_type, full_check_data, denied_at)
      select ${org}, ${user}, imei, substr(imei, 1, 14),
        (array['Pre-existing damage', 'Device blocked', 'Policy excluded', 'Fraud suspected'])[1 + ((n / ${every(DENIED_SHARE)}) % 4)],
        'APPLE', 'IPHONE 7', 'Theft', ${summary}, ${when}
      from (select n, ${deniedImei} as imei from ${series(DENIED_SHARE)}) numbered`),
  );
  await db.execute(
    sql.raw(`insert into claim_recheck_history (organization_id, claim_check_id, checked_at, checked_by,
        full_response, find_my_iphone_status, is_blocked, claims_count)
      select organization_id, id, created_at + interval '1 day', checked_by, full_response, find_my_iphone_status,
        is_blocked, 0
      from claim_checks
      where organization_id = ${org} and imei_key in (
        select substr(${imeiSql('n', BANDS.checks)}, 1, 14) from ${series(RECHECK_SHARE)})`),
  );
}
