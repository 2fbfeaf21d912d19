// What the rest of the server may use of the webhooks module; everything else in this folder is private to it
// (`npm run lint:borders`).

export {
  raiseWebhookEvent,
  type WebhookEventData,
  webhookEventSql,
} from '@/server/audit/raise-webhook-event';
export {
  deliveryRetryPolicy,
  type WebhookDeps,
  webhookDeliveryJob,
} from '@/server/audit/webhook-delivery-job';
export { webhookDeliveryWorker } from './deliver-webhook';
export { webhookRoutes } from './routes';
export { scheduleWebhookEventCleanup, webhookEventCleanupWorker } from './webhook-event-cleanup';
