CREATE TABLE "analytics_daily" (
	"account_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"day" timestamp with time zone NOT NULL,
	"step" text NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"step" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"play_id" uuid,
	"visit_id" uuid,
	"player_id" uuid,
	"target" text,
	"language" text,
	"source" text,
	"medium" text,
	"campaign" text,
	"referrer" text,
	"host" text,
	"placement_id" uuid,
	"device" text,
	"returning" boolean,
	"experiment_id" uuid,
	"variant" text
);
--> statement-breakpoint
CREATE TABLE "analytics_hourly" (
	"account_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"step" text NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_rollup_state" (
	"id" text PRIMARY KEY NOT NULL,
	"rolled_until" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "experiments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"public_id" text NOT NULL,
	"account_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"goal" text NOT NULL,
	"min_sample" integer,
	"ends_on" text,
	"varies_odds" boolean DEFAULT false NOT NULL,
	"variants" jsonb NOT NULL,
	"promoted_variant" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stopped_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experiments_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "placements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"public_id" text NOT NULL,
	"account_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"name" text NOT NULL,
	"utm_source" text NOT NULL,
	"utm_medium" text NOT NULL,
	"utm_campaign" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "placements_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "medium" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "campaign" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "placement_id" uuid;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "variant" text;--> statement-breakpoint
ALTER TABLE "gameplays" ADD COLUMN "first_move_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gameplays" ADD COLUMN "visit_id" uuid;--> statement-breakpoint
ALTER TABLE "gameplays" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "gameplays" ADD COLUMN "medium" text;--> statement-breakpoint
ALTER TABLE "gameplays" ADD COLUMN "campaign" text;--> statement-breakpoint
ALTER TABLE "gameplays" ADD COLUMN "referrer" text;--> statement-breakpoint
ALTER TABLE "gameplays" ADD COLUMN "host" text;--> statement-breakpoint
ALTER TABLE "gameplays" ADD COLUMN "placement_id" uuid;--> statement-breakpoint
ALTER TABLE "gameplays" ADD COLUMN "device" text;--> statement-breakpoint
ALTER TABLE "gameplays" ADD COLUMN "returning" boolean;--> statement-breakpoint
ALTER TABLE "gameplays" ADD COLUMN "experiment_id" uuid;--> statement-breakpoint
ALTER TABLE "gameplays" ADD COLUMN "variant" text;--> statement-breakpoint
ALTER TABLE "analytics_daily" ADD CONSTRAINT "analytics_daily_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_daily" ADD CONSTRAINT "analytics_daily_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_hourly" ADD CONSTRAINT "analytics_hourly_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_hourly" ADD CONSTRAINT "analytics_hourly_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiments" ADD CONSTRAINT "experiments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiments" ADD CONSTRAINT "experiments_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_daily_game_idx" ON "analytics_daily" USING btree ("game_id","dimension","day") INCLUDE ("step","value","n");--> statement-breakpoint
CREATE INDEX "analytics_daily_account_idx" ON "analytics_daily" USING btree ("account_id","dimension","day") INCLUDE ("step","value","n");--> statement-breakpoint
CREATE INDEX "analytics_daily_day_idx" ON "analytics_daily" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_events_beacon_idx" ON "analytics_events" USING btree ("game_id","visit_id","step",coalesce("target", '')) WHERE "analytics_events"."visit_id" is not null and "analytics_events"."step" in ('view', 'cta', 'share', 'form_field');--> statement-breakpoint
CREATE INDEX "analytics_events_game_at_idx" ON "analytics_events" USING btree ("game_id","at");--> statement-breakpoint
CREATE INDEX "analytics_events_at_idx" ON "analytics_events" USING btree ("at");--> statement-breakpoint
CREATE INDEX "analytics_hourly_game_idx" ON "analytics_hourly" USING btree ("game_id","dimension","hour") INCLUDE ("step","value","n");--> statement-breakpoint
CREATE INDEX "analytics_hourly_account_idx" ON "analytics_hourly" USING btree ("account_id","dimension","hour") INCLUDE ("step","value","n");--> statement-breakpoint
CREATE INDEX "analytics_hourly_hour_idx" ON "analytics_hourly" USING btree ("hour");--> statement-breakpoint
CREATE UNIQUE INDEX "experiments_running_game_idx" ON "experiments" USING btree ("game_id") WHERE "experiments"."status" = 'running';--> statement-breakpoint
CREATE INDEX "experiments_account_idx" ON "experiments" USING btree ("account_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "placements_game_name_idx" ON "placements" USING btree ("game_id",lower("name"));--> statement-breakpoint
CREATE INDEX "placements_account_idx" ON "placements" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "gameplays_experiment_idx" ON "gameplays" USING btree ("experiment_id","variant","player_id") WHERE "gameplays"."experiment_id" is not null;
--> statement-breakpoint
-- The funnel's server-side steps (docs/insight.md#steps), written by the database as the plays
-- and rewards are: a play's start, its first move and its end, with the play's attribution. Once
-- per statement, so a batch of starts is one insert here too.
CREATE FUNCTION "playdesk_analytics_plays_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "analytics_events" ("account_id", "game_id", "step", "at", "play_id", "language",
    "visit_id", "source", "medium", "campaign", "referrer", "host", "placement_id", "device",
    "returning", "experiment_id", "variant")
  SELECT n."account_id", n."game_id", s."step", s."at", n."id", n."language", n."visit_id",
    n."source", n."medium", n."campaign", n."referrer", n."host", n."placement_id", n."device",
    n."returning", n."experiment_id", n."variant"
  FROM "new_plays" n
  -- A play written already over (the demo data, an import) has had its steps too.
  CROSS JOIN LATERAL (VALUES
    ('start', n."started_at", true),
    -- A play the game ended (not left, not timed out) had a first move, if only its last.
    ('first_move', coalesce(n."first_move_at", n."ended_at", n."started_at"),
      n."first_move_at" IS NOT NULL OR (n."status" <> 'playing'
        AND n."reason" IS DISTINCT FROM 'abandoned' AND n."reason" IS DISTINCT FROM 'timeout')),
    ('finish', coalesce(n."ended_at", n."started_at"),
      n."status" <> 'playing' AND n."reason" IS DISTINCT FROM 'abandoned'),
    ('win', coalesce(n."ended_at", n."started_at"), n."status" = 'won')
  ) AS s("step", "at", "happened")
  WHERE s."happened";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "gameplays_analytics_insert" AFTER INSERT ON "gameplays"
REFERENCING NEW TABLE AS "new_plays" FOR EACH STATEMENT EXECUTE FUNCTION "playdesk_analytics_plays_insert"();
--> statement-breakpoint
-- A play's first move and its end (finish: ended by the game, not left; win), by a row trigger
-- that fires only when one of them happens: the `WHEN` condition is checked without calling the
-- function, so a move after the first — a compare-and-set move is a play's hottest update — costs
-- nothing here (a trigger per statement would capture every updated play in transition tables).
-- An end written without its time is recorded at the time it is written.
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
--> statement-breakpoint
-- A reward won (with the play's attribution), and one redeemed at the counter.
CREATE FUNCTION "playdesk_analytics_rewards_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "analytics_events" ("account_id", "game_id", "step", "at", "play_id", "player_id",
    "language", "visit_id", "source", "medium", "campaign", "referrer", "host", "placement_id",
    "device", "returning", "experiment_id", "variant")
  SELECT r."account_id", r."game_id", s."step", s."at", r."gameplay_id", r."player_id",
    g."language", g."visit_id", g."source", g."medium", g."campaign", g."referrer", g."host",
    g."placement_id", g."device", g."returning", g."experiment_id", g."variant"
  FROM "new_rewards" r
  LEFT JOIN "gameplays" g ON g."id" = r."gameplay_id"
  CROSS JOIN LATERAL (VALUES
    ('reward_won', r."won_at", true),
    ('reward_redeemed', r."redeemed_at", r."redeemed_at" IS NOT NULL)
  ) AS s("step", "at", "happened")
  WHERE s."happened" AND r."game_id" IS NOT NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "player_rewards_analytics_insert" AFTER INSERT ON "player_rewards"
REFERENCING NEW TABLE AS "new_rewards" FOR EACH STATEMENT EXECUTE FUNCTION "playdesk_analytics_rewards_insert"();
--> statement-breakpoint
CREATE FUNCTION "playdesk_analytics_rewards_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "analytics_events" ("account_id", "game_id", "step", "at", "play_id", "player_id",
    "language", "visit_id", "source", "medium", "campaign", "referrer", "host", "placement_id",
    "device", "returning", "experiment_id", "variant")
  SELECT r."account_id", r."game_id", 'reward_redeemed', r."redeemed_at", r."gameplay_id",
    r."player_id", g."language", g."visit_id", g."source", g."medium", g."campaign",
    g."referrer", g."host", g."placement_id", g."device", g."returning", g."experiment_id",
    g."variant"
  FROM "new_rewards" r
  JOIN "old_rewards" o ON o."id" = r."id"
  LEFT JOIN "gameplays" g ON g."id" = r."gameplay_id"
  WHERE o."redeemed_at" IS NULL AND r."redeemed_at" IS NOT NULL AND r."game_id" IS NOT NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "player_rewards_analytics_update" AFTER UPDATE ON "player_rewards"
REFERENCING OLD TABLE AS "old_rewards" NEW TABLE AS "new_rewards" FOR EACH STATEMENT EXECUTE FUNCTION "playdesk_analytics_rewards_update"();
