import { z } from 'zod';
import { HexColor } from './templates.js';
import { IsoDateTime } from './calendar.js';
import { HexColorValue, PublicId, text } from './primitives.js';
import { byLanguage, Language, LanguageTag, translationsPatch } from './languages.js';

const BarText = text(200, { trim: true, tooLong: 'Text must be at most 200 characters' });
const BarButtonLabel = text(40, {
  trim: true,
  tooLong: 'Button label must be at most 40 characters',
});
/** One language's texts of the bar; missing or blank: the default language's. */
export const NotificationBarTranslation = z
  .object({ text: BarText, button_label: BarButtonLabel })
  .partial();
export type NotificationBarTranslation = z.infer<typeof NotificationBarTranslation>;

export const NotificationBarInput = z
  .object({
    enabled: z.boolean(),
    text: text(200, { trim: true, tooLong: 'Text must be at most 200 characters' }),
    game_id: PublicId.nullable(),
    button_label: text(40, {
      trim: true,
      tooLong: 'Button label must be at most 40 characters',
    }),
    background: HexColor,
    color: HexColor,
    position: z.enum(['top', 'bottom']),
    starts_at: IsoDateTime.nullable(),
    ends_at: IsoDateTime.nullable(),
    /** The language of `text` and `button_label`; absent: kept (the account's at first). */
    default_language: Language.optional(),
    /**
     * Absent: the translations are kept. Each language sent replaces its texts; `null` removes the
     * language; languages not sent are kept.
     */
    translations: translationsPatch(NotificationBarTranslation).optional(),
  })
  .refine((b) => !b.enabled || b.text.length > 0, {
    message: 'Write the text the bar shows',
    path: ['text'],
  })
  // Compared as moments: the two may be written with different offsets.
  .refine((b) => !b.starts_at || !b.ends_at || Date.parse(b.ends_at) > Date.parse(b.starts_at), {
    message: 'The end must be after the start',
    path: ['ends_at'],
  });
export type NotificationBarInput = z.input<typeof NotificationBarInput>;

export const NotificationBar = z.object({
  enabled: z.boolean(),
  text: z.string(),
  game: z.object({ public_id: PublicId, name: z.string() }).nullable(),
  button_label: z.string(),
  background: HexColorValue,
  color: HexColorValue,
  position: z.enum(['top', 'bottom']),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  default_language: Language,
  languages: z.array(Language),
  translations: byLanguage(z.object({ text: z.string(), button_label: z.string() }).partial()),
});
export type NotificationBar = z.infer<typeof NotificationBar>;
export const NotificationBarResponse = z.object({ notification_bar: NotificationBar });

/**
 * The language of the bar's texts on the visitor's page: `lang` (the page's), else the first of
 * `Accept-Language` it has a translation in, else its default language.
 */
export const PublicNotificationBarQuery = z.object({ lang: LanguageTag.optional() });

/** What the embed script needs: only when the bar is on and within its schedule. */
export const PublicNotificationBarResponse = z.object({
  notification_bar: z
    .object({
      text: z.string(),
      button_label: z.string(),
      background: HexColorValue,
      color: HexColorValue,
      position: z.enum(['top', 'bottom']),
      game_url: z.string().nullable(),
    })
    .nullable(),
});
