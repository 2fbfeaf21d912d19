-- The provider's answers keep their keys in the order received: jsonb would sort them.
ALTER TABLE "claim_checks" ALTER COLUMN "full_response" SET DATA TYPE json;--> statement-breakpoint
ALTER TABLE "claim_recheck_history" ALTER COLUMN "full_response" SET DATA TYPE json;