/**
 * The player app's beacon (`POST play/events`, docs/insight.md#the-beacon): the steps only a
 * browser sees — a game shown, a button clicked, a share, a form left — recorded once per visit,
 * game, step and target, with the visit's attribution and never personal data. The rows of many
 * requests are written in one statement (batcher.ts).
 */
import { sql } from 'drizzle-orm';
import { isbot } from 'isbot';
import { VARIANT_KEYS, type BeaconRequest, type DeviceClass } from '@playdesk/contract';
import { driverClient, type Database } from '../../db/client.js';
import { preparedRows } from '../../db/prepared.js';
import { queryRows } from '../../db/rows.js';
import { HttpError, notFound } from '../../http/errors.js';
import { clearWithGames, type CacheBus } from '../../infra/cache-bus.js';
import { TtlCache } from '../../infra/ttl-cache.js';
import { attributionOf, deviceOf } from './attribution.js';
import { createBatcher } from './batcher.js';
import type { PlacementLookup } from './placement-lookup.js';

/** The most rows one statement writes. */
const MAX_BATCH_ROWS = 2_000;
/**
 * Statements in flight at once: one. A statement's fixed cost at PostgreSQL (its round trip,
 * executor start, the game's lock, the commit) measured about 0.6 ms of backend CPU on the busy
 * development machine against about 0.05 ms per row (bench/ab.ts and a single-connection loop of
 * this statement with 2, 20 and 200 rows): it is most of a beacon's cost unless batches are large.
 * With one in flight, the requests that arrive while it runs all go in the next (about twice the
 * rows of two in flight); a beacon waits for at most the statement ahead of it, and the player
 * app never waits for the answer (`sendBeacon`). Rows of a visit never race themselves (a
 * beacon's rows go in one statement, and the dedupe is the unique index's).
 */
const BATCHES_IN_FLIGHT = 1;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface BeaconGame {
  id: string;
  experimentId: string | null;
}

interface EventRow {
  game_id: string;
  step: string;
  play_id: string | null;
  target: string | null;
  language: string | null;
  visit_id: string;
  source: string;
  medium: string;
  campaign: string | null;
  referrer: string | null;
  host: string | null;
  placement_id: string | null;
  device: string | null;
  returning: boolean | null;
  experiment_id: string | null;
  variant: string | null;
}

const dedupeKey = (r: EventRow) => `${r.game_id}\n${r.visit_id}\n${r.step}\n${r.target ?? ''}`;

/**
 * The batch's insert ($1: the rows, a json array; $2: its `synchronous_commit`; $3: the batch's
 * games). Planned once per connection, so it must probe indexes whatever the tables' sizes when it
 * was planned (docs/guides/add-an-api-route.md): each game is a sub-plan on the games' primary key
 * (`offset 0` keeps the planner from scanning every game), and the dedupe is the unique index's.
 *
 * `game` reads each game of the batch once, published, and locks its row `FOR KEY SHARE` — what
 * a foreign key's check did for every row (migration 0050 dropped those checks, a third of
 * PostgreSQL's work per beacon; docs/adr/023-beacon-without-foreign-keys.md): a game deleted
 * meanwhile waits for this commit and then takes these rows with it, a game deleted or
 * unpublished before it stores nothing, whatever this instance's cache said. The account stored
 * is the game's row's, never the cache's.
 *
 * `durability` sets `synchronous_commit` for this statement's own transaction only (`set_config`
 * with `is_local`, read by its commit): on PostgreSQL `off`, so the batch is answered once
 * committed, without waiting for its commit record's flush to disk — the beacon's steps are
 * statistics, and a crash of PostgreSQL itself (not of this instance) may lose the last fraction
 * of a second of them; the answer is 202 (docs/adr/016-beacon-asynchronous-commit.md). Every other
 * write keeps the server's setting.
 */
const INSERT = `
  with durability as materialized (select set_config('synchronous_commit', $2::text, true)),
  game as materialized (
    select l.id, l.account_id
    from unnest($3::uuid[]) as x(id)
    cross join lateral (
      select g.id, g.account_id from games g
      where g.id = x.id and g.status = 'published'
      offset 0 for key share) l)
  insert into analytics_events (account_id, game_id, step, play_id, target, language, visit_id,
    source, medium, campaign, referrer, host, placement_id, device, "returning", experiment_id,
    variant)
  select game.account_id, i.game_id, i.step, i.play_id, i.target, i.language, i.visit_id,
    i.source, i.medium, i.campaign, i.referrer, i.host, i.placement_id, i.device, i."returning",
    i.experiment_id, i.variant
  from json_to_recordset($1::json) as i(game_id uuid, step text, play_id uuid,
    target text, language text, visit_id uuid, source text, medium text, campaign text,
    referrer text, host text, placement_id uuid, device text, "returning" boolean,
    experiment_id uuid, variant text)
  join game on game.id = i.game_id
  cross join durability
  on conflict (game_id, visit_id, step, (coalesce(target, '')))
    where visit_id is not null and step in ('view', 'cta', 'share', 'form_field')
    do nothing
  returning game_id || chr(10) || visit_id || chr(10) || step || chr(10) || coalesce(target, '')
    as key`;

