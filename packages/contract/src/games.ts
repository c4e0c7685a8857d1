import { z } from 'zod';
import {
  DIFFICULTIES,
  FOOTER_BUTTONS,
  GAME_TYPES,
  POPUP_TEXTS,
  type FooterButton,
  type GameType,
} from '@playdesk/games';
import { capList, ImageRef, isImageRef, JsonObject, PublicId, text } from './primitives.js';
import { PageQuery, pageOf } from './resources.js';

export const GameTypeSchema = z.enum(GAME_TYPES);
export const GAME_STATUSES = ['draft', 'published', 'paused'] as const;
export const GameStatus = z.enum(GAME_STATUSES);
export type GameStatus = z.infer<typeof GameStatus>;
export const DifficultySchema = z.enum(DIFFICULTIES);
export const FooterButtonSchema = z.enum(FOOTER_BUTTONS);

export const LinkUrl = text(2000, { trim: true, tooLong: 'Link is too long' }).refine(
  (v) => /^https?:\/\//i.test(v),
  'Use a full http(s):// address',
);

/** Footer buttons that make sense for each game (docs/product-rules.md#footer-buttons). */
export const FOOTER_BUTTONS_BY_TYPE: Record<GameType, readonly FooterButton[]> = {
  puzzle: [
    'timer',
    'leaderboard',
    'hint',
    'reset',
    'solve',
    'share',
    'change_avatar',
    'start',
    'call_to_action',
  ],
  emojiq: ['lives', 'letter', 'leaderboard', 'share', 'change_avatar', 'start', 'call_to_action'],
  wordhunt: ['timer', 'leaderboard', 'solve', 'share', 'change_avatar', 'start', 'call_to_action'],
  quiz: ['timer', 'leaderboard', 'share', 'change_avatar', 'start', 'call_to_action'],
  scratch: ['timer', 'leaderboard', 'share', 'change_avatar', 'start', 'call_to_action'],
  wordle: ['timer', 'leaderboard', 'share', 'change_avatar', 'start', 'call_to_action'],
};

// The fields of a game's settings, without defaults (shared by create and patch).
const WinText = text(200, { trim: true }).min(1, 'Win text is required');
const FailText = text(200, { trim: true }).min(1, 'Game-over text is required');
/** An emoji or a short text; what looks like an address must be an image address. */
const CtaIcon = text(40, { trim: true })
  .refine(
    (v) => !/^(?:https?:|data:|javascript:|\/)/i.test(v) || isImageRef(v),
    'Use an emoji, a short text or an https:// image address as the icon',
  )
  .nullable();
const CtaLabel = text(60, { trim: true });
const Instructions = text(20_000, { tooLong: 'Instructions are too long' });
const FooterButtons = capList(
  FOOTER_BUTTONS.length,
  `Choose at most ${FOOTER_BUTTONS.length} buttons`,
  z.array(FooterButtonSchema).max(FOOTER_BUTTONS.length),
);
const TemplateRef = PublicId.nullable();

/**
 * The settings of one game (docs/product-rules.md#game-settings). `instructions` is rich text
 * (HTML, sanitised on save).
 */
export const GameSettingsInput = z.object({
  background_image: ImageRef.nullable().default(null),
  game_image: ImageRef.nullable().default(null),
  popup_texts: z
    .object({ win: WinText.default(POPUP_TEXTS.win), fail: FailText.default(POPUP_TEXTS.fail) })
    .default({ win: POPUP_TEXTS.win, fail: POPUP_TEXTS.fail }),
  cta: z
    .object({
      icon: CtaIcon.default(null),
      label: CtaLabel.default(''),
      link: LinkUrl.nullable().default(null),
    })
    .default({ icon: null, label: '', link: null }),
  instructions: Instructions.default(''),
  footer_buttons: FooterButtons.optional(),
  templates: z
    .object({
      game_over: TemplateRef.default(null),
      success: TemplateRef.default(null),
      leaderboard: TemplateRef.default(null),
    })
    .default({ game_over: null, success: null, leaderboard: null }),
});
/**
 * A change to some settings: only the fields sent change (nested objects too), so a client that
 * changes the pop-up texts never wipes the instructions.
 */
export const GameSettingsPatch = z
  .object({
    background_image: ImageRef.nullable(),
    game_image: ImageRef.nullable(),
    popup_texts: z.object({ win: WinText, fail: FailText }).partial(),
    cta: z.object({ icon: CtaIcon, label: CtaLabel, link: LinkUrl.nullable() }).partial(),
    instructions: Instructions,
    footer_buttons: FooterButtons,
    templates: z
      .object({ game_over: TemplateRef, success: TemplateRef, leaderboard: TemplateRef })
      .partial(),
  })
  .partial();
export type GameSettingsPatch = z.infer<typeof GameSettingsPatch>;
export type GameSettingsInput = z.input<typeof GameSettingsInput>;
export type GameSettingsValue = z.output<typeof GameSettingsInput>;

export const GameName = text(120, {
  trim: true,
  tooLong: 'Name must be at most 120 characters',
}).min(1, 'Name is required');

export const CreateGameRequest = z.object({
  type: GameTypeSchema,
  name: GameName,
  status: GameStatus.default('draft'),
  difficulty: DifficultySchema.default('normal'),
  settings: GameSettingsInput.default(GameSettingsInput.parse({})),
  /** Validated by the type's engine schema on the server. */
  content: JsonObject,
});
export type CreateGameRequest = z.input<typeof CreateGameRequest>;

export const UpdateGameRequest = z
  .object({
    name: GameName,
    status: GameStatus,
    difficulty: DifficultySchema,
    settings: GameSettingsPatch,
    content: JsonObject,
  })
  .partial();
export type UpdateGameRequest = z.input<typeof UpdateGameRequest>;

const GameSettingsOutput = z.object({
  background_image: z.string().nullable(),
  game_image: z.string().nullable(),
  popup_texts: z.object({ win: z.string(), fail: z.string() }),
  cta: z.object({ icon: z.string().nullable(), label: z.string(), link: z.string().nullable() }),
  instructions: z.string(),
  footer_buttons: z.array(FooterButtonSchema),
  templates: z.object({
    game_over: z.string().nullable(),
    success: z.string().nullable(),
    leaderboard: z.string().nullable(),
  }),
});

export const Game = z.object({
  public_id: PublicId,
  type: GameTypeSchema,
  name: z.string(),
  status: GameStatus,
  difficulty: DifficultySchema,
  settings: GameSettingsOutput,
  content: z.record(z.string(), z.unknown()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Game = z.infer<typeof Game>;

export const GameSummary = Game.omit({ content: true, settings: true }).extend({
  plays: z.number().int(),
  wins: z.number().int(),
  game_image: z.string().nullable(),
});
export type GameSummary = z.infer<typeof GameSummary>;

export const GameListQuery = PageQuery.extend({
  type: GameTypeSchema.optional(),
  status: GameStatus.optional(),
  search: text(120, { trim: true }).optional(),
});
export type GameListQuery = z.input<typeof GameListQuery>;

export const GameListResponse = pageOf(GameSummary);
export type GameListResponse = z.infer<typeof GameListResponse>;

export const GameResponse = z.object({ game: Game });
export type GameResponse = z.infer<typeof GameResponse>;
