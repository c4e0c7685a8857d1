CREATE TABLE "reward_commitments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"game_id" uuid NOT NULL,
	"seed" text NOT NULL,
	"commitment" text NOT NULL,
	"config_key" text NOT NULL,
	"draw_table" jsonb NOT NULL,
	"committed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone,
	CONSTRAINT "reward_commitments_commitment_unique" UNIQUE("commitment")
);
--> statement-breakpoint
CREATE TABLE "reward_moments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reward_moments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"commitment_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"rule_id" text NOT NULL,
	"seq" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"gameplay_id" uuid,
	"claimed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reward_draws" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reward_draws_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"commitment_id" uuid NOT NULL,
	"gameplay_id" uuid NOT NULL,
	"ticket" integer NOT NULL,
	"hit_rule_id" text,
	"moment_id" bigint,
	"result" text NOT NULL,
	"rule_id" text,
	"reward_id" uuid,
	"drawn_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reward_draws_ticket_check" CHECK (ticket >= 0 and ticket < 10000000)
);
--> statement-breakpoint
CREATE TABLE "reward_rule_counters" (
	"game_id" uuid NOT NULL,
	"rule_id" text NOT NULL,
	"period" text NOT NULL,
	"won" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "reward_rule_counters_game_id_rule_id_period_pk" PRIMARY KEY("game_id","rule_id","period"),
	CONSTRAINT "reward_rule_counters_won_check" CHECK (won >= 0)
);
--> statement-breakpoint
CREATE TABLE "reward_player_counters" (
	"game_id" uuid NOT NULL,
	"rule_id" text NOT NULL,
	"player_id" uuid NOT NULL,
	"won" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "reward_player_counters_game_id_rule_id_player_id_pk" PRIMARY KEY("game_id","rule_id","player_id"),
	CONSTRAINT "reward_player_counters_won_check" CHECK (won >= 0)
);
--> statement-breakpoint
ALTER TABLE "player_rewards" ADD COLUMN "emailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reward_commitments" ADD CONSTRAINT "reward_commitments_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_moments" ADD CONSTRAINT "reward_moments_commitment_id_reward_commitments_id_fk" FOREIGN KEY ("commitment_id") REFERENCES "public"."reward_commitments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_moments" ADD CONSTRAINT "reward_moments_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_moments" ADD CONSTRAINT "reward_moments_gameplay_id_gameplays_id_fk" FOREIGN KEY ("gameplay_id") REFERENCES "public"."gameplays"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_draws" ADD CONSTRAINT "reward_draws_commitment_id_reward_commitments_id_fk" FOREIGN KEY ("commitment_id") REFERENCES "public"."reward_commitments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_draws" ADD CONSTRAINT "reward_draws_gameplay_id_gameplays_id_fk" FOREIGN KEY ("gameplay_id") REFERENCES "public"."gameplays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_draws" ADD CONSTRAINT "reward_draws_moment_id_reward_moments_id_fk" FOREIGN KEY ("moment_id") REFERENCES "public"."reward_moments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_draws" ADD CONSTRAINT "reward_draws_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_rule_counters" ADD CONSTRAINT "reward_rule_counters_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_player_counters" ADD CONSTRAINT "reward_player_counters_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_player_counters" ADD CONSTRAINT "reward_player_counters_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reward_commitments_open_idx" ON "reward_commitments" USING btree ("game_id") WHERE revealed_at is null;--> statement-breakpoint
CREATE INDEX "reward_commitments_game_idx" ON "reward_commitments" USING btree ("game_id","committed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_moments_seq_idx" ON "reward_moments" USING btree ("commitment_id","rule_id","seq");--> statement-breakpoint
CREATE INDEX "reward_moments_free_idx" ON "reward_moments" USING btree ("commitment_id","rule_id","at","id") WHERE claimed_at is null;--> statement-breakpoint
CREATE INDEX "reward_moments_claimed_idx" ON "reward_moments" USING btree ("game_id","rule_id") WHERE claimed_at is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "reward_draws_gameplay_idx" ON "reward_draws" USING btree ("gameplay_id");--> statement-breakpoint
CREATE INDEX "reward_draws_commitment_idx" ON "reward_draws" USING btree ("commitment_id","id");--> statement-breakpoint
CREATE INDEX "reward_player_counters_player_idx" ON "reward_player_counters" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "player_rewards_unemailed_idx" ON "player_rewards" USING btree ("player_id") WHERE emailed_at is null;
