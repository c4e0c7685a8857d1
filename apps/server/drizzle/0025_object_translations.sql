-- Issue 33 §4: every object a player sees has a default language (the account's when it was made)
-- and optional translations of its player-facing texts, by language
-- ({ "fr": { "text": …, "button_label": … } }); a missing text falls back to the default language.
ALTER TABLE "consents" ADD COLUMN "default_language" text DEFAULT 'en' NOT NULL;
--> statement-breakpoint
-- A consent's translations are part of its version: a record's version and language give the
-- exact text the player saw (§7).
ALTER TABLE "consent_versions" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;
--> statement-breakpoint
-- The language of a version's `text` (a change of the consent's default language is a new version).
ALTER TABLE "consent_versions" ADD COLUMN "default_language" text DEFAULT 'en' NOT NULL;
--> statement-breakpoint
ALTER TABLE "rewards" ADD COLUMN "default_language" text DEFAULT 'en' NOT NULL;
--> statement-breakpoint
ALTER TABLE "rewards" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "notification_bars" ADD COLUMN "default_language" text DEFAULT 'en' NOT NULL;
--> statement-breakpoint
ALTER TABLE "notification_bars" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "pwa_settings" ADD COLUMN "default_language" text DEFAULT 'en' NOT NULL;
--> statement-breakpoint
ALTER TABLE "pwa_settings" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "push_campaigns" ADD COLUMN "default_language" text DEFAULT 'en' NOT NULL;
--> statement-breakpoint
ALTER TABLE "push_campaigns" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;
--> statement-breakpoint
-- The language the subscriber's app was in when they subscribed (null: their player's language).
ALTER TABLE "push_subscriptions" ADD COLUMN "language" text;
--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "default_language" text DEFAULT 'en' NOT NULL;
--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;
--> statement-breakpoint
-- The objects made so far were written in their account's language.
UPDATE "consents" SET "default_language" = a."default_language" FROM "accounts" a WHERE a."id" = "consents"."account_id" AND a."default_language" <> 'en';
--> statement-breakpoint
UPDATE "consent_versions" SET "default_language" = c."default_language" FROM "consents" c WHERE c."id" = "consent_versions"."consent_id" AND c."default_language" <> 'en';
--> statement-breakpoint
UPDATE "rewards" SET "default_language" = a."default_language" FROM "accounts" a WHERE a."id" = "rewards"."account_id" AND a."default_language" <> 'en';
--> statement-breakpoint
UPDATE "notification_bars" SET "default_language" = a."default_language" FROM "accounts" a WHERE a."id" = "notification_bars"."account_id" AND a."default_language" <> 'en';
--> statement-breakpoint
UPDATE "pwa_settings" SET "default_language" = a."default_language" FROM "accounts" a WHERE a."id" = "pwa_settings"."account_id" AND a."default_language" <> 'en';
--> statement-breakpoint
UPDATE "push_campaigns" SET "default_language" = a."default_language" FROM "accounts" a WHERE a."id" = "push_campaigns"."account_id" AND a."default_language" <> 'en';
--> statement-breakpoint
UPDATE "templates" SET "default_language" = a."default_language" FROM "accounts" a WHERE a."id" = "templates"."account_id" AND a."default_language" <> 'en';
