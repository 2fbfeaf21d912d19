import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { EarlierRecord } from '@/domain/earlier-record';
import type { RecordedEvent } from '@/server/audit/record-event';
import { claimChecks, deniedClaims, settledClaims } from '@/server/db/schema/checks';
import { organizationClaimTypes, organizations } from '@/server/db/schema/organisations';
import type { TenantTx } from '@/server/db/tenant';
import { currentRuleSetSql, replacementHandedOutSql, type StoredRuleSet } from '@/server/modules/checks';

export type ClaimTypes = Array<{ claimType: string; isTotalLoss: boolean }>;

export interface IntakeContext {
  claimTypes: ClaimTypes;
  /** The earlier records of the devices asked about, by IMEI key; a device new to the organisation is absent. */
  records: Map<string, EarlierRecord>;
  /** What triage reads of the organisation: its current rules, and the devices it already replaced (IMEI keys). */
  ruleSet: StoredRuleSet | null;
  replaced: Set<string>;
}

type RecordJson = {
  key: string;
  checkedAt: string | null;
  isSettled: boolean;
  isDenied: boolean;
  isReplaced: boolean;
};

/**
 * The earlier records of these devices (by IMEI key) as one JSON value, each sub-select on the organisation + IMEI-key
 * index. The keys travel as one JSON parameter whatever their number, on both drivers.
 */
const earlierRecordsJson = (organisationId: string, keys: string[]) => sql`(select json_agg(json_build_object(
    'key', k.key,
    'checkedAt', (select max(${claimChecks.createdAt}) from ${claimChecks}
      where ${claimChecks.organizationId} = ${organisationId} and ${claimChecks.imeiKey} = k.key),
    'isSettled', exists (select 1 from ${settledClaims}
      where ${settledClaims.organizationId} = ${organisationId} and ${settledClaims.imeiKey} = k.key),
    'isDenied', exists (select 1 from ${deniedClaims}
      where ${deniedClaims.organizationId} = ${organisationId} and ${deniedClaims.imeiKey} = k.key),
    'isReplaced', ${replacementHandedOutSql(organisationId, sql`k.key`)}))
  from jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb) as k(key))`;

const claimTypesJson = (organisationId: string) => sql`(select json_agg(json_build_object(
    'claimType', ${organizationClaimTypes.claimType}, 'isTotalLoss', ${organizationClaimTypes.isTotalLoss}))
  from ${organizationClaimTypes} where ${organizationClaimTypes.organizationId} = ${organisationId})`;

function toRecords(rows: RecordJson[] | null | undefined): Pick<IntakeContext, 'records' | 'replaced'> {
  const records: IntakeContext['records'] = new Map();
  const replaced: IntakeContext['replaced'] = new Set();
  for (const { key, checkedAt, isSettled, isDenied, isReplaced } of rows ?? []) {
    if (isReplaced) replaced.add(key);
    if (!checkedAt && !isSettled && !isDenied) continue;
    records.set(key, { checkedAt: checkedAt ? new Date(checkedAt) : null, isSettled, isDenied });
  }
  return { records, replaced };
}

/**
 * Everything the intake rules and triage ask of the database, in one statement: the organisation's claim types, its
 * current triage rules and the earlier records (and replacements) of the devices whose IMEI keys are given (none when
 * no IMEI is well formed). The single intake asks about
 * one device; a bulk file about all of its devices at once.
 */
export async function loadIntakeContext(
  tx: TenantTx,
  organisationId: string,
  imeiKeys: string[],
): Promise<IntakeContext> {
  const [row] = await tx
    .select({
      claimTypes: sql<ClaimTypes | null>`${claimTypesJson(organisationId)}`,
      records: sql<RecordJson[] | null>`${earlierRecordsJson(organisationId, imeiKeys)}`,
      ruleSet: currentRuleSetSql(organisationId),
    })
    .from(organizations)
    .where(eq(organizations.id, organisationId));
  return { claimTypes: row?.claimTypes ?? [], ruleSet: row?.ruleSet ?? null, ...toRecords(row?.records) };
}

export type NewCheck = typeof claimChecks.$inferInsert;

/**
 * Stores the check, its audit event and its webhook event's deliveries (the end of a WITH statement) in one
 * statement (a data-modifying WITH runs once, and one statement is atomic), so a recorded check costs one statement in
 * its tenant transaction instead of three, after the one that takes the event's place in the audit chain. Returns
 * the new id and time.
 */
export async function insertCheckWithAudit(
  tx: TenantTx,
  check: NewCheck,
  recorded: (tx: TenantTx, checkId: string) => Promise<RecordedEvent>,
): Promise<{ id: string; createdAt: Date }> {
  const stored = { id: randomUUID(), createdAt: check.createdAt ?? new Date() };
  // The intake's answer is the check's current status from the moment it is recorded.
  const insertCheck = tx
    .insert(claimChecks)
    .values({ ...check, ...stored, statusCheckedAt: stored.createdAt });
  const { auditInsert, deliveries } = await recorded(tx, stored.id);
  const parts = [sql`stored_check as (${insertCheck.getSQL()})`];
  if (auditInsert) parts.push(sql`audit_event as (${auditInsert})`);
  if (deliveries) parts.push(deliveries);
  await tx.execute(sql`with ${sql.join(parts, sql`, `)}`);
  return stored;
}
