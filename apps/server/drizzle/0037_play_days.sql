CREATE TABLE "play_days" (
	"account_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"day" timestamp with time zone NOT NULL,
	"plays" integer NOT NULL,
	"finished" integer NOT NULL,
	"finish_bars" integer[] NOT NULL,
	CONSTRAINT "play_days_game_id_day_pk" PRIMARY KEY("game_id","day")
);
--> statement-breakpoint
ALTER TABLE "play_days" ADD CONSTRAINT "play_days_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_days" ADD CONSTRAINT "play_days_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "play_days_day_idx" ON "play_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "analytics_events_form_field_idx" ON "analytics_events" USING btree ("game_id","at") WHERE "analytics_events"."step" = 'form_field';