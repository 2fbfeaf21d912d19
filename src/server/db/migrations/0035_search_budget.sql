ALTER TABLE "organizations" ADD COLUMN "search_monthly_budget" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "search_budget_warned_month" date;