import { z } from 'zod';
import {
  DIFFICULTIES,
  FOOTER_BUTTONS,
  GAME_TYPES,
  POPUP_TEXTS,
  type FooterButton,
  type GameType,
} from '@playdesk/games';
import { PublicId } from './primitives.js';

export const GameTypeSchema = z.enum(GAME_TYPES);
export const GAME_STATUSES = ['draft', 'published', 'paused'] as const;
export const GameStatus = z.enum(GAME_STATUSES);
export type GameStatus = z.infer<typeof GameStatus>;
export const DifficultySchema = z.enum(DIFFICULTIES);
export const FooterButtonSchema = z.enum(FOOTER_BUTTONS);

/** Image references: an absolute http(s) URL or a path on this host (uploaded media). */
export const ImageRef = z
  .string()
  .trim()
  .max(2000, 'Image address is too long')
  .refine(
    (v) => /^https?:\/\//i.test(v) || /^\/[^/]/.test(v),
    'Use an http(s) address or an uploaded image',
  );

export const LinkUrl = z
  .string()
  .trim()
  .max(2000, 'Link is too long')
  .refine((v) => /^https?:\/\//i.test(v), 'Use a full http(s):// address');

/** Footer buttons that make sense for each game (spec §9 list). */
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
const WinText = z.string().trim().min(1, 'Win text is required').max(200);
const FailText = z.string().trim().min(1, 'Game-over text is required').max(200);
const CtaIcon = z.string().trim().max(40).nullable();
const CtaLabel = z.string().trim().max(60);
const Instructions = z.string().max(20_000, 'Instructions are too long');
const FooterButtons = z.array(FooterButtonSchema).max(FOOTER_BUTTONS.length);
const TemplateRef = PublicId.nullable();

/** The settings of spec §3 for one game. `instructions` is rich text (HTML, sanitised on save). */
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

export const GameName = z
  .string()
  .trim()
  .min(1, 'Name is required')
  .max(120, 'Name must be at most 120 characters');

export const CreateGameRequest = z.object({
  type: GameTypeSchema,
  name: GameName,
  status: GameStatus.default('draft'),
  difficulty: DifficultySchema.default('normal'),
  settings: GameSettingsInput.default(GameSettingsInput.parse({})),
  /** Validated by the type's engine schema on the server. */
  content: z.record(z.string(), z.unknown()),
});
export type CreateGameRequest = z.input<typeof CreateGameRequest>;

export const UpdateGameRequest = z
  .object({
    name: GameName,
    status: GameStatus,
    difficulty: DifficultySchema,
    settings: GameSettingsPatch,
    content: z.record(z.string(), z.unknown()),
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

export const PageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});

export const GameListQuery = PageQuery.extend({
  type: GameTypeSchema.optional(),
  status: GameStatus.optional(),
  search: z.string().trim().max(120).optional(),
});
export type GameListQuery = z.input<typeof GameListQuery>;

export const PageMeta = z.object({
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});

export const GameListResponse = z.object({ data: z.array(GameSummary), meta: PageMeta });
export type GameListResponse = z.infer<typeof GameListResponse>;

export const GameResponse = z.object({ game: Game });
export type GameResponse = z.infer<typeof GameResponse>;
