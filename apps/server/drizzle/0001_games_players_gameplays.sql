CREATE TABLE "gameplays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"game_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"seed" integer NOT NULL,
	"state" jsonb NOT NULL,
	"status" text DEFAULT 'playing' NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"reason" text,
	"source_url" text,
	"parent_url" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"duration_ms" integer
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"public_id" text NOT NULL,
	"account_id" uuid NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"difficulty" text DEFAULT 'normal' NOT NULL,
	"settings" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"public_id" text NOT NULL,
	"account_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"display_name" text,
	"avatar" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "players_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "players_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "gameplays" ADD CONSTRAINT "gameplays_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gameplays" ADD CONSTRAINT "gameplays_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gameplays" ADD CONSTRAINT "gameplays_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gameplays_game_score_idx" ON "gameplays" USING btree ("game_id","score");--> statement-breakpoint
CREATE INDEX "gameplays_account_started_idx" ON "gameplays" USING btree ("account_id","started_at");--> statement-breakpoint
CREATE INDEX "gameplays_player_idx" ON "gameplays" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "games_account_idx" ON "games" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "players_account_idx" ON "players" USING btree ("account_id");