-- Issue 31 (S1): a form giving the email of a player the business already knows no longer makes
-- this browser that player. The form's answers stay on the browser's own player, and a link is
-- emailed to the address; only the link merges the two (docs/product-rules.md#one-player-per-person).
-- One row per link sent: the token's SHA-256 (never the token), its expiry, when it was used (or
-- replaced by a later form), and the address it was sent to, which the rate limit per address
-- counts (account, email, created_at).
CREATE TABLE "player_email_confirmations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"game_id" uuid,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_email_confirmations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "player_email_confirmations" ADD CONSTRAINT "player_email_confirmations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_email_confirmations" ADD CONSTRAINT "player_email_confirmations_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_email_confirmations" ADD CONSTRAINT "player_email_confirmations_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_email_confirmations_address_idx" ON "player_email_confirmations" USING btree ("account_id","email","created_at");--> statement-breakpoint
CREATE INDEX "player_email_confirmations_player_idx" ON "player_email_confirmations" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "player_email_confirmations_expires_idx" ON "player_email_confirmations" USING btree ("expires_at");
