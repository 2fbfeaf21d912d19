import { z } from 'zod';
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
});
export type OrganisationSettings = Wire<typeof OrganisationSettingsReply>;
