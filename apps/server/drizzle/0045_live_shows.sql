CREATE TABLE "live_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"question" integer NOT NULL,
	"option" integer NOT NULL,
	"correct" boolean NOT NULL,
	"points" integer NOT NULL,
	"answered_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "live_answers_once" UNIQUE("session_id","player_id","question")
);
--> statement-breakpoint
CREATE TABLE "live_players" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"nickname" text NOT NULL,
	"nickname_key" text NOT NULL,
	"team" integer,
	"score" integer DEFAULT 0 NOT NULL,
	"out" boolean DEFAULT false NOT NULL,
	"token_hash" text NOT NULL,
	"joined_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_players_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "live_players_nickname_unique" UNIQUE("session_id","nickname_key")
);
--> statement-breakpoint
CREATE TABLE "live_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"public_id" text NOT NULL,
	"account_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"code" text NOT NULL,
	"mode" text NOT NULL,
	"teams" integer DEFAULT 0 NOT NULL,
	"question_seconds" integer NOT NULL,
	"questions" jsonb NOT NULL,
	"phase" text DEFAULT 'lobby' NOT NULL,
	"question" integer DEFAULT -1 NOT NULL,
	"opened_at" timestamp (3) with time zone,
	"deadline" timestamp (3) with time zone,
	"paused" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_sessions_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "live_sessions_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "live_answers" ADD CONSTRAINT "live_answers_session_id_live_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."live_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_answers" ADD CONSTRAINT "live_answers_player_id_live_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."live_players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_players" ADD CONSTRAINT "live_players_session_id_live_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."live_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_sessions" ADD CONSTRAINT "live_sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_sessions" ADD CONSTRAINT "live_sessions_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_answers_question_idx" ON "live_answers" USING btree ("session_id","question","option");--> statement-breakpoint
CREATE INDEX "live_players_rank_idx" ON "live_players" USING btree ("session_id","score");--> statement-breakpoint
CREATE INDEX "live_sessions_account_idx" ON "live_sessions" USING btree ("account_id","created_at");