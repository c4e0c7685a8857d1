-- Issue 33, one game in many languages with one set of results (docs/product-rules.md#languages).
-- The account's default language: new games start in it; chosen at registration.
ALTER TABLE "accounts" ADD COLUMN "default_language" text DEFAULT 'en' NOT NULL;
--> statement-breakpoint
-- A game's texts are in its default language; `translations` holds the other languages' texts
-- by language ({ "fr": { "name": …, "popup_texts": {…}, "content": { "questions.0.text": … } } }).
ALTER TABLE "games" ADD COLUMN "default_language" text DEFAULT 'en' NOT NULL;
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;
--> statement-breakpoint
-- The language each play, lead and consent was in. Null on rows written before this migration
-- (they were English) and on plays an older instance writes during a rolling deploy.
ALTER TABLE "gameplays" ADD COLUMN "language" text;
--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "language" text;
--> statement-breakpoint
ALTER TABLE "consent_records" ADD COLUMN "language" text;

--> statement-breakpoint
-- A player's language: their first play's, then their last lead form's.
CREATE INDEX "players_account_language_idx" ON "players" USING btree ("account_id","language");
--> statement-breakpoint
-- perf: the dashboard's rollups get the language, so its breakdown and filter by language read a
-- few rows per game and day, never the plays (0014_scale.sql). Rows so far were English.
ALTER TABLE "gameplay_days" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;
--> statement-breakpoint
ALTER TABLE "gameplay_days" DROP CONSTRAINT "gameplay_days_pk";
--> statement-breakpoint
ALTER TABLE "gameplay_days" ADD CONSTRAINT "gameplay_days_pk" PRIMARY KEY("account_id","day","game_id","metric","language");
--> statement-breakpoint
ALTER TABLE "player_days" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;
--> statement-breakpoint
ALTER TABLE "player_days" DROP CONSTRAINT "player_days_pk";
--> statement-breakpoint
ALTER TABLE "player_days" ADD CONSTRAINT "player_days_pk" PRIMARY KEY("account_id","day","language");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "playdesk_gameplay_days_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "gameplay_days" AS d ("account_id", "game_id", "day", "language", "metric", "n")
  SELECT "account_id", "game_id", ("started_at" AT TIME ZONE 'UTC')::date, coalesce("language", 'en'), 'plays', count(*)::integer
  FROM "new_plays" GROUP BY 1, 2, 3, 4 ORDER BY 1, 3, 2, 4
  ON CONFLICT ("account_id", "day", "game_id", "metric", "language") DO UPDATE SET "n" = d."n" + excluded."n";
  INSERT INTO "gameplay_days" AS d ("account_id", "game_id", "day", "language", "metric", "n")
  SELECT "account_id", "game_id", ("started_at" AT TIME ZONE 'UTC')::date, coalesce("language", 'en'), 'wins', count(*)::integer
  FROM "new_plays" WHERE "status" = 'won' GROUP BY 1, 2, 3, 4 ORDER BY 1, 3, 2, 4
  ON CONFLICT ("account_id", "day", "game_id", "metric", "language") DO UPDATE SET "n" = d."n" + excluded."n";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "playdesk_gameplay_days_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "gameplay_days" d SET "n" = d."n" - o."n"
  FROM (
    SELECT "account_id", "game_id", ("started_at" AT TIME ZONE 'UTC')::date AS "day", coalesce("language", 'en') AS "language", 'plays' AS "metric", count(*)::integer AS "n"
    FROM "old_plays" GROUP BY 1, 2, 3, 4
    UNION ALL
    SELECT "account_id", "game_id", ("started_at" AT TIME ZONE 'UTC')::date, coalesce("language", 'en'), 'wins', count(*)::integer
    FROM "old_plays" WHERE "status" = 'won' GROUP BY 1, 2, 3, 4
  ) o
  WHERE d."account_id" = o."account_id" AND d."day" = o."day" AND d."game_id" = o."game_id"
    AND d."metric" = o."metric" AND d."language" = o."language";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "playdesk_gameplay_days_status"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."status" = 'won' THEN
    INSERT INTO "gameplay_days" AS d ("account_id", "game_id", "day", "language", "metric", "n")
    VALUES (NEW."account_id", NEW."game_id", (NEW."started_at" AT TIME ZONE 'UTC')::date, coalesce(NEW."language", 'en'), 'wins', 1)
    ON CONFLICT ("account_id", "day", "game_id", "metric", "language") DO UPDATE SET "n" = d."n" + 1;
  ELSE
    UPDATE "gameplay_days" SET "n" = "n" - 1
    WHERE "account_id" = OLD."account_id" AND "game_id" = OLD."game_id"
      AND "day" = (OLD."started_at" AT TIME ZONE 'UTC')::date AND "metric" = 'wins'
      AND "language" = coalesce(OLD."language", 'en');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "playdesk_player_days_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "player_days" AS d ("account_id", "day", "language", "n")
  SELECT "account_id", ("created_at" AT TIME ZONE 'UTC')::date, coalesce("language", 'en'), count(*)::integer
  FROM "new_players" GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT ("account_id", "day", "language") DO UPDATE SET "n" = d."n" + excluded."n";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "playdesk_player_days_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "player_days" d SET "n" = d."n" - o."n"
  FROM (
    SELECT "account_id", ("created_at" AT TIME ZONE 'UTC')::date AS "day", coalesce("language", 'en') AS "language", count(*)::integer AS "n"
    FROM "old_players" GROUP BY 1, 2, 3
  ) o
  WHERE d."account_id" = o."account_id" AND d."day" = o."day" AND d."language" = o."language";
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A player counts on their creation day in their language of now: a lead form in another
-- language moves them (one row, rare: only a form changes a player's language).
CREATE FUNCTION "playdesk_player_days_language"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "player_days" SET "n" = "n" - 1
  WHERE "account_id" = OLD."account_id" AND "day" = (OLD."created_at" AT TIME ZONE 'UTC')::date
    AND "language" = coalesce(OLD."language", 'en');
  INSERT INTO "player_days" AS d ("account_id", "day", "language", "n")
  VALUES (NEW."account_id", (NEW."created_at" AT TIME ZONE 'UTC')::date, coalesce(NEW."language", 'en'), 1)
  ON CONFLICT ("account_id", "day", "language") DO UPDATE SET "n" = d."n" + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "players_days_language" AFTER UPDATE OF "language" ON "players"
FOR EACH ROW WHEN (coalesce(OLD."language", 'en') IS DISTINCT FROM coalesce(NEW."language", 'en'))
EXECUTE FUNCTION "playdesk_player_days_language"();
--> statement-breakpoint
-- The console's language a person chose (en, fr); null until they choose (their browser's then).
ALTER TABLE "users" ADD COLUMN "language" text;
