-- The funnel's first move and end (0026_insight.sql) recorded by a row trigger that fires only
-- when one of them happens (issue 34 §11). The trigger per statement it replaces captured every
-- updated play, old and new, in transition tables and ran its function for every move, though
-- only a play's first move and its end write anything: a compare-and-set move is a play's
-- hottest update. The `WHEN` condition is checked without calling the function, so a later move
-- costs nothing here. An end written without its time (a statement of an operator's) is recorded
-- at the time it is written instead of failing the update.
DROP TRIGGER "gameplays_analytics_update" ON "gameplays";
--> statement-breakpoint
DROP FUNCTION "playdesk_analytics_plays_update"();
--> statement-breakpoint
CREATE FUNCTION "playdesk_analytics_play_steps"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "analytics_events" ("account_id", "game_id", "step", "at", "play_id", "language",
    "visit_id", "source", "medium", "campaign", "referrer", "host", "placement_id", "device",
    "returning", "experiment_id", "variant")
  SELECT NEW."account_id", NEW."game_id", s."step", s."at", NEW."id", NEW."language",
    NEW."visit_id", NEW."source", NEW."medium", NEW."campaign", NEW."referrer", NEW."host",
    NEW."placement_id", NEW."device", NEW."returning", NEW."experiment_id", NEW."variant"
  FROM (VALUES
    ('first_move', NEW."first_move_at",
      OLD."first_move_at" IS NULL AND NEW."first_move_at" IS NOT NULL),
    ('finish', coalesce(NEW."ended_at", now()),
      OLD."status" = 'playing' AND NEW."status" <> 'playing'
      AND NEW."reason" IS DISTINCT FROM 'abandoned'),
    ('win', coalesce(NEW."ended_at", now()), OLD."status" = 'playing' AND NEW."status" = 'won')
  ) AS s("step", "at", "happened")
  WHERE s."happened";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "gameplays_analytics_update" AFTER UPDATE OF "first_move_at", "status"
ON "gameplays" FOR EACH ROW
WHEN ((OLD."first_move_at" IS NULL AND NEW."first_move_at" IS NOT NULL)
  OR (OLD."status" = 'playing' AND NEW."status" <> 'playing'))
EXECUTE FUNCTION "playdesk_analytics_play_steps"();
