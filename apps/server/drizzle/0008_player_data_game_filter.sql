-- The Player Data list filtered by a game (docs/product-rules.md#player-data): with a game, the
-- dates and "won" are of that game (its last play, its wins), so the filter is one range of this
-- index, (game_id, last_played_at), and the wins and the player come from the index itself
-- (an index-only scan); each match then joins its player by primary key. It replaces the
-- (game_id, last_played_at) index, which it covers.
CREATE INDEX "player_games_game_played_idx" ON "player_games" USING btree ("game_id","last_played_at","player_id","wins");--> statement-breakpoint
DROP INDEX "player_games_game_idx";