/** Thrown for a request from a known bot: nothing is stored. */
export const BOT_REFUSED = 'Requests from bots are not counted.';

export function createBeaconService(
  db: Database,
  deps: { placementOf: PlacementLookup; ownHosts: readonly string[]; cacheBus?: CacheBus },
) {
  // PGlite runs in this process: its crash is this instance's, so there it waits for the flush.
  const synchronousCommit = driverClient(db).driver === 'postgres' ? 'off' : 'on';
  // Published games by public id, with the experiment they run: a beacon names games, and a
  // crowd's beacons name the same few.
  // Cleared with the player API's cache of public games, on every instance (a game published,
  // unpublished or deleted, an experiment started or stopped); the insert checks the game's row
  // again anyway, so a stale entry can hold back a beacon but never let one in.
  const games = new TtlCache<BeaconGame | null>(30_000, 10_000);
  clearWithGames(deps.cacheBus, games);

  // What a user agent says (a bot? which device?), read once per user agent: reading it takes
  // longer than the rest of a beacon, and a crowd's phones send a few hundred distinct ones.
  const agents = new TtlCache<{ bot: boolean; device: DeviceClass | null }>(3_600_000, 10_000);
  function agentOf(userAgent: string) {
    let known = agents.get(userAgent);
    if (!known) {
      known = { bot: isbot(userAgent), device: deviceOf(userAgent) };
      agents.set(userAgent, known);
    }
    return known;
  }

  async function gameOf(publicId: string): Promise<BeaconGame | null> {
    const cached = games.get(publicId);
    if (cached !== undefined) return cached;
    const [row] = await queryRows<{ id: string; experiment_id: string | null }>(
      db,
      sql`select g.id, e.id as experiment_id
          from games g
          left join experiments e on e.game_id = g.id and e.status = 'running'
          where g.public_id = ${publicId} and g.status = 'published'`,
    );
    const game = row ? { id: row.id, experimentId: row.experiment_id } : null;
    games.set(publicId, game);
    return game;
  }

  /**
   * One statement for the batch, by name (db/prepared.ts: planned once per connection, not at
   * every batch); a row whose game was deleted or unpublished meanwhile is skipped.
   */
  async function write(rows: EventRow[]): Promise<boolean[]> {
    const seen = new Set<string>();
    const unique = rows.filter((r) => {
      const key = dedupeKey(r);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    const stored = await preparedRows<{ key: string }>(
      db,
      'playdesk_beacon_insert_locked',
      INSERT,
      [JSON.stringify(unique), synchronousCommit, [...new Set(unique.map((r) => r.game_id))]],
    );
    const written = new Set(stored.map((r) => r.key));
    // A row repeated in the batch counts once: the first of its kind is the stored one.
    const first = new Set<string>();
    return rows.map((r) => {
      const key = dedupeKey(r);
      if (first.has(key) || !written.has(key)) return false;
      first.add(key);
      return true;
    });
  }

  const batcher = createBatcher(write, { maxRows: MAX_BATCH_ROWS, inFlight: BATCHES_IN_FLIGHT });

  /** Records a beacon's events; answers how many were new. */
  async function record(body: BeaconRequest, userAgent: string | undefined): Promise<number> {
    const agent = userAgent && userAgent.length <= 1000 ? agentOf(userAgent) : null;
    if (!agent || agent.bot) throw new HttpError(403, BOT_REFUSED);
    const found = await Promise.all(body.events.map((e) => gameOf(e.game)));
    // A refused call stores nothing: one unknown game refuses the whole beacon.
    if (found.some((g) => g === null))
      throw notFound('This game was not found or is not published.').coded('play.game_unavailable');
    const rows: EventRow[] = [];
    // One attribution per game of the beacon (its placement is the game's or none).
    const byGame = new Map<string, ReturnType<typeof attributionOf>>();
    for (const [i, event] of body.events.entries()) {
      const game = found[i]!;
      let a = byGame.get(game.id);
      if (!a) {
        const placement = await deps.placementOf(game.id, body.visit.placement);
        a = attributionOf(body.visit, {
          device: agent.device,
          placement,
          ownHosts: deps.ownHosts,
        });
        byGame.set(game.id, a);
      }
      const variant =
        game.experimentId && (VARIANT_KEYS as readonly string[]).includes(event.variant ?? '')
          ? event.variant!
          : null;
      rows.push({
        game_id: game.id,
        step: event.step,
        play_id: event.session_id && UUID.test(event.session_id) ? event.session_id : null,
        target: event.target ?? null,
        language: event.language ?? null,
        visit_id: body.visit.visit_id,
        source: a.source,
        medium: a.medium,
        campaign: a.campaign,
        referrer: a.referrer,
        host: a.host,
        placement_id: a.placementId,
        device: a.device,
        returning: body.visit.returning ?? null,
        experiment_id: variant ? game.experimentId : null,
        variant,
      });
    }
    if (rows.length === 0) return 0;
    const stored = await batcher.submit(rows);
    return stored.filter(Boolean).length;
  }

  return { record };
}
