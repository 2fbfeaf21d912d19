import { decisionMessages } from '@/domain/decision-messages';
import type { TenantTx } from '@/server/db/tenant';
import { AppError, conflict, notFound } from '@/server/errors';
import { findOutcomeOfCheck } from './queries';

export const claimExists = () => conflict(decisionMessages.claimExists, 'CLAIM_EXISTS');

export const alreadyDenied = () =>
  conflict(decisionMessages.alreadyDenied, 'ALREADY_DENIED', decisionMessages.alreadyDeniedTitle);

export const pendingReplacement = () =>
  new AppError({
    status: 409,
    code: 'REPLACEMENT_PENDING',
    message: decisionMessages.pendingReplacement,
    title: decisionMessages.pendingReplacementTitle,
  });

export const invalidDecision = (message: string, title: string = decisionMessages.validationError) =>
  new AppError({ status: 400, code: 'VALIDATION_ERROR', message, title });

/** A check settled meanwhile answers as a duplicate claim (409 CLAIM_EXISTS), one denied meanwhile as 'Already Denied'. */
export async function goneCheckError(tx: TenantTx, organisationId: string, checkId: string) {
  const outcome = await findOutcomeOfCheck(tx, organisationId, checkId);
  if (outcome === 'settled') return claimExists();
  if (outcome === 'denied') return alreadyDenied();
  return notFound(decisionMessages.checkGone);
}
