-- Live shows in the phone's language (docs/live.md#languages): the show's texts in its game's
-- other languages, as it started, and the language each phone joined in (null: the show's own).
ALTER TABLE "live_players" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "live_sessions" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;