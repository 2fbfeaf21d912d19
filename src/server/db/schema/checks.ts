import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
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
  REDUCED_MARK_LITERAL,
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
export const claimChecks = pg.pgTable(
  'claim_checks',
  {
    ...idAndOrganisation(),
    /** Duplicates and bulk deletes match on the IMEI's first 14 digits. */
    ...deviceImei(),
    reference: pg.text('reference'),
    claimType: pg.text('claim_type'),
    fnol: pg.boolean('fnol').notNull().default(false),
    lossDate: pg.date('loss_date', { mode: 'string' }),
    checkedBy: userRef('checked_by'),
    deviceMake: pg.text('device_make'),
    deviceModel: pg.text('device_model'),
    // json, not jsonb: the provider's answer is kept as received, its keys in the provider's order.
    fullResponse: pg.json('full_response').notNull(),
    /**
     * The device's current status, which every list, filter, count and export reads: the intake's, replaced by each
     * re-check and re-verification of the device (the answers themselves stay in their own history).
     */
    findMyIphoneStatus: pg.text('find_my_iphone_status').$type<LockStatus>(),
    findMyIphoneActive: pg.boolean('find_my_iphone_active').notNull().default(false),
    /** Null: the provider did not report a block status (never read as not blocked). */
    isBlocked: pg.boolean('is_blocked'),
    lastKnownCarriers: pg.jsonb('last_known_carriers').$type<LastKnownCarrier[]>().notNull().default([]),
    certificateResult: pg.text('certificate_result'),
    certificateId: pg.text('certificate_id'),
    /** The provider's answer the current status comes from; null while it is the intake's (`full_response`). */
    statusResponse: pg.json('status_response'),
    /** When the current status was taken: the intake, or the latest re-check or re-verification. */
    statusCheckedAt: pg.timestamp('status_checked_at', { withTimezone: true }).notNull().defaultNow(),
    /** When retention reduced the provider's answers (intake and latest) to the facts: null while they are whole. */
    answersReducedAt: pg.timestamp('answers_reduced_at', { withTimezone: true }),
    /** The verdict, block and lock at intake, for the exports' "at intake" columns. */
    intakeCertificateResult: pg.text('intake_certificate_result').notNull(),
    intakeIsBlocked: pg.boolean('intake_is_blocked'),
    intakeFindMyIphoneStatus: pg.text('intake_find_my_iphone_status').$type<LockStatus>(),
    /**
     * Triage of the current status (the intake's, then each re-check's and re-verification's) under the rule-set version
     * it names; null for checks recorded before triage.
     */
    triageScore: pg.integer('triage_score'),
    triageRoute: pg.text('triage_route').$type<TriageRoute>(),
    triageReasons: pg.jsonb('triage_reasons').$type<TriageReason[]>(),
    triageRuleSetVersion: pg.integer('triage_rule_set_version'),
    /**
     * The work queue: the handler the claim is assigned to (null: unassigned), its status (WorkStatus; `referred` from
     * intake when triage refers it) and when it is due (from intake, by the organization's service level for its route,
     * set by a trigger on insert; a handler may move it). Null due: recorded before triage, never overdue.
     */
    assigneeId: userRef('assignee_id'),
    workStatus: pg.text('work_status').$type<WorkStatus>().notNull().default('new'),
    dueAt: pg.timestamp('due_at', { withTimezone: true }),
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
    pg.index('claim_checks_org_due_idx').on(t.organizationId, t.dueAt),
    // "Contains" searches of Claims Review (IMEI or claim reference) use trigram indexes, never a scan.
    trigramIndex('claim_checks_imei_trgm_idx', t.imei),
    trigramIndex('claim_checks_reference_trgm_idx', t.reference),
    // A subject request's claim reference, matched whole (a trigram index is slow for an equality of a common shape).
    pg.index('claim_checks_org_reference_idx').on(t.organizationId, t.reference),
    // One open check per organisation and device: a second intake of the IMEI is 'IMEI Previously Checked'.
    pg.uniqueIndex('claim_checks_org_imei_key_key').on(t.organizationId, t.imeiKey),
    // Retention reduces the answers of checks older than the organisation keeps them whole, oldest first.
    pg
      .index('claim_checks_org_whole_answers_idx')
      .on(t.organizationId, t.createdAt)
      .where(sql`${t.answersReducedAt} is null`),
  ],
);

/** `claim_recheck_history`: each re-check of a recorded check, kept with the provider's full answer. */
export const claimRecheckHistory = pg.pgTable(
  'claim_recheck_history',
  {
    ...idAndOrganisation(),
    claimCheckId: partOf('claim_check_id', () => claimChecks.id),
    checkedAt: pg.timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
    checkedBy: userRef('checked_by'),
    // json, not jsonb: the provider's answer is kept as received, its keys in the provider's order.
    fullResponse: pg.json('full_response').notNull(),
    findMyIphoneStatus: pg.text('find_my_iphone_status').$type<LockStatus>(),
    /** Null: not reported by the provider. */
    isBlocked: pg.boolean('is_blocked'),
    claimsCount: pg.integer('claims_count'),
  },
  (t) => [pg.index('claim_recheck_history_check_idx').on(t.claimCheckId, t.checkedAt.desc().nullsFirst())],
);

