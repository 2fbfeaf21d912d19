import type { FastifyInstance } from 'fastify';
import {
  assignmentChange,
  bulkAction,
  savedViewCreation,
  savedViewDeletion,
  savedViewList,
  workQueueSummary,
} from '@/domain/contracts/work-queue';
import { registerContract } from '@/server/http/register-contract';
import { changeAssignment, createSavedView, loadSavedViews, removeSavedView, runBulkAction } from './service';
import { summariseWorkQueue } from './summary';

/**
 * The work queue on Claims Review: assigning claims, bulk actions, each handler's saved views, and the team lead's
 * summary on the dashboard.
 */
export async function workQueueRoutes(app: FastifyInstance): Promise<void> {
  registerContract(app, assignmentChange, (request) =>
    changeAssignment(app.services, request.tenant, { id: request.params.id, change: request.body }),
  );
  registerContract(app, bulkAction, (request) => runBulkAction(app.services, request.tenant, request.body));
  registerContract(app, workQueueSummary, (request) => summariseWorkQueue(request.tenant));
  registerContract(app, savedViewList, (request) => loadSavedViews(request.tenant));
  registerContract(app, savedViewCreation, (request) => createSavedView(request.tenant, request.body));
  registerContract(app, savedViewDeletion, (request) => removeSavedView(request.tenant, request.params.id));
}
