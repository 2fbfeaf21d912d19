import { type ClaimTypeChangeEffect, decideClaimTypeChangeEffect } from '@/domain/claim-type-change-effect';
import { imeiMatchKey } from '@/domain/imei';
import { intakeMessages } from '@/domain/intake-messages';
import { checkLossDate, latestTodayAnywhere } from '@/domain/loss-date';
import { verdictOf } from '@/domain/report-verdict';
import { reviewMessages } from '@/domain/review-messages';
import type { ClaimTypeChangeSchema } from '@/domain/schemas/claim-type-change';
import { deleteWithAudit } from '@/server/audit/delete-with-audit';
import { recordEvent } from '@/server/audit/record-event';
import type { TenantContext } from '@/server/auth/tenant-context';
import { atLeastShown, countSearch } from '@/server/db/short-search-counts';
import type { TenantTx } from '@/server/db/tenant';
import { AppError, notFound } from '@/server/errors';
import type { ListExport } from '@/server/http/csv-export';
import { pageOffset, readsByCursor } from '@/server/http/paging';
import { readTenantList } from '@/server/http/tenant-reads';
import { findLatestCarrierCheck } from '@/server/modules/carrier-checks';
import {
  assignmentOf,
  deleteChecksByImeiKey,
  findDecisionOfCheck,
  reportFromStored,
  triageOf,
} from '@/server/modules/checks';
import { readTotalLossRule } from '@/server/modules/organisation-lists';
import { toCheckDetail } from './check-detail';
import {
  checkBatch,
  checkFilterOf,
  checkSearchOf,
  countChecks,
  countFilteredChecks,
  countSearchedChecks,
  deleteCheck,
  type FoundCheck,
  findCheck,
  listRechecks,
  readCheckCursorPage,
  readCheckPage,
  updateCheckClaimType,
} from './queries';
import type { CheckDetail, CheckLookup, ListChecksQuery } from './schema';

type ClaimTypeChangeInput = import('zod').output<typeof ClaimTypeChangeSchema>;

const checkNotFound = () => notFound(reviewMessages.checkNotFound);
const invalid = (message: string) => new AppError({ status: 400, code: 'VALIDATION_ERROR', message });

/** A list row: the check, the verdict of its answer at intake and its triage. */
function withVerdict({
  fullResponse,
  triageScore,
  triageRoute,
  triageReasons,
  triageRuleSetVersion,
  assignee,
  workStatus,
  dueAt,
  ...row
}: FoundCheckRow) {
  return {
    ...row,
    verdict: verdictOf(reportFromStored(fullResponse)),
    triage: triageOf({ triageScore, triageRoute, triageReasons, triageRuleSetVersion }),
    assignment: assignmentOf({ assignee, workStatus, dueAt }),
  };
}
type FoundCheckRow = Awaited<ReturnType<typeof readCheckPage>>[number];

/**
 * One page of the organisation's checks, newest first, optionally those whose IMEI or reference contain `search` and
 * those the filters keep: the page and its count are read side by side. A search alone finds both in the database's
 * search functions; filters walk their indexes; the unfiltered list reads a page and a tally.
 */
