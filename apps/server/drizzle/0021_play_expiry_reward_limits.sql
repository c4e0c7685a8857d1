-- Plays the player left (issue 31): the server ends a play once nobody can finish it any more
-- (docs/product-rules.md#plays-the-player-left). `expires_at` is when that happens if nothing else
-- does: a timed play's deadline (its start plus the game's time limit), an untimed play's last move
-- plus the idle period (30 minutes; each move pushes it). The play-expiry job reads the playing
-- plays past it through the partial index below, so it never reads ended plays.
ALTER TABLE "gameplays" ADD COLUMN "expires_at" timestamp with time zone;
--> statement-breakpoint
-- The plays still running: the engines' states hold their deadline (Puzzle, Wordhunt: `deadline`;
-- Quiz, ScratchMe, Wordle: `started_at` + `time_limit_seconds`, in ms); the others (EmojiQ) get
-- the whole idle period from now. Ended plays keep no expiry.
UPDATE "gameplays" SET "expires_at" = coalesce(
  to_timestamp(("state"->>'deadline')::double precision / 1000),
  to_timestamp((("state"->>'started_at')::double precision
    + ("state"->>'time_limit_seconds')::double precision * 1000) / 1000),
  now() + interval '30 minutes')
WHERE "status" = 'playing';
--> statement-breakpoint
-- A play written without one (by an instance of the previous version during a rolling deploy) is
-- looked at after the idle period; the job then ends it as its engine says.
ALTER TABLE "gameplays" ALTER COLUMN "expires_at" SET DEFAULT now() + interval '30 minutes';
--> statement-breakpoint
CREATE INDEX "gameplays_playing_expires_idx" ON "gameplays" ("expires_at") WHERE "status" = 'playing';
--> statement-breakpoint
-- Issue 31 (item 14): a game that gives rewards is limited to one play a day per player (per
-- browser without the form) unless its business chose otherwise
-- (docs/product-rules.md#participation-limits). Until now every game was stored with `unlimited`
-- as the default — neither the API nor the editor asked — so a stored `unlimited` says nothing
-- about a choice: the games giving rewards get the limit now, and the editor tells their owners
-- why (they may set Unlimited again, which is then kept).
UPDATE "games" SET "settings" = jsonb_set("settings", '{participation}', '{"rule": "once_per_day"}')
WHERE coalesce("settings"->'participation'->>'rule', 'unlimited') = 'unlimited'
  AND (jsonb_array_length(coalesce("settings"->'rewards'->'rules', '[]'::jsonb)) > 0
    OR coalesce("settings"->'rewards'->>'consolation_reward_id', '') <> '');
