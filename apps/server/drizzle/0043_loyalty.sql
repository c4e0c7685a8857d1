CREATE TABLE "loyalty_badges" (
	"player_id" uuid NOT NULL,
	"badge_id" text NOT NULL,
	"account_id" uuid NOT NULL,
	"earned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_badges_player_id_badge_id_pk" PRIMARY KEY("player_id","badge_id")
);
--> statement-breakpoint
CREATE TABLE "loyalty_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"public_id" text NOT NULL,
	"account_id" uuid NOT NULL,
	"reward_id" uuid NOT NULL,
	"price" integer NOT NULL,
	"per_player" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_items_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "loyalty_items_price_check" CHECK (price > 0)
);
--> statement-breakpoint
CREATE TABLE "loyalty_ledger" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loyalty_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"points" integer NOT NULL,
	"reason" text NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_ledger_points_check" CHECK (points <> 0)
);
--> statement-breakpoint
CREATE TABLE "loyalty_members" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"lifetime" integer DEFAULT 0 NOT NULL,
	"debited" integer DEFAULT 0 NOT NULL,
	"earned_today" integer DEFAULT 0 NOT NULL,
	"earned_day" text,
	"streak" integer DEFAULT 0 NOT NULL,
	"best_streak" integer DEFAULT 0 NOT NULL,
	"streak_day" text,
	"level" text,
	"reminded_day" text,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_earned_at" timestamp with time zone,
	CONSTRAINT "loyalty_members_balance_check" CHECK (balance >= 0 and lifetime >= 0 and debited >= 0 and earned_today >= 0)
);
--> statement-breakpoint
CREATE TABLE "loyalty_settings" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"rules" jsonb NOT NULL,
	"levels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"badges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"expiry_days" integer,
	"reminders" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "loyalty_badges" ADD CONSTRAINT "loyalty_badges_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_badges" ADD CONSTRAINT "loyalty_badges_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_items" ADD CONSTRAINT "loyalty_items_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_items" ADD CONSTRAINT "loyalty_items_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_ledger" ADD CONSTRAINT "loyalty_ledger_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_ledger" ADD CONSTRAINT "loyalty_ledger_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_members" ADD CONSTRAINT "loyalty_members_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_members" ADD CONSTRAINT "loyalty_members_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_settings" ADD CONSTRAINT "loyalty_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loyalty_badges_account_idx" ON "loyalty_badges" USING btree ("account_id","badge_id");--> statement-breakpoint
CREATE INDEX "loyalty_items_account_idx" ON "loyalty_items" USING btree ("account_id","price");--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_ledger_key_idx" ON "loyalty_ledger" USING btree ("account_id","key");--> statement-breakpoint
CREATE INDEX "loyalty_ledger_player_idx" ON "loyalty_ledger" USING btree ("player_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "loyalty_ledger_account_idx" ON "loyalty_ledger" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "loyalty_members_recent_idx" ON "loyalty_members" USING btree ("account_id","last_earned_at" DESC NULLS LAST,"player_id");--> statement-breakpoint
CREATE INDEX "loyalty_members_balance_idx" ON "loyalty_members" USING btree ("account_id","balance" DESC NULLS LAST,"player_id");--> statement-breakpoint
CREATE INDEX "loyalty_members_lifetime_idx" ON "loyalty_members" USING btree ("account_id","lifetime" DESC NULLS LAST,"player_id");--> statement-breakpoint
-- The ledger is append-only (docs/loyalty.md#the-ledger): an entry is never changed. Rows leave
-- only with their player or business (the cascades), so DELETE stays allowed.
CREATE FUNCTION loyalty_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'loyalty_ledger is append-only';
END $$;--> statement-breakpoint
CREATE TRIGGER loyalty_ledger_no_update BEFORE UPDATE ON "loyalty_ledger"
  FOR EACH ROW EXECUTE FUNCTION loyalty_ledger_append_only();
