/**
 * The business's game app (issue 17): its PWA settings, the per-business web app manifest, push
 * subscriptions of players and the notifications a business sends.
 */
import { z } from 'zod';
import { HexColorValue, PublicId, text, TimeZoneName } from './primitives.js';

import { HexColor } from './templates.js';
import { IsoDate } from './calendar.js';
import { PageQuery, pageOf } from './resources.js';
import { byLanguage, Language, LanguageTag, translationsPatch } from './languages.js';

/** Push notifications a business may send per calendar month (UTC), by plan key. */
export const PUSH_MONTHLY_LIMITS: Record<string, number> = {
  free: 1_000,
  starter: 10_000,
  pro: 50_000,
  agency: 250_000,
};
export const PUSH_LIMIT_FALLBACK = 1_000;
export function pushMonthlyLimit(planKey: string | null | undefined): number {
  return (planKey && PUSH_MONTHLY_LIMITS[planKey]) || PUSH_LIMIT_FALLBACK;
}

export const PWA_OPENS = ['today', 'game', 'rewards'] as const;
export type PwaOpens = (typeof PWA_OPENS)[number];

/** "HH:MM", 24-hour. */
export const TimeOfDay = text(5, { tooLong: 'Use a time like 09:00' }).regex(
  /^([01]\d|2[0-3]):[0-5]\d$/,
  'Use a time like 09:00',
);
export const PwaIcons = z.object({
  icon_192: z.string(),
  icon_512: z.string(),
  maskable_512: z.string(),
  apple_touch_180: z.string(),
});
export type PwaIcons = z.infer<typeof PwaIcons>;

export const PwaSettings = z.object({
  app_name: z.string(),
  short_name: z.string(),
  theme_color: HexColorValue,
  background_color: HexColorValue,
  opens: z.enum(PWA_OPENS),
  /** The game opened when `opens` is `game`. */
  game_id: z.string().nullable(),
  install_text: z.string(),
  /** Send "a new game is live" to opted-in subscribers when the calendar's game changes. */
  new_game_notifications: z.boolean(),
  notify_time: z.string(),
  time_zone: z.string(),
  /** Null until an icon is uploaded (a default icon is used). */
  icons: PwaIcons.nullable(),
  manifest_url: z.string(),
  start_url: z.string(),
  /** The language of `app_name`, `short_name` and `install_text`. */
  default_language: Language,
  languages: z.array(Language),
  translations: byLanguage(
    z.object({ app_name: z.string(), short_name: z.string(), install_text: z.string() }).partial(),
  ),
  updated_at: z.string().nullable(),
});
export type PwaSettings = z.infer<typeof PwaSettings>;
export const PwaSettingsResponse = z.object({ pwa: PwaSettings });
export type PwaSettingsResponse = z.infer<typeof PwaSettingsResponse>;

const AppName = text(45, { trim: true, tooLong: 'App name must be at most 45 characters' });
const ShortName = text(12, { trim: true, tooLong: 'Short name must be at most 12 characters' });
const InstallText = text(200, {
  trim: true,
  tooLong: 'Install invitation must be at most 200 characters',
});
/** One language's texts of the game app; missing or blank: the default language's. */
export const PwaTranslation = z
  .object({ app_name: AppName, short_name: ShortName, install_text: InstallText })
  .partial();
export type PwaTranslation = z.infer<typeof PwaTranslation>;

export const UpdatePwaSettingsRequest = z
  .object({
    app_name: AppName.min(1, 'App name is required'),
    short_name: ShortName.min(1, 'Short name is required'),
    theme_color: HexColor,
    background_color: HexColor,
    opens: z.enum(PWA_OPENS),
    game_id: PublicId.nullable(),
    install_text: InstallText,
    new_game_notifications: z.boolean(),
    notify_time: TimeOfDay,
    time_zone: TimeZoneName,
    default_language: Language,
    /** Each language sent replaces its texts; `null` removes the language; others are kept. */
    translations: translationsPatch(PwaTranslation),
  })
  .partial();
export type UpdatePwaSettingsRequest = z.infer<typeof UpdatePwaSettingsRequest>;

/** The web app manifest (subset of the W3C fields we set). */
export const WebAppManifest = z.object({
  id: z.string(),
  name: z.string(),
  short_name: z.string(),
  description: z.string(),
  start_url: z.string(),
  scope: z.string(),
  display: z.literal('standalone'),
  theme_color: HexColorValue,
  background_color: HexColorValue,
  icons: z.array(
    z.object({
      src: z.string(),
      sizes: z.string(),
      type: z.string(),
      purpose: z.string(),
    }),
  ),
});
export type WebAppManifest = z.infer<typeof WebAppManifest>;

/** What `/pwa/start` needs: where to go, and the app's look for the splash and install texts. */
export const PwaStart = z.object({
  account_public_id: z.string(),
  app_name: z.string(),
  theme_color: HexColorValue,
  background_color: HexColorValue,
  icon: z.string(),
  apple_touch_icon: z.string(),
  manifest_url: z.string(),
  install_text: z.string(),
  /** The path to open, e.g. `/game/{id}` or `/rewards/{account}`; null: nothing to open today. */
  open_path: z.string().nullable(),
});
export type PwaStart = z.infer<typeof PwaStart>;
export const PwaStartResponse = z.object({ pwa: PwaStart });
/**
 * The language of the app's texts: `lang` if the app has it, else the first of `Accept-Language`
 * it has, else its default language; each text without a translation is in the default language.
 */
export const PwaManifestQuery = z.object({ lang: LanguageTag.optional() });

