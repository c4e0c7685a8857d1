CREATE TABLE "risk_assessments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"gameplay_id" uuid,
	"kind" text NOT NULL,
	"score" smallint NOT NULL,
	"action" text NOT NULL,
	"reasons" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_counters" (
	"game_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"key" text NOT NULL,
	"span" text NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "risk_counters_game_id_kind_source_key_span_bucket_pk" PRIMARY KEY("game_id","kind","source","key","span","bucket")
);
--> statement-breakpoint
CREATE TABLE "spent_challenges" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "player_rewards" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "player_rewards" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "player_rewards" ADD COLUMN "reviewed_by" uuid;--> statement-breakpoint
ALTER TABLE "risk_assessments" ADD CONSTRAINT "risk_assessments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_assessments" ADD CONSTRAINT "risk_assessments_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_assessments" ADD CONSTRAINT "risk_assessments_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_assessments" ADD CONSTRAINT "risk_assessments_gameplay_id_gameplays_id_fk" FOREIGN KEY ("gameplay_id") REFERENCES "public"."gameplays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_counters" ADD CONSTRAINT "risk_counters_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "risk_assessments_gameplay_idx" ON "risk_assessments" USING btree ("gameplay_id") WHERE gameplay_id is not null;--> statement-breakpoint
CREATE INDEX "risk_assessments_player_idx" ON "risk_assessments" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "risk_counters_bucket_idx" ON "risk_counters" USING btree ("bucket");--> statement-breakpoint
CREATE INDEX "spent_challenges_expires_idx" ON "spent_challenges" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "player_rewards" ADD CONSTRAINT "player_rewards_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_rewards_held_idx" ON "player_rewards" USING btree ("account_id","won_at") WHERE held_at is not null and released_at is null and voided_at is null;