/**
 * Live shows (issue 40, docs/live.md): the host's REST routes, the player's join and answer, and
 * the real-time protocol's messages (versioned: `v`). The same view travels over the WebSocket,
 * the polling fallback and the host's GET, so a client reads one shape whatever the transport.
 */
import { z } from 'zod';
import { LIVE, LIVE_COMMANDS, LIVE_KINDS, LIVE_MODES, LIVE_PHASES } from '@playdesk/games/live';
import { personalityResultViewSchema } from '@playdesk/games/personality/view-model';
import { PublicId, text } from './primitives.js';
import { VisitAttribution } from './insight.js';
import { WonReward } from './rewards/player.js';

/** The protocol's version: every message carries it; a message of another version is refused. */
export const LIVE_PROTOCOL_VERSION = 1;

/** Join codes: 6 characters without the look-alikes 0/O, 1/I/L. */
export const LIVE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const LIVE_CODE_LENGTH = 6;
export const LiveCode = text(LIVE_CODE_LENGTH, { trim: true })
  .toUpperCase()
  .regex(/^[A-HJKMNP-Z2-9]{6}$/, 'A join code is 6 letters and digits')
  .meta({ example: 'K7QX2M' });
export const LiveCodeParams = z.object({ code: LiveCode });

export const LiveMode = z.enum(LIVE_MODES, { error: 'Choose classic, teams or survival' });
export const LivePhase = z.enum(LIVE_PHASES);
/** What a show plays: a quiz, or a personality test (docs/live.md#personality-shows). */
export const LiveKind = z.enum(LIVE_KINDS);
export const LiveCommand = z.enum(LIVE_COMMANDS, {
  error: 'Use start, next, reveal, leaderboard, pause, resume or end',
});
export type LiveCommand = z.infer<typeof LiveCommand>;

const { questionSeconds, teams } = LIVE;

/** The most players a show's reward may go to by rank (`top`). */
export const LIVE_REWARD_TOP_MAX = 1000;

/**
 * A show's reward (docs/live.md#plays-leads-and-rewards): one reward of the rewards section, given at the end to
 * the top `top` players (rank, ties included), or to everyone scoring at least `min_score`, or to
 * those who are both — while its stock lasts, with the rewards' caps and fairness.
 */
export const LiveReward = z
  .object({
    /** The reward (its public id). */
    reward_id: PublicId,
    top: z
      .number()
      .int()
      .min(1, 'At least the winner')
      .max(LIVE_REWARD_TOP_MAX, `At most the top ${LIVE_REWARD_TOP_MAX}`)
      .nullable()
      .default(null),
    min_score: z
      .number()
      .int()
      .min(0, 'A score is 0 or more')
      .max(1_000_000_000, 'At most 1 000 000 000')
      .nullable()
      .default(null),
  })
  .strict()
  .refine((r) => r.top !== null || r.min_score !== null, {
    message: 'Give the reward to the top players, or to those above a score',
    path: ['top'],
  })
  .meta({ example: { reward_id: 'rwd_7f3a9c2e1b', top: 3, min_score: null } });
export type LiveReward = z.output<typeof LiveReward>;

export const CreateLiveSessionRequest = z
  .object({
    /**
     * The quiz or personality test the show plays (its public id). A personality test is played
     * classic only, and its reward goes to every player who gets an outcome (`min_score: 0`).
     */
    game: PublicId,
    mode: LiveMode.default('classic'),
    /** Teams mode only: how many teams players choose from. */
    teams: z
      .number()
      .int()
      .min(teams.min, `Between ${teams.min} and ${teams.max} teams`)
      .max(teams.max, `Between ${teams.min} and ${teams.max} teams`)
      .optional(),
    question_seconds: z
      .number()
      .int()
      .min(
        questionSeconds.min,
        `A question lasts ${questionSeconds.min} to ${questionSeconds.max} seconds`,
      )
      .max(
        questionSeconds.max,
        `A question lasts ${questionSeconds.min} to ${questionSeconds.max} seconds`,
      )
      .default(questionSeconds.default),
    /** The reward at the end, if any (the host may set or change it until the show ends). */
    reward: LiveReward.nullable().optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.mode === 'teams' && v.teams === undefined) {
      ctx.addIssue({ code: 'custom', path: ['teams'], message: 'Say how many teams play' });
    }
    if (v.mode !== 'teams' && v.teams !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['teams'], message: 'Only a teams show has teams' });
    }
  });

