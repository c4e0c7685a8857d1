import { z } from 'zod';
import { SESSION_STATUSES } from '@playdesk/games';
import { GameTypeSchema, PlayView } from './game-types.js';
import { AVATARS } from './avatars.js';
import { Language, LanguageTag } from './languages.js';
import { DifficultySchema, FooterButtonSchema } from './games.js';
import { JsonObject, PublicId, text } from './primitives.js';
import { PublicTemplate } from './templates.js';
import { WonReward } from './rewards/index.js';
import { VisitAttribution, VisitId } from './insight.js';
import { VARIANT_KEYS } from './experiments.js';

/** What a player's browser may know about a game: never answers, prizes or solutions. */
export const PublicGame = z.object({
  public_id: PublicId,
  type: GameTypeSchema,
  name: z.string(),
  difficulty: DifficultySchema,
  time_limit_seconds: z.number().int().nullable(),
  background_image: z.string().nullable(),
  game_image: z.string().nullable(),
  popup_texts: z.object({ win: z.string(), fail: z.string() }),
  cta: z.object({ icon: z.string().nullable(), label: z.string(), link: z.string().nullable() }),
  instructions: z.string(),
  footer_buttons: z.array(FooterButtonSchema),
  /** The business's designs for the win and game-over pop-ups and the leaderboard, if chosen. */
  templates: z.object({
    game_over: PublicTemplate.nullable(),
    success: PublicTemplate.nullable(),
    leaderboard: PublicTemplate.nullable(),
  }),
  account: z.object({ public_id: PublicId, business_name: z.string() }),
  /**
   * Whether playing can win a prize (the game's reward rules give a reward, or a consolation
   * one): the intro says so. Nothing more — which reward, the odds and the stock stay private.
   */
  gives_reward: z.boolean(),
  /** The language of the texts above: the one asked for if the game has it, else its default. */
  language: Language,
  /** The languages the game can be played in, its default first (docs/product-rules.md#languages). */
  languages: z.array(Language),
  /**
   * The experiment the game runs and the variant shown (docs/insight.md#experiments): the texts
   * and settings above are that variant's. Null when the game runs none.
   */
  experiment: z.object({ public_id: PublicId, variant: z.enum(VARIANT_KEYS) }).nullable(),
});
export type PublicGame = z.infer<typeof PublicGame>;
/**
 * `lang`: the language to show (`fr`, `fr-CA`). A well-formed language the game lacks falls back
 * to the `Accept-Language` header's languages, then the game's default; a malformed one is a 400.
 */
export const PublicGameQuery = z.object({
  lang: LanguageTag.optional(),
  /**
   * The visit, for a browser without a player token: the variant of a running experiment is
   * assigned from it (docs/insight.md#experiments); with `X-PLAYER`, from the token.
   */
  visit: VisitId.optional(),
});

export const PublicGameResponse = z.object({ game: PublicGame });
export const AccountGamesResponse = z.object({ games: z.array(PublicGame) });
export type AccountGamesResponse = z.infer<typeof AccountGamesResponse>;
export const LiveGameResponse = z.object({ date: z.string(), game: PublicGame.nullable() });
export type LiveGameResponse = z.infer<typeof LiveGameResponse>;

export const PlayerProfile = z.object({
  public_id: PublicId,
  display_name: z.string().nullable(),
  avatar: z.string().nullable(),
});
export type PlayerProfile = z.infer<typeof PlayerProfile>;

export const DisplayName = text(40, {
  trim: true,
  tooLong: 'Name must be at most 40 characters',
}).min(1, 'Enter a name');
/** The avatars a player may choose: see avatars.ts (kept free of zod for the player app). */
export { AVATARS };
export const Avatar = z.enum(AVATARS, { error: 'Choose one of the offered avatars' });

export const StartSessionRequest = z.object({
  display_name: DisplayName.optional(),
  source_url: text(2000, { trim: true }).optional(),
  parent_url: text(2000, { trim: true }).optional(),
  /**
   * The language the player plays in (the `language` of `GET play/games/{id}`): recorded on the
   * play, and the game's texts are in it. One the game lacks falls back to its default.
   */
  language: LanguageTag.optional(),
  /** Where the visit came from (docs/insight.md#attribution), recorded on the play. */
  visit: VisitAttribution.optional(),
  /**
   * The variant the page showed to a browser without a player token; the player it creates is
   * kept in it. A known player's variant comes from their token, whatever this says.
   */
  variant: z.enum(VARIANT_KEYS, { error: 'A variant is A, B, C or D' }).optional(),
});
export type StartSessionRequest = z.infer<typeof StartSessionRequest>;

export const SessionStatus = z.enum(SESSION_STATUSES);

export const Outcome = z.object({
  status: SessionStatus,
  score: z.number().int(),
  reason: z.string().optional(),
  /**
   * What the play came to, for a game whose end is one of its content's items (a personality
   * test: the outcome's id); absent for the others and before the end.
   */
  result: z.string().optional(),
});

/**
 * A play session as the player sees it; `view` is the game engine's public view (of the session's
 * game: the client knows which game it started).
 */
export const PlaySession = z.object({
  session_id: z.string(),
  game_public_id: PublicId,
  started_at: z.string(),
  /** When the time limit ends, or null for games without one. */
  ends_at: z.string().nullable(),
  server_now: z.string(),
  outcome: Outcome,
  view: PlayView,
  /** The reward this play won, once the play has ended (docs/product-rules.md#rewards). */
  reward: WonReward.nullable().optional(),
  /**
   * The play won a reward that is kept until the player verifies their email (or phone) in the
   * game's form (docs/fair-play.md#wins-kept-until-the-player-verifies): `reward` is null until
   * the verified form releases it. Present (true) only then.
   */
  reward_awaiting_verification: z
    .literal(true)
    .optional()
    .describe(
      'The play won a reward kept until the player verifies their email (or phone) in the game’s form: `reward` stays null until a verified form (`POST play/games/{id}/lead`) releases it; then read the session again. Unverified for 60 minutes, the reward is given up. Absent otherwise.',
    ),
});
export type PlaySession = z.infer<typeof PlaySession>;

/** Starting a session also returns the player; `player_token` only when the player is new. */
export const StartSessionResponse = z.object({
  session: PlaySession,
  player: PlayerProfile,
  player_token: z.string().optional(),
});
export type StartSessionResponse = z.infer<typeof StartSessionResponse>;

export const SessionResponse = z.object({ session: PlaySession });
export type SessionResponse = z.infer<typeof SessionResponse>;

export const ActionRequest = z.object({ action: JsonObject });

export const LeaderboardEntry = z.object({
  rank: z.number().int(),
  display_name: z.string(),
  avatar: z.string().nullable(),
  score: z.number().int(),
  is_me: z.boolean(),
});
export const LeaderboardResponse = z.object({
  entries: z.array(LeaderboardEntry),
  me: z.object({ rank: z.number().int(), score: z.number().int() }).nullable(),
});
export type LeaderboardResponse = z.infer<typeof LeaderboardResponse>;

export const UpdatePlayerRequest = z
  .object({ display_name: DisplayName, avatar: Avatar })
  .partial()
  .refine(
    (v) => v.display_name !== undefined || v.avatar !== undefined,
    'Send a display_name or an avatar',
  );

export const PlayerResponse = z.object({ player: PlayerProfile });
