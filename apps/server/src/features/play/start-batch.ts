/**
 * Play starts in batches (issue 18). Every start of a business increments the same `usage` row,
 * and a row lock is held until the transaction's commit is on disk: one start after the other,
 * each waiting for the one before it to be flushed, is at most about a thousand starts a second
 * however fast the rest is. So the starts of one game that arrive while a batch is being written
 * are written together by the next batch: one statement — its own transaction, a prepared
 * statement sent in one round trip — counts them all in `usage` (only if all fit under the plan's
 * limit), creates the new players, inserts the plays and fair play's assessments of those that
 * scored above zero; each start is answered once it has
 * committed. Nothing waits for a timer: a start that finds no batch in flight is written at once,
 * alone.
 *
 * The statement re-checks everything the batch was prepared from (the game published with these
 * settings and content, the subscription paid, the plan's `crm` flag): when anything changed, when
 * the batch does not fit under the limit, or when it would reach a usage alert's threshold, nothing
 * is written and each start of the batch runs alone on the exact path (`start-alone.ts`), which
 * re-reads the game and counts one at a time.
 */
import type { Language } from '@playdesk/contract';
import type { Database } from '../../db/client.js';
import { preparedRows } from '../../db/prepared.js';
import { USAGE_ALERT_THRESHOLDS } from '../usage/alerts.js';
import { usagePeriod } from '../usage/period.js';
import type { Attribution } from '../insight/attribution.js';
import type { Assessment } from '../fair-play/assess.js';

/** One start, prepared outside the database (ids, seed, the engine's start state, tokens). */
export interface BatchedStart {
  playId: string;
  seed: number;
  state: unknown;
  /** When the server ends the play if nothing more happens (play-row.ts `expiryOf`). */
  expiresAt: Date;
  sourceUrl: string | null;
  parentUrl: string | null;
  /** The language the play is in (public-game.ts `playLanguage`). */
  language: Language;
  startedAt: Date;
  /** The hash of the player's token, when one was sent: that player plays if it exists. */
  tokenHash: string | null;
  /** The player created when no existing player matches. */
  newPlayer: { id: string; publicId: string; tokenHash: string; displayName: string | null };
  /** Where the visit came from (insight/attribution.ts), written on the play. */
  attribution: Attribution;
  /** The experiment the play is in and its variant, if the game runs one. */
  experiment: { id: string; variant: string } | null;
  /**
   * Fair play's assessment of the start when it is kept (`kept`: scored above zero or held),
   * written with the play by the same statement: a held reward is held from the start's answer on.
   */
  risk: Assessment | null;
}

/** What the batch was prepared from; the statement writes nothing unless all of it still holds. */
export interface BatchGame {
  id: string;
  accountId: string;
  billingAccountId: string;
  type: string;
  difficulty: string;
  /** The game's settings and content as JSON (compared as jsonb). */
  settingsJson: string;
  contentJson: string;
  crm: boolean;
  /** Identifies this version of the game (settings, content, flag): batches never mix two. */
  version: string;
}

/** The player of a start whose token matched an existing player. */
export interface BatchPlayer {
  publicId: string;
  displayName: string | null;
  avatar: string | null;
}

export type BatchOutcome = { written: true; player: BatchPlayer | null } | { written: false };

/** Most starts one statement writes. */
const MAX_BATCH = 64;

interface Row {
  used: number | null;
  i: number | null;
  public_id: string | null;
  display_name: string | null;
  avatar: string | null;
}

/**
 * The batch's statement. Parameters: $1 game id, $2 game's account, $3 type, $4 difficulty,
 * $5 settings (jsonb), $6 content (jsonb), $7 billing account, $8 the plan's `crm` flag, $9 usage
 * period, $10 the batch's size, $11 the usage alert thresholds in percent (int[]), $12 the starts
 * (jsonb array).
 *
 * The usage row is only incremented when the whole batch fits under the limit and no alert
 * threshold lies in the values it takes (`usage/alerts.ts`): a batch never has to send an alert,
 * so it needs no transaction around it, and the one start that reaches a threshold does so alone,
 * on the exact path, which sends the alert in its own transaction.
 */
