import { z } from 'zod';
import { FOOTER_BUTTONS, POPUP_TEXTS, type FooterButton } from '@playdesk/games';
import { GAME_TYPES, gameOf } from '@playdesk/games/registry';
import {
  boundedMap,
  capList,
  DifficultySchema,
  ImageRef,
  isImageRef,
  JsonObject,
  PublicId,
  text,
} from './primitives.js';
import { gameContentSchema, GameTypeSchema, type GameType } from './game-types.js';
import { PageQuery, pageOf } from './resources.js';
import { LANGUAGES, Language } from './languages.js';
import {
  GameRewardSettings,
  GameRewardSettingsOutput,
  GameRewardSettingsPatch,
  NO_GAME_REWARDS,
} from './rewards/index.js';
import {
  LEAD_FORM_OFF,
  LeadFormOutput,
  LeadFormSettings,
  LeadFormTranslation,
  ParticipationSettings,
} from './players.js';

export const GAME_STATUSES = ['draft', 'published', 'paused'] as const;
export const GameStatus = z.enum(GAME_STATUSES);
export type GameStatus = z.infer<typeof GameStatus>;
export { DifficultySchema };
export const FooterButtonSchema = z.enum(FOOTER_BUTTONS);

export const LinkUrl = text(2000, { trim: true, tooLong: 'Link is too long' })
  .refine((v) => /^https?:\/\//i.test(v), 'Use a full http(s):// address')
  .meta({ format: 'uri', example: 'https://cafe-aurora.example.com/menu' });

/** Footer buttons that make sense for each game (docs/product-rules.md#footer-buttons). */
export const FOOTER_BUTTONS_BY_TYPE = Object.fromEntries(
  GAME_TYPES.map((type) => [type, gameOf(type).footerButtons]),
) as Record<GameType, readonly FooterButton[]>;

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
  /** The player form (docs/product-rules.md#player-data); on only with the plan's `crm` flag. */
  lead_form: LeadFormSettings.default(LEAD_FORM_OFF),
  /**
   * Absent: unlimited, or once a day per player when the game gives rewards
   * (`defaultParticipation`, docs/product-rules.md#participation-limits).
   */
  participation: ParticipationSettings.optional(),
  /** Which rewards the game gives and how (docs/product-rules.md#rewards). */
  rewards: GameRewardSettings.default(NO_GAME_REWARDS),
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
    /** Replaced whole: the form is edited as one. */
    lead_form: LeadFormSettings,
    participation: ParticipationSettings,
    /** Replaced whole, like the form. */
    rewards: GameRewardSettingsPatch,
  })
  .partial();
export type GameSettingsPatch = z.infer<typeof GameSettingsPatch>;
export type GameSettingsInput = z.input<typeof GameSettingsInput>;
export type GameSettingsValue = z.output<typeof GameSettingsInput>;

export const GameName = text(120, {
  trim: true,
  tooLong: 'Name must be at most 120 characters',
}).min(1, 'Name is required');

/** The longest text a content translation may carry (the content's own limits apply after). */
export const CONTENT_TRANSLATION_MAX = 20_000;
/** The most content texts one language's translation may carry. */
export const CONTENT_TRANSLATION_TEXTS_MAX = 1_000;
/** Where a text is in a game's content: `questions.0.text`, `questions.0.options.2`, `phrases.1.hint`. */
const ContentPath = text(200, { tooLong: 'A content path has at most 200 characters' }).regex(
  /^[a-z_][a-z0-9_]*(?:\.(?:[a-z_][a-z0-9_]*|\d{1,4}))*$/,
  'Name a text of the content, such as questions.0.text',
);

/**
 * One language's texts of a game (docs/product-rules.md#languages), all optional: what is missing
 * is shown in the game's default language. The same limits as the texts they translate; content
 * texts are named by their path in the content and checked with the game's content rules.
 */
