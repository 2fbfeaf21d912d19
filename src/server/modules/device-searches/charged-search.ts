import { setTimeout as delay } from 'node:timers/promises';
import { deviceSearchMessages } from '@/domain/device-search-messages';
import {
  type DeviceSearchPath,
  INTAKE_ANSWER_REUSE_MINUTES,
  REGISTRY_REFERENCE_LENGTH,
  SEARCH_BUDGET_WARNING_SHARE,
} from '@/domain/device-searches';
import { imeiMatchKey } from '@/domain/imei';
import { lockOrganisationRecords } from '@/server/db/organisation-lock';
import { type TenantTx, withTenant } from '@/server/db/tenant';
import { AppError } from '@/server/errors';
import { parseDeviceHistoryAnswer } from '@/server/providers/device-history/normalise';
import type { DeviceHistoryResult, DeviceSearch } from '@/server/providers/device-history/types';
import { mayHaveBeenCharged } from '@/server/providers/may-have-been-charged';
import type { Services } from '@/server/services';
import { type BudgetWarning, warnOfSearchBudget } from './budget-warning';
import {
  countSpentSearches,
  deleteSentSearch,
  failAbandonedSearch,
  insertSentSearch,
  readSearchBudget,
  recordAnswer,
  recordFailure,
  takeReusableAnswer,
} from './queries';
import { monthOf, nextMonthStart } from './search-month';

type Deps = Pick<Services, 'db' | 'deviceHistory' | 'env' | 'logger' | 'mailer' | 'backgroundTasks'>;

/**
 * A search refused because the organisation's monthly budget is used up: nothing was sent, charged or stored. 429
 * with the seconds to the next month (UTC) in Retry-After, when the budget starts again unless an admin raises it.
 */
export class SearchBudgetUsedUp extends AppError {
  constructor(budget: number, now: Date) {
    super({
      status: 429,
      code: 'SEARCH_BUDGET_USED_UP',
      title: deviceSearchMessages.budgetUsedUpTitle,
      message: deviceSearchMessages.budgetUsedUp(budget),
      headers: { 'retry-after': String(Math.ceil((nextMonthStart(now).getTime() - now.getTime()) / 1000)) },
    });
  }
}

/** Who searches, and from where: what the ledger keeps beside the device. */
export interface SearchOrigin {
  organisationId: string;
  path: DeviceSearchPath;
  userId: string | null;
  apiKeyId: string | null;
  /** The Idempotency-Key of the request, if it had one: its retry uses this search's answer. */
  idempotencyKey: string | null;
}

/** How often a search waiting for another search of the same device looks again. */
const WAIT_STEP_MS = 100;
/** Intakes (single and bulk) may use an answer a failed intake of the device paid for a few minutes ago. */
const INTAKE_PATHS: readonly DeviceSearchPath[] = ['intake', 'bulk'];
type Step =
  | { kind: 'reused'; answer: unknown }
  | { kind: 'sent'; id: string; warning: BudgetWarning | null }
  /** The organisation's monthly budget is used up: nothing was written. */
  | { kind: 'over-budget'; budget: number }
  /** Another search of the device is in flight: wait for it; or it was abandoned and is failed now: go again. */
  | { kind: 'waiting' | 'took-over' };
const ABANDONED = 'No answer was recorded: the server stopped while the search was under way';

/**
 * Every device-history search goes through here (intake, bulk rows, re-check, re-verification, monitoring): the one
 * place a search is paid for. In order:
 * - an answer this search may use instead of paying again is used: the first attempt's answer for
 *   a retry under the same Idempotency-Key, an intake's answer for a new intake of the device within
 *   INTAKE_ANSWER_REUSE_MINUTES, and the answer of a search of the device this one waited for;
 * - the search is written to the ledger as `sent`, one per device and organisation at a time: a second search of the
 *   device waits for the first (polling in short transactions, so nothing is held across the provider call and it
 *   works through a transaction pooler and on the embedded database alike) and then uses its answer;
 * - with a monthly search budget, the `sent` row is the reservation: written and counted under the organisation's
 *   budget lock, so concurrent searches, in any process, count one after the other and never pass the budget; one
 *   that would is taken back and refused (SearchBudgetUsedUp). Past 80 % the org admins are warned, once a month;
 * - the provider is asked; its answer is stored in its own short transaction the moment it arrives, before the
 *   caller's work, so a failure after that keeps what was paid for. A failure is stored too, charged when the
 *   request may have reached the provider.
 * A search still `sent` after the provider's whole budget and a margin belonged to a process that stopped: it is
 * failed (maybe charged) and a new search goes out.
 */