export async function listCheckPage(tenant: TenantContext, query: ListChecksQuery) {
  if (readsByCursor(query)) return readTenantList(tenant, query, readCheckCursorPage, withVerdict);
  const { organisationId } = tenant;
  const filter = checkFilterOf(query);
  const search = checkSearchOf(query);
  const [items, total] = filter
    ? await tenant.readAll(
        (tx) => readCheckPage(tx, organisationId, query, { where: filter, isPaged: false }),
        (tx) => countFilteredChecks(tx, organisationId, filter),
      )
    : search
      ? await tenant.readAll(
          (tx) => readCheckPage(tx, organisationId, query, { where: search.page, isPaged: true }),
          (tx) =>
            countSearch({ organisationId, list: 'claim_checks', search: query.search }, () =>
              countSearchedChecks(tx, search),
            ),
        )
      : await tenant.readAll(
          (tx) => readCheckPage(tx, organisationId, query),
          (tx) => countChecks(tx, organisationId),
        );
  const shownTotal = atLeastShown(total, pageOffset(query), items.length);
  return {
    items: items.map(withVerdict),
    total: shownTotal,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * A check by its id through the claim's life: the open check in full, or the settled or denied record that keeps its
 * id; 404 when it was deleted (or its record was).
 */
export async function loadCheckDetail(tenant: TenantContext, id: string): Promise<CheckLookup> {
  const { organisationId } = tenant;
  return tenant.read(async (tx) => {
    const found = await findCheck(tx, organisationId, id);
    if (found) return readCheckDetail(tx, organisationId, id, found);
    const record = await findDecisionOfCheck(tx, organisationId, id);
    if (!record || record.type === 'check') throw checkNotFound();
    return {
      id,
      state: record.type === 'settled-claim' ? 'settled' : 'denied',
      record: { ...record, type: record.type },
    };
  });
}

async function readCheckDetail(
  tx: TenantTx,
  organisationId: string,
  id: string,
  check?: FoundCheck,
): Promise<CheckDetail> {
  const found = check ?? (await findCheck(tx, organisationId, id));
  if (!found) throw checkNotFound();
  const rechecks = await listRechecks(tx, organisationId, id);
  const isTotalLoss = await readTotalLossRule(tx, organisationId);
  const carrier = await findLatestCarrierCheck(tx, organisationId, found.check.imeiKey);
  return toCheckDetail(found, rechecks, isTotalLoss(found.check.claimType) === true, carrier ?? null);
}

const CLAIM_TYPE_CHANGE_MESSAGES: Record<ClaimTypeChangeEffect, string> = {
  'set-fnol-date': reviewMessages.claimTypeUpdatedFnolSet,
  'clear-fnol-date': reviewMessages.claimTypeUpdatedFnolCleared,
  'claim-type-only': reviewMessages.claimTypeUpdated,
};

/**
 * Changing a recorded check's claim type, decided by the same rule as the review dialog: becoming total loss
 * without FNOL and loss date sets both, leaving total loss clears them, any other change touches only the claim type.
 */
export async function changeClaimType(
  tenant: TenantContext,
  { id, input }: { id: string; input: ClaimTypeChangeInput },
): Promise<{ message: string; check: CheckDetail }> {
  const { organisationId } = tenant;
  return tenant.run(async (tx) => {
    const isTotalLoss = await readTotalLossRule(tx, organisationId);
    const becomesTotalLoss = isTotalLoss(input.claimType);
    if (becomesTotalLoss === undefined) throw invalid(intakeMessages.claimTypeUnknown);
    const found = await findCheck(tx, organisationId, id);
    if (!found) throw checkNotFound();
    const { check } = found;
    const effect = decideClaimTypeChangeEffect({
      wasTotalLoss: isTotalLoss(check.claimType) === true,
      becomesTotalLoss,
      fnol: check.fnol,
      lossDate: check.lossDate,
    });
    let change: Parameters<typeof updateCheckClaimType>[2] = { id, claimType: input.claimType };
    if (effect === 'set-fnol-date') {
      if (!input.lossDate) throw invalid(reviewMessages.lossDateRequired);
      const problem = checkLossDate(input.lossDate, latestTodayAnywhere());
      if (problem) throw invalid(problem);
      change = { ...change, fnol: true, lossDate: input.lossDate };
    } else if (effect === 'clear-fnol-date') {
      change = { ...change, fnol: false, lossDate: null };
    }
    await updateCheckClaimType(tx, organisationId, change);
    await recordEvent(tx, tenant, {
      name: 'check.claim_type_changed',
      subjectId: id,
      data: { old: check.claimType, new: input.claimType },
    });
    return {
      message: CLAIM_TYPE_CHANGE_MESSAGES[effect],
      check: await readCheckDetail(tx, organisationId, id),
    };
  });
}

export function deleteCheckById(tenant: TenantContext, id: string): Promise<void> {
  return deleteWithAudit(tenant, {
    id,
    remove: deleteCheck,
    notFoundMessage: reviewMessages.checkNotFound,
    event: 'check.deleted',
    details: (imei) => ({ imei }),
  });
}

/** 'Delete all for IMEI': every check of the organisation on the device, matched on the first 14 digits. */
export async function deleteChecksForImei(tenant: TenantContext, imei: string): Promise<number> {
  const { organisationId } = tenant;
  const imeiKey = imeiMatchKey(imei);
  return tenant.run(async (tx) => {
    const ids = await deleteChecksByImeiKey(tx, organisationId, imeiKey);
    await recordEvent(tx, tenant, {
      name: 'check.deleted_by_imei',
      subjectId: null,
      data: { imeiKey, ids },
    });
    return ids.length;
  });
}

type CheckRow = Awaited<ReturnType<typeof checkBatch>>['rows'][number];

/** A check's triage reasons in one cell, in the rules' order, each with the points it added ("… (+30); …"). */
function triageReasonsText(reasons: CheckRow['triageReasons']): string | null {
  if (!reasons) return null;
  return reasons
    .map(({ text, points }) => (points === 0 ? text : `${text} (${points > 0 ? '+' : ''}${points})`))
    .join('; ');
}

/**
 * Claims Review as a CSV download: each check with its claim details, the device's verdicts at intake and now (the
 * latest re-check or re-verification, which the list's verdict filter reads too) and its triage (empty for a check
 * recorded before triage).
 */
export const checkExport = {
  filename: 'claim-checks',
  batch: checkBatch,
  columns: [
    { header: 'Check ID', value: (row) => row.id },
    { header: 'Date Checked', value: (row) => row.createdAt },
    { header: 'IMEI', value: (row) => row.imei },
    { header: 'Claim Reference', value: (row) => row.reference },
    { header: 'Claim Type', value: (row) => row.claimType },
    { header: 'FNOL', value: (row) => row.fnol },
    { header: 'Loss Date', value: (row) => row.lossDate },
    { header: 'Make', value: (row) => row.deviceMake },
    { header: 'Model', value: (row) => row.deviceModel },
    { header: 'Blocked at Intake', value: (row) => row.intakeIsBlocked },
    { header: 'Activation Lock at Intake', value: (row) => row.intakeLockStatus },
    { header: 'Certificate at Intake', value: (row) => row.intakeCertificateResult },
    { header: 'Blocked (Current)', value: (row) => row.isBlocked },
    { header: 'Activation Lock (Current)', value: (row) => row.lockStatus },
    { header: 'Certificate (Current)', value: (row) => row.certificateResult },
    { header: 'Status Checked', value: (row) => row.statusCheckedAt },
    { header: 'Checked By', value: (row) => row.checkedBy },
    { header: 'Triage Score', value: (row) => row.triageScore },
    { header: 'Triage Route', value: (row) => row.triageRoute },
    { header: 'Triage Reasons', value: (row) => triageReasonsText(row.triageReasons) },
  ],
} satisfies ListExport<CheckRow, ListChecksQuery>;
