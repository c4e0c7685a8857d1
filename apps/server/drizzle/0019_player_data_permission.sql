-- issue 31: players' personal data gets its own permission, `player_data`
-- (docs/product-rules.md#player-data-permission). Until now it came with the modules that showed
-- it: `games` (the Player Data screen and its API), `rewards` (winners' names and emails) and
-- `integrations` (webhooks and connectors sending personal data, the delivery log). Nobody loses
-- access they had: every team mate, open invitation and API key holding one of those modules gets
-- `player_data` too (the owner can then take it away). `full` already grants it. New invitations
-- and keys carry it only when it is ticked.
UPDATE "memberships" SET "access_modules" = "access_modules" || '["player_data"]'::jsonb
WHERE "role" = 'member'
  AND NOT ("access_modules" @> '["player_data"]'::jsonb)
  AND ("access_modules" @> '["games"]'::jsonb OR "access_modules" @> '["rewards"]'::jsonb
    OR "access_modules" @> '["integrations"]'::jsonb);
--> statement-breakpoint
UPDATE "team_invitations" SET "access_modules" = "access_modules" || '["player_data"]'::jsonb
WHERE "accepted_at" IS NULL AND "revoked_at" IS NULL
  AND NOT ("access_modules" @> '["player_data"]'::jsonb)
  AND ("access_modules" @> '["games"]'::jsonb OR "access_modules" @> '["rewards"]'::jsonb
    OR "access_modules" @> '["integrations"]'::jsonb);
--> statement-breakpoint
UPDATE "api_keys" SET "modules" = "modules" || '["player_data"]'::jsonb
WHERE NOT ("modules" @> '["player_data"]'::jsonb)
  AND ("modules" @> '["games"]'::jsonb OR "modules" @> '["rewards"]'::jsonb
    OR "modules" @> '["integrations"]'::jsonb);
