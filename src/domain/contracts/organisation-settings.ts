import { z } from 'zod';
import { MAX_BULK_INTAKES_AT_ONCE } from '@/domain/bulk-intake';
import { bulkIntakeMessages } from '@/domain/bulk-intake-messages';
import type { Wire } from './wire';

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
});
export type OrganisationSettings = Wire<typeof OrganisationSettingsReply>;
