import type { z } from 'zod';
import type {
  AssignmentChangeSchema,
  BulkActionReply,
  BulkActionSchema,
  SavedViewCreationSchema,
} from '@/domain/contracts/work-queue';
import { can } from '@/domain/permissions';
import { reviewMessages } from '@/domain/review-messages';
import { REGISTER_FILTER_PARAMS } from '@/domain/schemas/register-filters';
import { MAX_SAVED_VIEWS, type WorkStatus } from '@/domain/work-queue';
import { workQueueMessages as messages } from '@/domain/work-queue-messages';
import { recordEvent } from '@/server/audit/record-event';
import type { TenantContext } from '@/server/auth/tenant-context';
import type { Database } from '@/server/db/client';
import { isUniqueViolation } from '@/server/db/errors';
import type { TenantTx } from '@/server/db/tenant';
import { AppError, conflict, forbidden, notFound } from '@/server/errors';
import { assignmentOf, findDecisionOfCheck } from '@/server/modules/checks';
import { denyCheck } from '@/server/modules/claim-decisions';
import { isDenialReasonOf } from '@/server/modules/organisation-lists';
import type { WebhookDeps } from '@/server/modules/webhooks';
import {
  countOpenChecks,
  countSavedViews,
  deleteSavedView,
  findPerson,
  insertSavedView,
  isActiveHandlerOf,
  listSavedViews,
  lockAssignments,
  type StoredAssignment,
  updateAssignment,
} from './queries';

type Deps = WebhookDeps & { db: Database };
type AssignmentChange = z.output<typeof AssignmentChangeSchema>;
type BulkAction = z.output<typeof BulkActionSchema>;
type BulkResult = z.output<typeof BulkActionReply>;

const invalid = (message: string) => new AppError({ status: 400, code: 'VALIDATION_ERROR', message });

/**
 * Who may give a claim to whom: an organization admin to any active user of the organization; a team member only to
 * themself, and may unassign only a claim that is theirs or nobody's. Refused before anything is read or changed.
 */
async function checkAssignee(deps: Deps, tenant: TenantContext, userId: string | null) {
  const isAdmin = can(tenant.actor.role, 'organisation:manage');
  if (userId !== null && userId !== tenant.userId && !isAdmin) throw forbidden(messages.onlySelfAssign);
  if (userId !== null && !(await isActiveHandlerOf(deps.db, tenant.organisationId, userId))) {
    throw invalid(messages.assigneeNotInOrganization);
  }
  return isAdmin;
}

function mayTake(tenant: TenantContext, isAdmin: boolean, current: StoredAssignment, userId: string | null) {
  if (isAdmin || userId !== null) return;
  if (current.assigneeId !== null && current.assigneeId !== tenant.userId)
    throw forbidden(messages.onlySelfAssign);
}

/** Writes one claim's new assignment and records it (audit and `check.assignment_changed`), in the caller's transaction. */
async function assign(
  tx: TenantTx,
  deps: Deps,
  tenant: TenantContext,
  current: StoredAssignment,
  next: { assigneeId: string | null; workStatus: WorkStatus; dueAt: Date | null },
) {
  const { organisationId } = tenant;
  await updateAssignment(tx, organisationId, current.id, next);
  await recordEvent(
    tx,
    { ...tenant, webhooks: deps },
    {
      name: 'check.assignment_changed',
      subjectId: current.id,
      data: {
        checkId: current.id,
        assigneeId: next.assigneeId,
        status: next.workStatus,
        dueAt: next.dueAt?.toISOString() ?? null,
        previous: {
          assigneeId: current.assigneeId,
          status: current.workStatus,
          dueAt: current.dueAt?.toISOString() ?? null,
        },
      },
    },
  );
}

/** `PUT /api/v1/checks/{id}/assignment`: the assignee (null unassigns), and the status and due date when given. */
export async function changeAssignment(
  deps: Deps,
  tenant: TenantContext,
  { id, change }: { id: string; change: AssignmentChange },
) {
  const isAdmin = await checkAssignee(deps, tenant, change.userId);
  const { organisationId } = tenant;
  return tenant.run(async (tx) => {
    const [current] = await lockAssignments(tx, organisationId, [id]);
    if (!current) {
      const decision = await findDecisionOfCheck(tx, organisationId, id);
      if (decision) throw conflict(messages.alreadyDecided, 'CONFLICT', undefined, decision);
      throw notFound(reviewMessages.checkNotFound);
    }
    mayTake(tenant, isAdmin, current, change.userId);
    const next = {
      assigneeId: change.userId,
      // `decided` is refused by the body's schema: it comes with a settlement or denial.
      workStatus: (change.status ?? current.workStatus) as WorkStatus,
      dueAt: change.dueAt ?? current.dueAt,
    };
    await assign(tx, deps, tenant, current, next);
    const person = next.assigneeId ? await findPerson(tx, next.assigneeId) : undefined;
    return {
      checkId: id,
      ...assignmentOf({ assignee: person ?? null, workStatus: next.workStatus, dueAt: next.dueAt }),
    };
  });
}

