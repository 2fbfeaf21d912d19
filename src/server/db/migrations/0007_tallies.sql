CREATE TABLE "organization_tallies" (
	"organization_id" uuid NOT NULL,
	"table_name" text NOT NULL,
	"label" text NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "organization_tallies_organization_id_table_name_label_pk" PRIMARY KEY("organization_id","table_name","label")
);
--> statement-breakpoint
ALTER TABLE "organization_tallies" ADD CONSTRAINT "organization_tallies_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;