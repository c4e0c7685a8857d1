-- The beacon's rows without the foreign keys' per-row checks (issue 34 item 10,
-- docs/adr/023-beacon-without-foreign-keys.md): each row of analytics_events ran two RI triggers
-- (a `SELECT … FOR KEY SHARE` each on games and accounts), about a third of PostgreSQL's work per
-- beacon. The writers now take the game's row `FOR KEY SHARE` themselves — the beacon once per game
-- and statement, the lead once, the plays' and rewards' triggers through the play's key — and an
-- event's account is its game's, whose own cascade from accounts removes the game.
ALTER TABLE "analytics_events" DROP CONSTRAINT "analytics_events_account_id_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "analytics_events" DROP CONSTRAINT "analytics_events_game_id_games_id_fk";
--> statement-breakpoint
-- What ON DELETE CASCADE did: a game's events go with it (an account's games go with the account,
-- and theirs with them). After the row's own cascades (their triggers sort first, `RI_…`), with
-- a snapshot of its own: a writer holding the game's key lock has committed by then.
CREATE FUNCTION "playdesk_analytics_game_gone"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "analytics_events" WHERE "game_id" = OLD."id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "analytics_events_game_gone" AFTER DELETE ON "games"
FOR EACH ROW EXECUTE FUNCTION "playdesk_analytics_game_gone"();
