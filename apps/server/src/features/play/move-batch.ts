/**
 * Moves in batches (issue 34 §11). A move that keeps its play going is written with a
 * compare-and-set (live-plays.ts); one statement per move, each its own transaction, made the
 * database wait for one commit flush per move, and a move on a play this instance does not know
 * paid a second statement, planned anew each time, to read it first. Here the moves that arrive
 * while a batch is in the database go together in the next one, as the starts do
 * (start-batch.ts):
 *
 *  - **reads**: one named statement reads the plays of all the moves waiting (`id = any($1)`),
 *    each joined to its game and to its player's token hash, which the move then compares with
 *    its own; a play not found, or another player's, is decided by the locked path (a 404);
 *  - **writes**: one named statement writes the moves waiting, each matching only if its play is
 *    still running, still in the state its move was checked against and still its player's
 *    (the same compare-and-set as one move's); the statement is its own transaction, so every
 *    move of a batch is answered only once all of it has committed. A move whose row did not
 *    match (a race, a stale copy, an end, an erasure) goes to the locked path.
 *
 * Two moves of one play never share a write batch (the second waits for the next). A batch that
 * fails on a deadlock (two instances writing the same plays in another order) has written
 * nothing: its moves take the locked path.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { gameplays, games, players } from '../../db/schema.js';
import type { GameplayRow } from './play-row.js';

/** Most moves one statement reads or writes. */
const MAX_BATCH = 64;
/**
 * Batches of one kind in the database at once: while one commits, the next is being written,
 * and moves prepared by the engine meanwhile wait for the one after.
 */
const IN_FLIGHT = 2;

/** Runs items in batches: `run` answers each item of a batch, in order. */
function createBatcher<I, O>(
  run: (items: I[]) => Promise<O[]>,
  /** Items with the same key never share a batch (none: any items may). */
  keyOf?: (item: I) => string,
) {
  const pending: { item: I; resolve: (o: O) => void; reject: (e: unknown) => void }[] = [];
  let inFlight = 0;

  function take() {
    const batch: typeof pending = [];
    if (!keyOf) return pending.splice(0, MAX_BATCH);
    const keys = new Set<string>();
    for (let i = 0; i < pending.length && batch.length < MAX_BATCH;) {
      const key = keyOf(pending[i]!.item);
      if (keys.has(key)) {
        i += 1;
        continue;
      }
      keys.add(key);
      batch.push(pending.splice(i, 1)[0]!);
    }
    return batch;
  }

  async function flush(): Promise<void> {
    if (inFlight >= IN_FLIGHT || pending.length === 0) return;
    const batch = take();
    inFlight += 1;
    let settle: () => void;
    try {
      const out = await run(batch.map((p) => p.item));
      settle = () => batch.forEach((p, i) => p.resolve(out[i]!));
    } catch (err) {
      settle = () => batch.forEach((p) => p.reject(err));
    }
    inFlight -= 1;
    // As the starts do: the next batch goes to the database before this one's answers are
    // written (start-batch.ts).
    void flush();
    setImmediate(settle);
  }

  return (item: I): Promise<O> => {
    const promise = new Promise<O>((resolve, reject) => pending.push({ item, resolve, reject }));
    void flush();
    return promise;
  };
}

/** A play as a move reads it, with the hash of its player's token. */
export interface ReadPlay {
  row: GameplayRow;
  type: (typeof games.$inferSelect)['type'];
  difficulty: (typeof games.$inferSelect)['difficulty'];
  gamePublicId: string;
  tokenHash: string;
}

/** One move's compare-and-set. */
export interface MoveWrite {
  id: string;
  /** The play's new state and the state the move was checked against. */
  state: unknown;
  old: unknown;
  tokenHash: string;
  /** An untimed play's new expiry (null: a timed play keeps its deadline). */
  expiresAt: string | null;
}

/** What a move's write answers for its row: the columns the statement set beside the state. */
export type WrittenMove = Pick<GameplayRow, 'id' | 'expiresAt' | 'firstMoveAt'>;