export async function chargedSearch(
  deps: Deps,
  origin: SearchOrigin,
  search: DeviceSearch,
): Promise<DeviceHistoryResult> {
  const run = <T>(work: Parameters<typeof withTenant<T>>[2]) =>
    withTenant(deps.db, { organisationId: origin.organisationId, apiKeyId: origin.apiKeyId }, work);
  const imeiKey = imeiMatchKey(search.imei);
  const startedAt = new Date();
  const abandonedAfterMs = deps.env.DEVICE_HISTORY_TIMEOUT_MS + 10_000;
  const reusable = {
    organisationId: origin.organisationId,
    imeiKey,
    path: origin.path,
    idempotencyKey: origin.idempotencyKey,
    answeredSince: startedAt,
    intakeAnsweredSince: INTAKE_PATHS.includes(origin.path)
      ? new Date(startedAt.getTime() - INTAKE_ANSWER_REUSE_MINUTES * 60_000)
      : null,
  };

  let searchId: string | null = null;
  while (searchId === null) {
    const step: Step = await run(async (tx) => {
      const budget = await readSearchBudget(tx, origin.organisationId);
      if (budget.monthlyBudget > 0) await lockOrganisationRecords(tx, 'search-budget', origin.organisationId);
      const sent = await insertSentSearch(tx, {
        organizationId: origin.organisationId,
        path: origin.path,
        userId: origin.userId || null,
        apiKeyId: origin.apiKeyId,
        imei: search.imei,
        imeiKey,
        claimReference: search.claimReference?.trim().slice(0, REGISTRY_REFERENCE_LENGTH) || null,
        idempotencyKey: origin.idempotencyKey,
      });
      // Looked for after the row is written: a search of the device answered a moment ago is then visible.
      const reused = await takeReusableAnswer(tx, reusable);
      if (reused) {
        if (sent) await deleteSentSearch(tx, sent);
        return { kind: 'reused', answer: reused.answer };
      }
      if (sent) return reserve(tx, sent, { ...budget, organisationId: origin.organisationId });
      const sentBefore = new Date(Date.now() - abandonedAfterMs);
      const where = { organisationId: origin.organisationId, imeiKey, sentBefore };
      return { kind: (await failAbandonedSearch(tx, where, ABANDONED)) ? 'took-over' : 'waiting' };
    });
    if (step.kind === 'reused') return resultOf(step.answer);
    if (step.kind === 'over-budget') throw new SearchBudgetUsedUp(step.budget, new Date());
    if (step.kind === 'sent') {
      searchId = step.id;
      if (step.warning) deps.backgroundTasks.run(warnOfSearchBudget(deps, step.warning));
    } else if (step.kind === 'waiting') await delay(WAIT_STEP_MS);
  }

  const id = searchId;
  let result: DeviceHistoryResult;
  try {
    result = await deps.deviceHistory.search(search);
  } catch (error) {
    await run((tx) =>
      recordFailure(tx, id, { charged: mayHaveBeenCharged(error), detail: failureOf(error) }),
    ).catch((cause: unknown) =>
      deps.logger.error({ err: cause, searchId: id }, 'the failed device-history search was not recorded'),
    );
    throw error;
  }
  // The answer is kept before anything else; should that fail, the caller's own work goes on (and fails alike if
  // the database is away), and the search stays `sent` until it counts as abandoned.
  await run((tx) => recordAnswer(tx, id, result.raw)).catch((cause: unknown) =>
    deps.logger.error(
      { err: cause, searchId: id },
      'the device-history answer was not recorded in the ledger',
    ),
  );
  return result;
}

/**
 * The `sent` row, written under the budget lock, reserves a search of the month's budget: counted with the others in
 * flight or maybe charged this month (UTC), it is taken back when it passes the budget. At 80 % or more, the warning
 * is due unless it went out this month.
 */
async function reserve(
  tx: TenantTx,
  id: string,
  budget: Awaited<ReturnType<typeof readSearchBudget>> & { organisationId: string },
): Promise<Step> {
  if (budget.monthlyBudget <= 0) return { kind: 'sent', id, warning: null };
  const now = new Date();
  const month = monthOf(now);
  const spent = await countSpentSearches(tx, budget.organisationId, new Date(month));
  if (spent > budget.monthlyBudget) {
    await deleteSentSearch(tx, id);
    return { kind: 'over-budget', budget: budget.monthlyBudget };
  }
  const isWarned = budget.warnedMonth === month || spent < budget.monthlyBudget * SEARCH_BUDGET_WARNING_SHARE;
  const warning = isWarned
    ? null
    : { organisationId: budget.organisationId, month, spent, budget: budget.monthlyBudget };
  return { kind: 'sent', id, warning };
}

function resultOf(answer: unknown): DeviceHistoryResult {
  const parsed = parseDeviceHistoryAnswer(answer);
  if (!parsed.ok) throw new Error(`a kept device-history answer does not parse: ${parsed.problem}`);
  return { ...parsed.result, raw: answer as Record<string, unknown> };
}

function failureOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const { kind, detail } = error as Error & { kind?: string; detail?: string };
  return [kind, detail ?? error.message].filter(Boolean).join(': ').slice(0, 500);
}