export const GameTranslation = z
  .object({
    name: GameName,
    popup_texts: z.object({ win: WinText, fail: FailText }).partial(),
    cta: z.object({ label: CtaLabel }).partial(),
    instructions: Instructions,
    /** The form's labels and choices, by field key. */
    lead_form: LeadFormTranslation,
    content: boundedMap(
      ContentPath,
      text(CONTENT_TRANSLATION_MAX, { trim: true, tooLong: 'This text is too long' }),
      CONTENT_TRANSLATION_TEXTS_MAX,
      {
        tooMany: `A translation has at most ${CONTENT_TRANSLATION_TEXTS_MAX} content texts`,
        badKey: 'A content path in here is not valid.',
      },
    ),
  })
  .partial();
export type GameTranslation = z.infer<typeof GameTranslation>;
/** An object with one optional field per language, each `schema`: closed, documented by name. */
const byLanguage = <T extends z.ZodType>(schema: T) =>
  z.object(
    Object.fromEntries(LANGUAGES.map((language) => [language, schema.optional()])) as {
      [K in Language]: z.ZodOptional<T>;
    },
  );
/** A game's translations by language (the default language's texts are the game's own). */
export const GameTranslations = byLanguage(GameTranslation);
export type GameTranslations = z.infer<typeof GameTranslations>;

export const CreateGameRequest = z.object({
  type: GameTypeSchema,
  name: GameName,
  status: GameStatus.default('draft'),
  difficulty: DifficultySchema.default('normal'),
  settings: GameSettingsInput.default(GameSettingsInput.parse({})),
  /** Validated by the type's engine schema on the server. */
  content: JsonObject,
  /** The language of the texts above; the account's default language when absent. */
  default_language: Language.optional(),
  translations: GameTranslations.optional(),
});
export type CreateGameRequest = z.input<typeof CreateGameRequest>;

export const UpdateGameRequest = z
  .object({
    name: GameName,
    status: GameStatus,
    difficulty: DifficultySchema,
    settings: GameSettingsPatch,
    content: JsonObject,
    default_language: Language,
    /**
     * Each language sent replaces that language's texts; `null` removes the language; languages
     * not sent are left as they are.
     */
    translations: byLanguage(GameTranslation.nullable()),
  })
  .partial();
export type UpdateGameRequest = z.input<typeof UpdateGameRequest>;

/** A game's settings in answers (exported for an experiment's variants, experiments.ts). */
export const GameSettingsOutput = z.object({
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
  lead_form: LeadFormOutput,
  participation: ParticipationSettings,
  rewards: GameRewardSettingsOutput,
});

const GameFields = z.object({
  public_id: PublicId,
  type: GameTypeSchema,
  name: z.string(),
  status: GameStatus,
  difficulty: DifficultySchema,
  settings: GameSettingsOutput,
  default_language: Language,
  /** The languages the game can be played in: its default language first, then its translations. */
  languages: z.array(Language),
  /** As stored (answers are sent as they are, so the request's key checks are not repeated). */
  translations: byLanguage(
    GameTranslation.extend({
      content: z.record(z.string(), z.string()).optional(),
      lead_form: z
        .object({
          fields: z
            .record(
              z.string(),
              z.object({ label: z.string(), options: z.array(z.string()) }).partial(),
            )
            .optional(),
        })
        .optional(),
    }),
  ),
  created_at: z.string(),
  updated_at: z.string(),
});

/** A game of one type, with that game's content. */
function gameOfType<T extends GameType>(type: T) {
  return GameFields.extend({ type: z.literal(type), content: gameContentSchema(type) });
}
type GameBranch = { [T in GameType]: ReturnType<typeof gameOfType<T>> }[GameType];

/** A game with its content: a discriminated union on `type`, one branch per game. */
export const Game = z.discriminatedUnion(
  'type',
  // Each branch pairs a type with its own content (map cannot say so; the mapped type does).
  GAME_TYPES.map(gameOfType) as GameBranch[] as [GameBranch, ...GameBranch[]],
);
export type Game = z.infer<typeof Game>;
/** A game of one type (`GameOf<'quiz'>['content']` is a quiz's content). */
export type GameOf<T extends GameType> = Extract<Game, { type: T }>;

export const GameSummary = GameFields.omit({ settings: true, translations: true }).extend({
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
