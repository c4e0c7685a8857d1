/**
 * A game's recent winning times (docs/fair-play-risk.md#too-fast), as the finish of a play judges
 * its speed against them (`speedReason`, score.ts). Cheap on the hot path: each instance keeps, per
 * game, the sample's size and its 1 % and 0.1 % quantiles, read by one indexed query
 * (`gameplays_game_won_idx`, migration 0034) at most every `SPEED_SAMPLE_TTL_MS` — by the finish
 * that finds them stale, in its own transaction; the finishes meanwhile use the figures read before
 * (or, the very first on an instance, none: not judged). Instances do not share the figures: each
 * reads its own, which differ by at most the wins of a few minutes.
 */
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';
import { SPEED, type SpeedSample } from './score.js';

/** How long an instance judges a game's wins by the figures it read. */
export const SPEED_SAMPLE_TTL_MS = 5 * 60_000;
/** The games whose figures an instance keeps (the least recently read go first). */
const MAX_GAMES = 10_000;

interface Entry {
  sample: SpeedSample | null;
  readAt: number;
  /** A finish is reading new figures: the others keep using these. */
  reading: boolean;
}

/**
 * The game's last `SPEED.sampleSize` won plays of the last `SPEED.days` days, but `playId` (the
 * play being judged, already won in this transaction) and the plays judged too fast themselves:
 * a script's wins would otherwise drag the quantiles down to its own speed.
 */
async function readSample(tx: Queryable, gameId: string, playId: string): Promise<SpeedSample> {
  const [row] = await queryRows<{
    n: number | string;
    p1: number | string | null;
    p01: number | string | null;
  }>(
    tx,
    sql`select count(*)::int as n,
          percentile_disc(0.01) within group (order by duration_ms) as p1,
          percentile_disc(0.001) within group (order by duration_ms) as p01
        from (
          select g.duration_ms from gameplays g
          where g.game_id = ${gameId} and g.status = 'won' and g.duration_ms is not null
            and g.ended_at > now() - make_interval(days => ${SPEED.days})
            and g.id <> ${playId}
            and not exists (select 1 from risk_assessments a
                            where a.gameplay_id = g.id and a.reasons @> '[{"code":"too_fast"}]'::jsonb)
          order by g.ended_at desc
          limit ${SPEED.sampleSize}
        ) recent`,
  );
  return { n: Number(row?.n ?? 0), p1: Number(row?.p1 ?? 0), p01: Number(row?.p01 ?? 0) };
}

export function createSpeedSamples({
  ttlMs = SPEED_SAMPLE_TTL_MS,
  now = Date.now,
}: { ttlMs?: number; now?: () => number } = {}) {
  const entries = new Map<string, Entry>();

  function keep(gameId: string, entry: Entry) {
    entries.delete(gameId);
    if (entries.size >= MAX_GAMES) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    entries.set(gameId, entry);
  }

  /**
   * The game's figures to judge `playId` with: those this instance read within the TTL, else read
   * now through `tx` — unless another finish is reading them already (then the older figures).
   */
  async function sampleOf(tx: Queryable, gameId: string, playId: string) {
    const entry = entries.get(gameId);
    if (entry && (entry.reading || now() - entry.readAt < ttlMs)) return entry.sample;
    const before: Entry = {
      sample: entry?.sample ?? null,
      readAt: entry?.readAt ?? 0,
      reading: true,
    };
    keep(gameId, before);
    try {
      const sample = await readSample(tx, gameId, playId);
      keep(gameId, { sample, readAt: now(), reading: false });
      return sample;
    } catch (err) {
      keep(gameId, { ...before, reading: false });
      throw err;
    }
  }

  return { sampleOf };
}
export type SpeedSamples = ReturnType<typeof createSpeedSamples>;
