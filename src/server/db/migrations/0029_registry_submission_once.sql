ALTER TABLE "settled_claims" ADD COLUMN "device_color" text;--> statement-breakpoint
ALTER TABLE "settled_claims" ADD COLUMN "device_storage" text;--> statement-breakpoint
ALTER TABLE "settled_claims" ADD COLUMN "claim_date" date;--> statement-breakpoint
-- The date the claim was made: the loss date FNOL gave, kept on the claim; for claims settled before it was kept and
-- without one, the day of the settlement (the intake's date went with its check).
UPDATE "settled_claims" AS s SET "claim_date" = COALESCE(
  (SELECT c."loss_date" FROM "claims" AS c WHERE c."id" = s."claim_id"),
  (s."settled_at" AT TIME ZONE 'UTC')::date
);--> statement-breakpoint
ALTER TABLE "settled_claims" ALTER COLUMN "claim_date" SET NOT NULL;