export const LiveCommandRequest = z.object({ command: LiveCommand });

/** `PUT live-sessions/{id}/reward`: the show's reward (null: none), until the show ends. */
export const LiveRewardRequest = z.object({ reward: LiveReward.nullable() }).strict();

export const LiveNickname = text(LIVE.nickname.max, {
  trim: true,
  tooLong: `A nickname has at most ${LIVE.nickname.max} characters`,
}).min(LIVE.nickname.min, `A nickname has at least ${LIVE.nickname.min} characters`);

export const LiveJoinRequest = z.object({
  nickname: LiveNickname,
  /** Teams mode: the team chosen, from 0. */
  team: z
    .number()
    .int()
    .min(0)
    .max(teams.max - 1)
    .optional(),
  /**
   * The player app's language: for the nickname check (en when absent) and the show's texts (the
   * game's translation in it, if it has one; docs/live.md#languages).
   */
  language: text(5).optional(),
  /** Where the visit came from: the show's play counts in the funnel under it. */
  visit: VisitAttribution.optional(),
});

export const LiveAnswerRequest = z.object({
  question: z.number().int().min(0).max(1000),
  option: z.number().int().min(0).max(20),
});

/** The live player's secret, sent back by the player app in this header (and in the socket's hello). */
export const LIVE_PLAYER_HEADER = 'x-live-player';
export const LivePlayerHeaders = z.object({ [LIVE_PLAYER_HEADER]: text(128).optional() });

const LiveRow = z.object({
  rank: z.number().int(),
  nickname: z.string(),
  score: z.number().int(),
  team: z.number().int().nullable(),
  out: z.boolean(),
});
/** A personality show's end: how many players got one outcome of the test. */
const LiveOutcomeCount = z.object({
  id: z.string(),
  title: z.string(),
  players: z.number().int(),
});
/**
 * A personality test's outcome as its player sees it: the schema of the test played alone's result
 * (the server sends what the personality engine's `resultView` makes, for the show as for the game).
 */
export const LiveOutcome = personalityResultViewSchema;
export type LiveOutcome = z.infer<typeof LiveOutcome>;
const LiveTeamRow = z.object({
  team: z.number().int(),
  players: z.number().int(),
  score: z.number().int(),
  rank: z.number().int(),
});

/**
 * What a screen, a phone or the host sees. The current question only once it is open (never a
 * question before its time), the right answer and the distribution only once revealed; `me` for a
 * player: their own score as of the last reveal (an answer's points show at the reveal), their
 * rank between questions, their own answer.
 *
 * A personality show (`kind`) has no right answer (`correct` stays null; the reveal shows the
 * distribution), no score and no standings (`top`, `team_scores` null, `me.rank` null); at its
 * end `outcomes` counts the players of each outcome and `me.outcome` is the phone's own. These
 * fields were added to version 1 without changing it: a client that does not read them keeps
 * working for a quiz's show.
 */
