import { AppError } from '@/server/errors';
import { neverReachedServer } from './device-history/never-reached-server';
import { ProviderError } from './provider-error';

/**
 * Whether a failed device-history search may still have been charged: yes when the request may have reached the
 * provider and been counted there (a timeout, a reset, a 5xx, an answer we could not read or that carried no
 * verdict); no when it certainly never left (paused circuit, connection refused) or the provider refused it outright
 * (no credits, not allowed), or it was refused before it was sent (the organisation's monthly search budget is used
 * up). Anything unknown counts as charged: the budget errs on the safe side.
 */
export function mayHaveBeenCharged(error: unknown): boolean {
  if (error instanceof AppError && error.code === 'SEARCH_BUDGET_USED_UP') return false;
  if (!(error instanceof ProviderError)) return true;
  switch (error.kind) {
    case 'paused':
    case 'no-credits':
    case 'unauthorised':
      return false;
    case 'unavailable':
      return error.status !== null || !neverReachedServer(error.cause ?? error);
    default:
      return true;
  }
}
