import { alias } from 'drizzle-orm/pg-core';
import type { WorkStatus } from '@/domain/work-queue';
import { isOverdue } from '@/domain/work-queue';
import { users } from '@/server/db/schema/auth';

/** The user a check is assigned to, joined as its own alias beside the one who recorded it. */
export const assignees = alias(users, 'assignees');

/** The assignee as a list or a detail names them (null fields: unassigned, or the user was deleted). */
export const assigneeColumns = { id: assignees.id, email: assignees.email, name: assignees.name };

interface StoredAssignment {
  assignee: { id: string | null; email: string | null; name: string | null } | null;
  workStatus: WorkStatus;
  dueAt: Date | null;
}

/** A check's place in the work queue as replies give it: overdue once its due time has passed. */
export function assignmentOf({ assignee, workStatus, dueAt }: StoredAssignment, now = new Date()) {
  return {
    assignee:
      assignee?.id && assignee.email !== null
        ? { id: assignee.id, email: assignee.email, name: assignee.name ?? '' }
        : null,
    status: workStatus,
    dueAt,
    overdue: isOverdue(dueAt, now),
  };
}
