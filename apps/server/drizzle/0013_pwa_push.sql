-- issue 17: PWA settings, VAPID keys, push subscriptions and campaigns
CREATE TABLE "pwa_settings" (
	"account_id" uuid PRIMARY KEY NOT NULL REFERENCES "accounts"("id") ON DELETE cascade,
	"app_name" text NOT NULL,
	"short_name" text NOT NULL,
	"theme_color" text DEFAULT '#4A3494' NOT NULL,
	"background_color" text DEFAULT '#FFFFFF' NOT NULL,
	"opens" text DEFAULT 'today' NOT NULL,
	"game_id" uuid REFERENCES "games"("id") ON DELETE set null,
	"install_text" text DEFAULT '' NOT NULL,
	"new_game_notifications" boolean DEFAULT true NOT NULL,
	"notify_time" text DEFAULT '09:00' NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"icons" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_vapid_keys" (
	"id" integer PRIMARY KEY NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_vapid_keys_single" CHECK ("id" = 1)
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL REFERENCES "accounts"("id") ON DELETE cascade,
	"player_id" uuid NOT NULL REFERENCES "players"("id") ON DELETE cascade,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"new_game" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_account_endpoint_idx" ON "push_subscriptions" USING btree ("account_id","endpoint");
--> statement-breakpoint
CREATE INDEX "push_subscriptions_player_idx" ON "push_subscriptions" USING btree ("player_id");
--> statement-breakpoint
CREATE TABLE "push_campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"public_id" text NOT NULL UNIQUE,
	"account_id" uuid NOT NULL REFERENCES "accounts"("id") ON DELETE cascade,
	"kind" text DEFAULT 'manual' NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"url" text NOT NULL,
	"target" jsonb NOT NULL,
	"audience" jsonb NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"day" date,
	"scheduled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"recipients" integer DEFAULT 0 NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"clicked" integer DEFAULT 0 NOT NULL,
	"created_by" uuid REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "push_campaigns_account_idx" ON "push_campaigns" USING btree ("account_id","created_at" DESC,"id" DESC);
--> statement-breakpoint
CREATE UNIQUE INDEX "push_campaigns_new_game_day_idx" ON "push_campaigns" USING btree ("account_id","day") WHERE kind = 'new_game';
--> statement-breakpoint
CREATE TABLE "push_deliveries" (
	"campaign_id" uuid NOT NULL REFERENCES "push_campaigns"("id") ON DELETE cascade,
	"subscription_id" uuid NOT NULL REFERENCES "push_subscriptions"("id") ON DELETE cascade,
	"batch" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	CONSTRAINT "push_deliveries_pk" PRIMARY KEY("campaign_id","subscription_id")
);
--> statement-breakpoint
CREATE INDEX "push_deliveries_batch_idx" ON "push_deliveries" USING btree ("campaign_id","batch") WHERE status = 'pending';
--> statement-breakpoint
CREATE INDEX "push_deliveries_subscription_idx" ON "push_deliveries" USING btree ("subscription_id");
--> statement-breakpoint
CREATE TABLE "push_usage" (
	"account_id" uuid NOT NULL REFERENCES "accounts"("id") ON DELETE cascade,
	"period" text NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "push_usage_pk" PRIMARY KEY("account_id","period")
);
