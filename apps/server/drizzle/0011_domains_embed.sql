-- issue 15: an account's allowed sites (embed origins) and custom domains.
CREATE TABLE "domains" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"public_id" text NOT NULL,
	"account_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"status_reason" text,
	"verification_token" text,
	"checked_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "domains_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "domains_kind_check" CHECK (kind in ('allowed_site', 'custom_domain')),
	CONSTRAINT "domains_status_check" CHECK (status in ('active', 'pending', 'verified', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "domains" ADD CONSTRAINT "domains_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "domains_account_kind_value_idx" ON "domains" USING btree ("account_id","kind","value");
--> statement-breakpoint
CREATE UNIQUE INDEX "domains_custom_host_idx" ON "domains" USING btree ("value") WHERE kind = 'custom_domain';
