import { registerMessages } from '@/domain/register-messages';
import { deleteWithAudit } from '@/server/audit/delete-with-audit';
import type { TenantContext } from '@/server/auth/tenant-context';
import type { RegisterQuery } from '@/server/db/register-page';
import type { ListExport } from '@/server/http/csv-export';
import { readTenantList, readTenantRecord } from '@/server/http/tenant-reads';
import { type LedgerAnswer, ledgerReport, ledgerVerdict } from '@/server/modules/device-searches';
import {
  deleteSettledClaim,
  findSettledClaim,
  listSettledClaims,
  type SettledClaimRecord,
  settledClaimBatch,
} from './queries';

/** The flat joined row as the register shows it: the replacement device is one object, or null. */
function toSettledClaimRow(record: SettledClaimRecord) {
  const { replacementImei, replacementMake, replacementModel, replacementColor, replacementStorage, ...row } =
    record;
  const replacement = replacementImei
    ? {
        imei: replacementImei,
        make: replacementMake,
        model: replacementModel,
        color: replacementColor,
        storage: replacementStorage,
      }
    : null;
  return { ...row, replacement };
}

/** A list row: the register's columns and the device's current verdict (its newest answer's), as Claims Review's. */
function toSettledClaimListRow({
  current,
  ...record
}: SettledClaimRecord & { current: LedgerAnswer | null }) {
  return { ...toSettledClaimRow(record), verdict: ledgerVerdict(current) };
}

export function listSettledClaimPage(tenant: TenantContext, query: RegisterQuery) {
  return readTenantList(tenant, query, listSettledClaims, toSettledClaimListRow);
}

export async function loadSettledClaim(tenant: TenantContext, id: string) {
  const found = await readTenantRecord(tenant, id, findSettledClaim, registerMessages.settledClaimNotFound);
  const { registryTransactionId, registryError, registryUpdatedAt, intake, ...detail } = found;
  const registry = {
    status: detail.registryStatus,
    transactionId: registryTransactionId,
    error: registryError,
    updatedAt: registryUpdatedAt,
  };
  const { current, ...kept } = detail;
  return {
    ...kept,
    ...toSettledClaimListRow(detail),
    registry,
    intakeReport: ledgerReport(intake),
    currentReport: ledgerReport(current),
  };
}

/**
 * Super admins remove a record from the register, and with it the claim behind it and its replacement device: the
 * dashboard stops counting it and the device may be taken in and settled again.
 */
export function removeSettledClaim(tenant: TenantContext, id: string): Promise<void> {
  return deleteWithAudit(tenant, {
    id,
    remove: deleteSettledClaim,
    notFoundMessage: registerMessages.settledClaimNotFound,
    event: 'settled_claim.deleted',
    details: (removed) => removed,
  });
}

/** Settled Claims as a CSV download: the register's columns, the replacement device in columns of its own. */
export const settledClaimExport = {
  filename: 'settled-claims',
  batch: settledClaimBatch,
  columns: [
    { header: 'Date Settled', value: (row) => row.settledAt },
    { header: 'Check ID', value: (row) => row.checkId },
    { header: 'Original IMEI', value: (row) => row.imei },
    { header: 'Make', value: (row) => row.deviceMake },
    { header: 'Model', value: (row) => row.deviceModel },
    { header: 'Claim Type', value: (row) => row.claimType },
    { header: 'Claim Reference', value: (row) => row.claimReference },
    { header: 'Replacement IMEI', value: (row) => row.replacementImei },
    { header: 'Replacement Make', value: (row) => row.replacementMake },
    { header: 'Replacement Model', value: (row) => row.replacementModel },
    { header: 'Replacement Color', value: (row) => row.replacementColor },
    { header: 'Replacement Storage', value: (row) => row.replacementStorage },
    { header: 'Settled By', value: (row) => row.settledBy },
    { header: 'Registry', value: (row) => row.registryStatus },
  ],
} satisfies ListExport<SettledClaimRecord, RegisterQuery>;
