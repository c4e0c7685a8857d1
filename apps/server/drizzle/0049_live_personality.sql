-- Live shows of a personality test, issue 40 item 1 (docs/live.md#personality-shows): the test as
-- the show started, and each player's outcome set once at the end. Both null for a quiz's show.
ALTER TABLE "live_players" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "live_sessions" ADD COLUMN "personality" jsonb;