const BATCH_STATEMENT = `
with ok as (
  select p.monthly_total_impressions as lim
  -- The game by its primary key (\`offset 0\` keeps the planner from reading the account's games:
  -- the statement is planned once per connection, often while the tables are still small).
  from (select * from games where id = $1 offset 0) g
  join accounts a on a.id = g.account_id
  join subscriptions s on s.account_id = coalesce(a.parent_account_id, a.id)
  join plans p on p.id = s.plan_id
  where g.account_id = $2 and g.status = 'published'
    and g.type = $3 and g.difficulty = $4
    and g.settings = $5::jsonb and g.content = $6::jsonb
    and s.account_id = $7 and s.status = 'paid' and p.crm = $8::boolean
),
counted as (
  insert into usage as u (account_id, period, gameplays)
  select $7, $9, $10::integer from ok
  where $10::integer <= ok.lim
    and not exists (select 1 from unnest($11::integer[]) pct
                    where ceil(ok.lim::numeric * pct / 100) between 1 and $10::integer)
  on conflict (account_id, period) do update set gameplays = u.gameplays + excluded.gameplays
    where u.gameplays + excluded.gameplays <= (select lim from ok)
      and not exists (select 1 from ok, unnest($11::integer[]) pct
                      where ceil(ok.lim::numeric * pct / 100)
                            between u.gameplays + 1 and u.gameplays + excluded.gameplays)
  returning u.gameplays as used
),
inp as (
  select * from jsonb_to_recordset($12::jsonb) as t(
    i integer, play_id uuid, seed integer, state jsonb, source_url text, parent_url text, language text,
    started_at timestamptz, expires_at timestamptz, token_hash text, new_id uuid, new_public_id text,
    new_token_hash text, display_name text, visit_id uuid, source text, medium text, campaign text,
    referrer text, host text, placement_id uuid, device text, experiment_id uuid, variant text,
    risk_score smallint, risk_action text, risk_reasons jsonb)
),
known as (
  -- One index probe per start that sent a token: a join here may be planned (once, on small
  -- tables) as a hash of all the account's players, read again by every batch.
  select i.i, p.id, p.public_id, p.display_name, p.avatar, p.plays > 0 as was_returning
  from inp i cross join lateral (
    select p.id, p.public_id, p.display_name, p.avatar, p.plays from players p
    where p.token_hash = i.token_hash and p.account_id = $2 limit 1) p
  where i.token_hash is not null
),
created as (
  -- Written with its first play counted (migration 0018): the aggregates trigger leaves it alone.
  insert into players (id, public_id, account_id, token_hash, display_name, language,
                       first_play_id, plays, games_played, last_seen_at)
  select i.new_id, i.new_public_id, $2, i.new_token_hash, i.display_name, i.language, i.play_id,
         1, 1, greatest(now(), i.started_at)
  from inp i cross join counted
  where not exists (select 1 from known k where k.i = i.i)
  returning id
),
played as (
  insert into gameplays (id, game_id, account_id, player_id, seed, state, source_url,
                         parent_url, language, started_at, expires_at, visit_id, source, medium,
                         campaign, referrer, host, placement_id, device, "returning", experiment_id,
                         variant)
  select i.play_id, $1, $2, coalesce(k.id, i.new_id), i.seed, i.state,
         i.source_url, i.parent_url, i.language, i.started_at, i.expires_at, i.visit_id, i.source,
         i.medium, i.campaign, i.referrer, i.host, i.placement_id, i.device,
         coalesce(k.was_returning, false), i.experiment_id, i.variant
  from inp i left join known k on k.i = i.i cross join counted
  returning id
),
risked as (
  -- Fair play's assessment of a start that scored above zero or is held (fair-play/assess.ts),
  -- in the statement that writes its play: one round trip less than a statement of its own.
  insert into risk_assessments (account_id, game_id, player_id, gameplay_id, kind, score, action,
                                reasons)
  select $2, $1, coalesce(k.id, i.new_id), i.play_id, 'play', i.risk_score, i.risk_action,
         i.risk_reasons
  from inp i left join known k on k.i = i.i cross join counted
  where i.risk_score is not null
)
select (select used from counted) as used, k.i, k.public_id, k.display_name, k.avatar
from (select 1) one left join known k on true`;

