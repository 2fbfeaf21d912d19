CREATE TABLE "preclaim_recheck_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"preclaim_check_id" uuid NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_by" uuid,
	"full_response" jsonb NOT NULL,
	"find_my_iphone_status" text,
	"is_blocked" boolean DEFAULT false NOT NULL,
	"claims_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "preclaim_recheck_history" ADD CONSTRAINT "preclaim_recheck_history_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preclaim_recheck_history" ADD CONSTRAINT "preclaim_recheck_history_preclaim_check_id_preclaim_checks_id_fk" FOREIGN KEY ("preclaim_check_id") REFERENCES "public"."preclaim_checks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preclaim_recheck_history" ADD CONSTRAINT "preclaim_recheck_history_checked_by_users_id_fk" FOREIGN KEY ("checked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "preclaim_recheck_history_check_idx" ON "preclaim_recheck_history" USING btree ("preclaim_check_id","checked_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "preclaim_checks_imei_trgm_idx" ON "preclaim_checks" USING gin ("imei" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "preclaim_checks_reference_trgm_idx" ON "preclaim_checks" USING gin ("reference" gin_trgm_ops);