-- perf (issue 18, play starts): the players' play aggregates (see 0003_player_data.sql) were kept
-- by a row trigger, one PL/pgSQL call and two statements per inserted play — about half of the
-- time of a batch of starts. Inserts are now counted once per statement from the statement's new
-- plays, grouped by player and game; a play's end (an UPDATE of its status, one play at a time)
-- keeps the row trigger. The insert trigger keeps the name `gameplays_player_stats`, which bulk
-- loads switch off and on.
CREATE OR REPLACE FUNCTION "playdesk_gameplay_stats"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  finished boolean := NEW.status <> 'playing' AND OLD.status = 'playing';
  won integer := CASE WHEN NEW.status = 'won' AND OLD.status = 'playing' THEN 1 ELSE 0 END;
  best integer := CASE WHEN finished THEN NEW.score END;
BEGIN
  IF finished THEN
    UPDATE "player_games" SET "wins" = "wins" + won, "best_score" = greatest("best_score", best)
    WHERE "player_id" = NEW.player_id AND "game_id" = NEW.game_id;
    UPDATE "players" SET "wins" = "wins" + won, "best_score" = greatest("best_score", best)
    WHERE "id" = NEW.player_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "playdesk_gameplay_stats_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH per_game AS (
    SELECT "player_id", "game_id", count(*)::integer AS "plays",
      count(*) FILTER (WHERE "status" = 'won')::integer AS "wins",
      max("score") FILTER (WHERE "status" <> 'playing') AS "best",
      max("started_at") AS "last"
    FROM "new_plays" GROUP BY "player_id", "game_id"
  ), upserted AS (
    -- In key order, so two statements touching the same players lock them in the same order.
    INSERT INTO "player_games" AS pg ("player_id", "game_id", "plays", "wins", "best_score", "last_played_at")
    SELECT "player_id", "game_id", "plays", "wins", "best", "last" FROM per_game
    ORDER BY "player_id", "game_id"
    ON CONFLICT ("player_id", "game_id") DO UPDATE SET
      "plays" = pg."plays" + excluded."plays",
      "wins" = pg."wins" + excluded."wins",
      "best_score" = greatest(pg."best_score", excluded."best_score"),
      "last_played_at" = greatest(pg."last_played_at", excluded."last_played_at")
    RETURNING "player_id", (xmax = 0) AS "first_time"
  ), per_player AS (
    SELECT g."player_id", sum(g."plays")::integer AS "plays", sum(g."wins")::integer AS "wins",
      max(g."best") AS "best", max(g."last") AS "last",
      (SELECT count(*) FROM upserted u WHERE u."player_id" = g."player_id" AND u."first_time")::integer AS "new_games"
    FROM per_game g GROUP BY g."player_id"
  )
  UPDATE "players" p SET
    "plays" = p."plays" + s."plays",
    "wins" = p."wins" + s."wins",
    "best_score" = greatest(p."best_score", s."best"),
    "games_played" = p."games_played" + s."new_games",
    "last_seen_at" = greatest(p."last_seen_at", s."last")
  FROM per_player s WHERE p."id" = s."player_id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER "gameplays_player_stats" ON "gameplays";
--> statement-breakpoint
CREATE TRIGGER "gameplays_player_stats" AFTER INSERT ON "gameplays"
REFERENCING NEW TABLE AS "new_plays" FOR EACH STATEMENT EXECUTE FUNCTION "playdesk_gameplay_stats_insert"();
--> statement-breakpoint
CREATE TRIGGER "gameplays_player_stats_status" AFTER UPDATE OF "status" ON "gameplays"
FOR EACH ROW EXECUTE FUNCTION "playdesk_gameplay_stats"();
