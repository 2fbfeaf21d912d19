-- API keys may expire, and a rotation gives a key a new secret while the one before stays valid for a grace
-- period (its hash unique like the current one, so a request finds its key by either).
ALTER TABLE "api_keys" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "previous_key_hash" text;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "previous_prefix" text;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "previous_key_valid_until" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_previous_key_hash_key" ON "api_keys" USING btree ("previous_key_hash");