/**
 * `POST /api/v1/checks/bulk-actions`. Every id must be an open check of the caller's organization, or nothing is done
 * (404). Assigning is one transaction. Denying denies each claim in its own transaction, as the Deny dialog does; a
 * claim whose device another of the selection (or someone meanwhile) already decided answers `already-decided`.
 */
export async function runBulkAction(
  deps: Deps,
  tenant: TenantContext,
  action: BulkAction,
): Promise<BulkResult> {
  const { organisationId } = tenant;
  const notAllOpen = () => notFound(messages.bulkNotInOrganization);
  if (action.action === 'assign') {
    const isAdmin = await checkAssignee(deps, tenant, action.userId);
    await tenant.run(async (tx) => {
      const found = await lockAssignments(tx, organisationId, action.ids);
      if (found.length !== action.ids.length) throw notAllOpen();
      for (const current of found) mayTake(tenant, isAdmin, current, action.userId);
      for (const current of found) {
        await assign(tx, deps, tenant, current, {
          assigneeId: action.userId,
          workStatus: action.status ?? current.workStatus,
          dueAt: current.dueAt,
        });
      }
    });
    return {
      action: 'assign',
      message: messages.assigned(action.ids.length),
      results: action.ids.map((id) => ({ id, outcome: 'assigned' })),
    };
  }
  await tenant.read(async (tx) => {
    if (!(await isDenialReasonOf(tx, organisationId, action.denialReason))) {
      throw invalid(messages.denialReasonUnknown);
    }
    if ((await countOpenChecks(tx, organisationId, action.ids)) !== action.ids.length) throw notAllOpen();
  });
  const results: BulkResult['results'] = [];
  for (const id of action.ids) {
    try {
      await denyCheck(deps, tenant, {
        checkId: id,
        input: { denialReason: action.denialReason, notes: action.notes },
      });
      results.push({ id, outcome: 'denied' });
    } catch (error) {
      // Denying one claim removes every open check of its device: a later id of the same device is decided by then.
      if (error instanceof AppError && (error.statusCode === 409 || error.statusCode === 404)) {
        results.push({ id, outcome: 'already-decided' });
      } else throw error;
    }
  }
  const denied = results.filter((result) => result.outcome === 'denied').length;
  return { action: 'deny', message: messages.denied(denied), results };
}

type SavedViewInput = z.output<typeof SavedViewCreationSchema>;

export function loadSavedViews(tenant: TenantContext) {
  return tenant.read((tx) => listSavedViews(tx, tenant.organisationId, tenant.userId));
}

/** Saves a view of the caller's: its filters must be ones Claims Review can read (the same rules as the list's). */
export async function createSavedView(tenant: TenantContext, input: SavedViewInput) {
  for (const [name, value] of Object.entries(input.filters)) {
    if (name === 'search' || value === undefined) continue;
    const parsed = REGISTER_FILTER_PARAMS[name as keyof typeof REGISTER_FILTER_PARAMS].safeParse(value);
    if (!parsed.success) throw invalid(parsed.error.issues[0]?.message ?? messages.invalidFilter);
  }
  const { organisationId, userId } = tenant;
  return tenant
    .run(async (tx) => {
      if ((await countSavedViews(tx, organisationId, userId)) >= MAX_SAVED_VIEWS) {
        throw conflict(messages.tooManyViews);
      }
      return insertSavedView(tx, {
        organizationId: organisationId,
        userId,
        name: input.name,
        filters: input.filters as Record<string, string>,
      });
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw conflict(messages.viewExists, 'DUPLICATE');
      throw error;
    });
}

export async function removeSavedView(tenant: TenantContext, id: string) {
  const deleted = await tenant.run((tx) => deleteSavedView(tx, tenant.organisationId, tenant.userId, id));
  if (!deleted) throw notFound(messages.viewNotFound);
}
