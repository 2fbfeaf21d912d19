ALTER TABLE "bulk_intakes" ADD COLUMN "decided_by" uuid;--> statement-breakpoint
ALTER TABLE "bulk_intakes" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bulk_intakes" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "bulk_approval_above_rows" integer;--> statement-breakpoint
ALTER TABLE "bulk_intakes" ADD CONSTRAINT "bulk_intakes_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;