/** A play's id as the statements take it (lower case: as PostgreSQL writes a UUID). */
export const PLAY_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const isDeadlock = (err: unknown) =>
  typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '40P01';

/**
 * The batched reads and writes of the moves of this instance. `read` answers null when the play
 * is not found with that token; `write` answers the written row, or null when it did not match.
 */
export function createMoveBatcher(db: Database) {
  // The plays by id (`= any`: an index scan of the primary key however many the table holds),
  // each with its game and its player by primary key.
  const reads = db
    .select({
      row: gameplays,
      type: games.type,
      difficulty: games.difficulty,
      gamePublicId: games.publicId,
      tokenHash: players.tokenHash,
    })
    .from(gameplays)
    .innerJoin(games, sql`${games.id} = ${gameplays.gameId}`)
    .innerJoin(players, sql`${players.id} = ${gameplays.playerId}`)
    .where(sql`${gameplays.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('playdesk_moves_read');

  // The moves as rows (`jsonb_to_recordset`), matched to their plays by id; `any($ids)` lets the
  // plan find the plays through the primary key whatever it estimates of the recordset.
  const writes = db
    .update(gameplays)
    .set({
      state: sql`v.state`,
      expiresAt: sql`coalesce(v.expires_at, ${gameplays.expiresAt})`,
      // The funnel's first move (drizzle/0026_insight.sql records it as it is set).
      firstMoveAt: sql`coalesce(${gameplays.firstMoveAt}, now())`,
    })
    .from(
      sql`jsonb_to_recordset(${sql.placeholder('moves')}::jsonb)
          as v(id uuid, state jsonb, old jsonb, token_hash text, expires_at timestamptz)`,
    )
    .where(
      sql`${gameplays.id} = any(${sql.placeholder('ids')}::uuid[]) and ${gameplays.id} = v.id
          and ${gameplays.status} = 'playing' and ${gameplays.state} = v.old
          and ${gameplays.playerId} = (select ${players.id} from ${players}
                                       where ${players.tokenHash} = v.token_hash)`,
    )
    // Only what the statement set on its own: the rest of the row is the one the move was checked
    // against (its state, status and player matched), so the move merges the two instead of
    // reading the whole row back (its state, attribution and times: about as many bytes again
    // as the write sent, parsed for every move).
    .returning({
      id: gameplays.id,
      expiresAt: gameplays.expiresAt,
      firstMoveAt: gameplays.firstMoveAt,
    })
    .prepare('playdesk_moves_write');

  const idList = (ids: string[]) => `{${ids.join(',')}}`;

  const read = createBatcher<{ id: string; tokenHash: string }, ReadPlay | null>(async (items) => {
    const found = (await reads.execute({ ids: idList(items.map((i) => i.id)) })) as ReadPlay[];
    const byId = new Map(found.map((f) => [f.row.id, f]));
    return items.map((i) => {
      const f = byId.get(i.id);
      return f && f.tokenHash === i.tokenHash ? f : null;
    });
  });

  const write = createBatcher<MoveWrite, WrittenMove | null | 'deadlock'>(
    async (items) => {
      let rows: WrittenMove[];
      try {
        rows = (await writes.execute({
          ids: idList(items.map((i) => i.id)),
          moves: JSON.stringify(
            items.map((i) => ({
              id: i.id,
              state: i.state,
              old: i.old,
              token_hash: i.tokenHash,
              expires_at: i.expiresAt,
            })),
          ),
        })) as WrittenMove[];
      } catch (err) {
        // Nothing of the batch was written: each move is decided again on the locked path.
        if (isDeadlock(err)) return items.map(() => 'deadlock' as const);
        throw err;
      }
      const byId = new Map(rows.map((r) => [r.id, r]));
      return items.map((i) => byId.get(i.id) ?? null);
    },
    (item) => item.id,
  );

  return {
    read: (id: string, tokenHash: string) => read({ id, tokenHash }),
    write: async (move: MoveWrite): Promise<WrittenMove | null> => {
      const row = await write(move);
      return row === 'deadlock' ? null : row;
    },
  };
}

export type MoveBatcher = ReturnType<typeof createMoveBatcher>;
