import { registerMessages } from '@/domain/register-messages';
import { deleteWithAudit } from '@/server/audit/delete-with-audit';
import type { TenantContext } from '@/server/auth/tenant-context';
import type { RegisterQuery } from '@/server/db/register-page';
import type { ListExport } from '@/server/http/csv-export';
import { readTenantList, readTenantRecord } from '@/server/http/tenant-reads';
import { ledgerReport, ledgerVerdict } from '@/server/modules/device-searches';
import { deleteDeniedClaim, deniedClaimBatch, findDeniedClaim, listDeniedClaims } from './queries';

type DeniedClaimListRow = Awaited<ReturnType<typeof listDeniedClaims>>['items'][number];
type DeniedClaimRow = Awaited<ReturnType<typeof deniedClaimBatch>>['rows'][number];

/** A list row: the register's columns and the device's current verdict (its newest answer's), as Claims Review's. */
function toDeniedClaimListRow({ current, ...row }: DeniedClaimListRow) {
  return { ...row, verdict: ledgerVerdict(current) };
}

export function listDeniedClaimPage(tenant: TenantContext, query: RegisterQuery) {
  return readTenantList(tenant, query, listDeniedClaims, toDeniedClaimListRow);
}

/** The denial with the device's report at intake and its current one (the newest answer), when the ledger has them. */
export async function loadDeniedClaim(tenant: TenantContext, id: string) {
  const { intake, current, ...found } = await readTenantRecord(
    tenant,
    id,
    findDeniedClaim,
    registerMessages.deniedClaimNotFound,
  );
  return {
    ...found,
    verdict: ledgerVerdict(current),
    intakeReport: ledgerReport(intake),
    currentReport: ledgerReport(current),
  };
}

/** Super admins remove a denial from the register; the device can then be checked again. */
export function removeDeniedClaim(tenant: TenantContext, id: string): Promise<void> {
  return deleteWithAudit(tenant, {
    id,
    remove: deleteDeniedClaim,
    notFoundMessage: registerMessages.deniedClaimNotFound,
    event: 'denied_claim.deleted',
    details: (imei) => ({ imei }),
  });
}

/** Denied Claims as a CSV download: the register's columns and the note, every record matching the search and filters. */
export const deniedClaimExport = {
  filename: 'denied-claims',
  batch: deniedClaimBatch,
  columns: [
    { header: 'Date Denied', value: (row) => row.deniedAt },
    { header: 'Check ID', value: (row) => row.checkId },
    { header: 'IMEI', value: (row) => row.imei },
    { header: 'Make', value: (row) => row.deviceMake },
    { header: 'Model', value: (row) => row.deviceModel },
    { header: 'Claim Type', value: (row) => row.claimType },
    { header: 'Claim Reference', value: (row) => row.claimReference },
    { header: 'Denial Reason', value: (row) => row.denialReason },
    { header: 'Note', value: (row) => row.notes },
    { header: 'Denied By', value: (row) => row.deniedBy },
  ],
} satisfies ListExport<DeniedClaimRow, RegisterQuery>;