/** `settled_claims`: the register of settled claims, written by the settle transaction. */
export const settledClaims = pg.pgTable(
  'settled_claims',
  {
    ...idAndOrganisation(),
    /** The check it was settled from: `GET /api/v1/checks/:id` leads here once the check is gone. */
    claimCheckId: pg.uuid('claim_check_id'),
    /** The accepted claim behind this record (its replacement device); cleared when a super admin cleans it up. */
    claimId: pg.uuid('claim_id').references(() => claims.id, { onDelete: 'set null' }),
    settledBy: userRef('settled_by'),
    ...deviceImei(),
    deviceMake: pg.text('device_make'),
    deviceModel: pg.text('device_model'),
    /** The colour and storage the provider named with the make and model; sent to the registry in its description. */
    deviceColor: pg.text('device_color'),
    deviceStorage: pg.text('device_storage'),
    claimType: pg.text('claim_type'),
    /** The date the claim was made (the loss date FNOL gave, else the day of the intake), sent to the registry. */
    claimDate: pg.date('claim_date', { mode: 'string' }).notNull(),
    notes: pg.text('notes'),
    /** The device's status at intake (the check's answer). */
    fullCheckData: pg.jsonb('full_check_data').$type<DeviceStatusSummary>(),
    /** The re-verification the handler settled on; null when it failed or was not run. */
    statusAtSettlement: pg.jsonb('status_at_settlement').$type<DeviceStatusSummary>(),
    /** The re-verification the settlement rests on (the device's latest before the settle); null when there was none. */
    verificationId: pg.uuid('verification_id'),
    /** The changes since intake the settle dialog warned about and the handler settled despite. */
    overriddenChanges: pg.jsonb('overridden_changes').$type<string[]>().notNull().default([]),
    /** Why the handler settled despite those changes (required whenever there are any). */
    overrideReason: pg.text('override_reason'),
    /** The claim reference of the intake, sent to the registry. */
    claimReference: pg.text('claim_reference'),
    /** Who settled it, as they were named then: a later rename does not rewrite the record. */
    settledByName: pg.text('settled_by_name'),
    settledByEmail: pg.text('settled_by_email'),
    /** Registration with the provider's registry (see RegistryStatus); null before it existed. */
    registryStatus: pg.text('registry_status').$type<RegistryStatus>(),
    registryTransactionId: pg.text('registry_transaction_id'),
    registryError: pg.text('registry_error'),
    registryUpdatedAt: pg.timestamp('registry_updated_at', { withTimezone: true }),
    settledAt: pg.timestamp('settled_at', { withTimezone: true }).notNull().defaultNow(),
    /** When retention anonymised the record (the IMEI replaced by a token, references, names and notes removed). */
    anonymisedAt: pg.timestamp('anonymised_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) =>
    decidedClaimIndexes('settled_claims', 'settled', t, t.settledAt, [
      ['claim_type', t.claimType],
      ['settled_by', t.settledBy],
    ]),
);

/** `denied_claims`: the register of denied claims, written by the deny transaction. */
export const deniedClaims = pg.pgTable(
  'denied_claims',
  {
    ...idAndOrganisation(),
    /** The check it was denied from: `GET /api/v1/checks/:id` leads here once the check is gone. */
    claimCheckId: pg.uuid('claim_check_id'),
    deniedBy: userRef('denied_by'),
    /** Who denied it, as they were named then. */
    deniedByName: pg.text('denied_by_name'),
    deniedByEmail: pg.text('denied_by_email'),
    ...deviceImei(),
    denialReason: pg.text('denial_reason').notNull(),
    deviceMake: pg.text('device_make'),
    deviceModel: pg.text('device_model'),
    claimType: pg.text('claim_type'),
    fullCheckData: pg.jsonb('full_check_data').$type<DeviceStatusSummary>(),
    /** The claim reference of the intake, carried over from the check when it was denied. */
    claimReference: pg.text('claim_reference'),
    /** The handler's optional note on the denial. */
    notes: pg.text('notes'),
    deniedAt: pg.timestamp('denied_at', { withTimezone: true }).notNull().default(sql`now()`),
    /** When retention anonymised the record (the IMEI replaced by a token, references, names and notes removed). */
    anonymisedAt: pg.timestamp('anonymised_at', { withTimezone: true }),
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
export const deviceVerifications = pg.pgTable(
  'device_verifications',
  {
    ...idAndOrganisation(),
    imeiKey: pg.text('imei_key').notNull(),
    checkedBy: userRef('checked_by'),
    fullResponse: pg.jsonb('full_response').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    pg.index('device_verifications_org_created_idx').on(t.organizationId, t.createdAt),
    // The settlement's evidence: the device's latest re-verification.
    pg
      .index('device_verifications_org_imei_key_created_idx')
      .on(t.organizationId, t.imeiKey, t.createdAt.desc()),
    // Retention reduces answers older than the organisation keeps them whole: those not reduced yet, oldest first.
    pg
      .index('device_verifications_org_whole_answer_idx')
      .on(t.organizationId, t.createdAt)
      .where(sql`${t.fullResponse} ->> ${REDUCED_MARK_LITERAL} is null`),
  ],
);