export const PwaStartQuery = z.object({
  /** The player's language (see `PwaManifestQuery`). */
  lang: LanguageTag.optional(),
  /** The business; absent on its custom domain (the request's host says which). */
  account: PublicId.optional(),
  /** The player's local day (YYYY-MM-DD); default today in UTC. */
  date: IsoDate.optional(),
});

// ---- push ----
export const PushKeyResponse = z.object({ public_key: z.string() });

export const PushSubscriptionInput = z.object({
  endpoint: text(1000, { tooLong: 'The endpoint must be at most 1000 characters' }).min(1),
  keys: z.object({
    p256dh: text(200).regex(/^[A-Za-z0-9_-]+={0,2}$/, 'Not a valid key'),
    auth: text(100).regex(/^[A-Za-z0-9_-]+={0,2}$/, 'Not a valid key'),
  }),
  /**
   * Sent by the browser's `PushSubscription.toJSON()` (null, or when it ends in ms since 1970);
   * taken so the browser's object can be sent as it is, and not kept.
   */
  expirationTime: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).nullable().optional(),
});
export const CreatePushSubscriptionRequest = z.object({
  account: PublicId,
  subscription: PushSubscriptionInput,
  /** Notify when a new game is live. */
  new_game: z.boolean().default(true),
  /**
   * The language of the player's app: the notifications come in it (a notification without a
   * translation in it: its default language). Absent: the player's language.
   */
  language: LanguageTag.optional(),
  /**
   * The device's IANA time zone (the browser's): loyalty's reminders come at a local hour of it
   * (docs/loyalty.md#reminders). Absent: the business's loyalty time zone.
   */
  time_zone: TimeZoneName.optional(),
});
export const DeletePushSubscriptionRequest = z.object({
  account: PublicId,
  endpoint: text(1000).min(1),
});
export const PushClickRequest = z.object({ campaign: PublicId });

export const PUSH_AUDIENCES = ['all', 'game', 'reward', 'inactive'] as const;
export const PushAudience = z.discriminatedUnion('type', [
  z.object({ type: z.literal('all') }),
  z.object({ type: z.literal('game'), game_id: PublicId }),
  z.object({ type: z.literal('reward'), reward_id: PublicId }),
  z.object({
    type: z.literal('inactive'),
    days: z.number().int().min(1, 'At least 1 day').max(365, 'At most 365 days'),
  }),
]);
export type PushAudience = z.infer<typeof PushAudience>;

export const PushTarget = z.discriminatedUnion('type', [
  z.object({ type: z.literal('game'), game_id: PublicId }),
  z.object({ type: z.literal('rewards') }),
  z.object({ type: z.literal('app') }),
]);
export type PushTarget = z.infer<typeof PushTarget>;

const PushTitle = text(60, { trim: true, tooLong: 'Title must be at most 60 characters' });
const PushBody = text(180, { trim: true, tooLong: 'Message must be at most 180 characters' });
/** One language's texts of a notification; missing or blank: the default language's. */
export const PushTranslation = z.object({ title: PushTitle, body: PushBody }).partial();
export type PushTranslation = z.infer<typeof PushTranslation>;

export const CreatePushNotificationRequest = z.object({
  title: text(60, { trim: true, tooLong: 'Title must be at most 60 characters' }).min(
    1,
    'Title is required',
  ),
  body: text(180, { trim: true, tooLong: 'Message must be at most 180 characters' }).min(
    1,
    'Message is required',
  ),
  /** An image URL or `/media/...`; empty: the app icon. */
  icon: text(500, { tooLong: 'Icon must be at most 500 characters' }).default(''),
  target: PushTarget,
  audience: PushAudience,
  /** ISO date-time; absent: now. */
  send_at: text(40).optional(),
  /** The language of `title` and `body`; the account's default language when absent. */
  default_language: Language.optional(),
  /** Each subscriber gets the texts in their language, else in the default language. */
  translations: byLanguage(PushTranslation).optional(),
});
export type CreatePushNotificationRequest = z.input<typeof CreatePushNotificationRequest>;

export const PUSH_CAMPAIGN_STATUSES = [
  'scheduled',
  'sending',
  'sent',
  'limit_reached',
  'failed',
] as const;
export const PushNotification = z.object({
  public_id: z.string(),
  kind: z.enum(['manual', 'new_game']),
  title: z.string(),
  body: z.string(),
  icon: z.string(),
  url: z.string(),
  target: PushTarget,
  audience: PushAudience,
  status: z.enum(PUSH_CAMPAIGN_STATUSES),
  scheduled_at: z.string(),
  completed_at: z.string().nullable(),
  recipients: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  clicked: z.number().int(),
  default_language: Language,
  languages: z.array(Language),
  translations: byLanguage(z.object({ title: z.string(), body: z.string() }).partial()),
  created_at: z.string(),
});
export type PushNotification = z.infer<typeof PushNotification>;
export const PushNotificationResponse = z.object({ notification: PushNotification });
export const PushNotificationListQuery = PageQuery;
export const PushNotificationListResponse = pageOf(PushNotification).extend({
  usage: z.object({
    month: z.string(),
    sent: z.number().int(),
    limit: z.number().int(),
    subscribers: z.number().int(),
  }),
});
export type PushNotificationListResponse = z.infer<typeof PushNotificationListResponse>;

/** What the service worker shows; the payload of every push message. */
export const PushPayload = z.object({
  title: z.string(),
  body: z.string(),
  icon: z.string(),
  url: z.string(),
  campaign: z.string(),
});
export type PushPayload = z.infer<typeof PushPayload>;
