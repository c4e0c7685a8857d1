-- Live shows, issue 40 (docs/live.md): rewards at the end, each phone's play in the CRM and the
-- funnel, and the players cap counted atomically.
-- The CRM player a phone plays as, and the gameplay the show counts as (set null: erasing a
-- player or a play leaves the show's nickname and score).
ALTER TABLE "live_players" ADD COLUMN "player_id" uuid;--> statement-breakpoint
ALTER TABLE "live_players" ADD COLUMN "gameplay_id" uuid;--> statement-breakpoint
-- The show's reward ({reward_id, top, min_score}) and when it was given (once: a second end gives nothing).
ALTER TABLE "live_sessions" ADD COLUMN "reward" jsonb;--> statement-breakpoint
ALTER TABLE "live_sessions" ADD COLUMN "rewarded_at" timestamp (3) with time zone;--> statement-breakpoint
-- Raised by one conditional UPDATE per join: concurrent joins cannot pass the 10 000 cap.
ALTER TABLE "live_sessions" ADD COLUMN "player_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Shows opened before this migration: their players counted once.
UPDATE "live_sessions" s SET "player_count" = (SELECT count(*) FROM "live_players" p WHERE p."session_id" = s."id");--> statement-breakpoint
ALTER TABLE "live_players" ADD CONSTRAINT "live_players_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_players" ADD CONSTRAINT "live_players_gameplay_id_gameplays_id_fk" FOREIGN KEY ("gameplay_id") REFERENCES "public"."gameplays"("id") ON DELETE set null ON UPDATE no action;
