-- A play's result: what it came to, for a game whose end is one of its content's items (a
-- personality test's outcome id, docs/product-rules.md#personality-test). Null for the other games.
ALTER TABLE "gameplays" ADD COLUMN "result" text;--> statement-breakpoint
-- The players export's last_result: a player's latest play with a result, one backward probe.
CREATE INDEX "gameplays_player_result_idx" ON "gameplays" USING btree ("player_id","ended_at") WHERE result is not null;
