-- Directory sync (SCIM 2.0): an organisation's identity provider creates, changes and deactivates its people with a
-- bearer token of its own; the audit log names the token a change came through, and a person keeps the identity
-- provider's own id for them (externalId), one per organisation.
CREATE TABLE "scim_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by" uuid
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "scim_external_id" text;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "actor_scim_token_id" uuid;--> statement-breakpoint
ALTER TABLE "scim_tokens" ADD CONSTRAINT "scim_tokens_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scim_tokens" ADD CONSTRAINT "scim_tokens_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scim_tokens" ADD CONSTRAINT "scim_tokens_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "scim_tokens_token_hash_key" ON "scim_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "scim_tokens_org_created_idx" ON "scim_tokens" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "scim_tokens_org_active_name_key" ON "scim_tokens" USING btree ("organization_id","name") WHERE revoked_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_org_scim_external_id_key" ON "profiles" USING btree ("organization_id","scim_external_id");--> statement-breakpoint
-- Organisation admins create, list and revoke their own tokens; finding a request's token by its hash is done before
-- the organisation is known, as the owner.
GRANT SELECT, INSERT, UPDATE ON scim_tokens TO claimguard_tenant;
--> statement-breakpoint
ALTER TABLE scim_tokens ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON scim_tokens TO claimguard_tenant
  USING (organization_id = nullif(current_setting('app.organization_id', true), '')::uuid)
  WITH CHECK (organization_id = nullif(current_setting('app.organization_id', true), '')::uuid);
