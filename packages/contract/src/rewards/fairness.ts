/**
 * Fairness (docs/product-rules.md#fairness): a game's commitments to its draws, and the public
 * record of the draws.
 */
import { z } from 'zod';
import { text } from '../primitives.js';
import { PageQuery, pageOf } from '../resources.js';
import { GameRef } from './definitions.js';

/** A game's commitment to its draws (odds and winning moments): see the fairness rule. */
export const FairnessCommitment = z.object({
  /** SHA-256 (hex) of the secret seed every draw of this period derives from. */
  commitment: z.string(),
  committed_at: z.string(),
  /** The seed (hex), once the period ended; null while draws still use it. */
  seed: z.string().nullable(),
  revealed_at: z.string().nullable(),
});
export type FairnessCommitment = z.infer<typeof FairnessCommitment>;

/** A period's draw table: what each draw of the period was decided with. */
export const DrawTable = z.object({
  /** The rule ids of the odds and moments rules, in the order they are tried. */
  order: z.array(z.string()),
  odds: z.array(
    z.object({
      rule_id: z.string(),
      reward_id: z.string(),
      percent: z.number(),
      /** The odds in units of 0.00001 %: the width of the rule's range of tickets. */
      units: z.number().int(),
      /** From this instant the rule gives its reward to every play (while stock lasts). */
      all_from: z.string().nullable(),
    }),
  ),
  moments: z.array(
    z.object({
      rule_id: z.string(),
      reward_id: z.string(),
      all_from: z.string().nullable(),
      mode: z.enum(['random', 'manual']),
      /** Moments in this period (those not yet won when it began). */
      count: z.number().int(),
      /** `random`: moments spread over [from, to). */
      from: z.string().nullable(),
      to: z.string().nullable(),
      /** `manual`: SHA-256 (hex) of the moments, ISO instants ascending, one per line. */
      times_sha256: z.string().nullable(),
    }),
  ),
  consolation_reward_id: z.string().nullable(),
});
export type DrawTable = z.infer<typeof DrawTable>;

/** A winning moment of a period, published once the period's seed is revealed. */
export const RevealedMoment = z.object({
  rule_id: z.string(),
  seq: z.number().int(),
  at: z.string(),
  /** The play that won it; null if none did in this period. */
  play_id: z.string().nullable(),
});
export type RevealedMoment = z.infer<typeof RevealedMoment>;

export const DrawPeriod = FairnessCommitment.extend({
  table: DrawTable,
  /** Every draw of the period. */
  draws: z.number().int(),
  /** Null until the seed is revealed. */
  moments: z.array(RevealedMoment).nullable(),
});
export type DrawPeriod = z.infer<typeof DrawPeriod>;

/** `GET play/games/{public_id}/fairness`: every draw period of a game, newest first. */
export const GameFairnessResponse = z.object({
  game: GameRef,
  periods: z.array(DrawPeriod),
});
export type GameFairnessResponse = z.infer<typeof GameFairnessResponse>;

export const DRAW_RESULTS = ['won', 'consolation', 'lost'] as const;

/** One play's draw. */
export const Draw = z.object({
  play_id: z.string(),
  drawn_at: z.string(),
  /** An integer in [0, 10 000 000): HMAC-SHA256 of the play id under the seed, see the rule. */
  ticket: z.number().int(),
  /** The odds rule whose range holds the ticket, if any. */
  hit_rule_id: z.string().nullable(),
  /** The winning moment the play claimed, if any. */
  moment: z.object({ rule_id: z.string(), seq: z.number().int(), at: z.string() }).nullable(),
  result: z.enum(DRAW_RESULTS),
  /** The rule that gave the reward (`consolation` for the consolation reward). */
  rule_id: z.string().nullable(),
  reward_id: z.string().nullable(),
});
export type Draw = z.infer<typeof Draw>;

/** `GET play/games/{public_id}/draws?commitment=…`: one page of a period's draws, oldest first. */
export const DrawListQuery = PageQuery.extend({
  page_size: z.coerce.number().int().min(1).max(1000).default(100),
  /** The period's commitment (hex); default the newest period. */
  commitment: text(64)
    .regex(/^[0-9a-f]{64}$/, 'Use the commitment as 64 hex characters')
    .optional(),
});
export const DrawListResponse = pageOf(Draw).extend({ commitment: z.string().nullable() });
export type DrawListResponse = z.infer<typeof DrawListResponse>;
