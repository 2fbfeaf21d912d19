-- Each webhook delivery records the X-Request-Id of the request that raised its event (null when background work
-- raised it), so an integrator can match a webhook to the call that caused it.
ALTER TABLE "webhook_deliveries" ADD COLUMN "request_id" text;
