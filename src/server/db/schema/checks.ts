import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { LockStatus } from '@/domain/device-report';
import type { DeviceStatusSummary } from '@/domain/device-status-summary';
import type { RegistryStatus } from '@/domain/registry-status';
import type { TriageRoute } from '@/domain/schemas/triage-rules';
import type { TriageReason } from '@/domain/triage';
import type { WorkStatus } from '@/domain/work-queue';
import { claims } from './claims';
import {
  changedIndex,
  createdAt,
  decidedClaimIndexes,
  deviceImei,
  filteredNewestFirstIndex,
  idAndOrganisation,
  newestFirstIndex,
  partOf,
  trigramIndex,
  updatedAt,
  userRef,
} from './columns';

export interface LastKnownCarrier {
  network: string;
  recordDate: string | null;
}

/**
 * `claim_checks`: one recorded device check, waiting for review; deleted when its claim is settled or denied (its id
 * then leads to the settled or denied record, which keeps it as `claim_check_id`).
 */
export const claimChecks = pgTable(
  'claim_checks',
  {
    ...idAndOrganisation(),
    /** Duplicates and bulk deletes match on the IMEI's first 14 digits. */
    ...deviceImei(),
    reference: text('reference'),
    claimType: text('claim_type'),
    fnol: boolean('fnol').notNull().default(false),
    lossDate: date('loss_date', { mode: 'string' }),
    checkedBy: userRef('checked_by'),
    deviceMake: text('device_make'),
    deviceModel: text('device_model'),
    // json, not jsonb: the provider's answer is kept as received, its keys in the provider's order.
    fullResponse: json('full_response').notNull(),
    /**
     * The device's current status, which every list, filter, count and export reads: the intake's, replaced by each
     * re-check and re-verification of the device (the answers themselves stay in their own history).
     */
    findMyIphoneStatus: text('find_my_iphone_status').$type<LockStatus>(),
    findMyIphoneActive: boolean('find_my_iphone_active').notNull().default(false),
    /** Null: the provider did not report a block status (never read as not blocked). */
    isBlocked: boolean('is_blocked'),
    lastKnownCarriers: jsonb('last_known_carriers').$type<LastKnownCarrier[]>().notNull().default([]),
    certificateResult: text('certificate_result'),
    certificateId: text('certificate_id'),
    /** The provider's answer the current status comes from; null while it is the intake's (`full_response`). */
    statusResponse: json('status_response'),
    /** When the current status was taken: the intake, or the latest re-check or re-verification. */
    statusCheckedAt: timestamp('status_checked_at', { withTimezone: true }).notNull().defaultNow(),
    /** The verdict, block and lock at intake, for the exports' "at intake" columns. */
    intakeCertificateResult: text('intake_certificate_result').notNull(),
    intakeIsBlocked: boolean('intake_is_blocked'),
    intakeFindMyIphoneStatus: text('intake_find_my_iphone_status').$type<LockStatus>(),
    /**
     * Triage of the current status (the intake's, then each re-check's and re-verification's) under the rule-set version
     * it names; null for checks recorded before triage.
     */
    triageScore: integer('triage_score'),
    triageRoute: text('triage_route').$type<TriageRoute>(),
    triageReasons: jsonb('triage_reasons').$type<TriageReason[]>(),
    triageRuleSetVersion: integer('triage_rule_set_version'),
    /**
     * The work queue: the handler the claim is assigned to (null: unassigned), its status (WorkStatus; `referred` from
     * intake when triage refers it) and when it is due (from intake, by the organization's service level for its route,
     * set by a trigger on insert; a handler may move it). Null due: recorded before triage, never overdue.
     */
    assigneeId: userRef('assignee_id'),
    workStatus: text('work_status').$type<WorkStatus>().notNull().default('new'),
    dueAt: timestamp('due_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    changedIndex('claim_checks_org_changed_idx', t),
    newestFirstIndex('claim_checks_org_created_idx', t, t.createdAt),
    // Claims Review's filters: each walks its own index in the list's order (a date range narrows any of them).
    filteredNewestFirstIndex('claim_checks_org_claim_type_created_idx', t, t.claimType, t.createdAt),
    filteredNewestFirstIndex('claim_checks_org_checked_by_created_idx', t, t.checkedBy, t.createdAt),
    filteredNewestFirstIndex('claim_checks_org_certificate_created_idx', t, t.certificateResult, t.createdAt),
    filteredNewestFirstIndex('claim_checks_org_triage_route_created_idx', t, t.triageRoute, t.createdAt),
    filteredNewestFirstIndex('claim_checks_org_assignee_created_idx', t, t.assigneeId, t.createdAt),
    filteredNewestFirstIndex('claim_checks_org_work_status_created_idx', t, t.workStatus, t.createdAt),
    // Overdue: the organization's claims by due time (the dashboard counts them, the list narrows by it).
    index('claim_checks_org_due_idx').on(t.organizationId, t.dueAt),
    // "Contains" searches of Claims Review (IMEI or claim reference) use trigram indexes, never a scan.
    trigramIndex('claim_checks_imei_trgm_idx', t.imei),
    trigramIndex('claim_checks_reference_trgm_idx', t.reference),
    // A subject request's claim reference, matched whole (a trigram index is slow for an equality of a common shape).
    index('claim_checks_org_reference_idx').on(t.organizationId, t.reference),
    // One open check per organisation and device: a second intake of the IMEI is 'IMEI Previously Checked'.
    uniqueIndex('claim_checks_org_imei_key_key').on(t.organizationId, t.imeiKey),
  ],
);

/** `claim_recheck_history`: each re-check of a recorded check, kept with the provider's full answer. */
export const claimRecheckHistory = pgTable(
  'claim_recheck_history',
  {
    ...idAndOrganisation(),
    claimCheckId: partOf('claim_check_id', () => claimChecks.id),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
    checkedBy: userRef('checked_by'),
    // json, not jsonb: the provider's answer is kept as received, its keys in the provider's order.
    fullResponse: json('full_response').notNull(),
    findMyIphoneStatus: text('find_my_iphone_status').$type<LockStatus>(),
    /** Null: not reported by the provider. */
    isBlocked: boolean('is_blocked'),
    claimsCount: integer('claims_count'),
  },
  (t) => [index('claim_recheck_history_check_idx').on(t.claimCheckId, t.checkedAt.desc().nullsFirst())],
);

/** `settled_claims`: the register of settled claims, written by the settle transaction. */
export const settledClaims = pgTable(
  'settled_claims',
  {
    ...idAndOrganisation(),
    /** The check it was settled from: `GET /api/v1/checks/:id` leads here once the check is gone. */
    claimCheckId: uuid('claim_check_id'),
    /** The accepted claim behind this record (its replacement device); cleared when a super admin cleans it up. */
    claimId: uuid('claim_id').references(() => claims.id, { onDelete: 'set null' }),
    settledBy: userRef('settled_by'),
    ...deviceImei(),
    deviceMake: text('device_make'),
    deviceModel: text('device_model'),
    /** The colour and storage the provider named with the make and model; sent to the registry in its description. */
    deviceColor: text('device_color'),
    deviceStorage: text('device_storage'),
    claimType: text('claim_type'),
    /** The date the claim was made (the loss date FNOL gave, else the day of the intake), sent to the registry. */
    claimDate: date('claim_date', { mode: 'string' }).notNull(),
    notes: text('notes'),
    /** The device's status at intake (the check's answer). */
    fullCheckData: jsonb('full_check_data').$type<DeviceStatusSummary>(),
    /** The re-verification the handler settled on; null when it failed or was not run. */
    statusAtSettlement: jsonb('status_at_settlement').$type<DeviceStatusSummary>(),
    /** The re-verification the settlement rests on (the device's latest before the settle); null when there was none. */
    verificationId: uuid('verification_id'),
    /** The changes since intake the settle dialog warned about and the handler settled despite. */
    overriddenChanges: jsonb('overridden_changes').$type<string[]>().notNull().default([]),
    /** Why the handler settled despite those changes (required whenever there are any). */
    overrideReason: text('override_reason'),
    /** The claim reference of the intake, sent to the registry. */
    claimReference: text('claim_reference'),
    /** Who settled it, as they were named then: a later rename does not rewrite the record. */
    settledByName: text('settled_by_name'),
    settledByEmail: text('settled_by_email'),
    /** Registration with the provider's registry (see RegistryStatus); null before it existed. */
    registryStatus: text('registry_status').$type<RegistryStatus>(),
    registryTransactionId: text('registry_transaction_id'),
    registryError: text('registry_error'),
    registryUpdatedAt: timestamp('registry_updated_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) =>
    decidedClaimIndexes('settled_claims', 'settled', t, t.settledAt, [
      ['claim_type', t.claimType],
      ['settled_by', t.settledBy],
    ]),
);

/** `denied_claims`: the register of denied claims, written by the deny transaction. */
export const deniedClaims = pgTable(
  'denied_claims',
  {
    ...idAndOrganisation(),
    /** The check it was denied from: `GET /api/v1/checks/:id` leads here once the check is gone. */
    claimCheckId: uuid('claim_check_id'),
    deniedBy: userRef('denied_by'),
    /** Who denied it, as they were named then. */
    deniedByName: text('denied_by_name'),
    deniedByEmail: text('denied_by_email'),
    ...deviceImei(),
    denialReason: text('denial_reason').notNull(),
    deviceMake: text('device_make'),
    deviceModel: text('device_model'),
    claimType: text('claim_type'),
    fullCheckData: jsonb('full_check_data').$type<DeviceStatusSummary>(),
    /** The claim reference of the intake, carried over from the check when it was denied. */
    claimReference: text('claim_reference'),
    /** The handler's optional note on the denial. */
    notes: text('notes'),
    deniedAt: timestamp('denied_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: updatedAt(),
  },
  (t) =>
    decidedClaimIndexes('denied_claims', 'denied', t, t.deniedAt, [
      ['reason', t.denialReason],
      ['denied_by', t.deniedBy],
    ]),
);

/**
 * A fresh search of a device just before its claim is decided (the Settle dialog's re-verification): the settlement
 * names it, so the status the handler settled on is the server's record, not the browser's word.
 */
export const deviceVerifications = pgTable(
  'device_verifications',
  {
    ...idAndOrganisation(),
    imeiKey: text('imei_key').notNull(),
    checkedBy: userRef('checked_by'),
    fullResponse: jsonb('full_response').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('device_verifications_org_created_idx').on(t.organizationId, t.createdAt),
    // The settlement's evidence: the device's latest re-verification.
    index('device_verifications_org_imei_key_created_idx').on(
      t.organizationId,
      t.imeiKey,
      t.createdAt.desc(),
    ),
  ],
);
