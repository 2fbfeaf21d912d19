import type { LegalHoldCreate, RetentionSettingsChange } from '@/domain/contracts/data-retention';
import { type LegalHoldKind, retentionCutoffs } from '@/domain/data-retention';
import { imeiMatchKey } from '@/domain/imei';
import { messages } from '@/domain/messages';
import { retentionMessages } from '@/domain/retention-messages';
import { recordEvent } from '@/server/audit/record-event';
import type { TenantContext } from '@/server/auth/tenant-context';
import { conflict, notFound } from '@/server/errors';
import type { Services } from '@/server/services';
import {
  checkExists,
  countRetentionDue,
  insertHold,
  readActiveHolds,
  readHoldState,
  readRecentRuns,
  readRetentionSettings,
  releaseHold,
  updateRetentionSettings,
} from './queries';

type Deps = Pick<Services, 'db'>;

export async function loadRetentionSettings(tenant: TenantContext) {
  const settings = await tenant.read((tx) => readRetentionSettings(tx, tenant.organisationId));
  if (!settings) throw notFound(messages.organisationNotFound);
  return settings;
}

/**
 * Changes the settings the admin named, the others staying; audited in the same transaction (the owner's work: the
 * tenant role may only read its organisation's row). The next retention run applies them.
 */
export function changeRetentionSettings(deps: Deps, tenant: TenantContext, change: RetentionSettingsChange) {
  const { organisationId } = tenant;
  return deps.db.transaction(async (tx) => {
    const settings = await updateRetentionSettings(tx, organisationId, change);
    if (!settings) throw notFound(messages.organisationNotFound);
    await recordEvent(tx, tenant, {
      name: 'retention.settings_changed',
      subjectId: organisationId,
      data: { ...change },
    });
    return settings;
  });
}

/** The dry run: what a retention run would remove or reduce now under the saved settings, counted, nothing changed. */
export function previewRetentionRun(tenant: TenantContext) {
  return tenant.read(async (tx) => {
    const settings = await readRetentionSettings(tx, tenant.organisationId);
    if (!settings) throw notFound(messages.organisationNotFound);
    return countRetentionDue(tx, tenant.organisationId, retentionCutoffs(settings, new Date()));
  });
}

/** The organisation's retention runs of the last 30 days, newest first. */
export async function listRetentionRuns(tenant: TenantContext) {
  const items = await tenant.read((tx) => readRecentRuns(tx, tenant.organisationId));
  return { items };
}

export async function listLegalHolds(tenant: TenantContext) {
  const items = await tenant.read((tx) => readActiveHolds(tx, tenant.organisationId));
  return { items };
}

function holdKind(hold: LegalHoldCreate): LegalHoldKind {
  if (hold.checkId !== undefined) return 'check';
  if (hold.imei !== undefined) return 'imei';
  return 'claimReference';
}

/**
 * Puts one check of the organisation, or every record of an IMEI or a claim reference, on hold with the reason;
 * audited. An IMEI or a reference may be held before the organisation has any record of it.
 */
export function placeLegalHold(tenant: TenantContext, hold: LegalHoldCreate) {
  const { organisationId, userId } = tenant;
  const kind = holdKind(hold);
  return tenant.run(async (tx) => {
    if (hold.checkId !== undefined && !(await checkExists(tx, organisationId, hold.checkId))) {
      throw notFound(retentionMessages.holdCheckNotFound);
    }
    const row = await insertHold(tx, {
      organizationId: organisationId,
      kind,
      checkId: hold.checkId ?? null,
      imei: hold.imei ?? null,
      imeiKey: hold.imei === undefined ? null : imeiMatchKey(hold.imei),
      claimReference: hold.claimReference ?? null,
      reason: hold.reason,
      createdBy: userId,
    });
    await recordEvent(tx, tenant, {
      name: 'legal_hold.placed',
      subjectId: row.id,
      data: {
        kind,
        checkId: row.checkId,
        imei: row.imei,
        claimReference: row.claimReference,
        reason: row.reason,
      },
    });
    return row;
  });
}

/** Releases a hold in force; audited. Its records fall under retention and erasure again. */
export function releaseLegalHold(tenant: TenantContext, id: string) {
  const { organisationId, userId } = tenant;
  return tenant.run(async (tx) => {
    const row = await releaseHold(tx, organisationId, id, userId);
    if (!row) {
      const existing = await readHoldState(tx, organisationId, id);
      if (existing) throw conflict(retentionMessages.holdAlreadyReleased);
      throw notFound(retentionMessages.holdNotFound);
    }
    await recordEvent(tx, tenant, {
      name: 'legal_hold.released',
      subjectId: row.id,
      data: { kind: row.kind, checkId: row.checkId, imei: row.imei, claimReference: row.claimReference },
    });
  });
}
