ALTER TABLE "bulk_intake_rows" ALTER COLUMN "fnol" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bulk_intake_rows" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "bulk_intakes" ADD COLUMN "rejected" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bulk_intakes" ADD COLUMN "stop_reason" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "bulk_intakes_at_once" integer DEFAULT 2 NOT NULL;