-- perf (issue 18, play starts): a player created by a play's start is written with that play
-- already counted (plays 1, games played 1, last seen at the start; a play is 'playing' when it
-- starts, so it adds no win and no best score), and `first_play_id` names that play. The players'
-- aggregates trigger adds only the statement's other plays of that player (none, on today's
-- paths). Without this, every new player was inserted and, at the end of the same statement,
-- updated by the trigger: a second version of the row with a new entry in each of its indexes (the
-- aggregates are indexed for the Player Data list, so the update is never HOT) and a second
-- foreign-key check, about a fifth of the database's time for a batch of starts.
-- No foreign key: the column only matters in the statement that creates the player.
ALTER TABLE "players" ADD COLUMN "first_play_id" uuid;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "playdesk_gameplay_stats_insert"() RETURNS trigger LANGUAGE plpgsql
SET enable_hashjoin = off SET enable_mergejoin = off SET enable_seqscan = off AS $$
BEGIN
  WITH per_game AS (
    -- `counted`: the plays their player was written with (its first, when a start created it).
    SELECT n."player_id", n."game_id", count(*)::integer AS "plays",
      count(*) FILTER (WHERE n."status" = 'won')::integer AS "wins",
      max(n."score") FILTER (WHERE n."status" <> 'playing') AS "best",
      max(n."started_at") AS "last",
      count(*) FILTER (WHERE n."id" = p."first_play_id")::integer AS "counted"
    FROM "new_plays" n JOIN "players" p ON p."id" = n."player_id"
    GROUP BY n."player_id", n."game_id"
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
      max(g."best") AS "best", max(g."last") AS "last", sum(g."counted")::integer AS "counted",
      (SELECT count(*) FROM upserted u WHERE u."player_id" = g."player_id" AND u."first_time")::integer AS "new_games"
    FROM per_game g GROUP BY g."player_id"
  )
  -- A play counted when its player was written added its game too (the player's first game).
  UPDATE "players" p SET
    "plays" = p."plays" + s."plays" - s."counted",
    "wins" = p."wins" + s."wins",
    "best_score" = greatest(p."best_score", s."best"),
    "games_played" = p."games_played" + s."new_games" - s."counted",
    "last_seen_at" = greatest(p."last_seen_at", s."last")
  FROM per_player s WHERE p."id" = s."player_id" AND s."plays" > s."counted";
  RETURN NULL;
END
$$;
