import { z } from 'zod';
import { REGISTER_FILTERS } from '@/domain/register-filters';
import { DenialSchema } from '@/domain/schemas/settlement';
import {
  CLAIM_STATUSES,
  MAX_BULK_IDS,
  MAX_SAVED_VIEWS,
  SAVED_VIEW_NAME_MAX,
  WORK_STATUSES,
} from '@/domain/work-queue';
import { workQueueMessages as messages } from '@/domain/work-queue-messages';
import { PersonSchema } from './page';
import { IdParamsSchema } from './params';
import { defineRoute } from './route';
import { isoDateTime, NoContent, type Wire } from './wire';

/** An open claim's place in the work queue, as Claims Review and the check's detail show it. */
export const AssignmentSchema = z.object({
  assignee: PersonSchema.nullable().describe('The handler the claim is assigned to; null: unassigned'),
  status: z.enum(CLAIM_STATUSES).describe('decided once the claim is settled or denied'),
  dueAt: isoDateTime
    .nullable()
    .describe("When the claim is due (intake + the organization's service level for its route); null: none"),
  overdue: z.boolean().describe('The due date has passed'),
});
export type Assignment = Wire<typeof AssignmentSchema>;

/** `PUT /api/v1/checks/{id}/assignment`: the assignee (null unassigns) and, optionally, the status and due date. */
export const AssignmentChangeSchema = z
  .strictObject({
    userId: z.uuid().nullable().describe('The handler to assign the claim to; null unassigns it'),
    status: z
      .enum(CLAIM_STATUSES, messages.invalidStatus)
      .optional()
      .refine((status) => status !== 'decided', messages.decidedBySettlement)
      .describe('decided is refused: a claim becomes decided when it is settled or denied'),
    dueAt: isoDateTime.optional().describe('A new due date (ISO 8601 with offset)'),
  })
  .meta({ example: { userId: '0d6f0f8e-8a8c-4c1f-9d6b-2f7c2b6f5e11', status: 'in-review' } });
export type AssignmentChange = z.input<typeof AssignmentChangeSchema>;

export const AssignmentReply = AssignmentSchema.extend({ checkId: z.uuid() });

const BulkIds = z
  .array(z.uuid())
  .min(1, messages.bulkEmpty)
  .max(MAX_BULK_IDS, messages.bulkTooMany)
  .refine((ids) => new Set(ids).size === ids.length, messages.bulkDuplicate)
  .describe(`The open checks to act on (1 to ${MAX_BULK_IDS}), all of the caller's organization`);

/** `POST /api/v1/checks/bulk-actions`: assign (or unassign) several claims, or deny them for one reason. */
export const BulkActionSchema = z.discriminatedUnion('action', [
  z.strictObject({
    action: z.literal('assign'),
    ids: BulkIds,
    userId: z.uuid().nullable().describe('The handler to assign them to; null unassigns them'),
    status: z.enum(WORK_STATUSES, messages.invalidStatus).optional(),
  }),
  DenialSchema.extend({
    action: z.literal('deny'),
    ids: BulkIds,
    denialReason: z.string().trim().min(1, messages.denialReasonRequired).max(200),
  }),
]);
export type BulkAction = z.input<typeof BulkActionSchema>;

export const BulkActionReply = z.object({
  action: z.enum(['assign', 'deny']),
  message: z.string(),
  results: z
    .array(
      z.object({
        id: z.uuid(),
        outcome: z
          .enum(['assigned', 'denied', 'already-decided'])
          .describe(
            'already-decided: the device was settled or denied meanwhile (nothing was changed for it)',
          ),
      }),
    )
    .describe('One per id, in the order sent'),
});
export type BulkActionResult = Wire<typeof BulkActionReply>;

const tally = z.number().int();

