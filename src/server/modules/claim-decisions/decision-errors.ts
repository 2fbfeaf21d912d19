import { decisionMessages } from '@/domain/decision-messages';
import type { ExistingRecord } from '@/domain/errors';
import type { TenantContext } from '@/server/auth/tenant-context';
import type { TenantTx } from '@/server/db/tenant';
import { AppError, conflict, notFound } from '@/server/errors';
import { findDecisionOfCheck, findDeviceRecord } from '@/server/modules/checks';

/** 409 CLAIM_EXISTS, naming the settled claim that exists (when it still does). */
export const claimExists = (existing?: ExistingRecord) =>
  conflict(decisionMessages.claimExists, 'CLAIM_EXISTS', undefined, existing);

/** 409 'Already Denied', naming the denied claim (when it still exists). */
export const alreadyDenied = (existing?: ExistingRecord) =>
  conflict(decisionMessages.alreadyDenied, 'ALREADY_DENIED', decisionMessages.alreadyDeniedTitle, existing);

export const pendingReplacement = (existing?: ExistingRecord) =>
  new AppError({
    status: 409,
    code: 'REPLACEMENT_PENDING',
    message: decisionMessages.pendingReplacement,
    title: decisionMessages.pendingReplacementTitle,
    existing,
  });

export const invalidDecision = (message: string, title: string = decisionMessages.validationError) =>
  new AppError({ status: 400, code: 'VALIDATION_ERROR', message, title });

/** A check settled meanwhile answers as a duplicate claim (409 CLAIM_EXISTS), one denied meanwhile as 'Already Denied'. */
export async function goneCheckError(tx: TenantTx, organisationId: string, checkId: string) {
  const decision = await findDecisionOfCheck(tx, organisationId, checkId);
  if (decision?.type === 'settled-claim') return claimExists(decision);
  if (decision?.type === 'denied-claim') return alreadyDenied(decision);
  return notFound(decisionMessages.checkGone);
}

/** The settled or denied record of a check, read after a race on a unique key refused the transaction that lost. */
export function readDecisionOfCheck(
  tenant: TenantContext,
  checkId: string,
): Promise<ExistingRecord | undefined> {
  return tenant.read((tx) => findDecisionOfCheck(tx, tenant.organisationId, checkId));
}

/** The device's denied record, named by the 'Already Denied' that follows removing its leftover checks. */
export function readDeviceRecord(
  tenant: TenantContext,
  imeiKey: string,
  type: 'settled-claim' | 'denied-claim',
): Promise<ExistingRecord | undefined> {
  return tenant.read((tx) => findDeviceRecord(tx, { organisationId: tenant.organisationId, imeiKey, type }));
}
