-- The Player Data list carries each player's highest risk (docs/fair-play-risk.md#in-the-console):
-- one backward probe of (player, score, created_at) per player of the page instead of reading and
-- sorting all of a player's assessments (a script's player can have thousands). It replaces
-- (player, created_at), which nothing read in that order. The partial index lets the list's
-- `risk` filter find an account's medium and high risk players (score >= 30) without visiting
-- every player.
DROP INDEX "risk_assessments_player_idx";--> statement-breakpoint
CREATE INDEX "risk_assessments_player_score_idx" ON "risk_assessments" USING btree ("player_id","score","created_at");--> statement-breakpoint
CREATE INDEX "risk_assessments_account_risky_idx" ON "risk_assessments" USING btree ("account_id","score","player_id") WHERE score >= 30;