const THRESHOLDS = `{${USAGE_ALERT_THRESHOLDS.join(',')}}`;

/** Writes the starts in one statement; `null` when nothing was written (see the header). */
async function writeBatch(
  db: Database,
  game: BatchGame,
  starts: BatchedStart[],
): Promise<Map<number, BatchPlayer> | null> {
  const input = JSON.stringify(
    starts.map((s, i) => ({
      i,
      play_id: s.playId,
      seed: s.seed,
      state: s.state,
      source_url: s.sourceUrl,
      parent_url: s.parentUrl,
      language: s.language,
      started_at: s.startedAt.toISOString(),
      expires_at: s.expiresAt.toISOString(),
      token_hash: s.tokenHash,
      new_id: s.newPlayer.id,
      new_public_id: s.newPlayer.publicId,
      new_token_hash: s.newPlayer.tokenHash,
      display_name: s.newPlayer.displayName,
      visit_id: s.attribution.visitId,
      source: s.attribution.source,
      medium: s.attribution.medium,
      campaign: s.attribution.campaign,
      referrer: s.attribution.referrer,
      host: s.attribution.host,
      placement_id: s.attribution.placementId,
      device: s.attribution.device,
      experiment_id: s.experiment?.id ?? null,
      variant: s.experiment?.variant ?? null,
      risk_score: s.risk?.score ?? null,
      risk_action: s.risk?.action ?? null,
      risk_reasons: s.risk?.reasons ?? null,
    })),
  );
  const rows = await preparedRows<Row>(db, 'playdesk_start_batch', BATCH_STATEMENT, [
    game.id,
    game.accountId,
    game.type,
    game.difficulty,
    game.settingsJson,
    game.contentJson,
    game.billingAccountId,
    game.crm,
    usagePeriod(),
    starts.length,
    THRESHOLDS,
    input,
  ]);
  if (rows[0]?.used === null || rows[0]?.used === undefined) return null;
  const known = new Map<number, BatchPlayer>();
  for (const r of rows)
    if (r.i !== null && r.public_id !== null)
      known.set(Number(r.i), {
        publicId: r.public_id,
        displayName: r.display_name,
        avatar: r.avatar,
      });
  return known;
}

interface Pending {
  start: BatchedStart;
  resolve: (outcome: BatchOutcome) => void;
  reject: (err: unknown) => void;
}

/**
 * Queues starts per game and writes them batch by batch (one batch in flight per game in this
 * process). `submit` answers `{ written: false }` when the caller must start alone.
 */
export function createStartBatcher(db: Database) {
  const queues = new Map<string, { game: BatchGame; pending: Pending[]; busy: boolean }>();

  async function flush(key: string): Promise<void> {
    const queue = queues.get(key);
    if (!queue || queue.busy) return;
    const batch = queue.pending.splice(0, MAX_BATCH);
    if (batch.length === 0) {
      queues.delete(key);
      return;
    }
    queue.busy = true;
    let settle: () => void;
    try {
      const known = await writeBatch(
        db,
        queue.game,
        batch.map((p) => p.start),
      );
      settle = () =>
        batch.forEach((p, i) => {
          if (!known) return p.resolve({ written: false });
          p.resolve({ written: true, player: known.get(i) ?? null });
        });
    } catch (err) {
      settle = () => batch.forEach((p) => p.reject(err));
    }
    queue.busy = false;
    // The next batch goes to the database first, and this one's answers are written while it
    // runs: settled at once, the answers (about 0.1 ms of work each) would hold the next batch
    // back until they were all written (issue 18, +10-15 % starts/s).
    void flush(key);
    setImmediate(settle);
  }

  return {
    submit(game: BatchGame, start: BatchedStart): Promise<BatchOutcome> {
      // Starts prepared from another version of the game never share a batch.
      const key = `${game.id}:${game.version}`;
      let queue = queues.get(key);
      if (!queue) {
        queue = { game, pending: [], busy: false };
        queues.set(key, queue);
      }
      const promise = new Promise<BatchOutcome>((resolve, reject) =>
        queue.pending.push({ start, resolve, reject }),
      );
      void flush(key);
      return promise;
    },
  };
}
