CREATE TABLE "experiment_counts" (
	"experiment_id" uuid NOT NULL,
	"variant" text NOT NULL,
	"players" integer DEFAULT 0 NOT NULL,
	"conversions" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "experiment_counts_experiment_id_variant_pk" PRIMARY KEY("experiment_id","variant")
);
--> statement-breakpoint
CREATE TABLE "experiment_players" (
	"experiment_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"variant" text NOT NULL,
	"converted_at" timestamp with time zone,
	CONSTRAINT "experiment_players_experiment_id_player_id_pk" PRIMARY KEY("experiment_id","player_id")
);
--> statement-breakpoint
ALTER TABLE "experiment_counts" ADD CONSTRAINT "experiment_counts_experiment_id_experiments_id_fk" FOREIGN KEY ("experiment_id") REFERENCES "public"."experiments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiment_players" ADD CONSTRAINT "experiment_players_experiment_id_experiments_id_fk" FOREIGN KEY ("experiment_id") REFERENCES "public"."experiments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiment_players" ADD CONSTRAINT "experiment_players_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- An experiment's players and conversions from the events of [from, to) (issue 34 §10): the rollup
-- job calls it for each hour it closes, in that hour's transaction (features/insight/rollup.ts), so
-- the results page reads a row per variant (experiment_counts) instead of every play. A player
-- counts once (experiment_players), in the variant of their first play; a conversion once, at
-- the first event of the goal's step: `finish` a play of the experiment ended by the game, `lead`
-- and `reward_redeemed` the game's events of the variant from one of its players during the
-- experiment. The `cta` goal counts visits, not players: it is read from the events.
CREATE FUNCTION "playdesk_roll_experiments"("from_at" timestamptz, "to_at" timestamptz)
RETURNS void LANGUAGE sql AS $$
  WITH "started" AS (
    SELECT DISTINCT ON (e."experiment_id", g."player_id") e."experiment_id", g."player_id", e."variant"
    FROM "analytics_events" e
    JOIN "gameplays" g ON g."id" = e."play_id"
    WHERE e."at" >= "from_at" AND e."at" < "to_at" AND e."step" = 'start'
      AND e."experiment_id" IS NOT NULL AND e."variant" IS NOT NULL
    ORDER BY e."experiment_id", g."player_id", e."at"
  ), "added" AS (
    INSERT INTO "experiment_players" ("experiment_id", "player_id", "variant")
    SELECT "experiment_id", "player_id", "variant" FROM "started"
    ON CONFLICT DO NOTHING
    RETURNING "experiment_id", "variant"
  )
  INSERT INTO "experiment_counts" ("experiment_id", "variant", "players")
  SELECT "experiment_id", "variant", count(*) FROM "added" GROUP BY 1, 2
  ON CONFLICT ("experiment_id", "variant")
    DO UPDATE SET "players" = "experiment_counts"."players" + excluded."players";
  WITH "reached" AS (
    SELECT x."id" AS "experiment_id", coalesce(e."player_id", g."player_id") AS "player_id",
      e."variant", min(e."at") AS "at"
    FROM "analytics_events" e
    JOIN "experiments" x ON x."game_id" = e."game_id" AND x."goal" = e."step"
    LEFT JOIN "gameplays" g ON g."id" = e."play_id"
    WHERE e."at" >= "from_at" AND e."at" < "to_at"
      AND e."step" IN ('finish', 'lead', 'reward_redeemed') AND e."variant" IS NOT NULL
      AND CASE WHEN e."step" = 'finish' THEN e."experiment_id" = x."id"
               ELSE e."at" >= x."started_at" AND (x."stopped_at" IS NULL OR e."at" <= x."stopped_at") END
    GROUP BY 1, 2, 3
  ), "converted" AS (
    UPDATE "experiment_players" p SET "converted_at" = r."at"
    FROM "reached" r
    WHERE p."experiment_id" = r."experiment_id" AND p."player_id" = r."player_id"
      AND p."variant" = r."variant" AND p."converted_at" IS NULL
    RETURNING p."experiment_id", p."variant"
  )
  INSERT INTO "experiment_counts" ("experiment_id", "variant", "conversions")
  SELECT "experiment_id", "variant", count(*) FROM "converted" GROUP BY 1, 2
  ON CONFLICT ("experiment_id", "variant")
    DO UPDATE SET "conversions" = "experiment_counts"."conversions" + excluded."conversions";
$$;
--> statement-breakpoint
-- What the rollup job has closed so far, for the experiments already there.
SELECT "playdesk_roll_experiments"('-infinity', "rolled_until")
FROM "analytics_rollup_state" WHERE "id" = 'funnel';
--> statement-breakpoint
-- Room on each page of gameplays for a move's new row version (issue 34 §11, ADR 011): a move
-- rewrites its play's state, and an update that finds no room on the play's page is not HOT —
-- it writes an entry in every index of the table. Pages written from now on are filled to 80 %;
-- the pages already there keep what they hold (no rewrite, and only a SHARE UPDATE EXCLUSIVE lock).
ALTER TABLE "gameplays" SET (fillfactor = 80);
