import { z } from 'zod';
import { apiKeyMessages } from '@/domain/api-key-messages';
import { API_SCOPES } from '@/domain/api-scopes';
import { shownText } from '@/domain/well-formed-text';

/** The longest a key may be made for, in days: two years. */
export const MAX_API_KEY_DAYS = 730;

/** The longest the secret before a rotation may stay valid, in hours: a week. */
export const MAX_ROTATION_GRACE_HOURS = 168;

/** `POST /api/v1/api-keys`: a name the admins recognise the key by, and what it may do. */
export const NewApiKeySchema = z
  .strictObject({
    name: shownText().trim().min(1, apiKeyMessages.nameRequired).max(100, apiKeyMessages.nameTooLong),
    scopes: z
      .array(z.enum(API_SCOPES))
      .min(1, apiKeyMessages.scopesRequired)
      .transform((scopes) => API_SCOPES.filter((scope) => scopes.includes(scope))),
    expiresInDays: z
      .int(apiKeyMessages.expiryRange)
      .min(1, apiKeyMessages.expiryRange)
      .max(MAX_API_KEY_DAYS, apiKeyMessages.expiryRange)
      .optional()
      .describe(
        `Days until the key stops working (1 to ${MAX_API_KEY_DAYS}); leave it out for a key that works until revoked.`,
      ),
  })
  .meta({
    example: {
      name: 'ClaimCenter production',
      scopes: ['checks:write', 'checks:read', 'claims:write'],
      expiresInDays: 365,
    },
  });
export type NewApiKey = z.input<typeof NewApiKeySchema>;

/** `POST /api/v1/api-keys/:id/rotation`: how long the secret before stays valid beside the new one. */
export const ApiKeyRotationSchema = z
  .strictObject({
    graceHours: z
      .int(apiKeyMessages.graceRange)
      .min(0, apiKeyMessages.graceRange)
      .max(MAX_ROTATION_GRACE_HOURS, apiKeyMessages.graceRange)
      .default(24)
      .describe(
        `Hours the secret before keeps working beside the new one (0 to ${MAX_ROTATION_GRACE_HOURS}, default 24); 0 stops it at once.`,
      ),
  })
  .meta({ example: { graceHours: 24 } });
export type ApiKeyRotation = z.input<typeof ApiKeyRotationSchema>;

/** The choices the screens offer for a new key's life and a rotation's grace period. */
export const API_KEY_EXPIRY_CHOICES = [
  { days: null, label: 'Never (until revoked)' },
  { days: 30, label: '30 days' },
  { days: 90, label: '90 days' },
  { days: 365, label: '1 year' },
] as const;
export const ROTATION_GRACE_CHOICES = [
  { hours: 0, label: 'Immediately' },
  { hours: 1, label: 'After 1 hour' },
  { hours: 24, label: 'After 24 hours' },
  { hours: 168, label: 'After 7 days' },
] as const;
