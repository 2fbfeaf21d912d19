import { z } from 'zod';
import { WEBHOOK_EVENT_TYPES } from '@/domain/webhook-events';
import { webhookMessages } from '@/domain/webhook-messages';
import { webhookUrlProblem } from '@/domain/webhook-url';

/** The events an endpoint is sent: at least one, each named once. */
const EventsSchema = z
  .array(z.enum(WEBHOOK_EVENT_TYPES))
  .min(1, webhookMessages.eventsRequired)
  .max(WEBHOOK_EVENT_TYPES.length * 2)
  .transform((events) => [...new Set(events)]);

/**
 * The Add endpoint form as sent. The form checks the URL's shape as in development; the server applies the rule
 * of its own environment and resolves the host.
 */
export const NewWebhookEndpointSchema = z
  .strictObject({
    url: z
      .string()
      .trim()
      .min(1, webhookMessages.urlRequired)
      .max(2000, webhookMessages.urlTooLong)
      .superRefine((url, context) => {
        const problem = webhookUrlProblem(url, { allowLoopback: true });
        if (problem) context.addIssue({ code: 'custom', message: problem });
      }),
    events: EventsSchema,
  })
  .meta({
    example: {
      url: 'https://claims.example.com/claimguard/webhooks',
      events: ['check.recorded', 'claim.settled'],
    },
  });
export type NewWebhookEndpointInput = z.input<typeof NewWebhookEndpointSchema>;
export type NewWebhookEndpoint = z.output<typeof NewWebhookEndpointSchema>;

/** A change of an endpoint names its events, its enabled state or both. */
export const WebhookEndpointChangeSchema = z
  .strictObject({ events: EventsSchema.optional(), enabled: z.boolean().optional() })
  .refine((change) => change.events !== undefined || change.enabled !== undefined, {
    message: webhookMessages.changeRequired,
  });
export type WebhookEndpointChange = z.output<typeof WebhookEndpointChangeSchema>;

/** The most hours an old signing secret may keep signing beside the new one after a rotation. */
export const SECRET_OVERLAP_HOURS_MAX = 72;

/**
 * A rotation of an endpoint's signing secret: for how many hours the old secret still signs every delivery beside
 * the new one (24 unless given; 0 ends it at once), so the receiver can be given the new one without refusing any.
 * A request with no body at all (which the server reads as null) takes the default.
 */
export const WebhookSecretRotationSchema = z.preprocess(
  (body) => body ?? undefined,
  z
    .strictObject({
      overlapHours: z
        .number()
        .int(webhookMessages.overlapHoursRange)
        .min(0, webhookMessages.overlapHoursRange)
        .max(SECRET_OVERLAP_HOURS_MAX, webhookMessages.overlapHoursRange)
        .default(24)
        .describe('Hours the old secret still signs deliveries beside the new one: 0 to 72, 24 unless given'),
    })
    .prefault({}),
);
export type WebhookSecretRotation = z.output<typeof WebhookSecretRotationSchema>;
