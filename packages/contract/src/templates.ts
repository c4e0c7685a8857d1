import { z } from 'zod';
import { LinkUrl } from './games.js';
import { HexColorValue, ImageRef, PublicId, text } from './primitives.js';
import { PageQuery, pageOf } from './resources.js';
import { byLanguage, Language, translationsPatch } from './languages.js';
import { DEFAULT_TEMPLATE_COLORS } from './template-colors.js';

/**
 * The three template kinds (docs/product-rules.md#signed-in-routes), in the console's URL spelling.
 */
export const TEMPLATE_KINDS = ['game-over', 'success', 'leaderboard'] as const;
export const TemplateKind = z.enum(TEMPLATE_KINDS);
export type TemplateKind = z.infer<typeof TemplateKind>;

export const TEMPLATE_KIND_NAMES: Record<TemplateKind, string> = {
  'game-over': 'Game over',
  success: 'Success',
  leaderboard: 'Leaderboard',
};

export const HexColor = text(7, { tooLong: 'Use a colour like #4A3494' })
  .regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #4A3494')
  .meta({ example: '#6F4E37' });

export { DEFAULT_TEMPLATE_COLORS };

// The fields of a template, without defaults (shared by create and patch).
const TemplateName = text(80, {
  trim: true,
  tooLong: 'Name must be at most 80 characters',
}).min(1, 'Name is required');
const TemplateTitle = text(120, { trim: true, tooLong: 'Title must be at most 120 characters' });
/** Rich text (HTML), sanitised on save. */
const TemplateMessage = text(10_000, { tooLong: 'Message is too long' });
const TemplateButtonLabel = text(40, {
  trim: true,
  tooLong: 'Button label must be at most 40 characters',
});
const TemplateColorFields = {
  background: HexColor,
  text: HexColor,
  button: HexColor,
  button_text: HexColor,
};

export const TemplateColors = z.object({
  background: HexColor.default(DEFAULT_TEMPLATE_COLORS.background),
  text: HexColor.default(DEFAULT_TEMPLATE_COLORS.text),
  button: HexColor.default(DEFAULT_TEMPLATE_COLORS.button),
  button_text: HexColor.default(DEFAULT_TEMPLATE_COLORS.button_text),
});

/**
 * One language's texts of a template (the message sanitised like the original); missing or blank:
 * the default language's.
 */
export const TemplateTranslation = z
  .object({ title: TemplateTitle, message: TemplateMessage, button_label: TemplateButtonLabel })
  .partial();
export type TemplateTranslation = z.infer<typeof TemplateTranslation>;

/** A whole template as created (and as the console's form holds it): omitted fields get defaults. */
export const TemplateInput = z.object({
  name: TemplateName,
  title: TemplateTitle.default(''),
  message: TemplateMessage.default(''),
  image: ImageRef.nullable().default(null),
  button_label: TemplateButtonLabel.default(''),
  button_link: LinkUrl.nullable().default(null),
  colors: TemplateColors.default(DEFAULT_TEMPLATE_COLORS),
});

export const CreateTemplateRequest = TemplateInput.extend({
  kind: TemplateKind,
  /** The language of the texts above; the account's default language when absent. */
  default_language: Language.optional(),
  translations: byLanguage(TemplateTranslation).optional(),
});
export type CreateTemplateRequest = z.input<typeof CreateTemplateRequest>;
/**
 * A change to a template: only the fields sent change (each colour too). No defaults here, or a
 * client sending only a new name would reset the rest.
 */
export const UpdateTemplateRequest = z
  .object({
    name: TemplateName,
    title: TemplateTitle,
    message: TemplateMessage,
    image: ImageRef.nullable(),
    button_label: TemplateButtonLabel,
    button_link: LinkUrl.nullable(),
    colors: z.object(TemplateColorFields).partial(),
    default_language: Language,
    /** Each language sent replaces its texts; `null` removes the language; others are kept. */
    translations: translationsPatch(TemplateTranslation),
  })
  .partial();
export type UpdateTemplateRequest = z.input<typeof UpdateTemplateRequest>;

export const Template = z.object({
  public_id: PublicId,
  kind: TemplateKind,
  name: z.string(),
  title: z.string(),
  message: z.string(),
  image: z.string().nullable(),
  button_label: z.string(),
  button_link: z.string().nullable(),
  colors: z.object({
    background: HexColorValue,
    text: HexColorValue,
    button: HexColorValue,
    button_text: HexColorValue,
  }),
  /** The language of `title`, `message` and `button_label`. */
  default_language: Language,
  languages: z.array(Language),
  translations: byLanguage(
    z.object({ title: z.string(), message: z.string(), button_label: z.string() }).partial(),
  ),
  updated_at: z.string(),
});
export type Template = z.infer<typeof Template>;

export const TemplateResponse = z.object({ template: Template });
export const TemplateListQuery = PageQuery.extend({ kind: TemplateKind.optional() });
export const TemplateListResponse = pageOf(Template);
export type TemplateListResponse = z.infer<typeof TemplateListResponse>;

/** A template as the player app renders it: its texts in the game's language being played. */
export const PublicTemplate = Template.omit({
  public_id: true,
  kind: true,
  name: true,
  default_language: true,
  languages: true,
  translations: true,
  updated_at: true,
});
export type PublicTemplate = z.infer<typeof PublicTemplate>;
