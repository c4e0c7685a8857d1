ALTER TABLE "push_subscriptions" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "loyalty_members" ADD COLUMN "expiry_noticed_day" text;--> statement-breakpoint
ALTER TABLE "loyalty_members" ADD COLUMN "badge_noticed_at" timestamp with time zone;