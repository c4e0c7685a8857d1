CREATE TABLE "player_rewards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"public_id" text NOT NULL,
	"account_id" uuid NOT NULL,
	"reward_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"game_id" uuid,
	"gameplay_id" uuid,
	"rule_id" text,
	"code" text,
	"link" text,
	"won_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"redeemed_at" timestamp with time zone,
	"redeemed_by" uuid,
	CONSTRAINT "player_rewards_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "reward_codes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reward_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"reward_id" uuid NOT NULL,
	"code" text NOT NULL,
	"won_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rewards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"public_id" text NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text,
	"value" text DEFAULT '' NOT NULL,
	"terms" text DEFAULT '' NOT NULL,
	"how_to_redeem" text DEFAULT '' NOT NULL,
	"expiry" jsonb NOT NULL,
	"kind" text NOT NULL,
	"shared_value" text,
	"quantity" integer,
	"low_stock_threshold" integer,
	"low_stock_alerted_at" timestamp with time zone,
	"codes_total" integer DEFAULT 0 NOT NULL,
	"won" integer DEFAULT 0 NOT NULL,
	"redeemed" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rewards_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "rewards_counts_check" CHECK (won >= 0 and redeemed >= 0 and codes_total >= 0)
);
--> statement-breakpoint
ALTER TABLE "player_rewards" ADD CONSTRAINT "player_rewards_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_rewards" ADD CONSTRAINT "player_rewards_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_rewards" ADD CONSTRAINT "player_rewards_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_rewards" ADD CONSTRAINT "player_rewards_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_rewards" ADD CONSTRAINT "player_rewards_gameplay_id_gameplays_id_fk" FOREIGN KEY ("gameplay_id") REFERENCES "public"."gameplays"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_rewards" ADD CONSTRAINT "player_rewards_redeemed_by_users_id_fk" FOREIGN KEY ("redeemed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_codes" ADD CONSTRAINT "reward_codes_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "player_rewards_gameplay_idx" ON "player_rewards" USING btree ("gameplay_id") WHERE gameplay_id is not null;--> statement-breakpoint
CREATE INDEX "player_rewards_reward_idx" ON "player_rewards" USING btree ("reward_id","won_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "player_rewards_player_idx" ON "player_rewards" USING btree ("player_id","reward_id");--> statement-breakpoint
CREATE INDEX "player_rewards_account_code_idx" ON "player_rewards" USING btree ("account_id","code");--> statement-breakpoint
CREATE INDEX "player_rewards_game_rule_idx" ON "player_rewards" USING btree ("game_id","rule_id","won_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_codes_reward_code_idx" ON "reward_codes" USING btree ("reward_id","code");--> statement-breakpoint
CREATE INDEX "reward_codes_free_idx" ON "reward_codes" USING btree ("reward_id","id") WHERE won_at is null;--> statement-breakpoint
CREATE INDEX "rewards_account_idx" ON "rewards" USING btree ("account_id","created_at");