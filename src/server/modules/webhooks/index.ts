// What the rest of the server may use of the webhooks module; everything else in this folder is private to it
// (`npm run lint:borders`).

export { webhookDeliveryWorker } from './deliver-webhook';
export { deliveryRetryPolicy, type WebhookDeps, webhookDeliveryJob } from './queue-webhook-delivery';
export { raiseWebhookEvent, webhookEventSql } from './raise-webhook-event';
export { webhookRoutes } from './routes';