/** `GET /api/v1/work-queue/summary`: the organization's open claims by route, by handler and overdue. */
export const WorkQueueSummaryReply = z.object({
  open: tally.describe('Open claims (checks not yet settled or denied)'),
  unassigned: tally,
  overdue: tally.describe('Open claims whose due date has passed'),
  byRoute: z
    .object({ 'fast-track': tally, review: tally, refer: tally, unscored: tally })
    .describe('Open claims by triage route; unscored: recorded before triage'),
  byHandler: z
    .array(z.object({ handler: PersonSchema, open: tally, overdue: tally, referred: tally }))
    .describe('Each handler with open claims assigned, most open claims first'),
});
export type WorkQueueSummary = Wire<typeof WorkQueueSummaryReply>;

/** A saved view's filters: Claims Review's list filters and search, as the address carries them. */
const SavedViewFilters = z
  .partialRecord(z.enum([...REGISTER_FILTERS, 'search']), z.string().max(200))
  .describe('The list filters of Claims Review (assignee, status, overdue, route, …) and its search');

export const SavedViewSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  filters: SavedViewFilters,
  createdAt: isoDateTime,
});
export type SavedView = Wire<typeof SavedViewSchema>;

export const SavedViewCreationSchema = z
  .strictObject({
    name: z
      .string()
      .trim()
      .min(1, messages.viewNameRequired)
      .max(SAVED_VIEW_NAME_MAX, messages.viewNameTooLong),
    filters: SavedViewFilters,
  })
  .meta({
    example: {
      name: 'My overdue referrals',
      filters: { assignee: 'me', status: 'referred', overdue: 'true' },
    },
  });

const tags = ['work queue'];

export const assignmentChange = defineRoute({
  method: 'PUT',
  path: '/api/v1/checks/:id/assignment',
  summary: 'Assign a claim, or change its status or due date',
  operationId: 'changeCheckAssignment',
  description:
    'A team member may assign a claim to themself or unassign it; an organization admin may assign it to any active user of the organization. The change is audited and raises check.assignment_changed.',
  tags,
  params: IdParamsSchema,
  body: AssignmentChangeSchema,
  reply: AssignmentReply,
  action: 'product:use',
  scope: 'checks:write',
});

export const bulkAction = defineRoute({
  method: 'POST',
  path: '/api/v1/checks/bulk-actions',
  summary: 'Assign or deny several claims at once',
  operationId: 'bulkCheckAction',
  refusals: {
    404: 'NOT_FOUND: some of the selected claims are not open claims of your organization; nothing was changed.',
  },
  description: `Every id must be an open check of the caller's organization, or the whole request is refused (404) and nothing is changed. At most ${MAX_BULK_IDS} ids.`,
  tags,
  body: BulkActionSchema,
  reply: BulkActionReply,
  action: 'product:use',
  scope: 'checks:write',
});

export const workQueueSummary = defineRoute({
  method: 'GET',
  path: '/api/v1/work-queue/summary',
  summary: 'Open claims by route, by handler and overdue',
  operationId: 'getWorkQueueSummary',
  description: "The team lead's view of the work queue, counted now over the organization's open claims.",
  tags,
  reply: WorkQueueSummaryReply,
  action: 'product:use',
  scope: 'checks:read',
});

export const savedViewList = defineRoute({
  method: 'GET',
  path: '/api/v1/saved-views',
  summary: 'List your saved views of Claims Review',
  operationId: 'listSavedViews',
  tags,
  reply: z.array(SavedViewSchema),
  action: 'product:use',
});

export const savedViewCreation = defineRoute({
  method: 'POST',
  path: '/api/v1/saved-views',
  summary: 'Save a view of Claims Review',
  operationId: 'createSavedView',
  description: `At most ${MAX_SAVED_VIEWS} per user; names are unique per user.`,
  tags,
  body: SavedViewCreationSchema,
  reply: SavedViewSchema,
  status: 201,
  action: 'product:use',
});

export const savedViewDeletion = defineRoute({
  method: 'DELETE',
  path: '/api/v1/saved-views/:id',
  summary: 'Delete one of your saved views',
  operationId: 'deleteSavedView',
  tags,
  params: IdParamsSchema,
  reply: NoContent,
  status: 204,
  action: 'product:use',
});
