-- perf: the dashboard's rollup (issue 18, "dashboards stay fast as history grows"). Plays and wins
-- per game and UTC day of the play's start, kept by triggers in the transaction that writes the
-- play: a statement's plays are counted once per statement (a batch of starts adds its count in
-- one update), a play that becomes (or stops being) won moves one win. `metric` is 'plays' or
-- 'wins': ends update only 'wins' rows, so they never wait on the rows play starts update.
CREATE TABLE "gameplay_days" (
	"account_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"day" date NOT NULL,
	"metric" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "gameplay_days_pk" PRIMARY KEY("account_id","day","game_id","metric"),
	CONSTRAINT "gameplay_days_metric_check" CHECK ("metric" in ('plays', 'wins'))
);
--> statement-breakpoint
ALTER TABLE "gameplay_days" ADD CONSTRAINT "gameplay_days_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "gameplay_days" ADD CONSTRAINT "gameplay_days_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "gameplay_days_game_idx" ON "gameplay_days" USING btree ("game_id");
--> statement-breakpoint
CREATE FUNCTION "playdesk_gameplay_days_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "gameplay_days" AS d ("account_id", "game_id", "day", "metric", "n")
  SELECT "account_id", "game_id", ("started_at" AT TIME ZONE 'UTC')::date, 'plays', count(*)::integer
  FROM "new_plays" GROUP BY 1, 2, 3 ORDER BY 1, 3, 2
  ON CONFLICT ("account_id", "day", "game_id", "metric") DO UPDATE SET "n" = d."n" + excluded."n";
  INSERT INTO "gameplay_days" AS d ("account_id", "game_id", "day", "metric", "n")
  SELECT "account_id", "game_id", ("started_at" AT TIME ZONE 'UTC')::date, 'wins', count(*)::integer
  FROM "new_plays" WHERE "status" = 'won' GROUP BY 1, 2, 3 ORDER BY 1, 3, 2
  ON CONFLICT ("account_id", "day", "game_id", "metric") DO UPDATE SET "n" = d."n" + excluded."n";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "gameplays_days_insert" AFTER INSERT ON "gameplays"
REFERENCING NEW TABLE AS "new_plays" FOR EACH STATEMENT EXECUTE FUNCTION "playdesk_gameplay_days_insert"();
--> statement-breakpoint
CREATE FUNCTION "playdesk_gameplay_days_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "gameplay_days" d SET "n" = d."n" - o."n"
  FROM (
    SELECT "account_id", "game_id", ("started_at" AT TIME ZONE 'UTC')::date AS "day", 'plays' AS "metric", count(*)::integer AS "n"
    FROM "old_plays" GROUP BY 1, 2, 3
    UNION ALL
    SELECT "account_id", "game_id", ("started_at" AT TIME ZONE 'UTC')::date, 'wins', count(*)::integer
    FROM "old_plays" WHERE "status" = 'won' GROUP BY 1, 2, 3
  ) o
  WHERE d."account_id" = o."account_id" AND d."day" = o."day" AND d."game_id" = o."game_id" AND d."metric" = o."metric";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "gameplays_days_delete" AFTER DELETE ON "gameplays"
REFERENCING OLD TABLE AS "old_plays" FOR EACH STATEMENT EXECUTE FUNCTION "playdesk_gameplay_days_delete"();
--> statement-breakpoint
-- A play's win counts on the day it started; only an update that changes whether it is won
-- does anything (moves and losses do not touch the rollup).
CREATE FUNCTION "playdesk_gameplay_days_status"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."status" = 'won' THEN
    INSERT INTO "gameplay_days" AS d ("account_id", "game_id", "day", "metric", "n")
    VALUES (NEW."account_id", NEW."game_id", (NEW."started_at" AT TIME ZONE 'UTC')::date, 'wins', 1)
    ON CONFLICT ("account_id", "day", "game_id", "metric") DO UPDATE SET "n" = d."n" + 1;
  ELSE
    UPDATE "gameplay_days" SET "n" = "n" - 1
    WHERE "account_id" = OLD."account_id" AND "game_id" = OLD."game_id"
      AND "day" = (OLD."started_at" AT TIME ZONE 'UTC')::date AND "metric" = 'wins';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "gameplays_days_status" AFTER UPDATE OF "status" ON "gameplays"
FOR EACH ROW WHEN ((OLD."status" = 'won') IS DISTINCT FROM (NEW."status" = 'won'))
EXECUTE FUNCTION "playdesk_gameplay_days_status"();
--> statement-breakpoint
-- perf: the plays recorded before the rollup existed.
INSERT INTO "gameplay_days" ("account_id", "game_id", "day", "metric", "n")
SELECT "account_id", "game_id", ("started_at" AT TIME ZONE 'UTC')::date, 'plays', count(*)::integer
FROM "gameplays" GROUP BY 1, 2, 3
UNION ALL
SELECT "account_id", "game_id", ("started_at" AT TIME ZONE 'UTC')::date, 'wins', count(*)::integer
FROM "gameplays" WHERE "status" = 'won' GROUP BY 1, 2, 3;
--> statement-breakpoint
-- perf: the dashboard's new players per UTC day of their creation, kept the same way (one upsert
-- per statement that creates players, e.g. a batch of play starts).
CREATE TABLE "player_days" (
	"account_id" uuid NOT NULL,
	"day" date NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "player_days_pk" PRIMARY KEY("account_id","day")
);
--> statement-breakpoint
ALTER TABLE "player_days" ADD CONSTRAINT "player_days_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE FUNCTION "playdesk_player_days_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "player_days" AS d ("account_id", "day", "n")
  SELECT "account_id", ("created_at" AT TIME ZONE 'UTC')::date, count(*)::integer
  FROM "new_players" GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("account_id", "day") DO UPDATE SET "n" = d."n" + excluded."n";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "players_days_insert" AFTER INSERT ON "players"
REFERENCING NEW TABLE AS "new_players" FOR EACH STATEMENT EXECUTE FUNCTION "playdesk_player_days_insert"();
--> statement-breakpoint
CREATE FUNCTION "playdesk_player_days_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "player_days" d SET "n" = d."n" - o."n"
  FROM (
    SELECT "account_id", ("created_at" AT TIME ZONE 'UTC')::date AS "day", count(*)::integer AS "n"
    FROM "old_players" GROUP BY 1, 2
  ) o
  WHERE d."account_id" = o."account_id" AND d."day" = o."day";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "players_days_delete" AFTER DELETE ON "players"
REFERENCING OLD TABLE AS "old_players" FOR EACH STATEMENT EXECUTE FUNCTION "playdesk_player_days_delete"();
--> statement-breakpoint
INSERT INTO "player_days" ("account_id", "day", "n")
SELECT "account_id", ("created_at" AT TIME ZONE 'UTC')::date, count(*)::integer
FROM "players" GROUP BY 1, 2;
