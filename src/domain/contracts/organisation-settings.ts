import { z } from 'zod';
import { MAX_BULK_APPROVAL_ABOVE_ROWS, MAX_BULK_INTAKES_AT_ONCE } from '@/domain/bulk-intake';
import { bulkIntakeMessages } from '@/domain/bulk-intake-messages';
import { deviceSearchMessages } from '@/domain/device-search-messages';
import { MAX_SEARCH_MONTHLY_BUDGET } from '@/domain/device-searches';
import { TRIAGE_ROUTES, type TriageRoute } from '@/domain/schemas/triage-rules';
import { MAX_SERVICE_LEVEL_DAYS } from '@/domain/work-queue';
import { workQueueMessages } from '@/domain/work-queue-messages';
import { defineRoute } from './route';
import type { Wire } from './wire';

/** A whole number from `min` to `max`; anything else (another type, a fraction, out of range) is refused with `message`. */
function wholeNumberIn(min: number, max: number, message: string) {
  return z.number(message).int(message).min(min, message).max(max, message);
}

/** `GET` and `PUT /api/v1/organisation-settings`: the settings of the admin's own organisation, as saved. */
export const OrganisationSettingsReply = z.strictObject({
  registrySubmission: z
    .boolean()
    .describe(
      'Settled claims are registered with the device-history registry (the device turns red for traders)',
    ),
  requireTwoFactor: z
    .boolean()
    .describe('Every member signs in with a second factor (organization admins always do)'),
  bulkIntakesAtOnce: z
    .number()
    .int()
    .min(1, bulkIntakeMessages.atOnceRange)
    .max(MAX_BULK_INTAKES_AT_ONCE, bulkIntakeMessages.atOnceRange)
    .describe(
      'Bulk uploads of the organization that may search at once; another is refused (409) until one ends',
    ),
  bulkApprovalAboveRows: wholeNumberIn(
    1,
    MAX_BULK_APPROVAL_ABOVE_ROWS,
    bulkIntakeMessages.approvalAboveRowsRange,
  )
    .nullable()
    .describe(
      "A bulk upload by a member of more rows than this awaits an org admin's approval (POST " +
        '/api/v1/bulk-intakes/{id}/approval) before anything is searched; null (the default): none does. Uploads by ' +
        'org admins and their API keys never wait.',
    ),
  searchMonthlyBudget: wholeNumberIn(0, MAX_SEARCH_MONTHLY_BUDGET, deviceSearchMessages.budgetRange).describe(
    'Device-history searches the organization may send in a UTC calendar month, on every path (intake, bulk ' +
      'intake, re-check, re-verification, monitoring); 0 is no limit. A search past it is refused with 429 ' +
      '`SEARCH_BUDGET_USED_UP`, before it is sent; org admins are mailed once a month at 80 %.',
  ),
  serviceLevelDays: z
    .strictObject(
      Object.fromEntries(
        TRIAGE_ROUTES.map((route) => [
          route,
          wholeNumberIn(1, MAX_SERVICE_LEVEL_DAYS, workQueueMessages.serviceLevelRange),
        ]),
      ) as Record<TriageRoute, ReturnType<typeof wholeNumberIn>>,
    )
    .describe(
      "The work queue's service level: days from intake a claim of each triage route is due in (defaults: " +
        'fast-track 1, review 3, refer 10). A change applies to claims taken in afterwards.',
    ),
});
export type OrganisationSettings = Wire<typeof OrganisationSettingsReply>;

/** The body of `PUT /api/v1/organisation-settings`: the settings it changes (at least one); the others stay. */
export const OrganisationSettingsChangeSchema = OrganisationSettingsReply.partial().refine(
  (change) => Object.keys(change).length > 0,
  { message: 'Name at least one setting to change' },
);

/** The Org Admin Panel's settings of the admin's own organisation. */
export const organisationSettingsRead = defineRoute({
  method: 'GET',
  path: '/api/v1/organisation-settings',
  summary: "Read your organization's settings",
  operationId: 'getOrganisationSettings',
  tags: ['organisations'],
  reply: OrganisationSettingsReply,
  action: 'organisation:manage',
});

export const organisationSettingsChange = defineRoute({
  method: 'PUT',
  path: '/api/v1/organisation-settings',
  summary: "Change your organization's settings",
  operationId: 'updateOrganisationSettings',
  tags: ['organisations'],
  body: OrganisationSettingsChangeSchema,
  reply: OrganisationSettingsReply,
  action: 'organisation:manage',
});
