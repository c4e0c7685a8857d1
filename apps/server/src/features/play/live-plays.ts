/**
 * The plays this instance started or moved last, as it left them: the next move is checked
 * against this copy and written with a compare-and-set (move-batch.ts) without reading the play
 * first. Nothing is trusted from it: the write matches only if the play, its state and its
 * owner's token are still those of the copy; a copy left stale by a move on another instance,
 * an end or an erasure only costs the read the move would have made anyway.
 */
import type { GameType } from '@playdesk/games/registry';
import type { games } from '../../db/schema.js';
import { TtlCache } from '../../infra/ttl-cache.js';
import type { GameplayRow } from './play-row.js';

/** A play as a move needs it: its row, its game's type, difficulty and id, its owner's token. */
export interface LivePlay {
  row: GameplayRow;
  type: GameType;
  difficulty: (typeof games.$inferSelect)['difficulty'];
  gamePublicId: string;
  /** The hash of the token of the play's player. */
  tokenHash: string;
}

/** Plays kept in memory for their next move: a Wordle's five minutes, a few thousand at once. */
const LIVE_PLAY_TTL_MS = 5 * 60_000;
const LIVE_PLAYS_MAX = 5_000;

export type LivePlays = TtlCache<LivePlay>;

export const createLivePlays = (): LivePlays =>
  new TtlCache<LivePlay>(LIVE_PLAY_TTL_MS, LIVE_PLAYS_MAX);