export const LiveView = z.object({
  v: z.literal(LIVE_PROTOCOL_VERSION),
  code: z.string(),
  /** The game's public id: its template (`GET play/games/{id}`) and its form (`…/lead`). */
  game: z.string(),
  kind: LiveKind,
  mode: LiveMode,
  phase: LivePhase,
  paused: z.boolean(),
  question_count: z.number().int(),
  /** -1 in the lobby. */
  question_index: z.number().int(),
  teams: z.number().int(),
  players: z.number().int(),
  /** How many answered the current question. */
  answered: z.number().int(),
  question: z
    .object({
      index: z.number().int(),
      text: z.string(),
      options: z.array(z.string()),
      deadline: z.string(),
      /** Time left at `server_time` (frozen while paused). */
      time_left_ms: z.number().int(),
      seconds: z.number().int(),
    })
    .nullable(),
  correct: z.number().int().nullable(),
  distribution: z.array(z.number().int()).nullable(),
  /** The top 10 (revealed, leader board, podium). */
  top: z.array(LiveRow).nullable(),
  team_scores: z.array(LiveTeamRow).nullable(),
  /** A personality show's end (podium, ended): the players of each outcome, in the test's order. */
  outcomes: z.array(LiveOutcomeCount).nullable(),
  me: z
    .object({
      nickname: z.string(),
      team: z.number().int().nullable(),
      score: z.number().int(),
      rank: z.number().int().nullable(),
      out: z.boolean(),
      /** This player's answer to the current question. */
      answer: z.number().int().nullable(),
      /** Its points, once revealed. */
      points: z.number().int().nullable(),
      /** A personality show's end: this player's outcome (null: no answer given). */
      outcome: LiveOutcome.nullable(),
    })
    .nullable(),
  server_time: z.string(),
});
export type LiveView = z.infer<typeof LiveView>;

export const LiveSession = z.object({
  public_id: z.string(),
  code: z.string(),
  game: z.object({ public_id: z.string(), name: z.string() }),
  mode: LiveMode,
  teams: z.number().int(),
  question_seconds: z.number().int(),
  created_at: z.string(),
  /** The reward at the end (null: none). */
  reward: z
    .object({
      reward_id: z.string(),
      top: z.number().int().nullable(),
      min_score: z.number().int().nullable(),
    })
    .nullable(),
  /** When the show's rewards were given (at the podium or the end, once); null before. */
  rewarded_at: z.string().nullable(),
  /** The screen's view of the show now. */
  view: LiveView,
  /** For the host: the right option of the current question (the screen shows it at the reveal). */
  host_correct: z.number().int().nullable(),
});
export type LiveSession = z.infer<typeof LiveSession>;
export const LiveSessionResponse = z.object({ session: LiveSession });

export const LiveJoinResponse = z.object({
  /** Keep it: it is how this phone gets back in (header `X-LIVE-PLAYER`, the socket's hello). */
  token: z.string(),
  view: LiveView,
  /**
   * A new player of the business (the join sent no `X-PLAYER`): their token, for the player app
   * to keep as for any play (the business's player it plays as, its rewards).
   */
  player_token: z.string().optional(),
});
export const LiveViewResponse = z.object({ view: LiveView });
/** `GET play/live/{code}/reward`: what this phone's player won at the show's end (null: nothing, or not yet). */
export const LiveRewardResponse = z.object({ reward: WonReward.nullable() });
export const LiveAnswerResponse = z.object({
  /** The answer counted (its points stay hidden until the reveal). */
  accepted: z.literal(true),
  question: z.number().int(),
});

// ─── The socket's messages (docs/live.md#protocol) ───────────────────────────────────────────

const v = z.literal(LIVE_PROTOCOL_VERSION);
/** Client → server. A screen says hello without a token; a phone with its token. */
export const LiveClientMessage = z.discriminatedUnion('type', [
  z.object({ v, type: z.literal('hello'), token: text(128).optional() }).strict(),
  z
    .object({
      v,
      type: z.literal('answer'),
      question: LiveAnswerRequest.shape.question,
      option: LiveAnswerRequest.shape.option,
    })
    .strict(),
  z.object({ v, type: z.literal('ping') }).strict(),
]);
export type LiveClientMessage = z.infer<typeof LiveClientMessage>;

/** Server → client. */
export const LiveServerMessage = z.discriminatedUnion('type', [
  z.object({ v, type: z.literal('state'), view: LiveView }),
  z.object({ v, type: z.literal('answered'), question: z.number().int() }),
  z.object({ v, type: z.literal('error'), code: z.string(), message: z.string() }),
  z.object({ v, type: z.literal('pong'), server_time: z.string() }),
]);
export type LiveServerMessage = z.infer<typeof LiveServerMessage>;
