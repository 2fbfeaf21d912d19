ALTER TABLE "bulk_intakes" ADD COLUMN "paused_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bulk_intakes" ADD COLUMN "pause_reason" text;