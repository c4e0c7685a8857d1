-- perf (issue 18, play starts): PL/pgSQL caches one plan per connection for each statement of a
-- trigger function, made at its first call. The players' aggregates statement (0016) joins the
-- statement's new plays to `players`; planned during the demo seed (hundreds of new plays, a
-- small `players` table) it became a hash join that read every player on every later batch of
-- starts — 5 ms instead of 0.5 ms at 7 500 players, growing with the table. The join must probe
-- `players` by primary key whatever the first call looked like: the function plans without hash
-- or merge joins and without sequential scans (its own settings, restored when it returns).
ALTER FUNCTION "playdesk_gameplay_stats_insert"() SET enable_hashjoin = off;
--> statement-breakpoint
ALTER FUNCTION "playdesk_gameplay_stats_insert"() SET enable_mergejoin = off;
--> statement-breakpoint
ALTER FUNCTION "playdesk_gameplay_stats_insert"() SET enable_seqscan = off;
