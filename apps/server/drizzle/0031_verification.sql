CREATE TABLE "verification_codes" (
	"account_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"address" text NOT NULL,
	"code_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"sent_at" timestamp with time zone NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"sends" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "verification_codes_account_id_channel_address_pk" PRIMARY KEY("account_id","channel","address")
);
--> statement-breakpoint
CREATE TABLE "verified_contacts" (
	"account_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"address" text NOT NULL,
	"verified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "verified_contacts_account_id_channel_address_pk" PRIMARY KEY("account_id","channel","address")
);
--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "sms_per_month" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "usage" ADD COLUMN "sms" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "player_email_confirmations" ADD COLUMN "email_normalized" text GENERATED ALWAYS AS (case when substring(lower(btrim(email)) from '@([^@]*)$') is null or substring(lower(btrim(email)) from '@([^@]*)$') = '' or lower(btrim(email)) like '@%' then lower(btrim(email)) when substring(lower(btrim(email)) from '@([^@]*)$') in ('gmail.com', 'googlemail.com') then replace(regexp_replace(regexp_replace(lower(btrim(email)), '@[^@]*$', ''), '^([^+]+)[+].*$', '\1'), '.', '') || '@gmail.com' else regexp_replace(regexp_replace(lower(btrim(email)), '@[^@]*$', ''), '^([^+]+)[+].*$', '\1') || '@' || substring(lower(btrim(email)) from '@([^@]*)$') end) STORED;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "email_normalized" text GENERATED ALWAYS AS (case when substring(lower(btrim(email)) from '@([^@]*)$') is null or substring(lower(btrim(email)) from '@([^@]*)$') = '' or lower(btrim(email)) like '@%' then lower(btrim(email)) when substring(lower(btrim(email)) from '@([^@]*)$') in ('gmail.com', 'googlemail.com') then replace(regexp_replace(regexp_replace(lower(btrim(email)), '@[^@]*$', ''), '^([^+]+)[+].*$', '\1'), '.', '') || '@gmail.com' else regexp_replace(regexp_replace(lower(btrim(email)), '@[^@]*$', ''), '^([^+]+)[+].*$', '\1') || '@' || substring(lower(btrim(email)) from '@([^@]*)$') end) STORED;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verified_contacts" ADD CONSTRAINT "verified_contacts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "verification_codes_sent_idx" ON "verification_codes" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "player_email_confirmations_mailbox_idx" ON "player_email_confirmations" USING btree ("account_id","email_normalized") WHERE used_at is null;--> statement-breakpoint
CREATE INDEX "players_account_email_normalized_idx" ON "players" USING btree ("account_id","email_normalized") WHERE email_normalized is not null;