CREATE TABLE "consent_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"consent_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"action" text NOT NULL,
	"status" text NOT NULL,
	"game_id" uuid,
	"page_url" text,
	"confirm_token_hash" text,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consent_records_confirm_token_hash_unique" UNIQUE("confirm_token_hash")
);
--> statement-breakpoint
CREATE TABLE "consent_versions" (
	"consent_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consent_versions_consent_id_version_pk" PRIMARY KEY("consent_id","version")
);
--> statement-breakpoint
CREATE TABLE "consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"public_id" text NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"mandatory" boolean DEFAULT false NOT NULL,
	"double_opt_in" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consents_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "erasure_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"scope" text NOT NULL,
	"by_user_id" uuid,
	"count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"last_run_at" timestamp with time zone,
	"next_run_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_consents" (
	"player_id" uuid NOT NULL,
	"consent_id" uuid NOT NULL,
	"state" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_consents_player_id_consent_id_pk" PRIMARY KEY("player_id","consent_id")
);
--> statement-breakpoint
CREATE TABLE "player_games" (
	"player_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"plays" integer DEFAULT 0 NOT NULL,
	"wins" integer DEFAULT 0 NOT NULL,
	"best_score" integer,
	"last_played_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_games_player_id_game_id_pk" PRIMARY KEY("player_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "privacy_settings" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"retention_days" integer DEFAULT 730 NOT NULL,
	"blocked_email_domains" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"block_plus_addresses" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "first_name" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "last_name" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "birth_date" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "postcode" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "custom_fields" jsonb;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "identified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "plays" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "wins" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "best_score" integer;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "games_played" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_consent_id_consents_id_fk" FOREIGN KEY ("consent_id") REFERENCES "public"."consents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_versions" ADD CONSTRAINT "consent_versions_consent_id_consents_id_fk" FOREIGN KEY ("consent_id") REFERENCES "public"."consents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erasure_log" ADD CONSTRAINT "erasure_log_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erasure_log" ADD CONSTRAINT "erasure_log_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_consents" ADD CONSTRAINT "player_consents_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_consents" ADD CONSTRAINT "player_consents_consent_id_consents_id_fk" FOREIGN KEY ("consent_id") REFERENCES "public"."consents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_games" ADD CONSTRAINT "player_games_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_games" ADD CONSTRAINT "player_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_settings" ADD CONSTRAINT "privacy_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_records_player_idx" ON "consent_records" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "consents_account_idx" ON "consents" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "erasure_log_account_idx" ON "erasure_log" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "player_consents_consent_idx" ON "player_consents" USING btree ("consent_id","state");--> statement-breakpoint
CREATE INDEX "player_games_game_idx" ON "player_games" USING btree ("game_id","last_played_at");--> statement-breakpoint
CREATE UNIQUE INDEX "players_account_email_idx" ON "players" USING btree ("account_id","email") WHERE email is not null;--> statement-breakpoint
CREATE INDEX "players_crm_last_seen_idx" ON "players" USING btree ("account_id","last_seen_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE identified_at is not null and erased_at is null;--> statement-breakpoint
CREATE INDEX "players_crm_plays_idx" ON "players" USING btree ("account_id","plays" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE identified_at is not null and erased_at is null;--> statement-breakpoint
CREATE INDEX "players_crm_best_score_idx" ON "players" USING btree ("account_id","best_score" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE identified_at is not null and erased_at is null;--> statement-breakpoint
CREATE INDEX "players_crm_email_prefix_idx" ON "players" USING btree ("account_id","email" text_pattern_ops) WHERE identified_at is not null and erased_at is null;--> statement-breakpoint
CREATE INDEX "players_crm_last_name_prefix_idx" ON "players" USING btree ("account_id",lower("last_name") text_pattern_ops) WHERE identified_at is not null and erased_at is null;--> statement-breakpoint
CREATE INDEX "players_crm_full_name_prefix_idx" ON "players" USING btree ("account_id",(lower(coalesce("first_name", '') || ' ' || coalesce("last_name", ''))) text_pattern_ops) WHERE identified_at is not null and erased_at is null;--> statement-breakpoint
CREATE INDEX "players_retention_idx" ON "players" USING btree ("last_seen_at") WHERE erased_at is null and (identified_at is not null or display_name is not null);--> statement-breakpoint
-- Hand-written below: the players' play aggregates (see `players` in src/db/schema.ts). A trigger
-- rather than application code so that every path that starts or ends a play (and any future
-- one) keeps them right, in the same transaction: a play counts when it starts; a win and the
-- best score count when it ends. Moving plays between players (the lead form's merge) is an
-- UPDATE of player_id, which this trigger ignores; that code recomputes both players itself.
CREATE FUNCTION "playdesk_gameplay_stats"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  finished boolean := NEW.status <> 'playing' AND (TG_OP = 'INSERT' OR OLD.status = 'playing');
  won integer := CASE WHEN NEW.status = 'won' AND (TG_OP = 'INSERT' OR OLD.status = 'playing') THEN 1 ELSE 0 END;
  best integer := CASE WHEN finished THEN NEW.score END;
  first_time boolean := false;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "player_games" AS pg ("player_id", "game_id", "plays", "wins", "best_score", "last_played_at")
    VALUES (NEW.player_id, NEW.game_id, 1, won, best, NEW.started_at)
    ON CONFLICT ("player_id", "game_id") DO UPDATE SET
      "plays" = pg."plays" + 1,
      "wins" = pg."wins" + excluded."wins",
      "best_score" = greatest(pg."best_score", excluded."best_score"),
      "last_played_at" = greatest(pg."last_played_at", excluded."last_played_at")
    RETURNING (xmax = 0) INTO first_time;
    UPDATE "players" SET
      "plays" = "plays" + 1,
      "wins" = "wins" + won,
      "best_score" = greatest("best_score", best),
      "games_played" = "games_played" + CASE WHEN first_time THEN 1 ELSE 0 END,
      "last_seen_at" = greatest("last_seen_at", NEW.started_at)
    WHERE "id" = NEW.player_id;
  ELSIF finished THEN
    UPDATE "player_games" SET "wins" = "wins" + won, "best_score" = greatest("best_score", best)
    WHERE "player_id" = NEW.player_id AND "game_id" = NEW.game_id;
    UPDATE "players" SET "wins" = "wins" + won, "best_score" = greatest("best_score", best)
    WHERE "id" = NEW.player_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "gameplays_player_stats" AFTER INSERT OR UPDATE OF "status" ON "gameplays"
FOR EACH ROW EXECUTE FUNCTION "playdesk_gameplay_stats"();
--> statement-breakpoint
-- The aggregates of the plays recorded before this migration.
INSERT INTO "player_games" ("player_id", "game_id", "plays", "wins", "best_score", "last_played_at")
SELECT "player_id", "game_id", count(*), count(*) FILTER (WHERE "status" = 'won'),
  max("score") FILTER (WHERE "status" <> 'playing'), max("started_at")
FROM "gameplays" GROUP BY "player_id", "game_id";
--> statement-breakpoint
UPDATE "players" p SET "plays" = s."plays", "wins" = s."wins", "best_score" = s."best",
  "games_played" = s."games", "last_seen_at" = s."last"
FROM (
  SELECT "player_id", sum("plays")::integer AS "plays", sum("wins")::integer AS "wins",
    max("best_score") AS "best", count(*)::integer AS "games", max("last_played_at") AS "last"
  FROM "player_games" GROUP BY "player_id"
) s
WHERE s."player_id" = p."id";
--> statement-breakpoint
UPDATE "players" SET "last_seen_at" = "created_at" WHERE "plays" = 0;
