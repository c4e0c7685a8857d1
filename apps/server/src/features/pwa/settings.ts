/**
 * The business's game app settings, its web app manifest and what `/pwa/start` opens.
 */
import { and, eq } from 'drizzle-orm';
import { resolveLanguage } from '@playdesk/i18n';
import {
  inLanguage,
  isLanguage,
  objectLanguages,
  type Language,
  type PwaIcons,
  type PwaSettings,
  type PwaStart,
  type PwaTranslation,
  type UpdatePwaSettingsRequest,
  type WebAppManifest,
} from '@playdesk/contract';
import { API_PATH } from '@playdesk/contract/urls';
import type { Database } from '../../db/client.js';
import { accounts, games, pwaSettings } from '../../db/schema.js';
import { notFound, invalidFields } from '../../http/errors.js';
import type { MediaStore } from '../../infra/media-store.js';
import { mergedTranslations } from '../../http/translations.js';
import { playerT } from '../../i18n/player-messages.js';
import { createCalendarService } from '../calendar/service.js';
import { defaultIcons, makeIcons } from './icons.js';

type Row = typeof pwaSettings.$inferSelect;
type AccountRow = {
  id: string;
  publicId: string;
  businessName: string;
  defaultLanguage: Language;
};
/** What a player asked for: `?lang=`, the browser's languages. */
export interface AskedAppLanguage {
  option?: string | undefined;
  acceptLanguage?: string | undefined;
}
const accountColumns = {
  id: accounts.id,
  publicId: accounts.publicId,
  businessName: accounts.businessName,
  defaultLanguage: accounts.defaultLanguage,
};

export const manifestPath = (accountPublicId: string) =>
  `${API_PATH}/play/accounts/${encodeURIComponent(accountPublicId)}/manifest.webmanifest`;
export const startPath = (accountPublicId: string) =>
  `/pwa/start?account=${encodeURIComponent(accountPublicId)}`;

function defaultsFor(account: AccountRow): Omit<Row, 'accountId' | 'updatedAt'> {
  const name = account.businessName.trim() || 'Games';
  return {
    appName: name.slice(0, 45),
    shortName: name.slice(0, 12).trim(),
    themeColor: '#4A3494',
    backgroundColor: '#FFFFFF',
    opens: 'today',
    gameId: null,
    // In the account's language: its players see it before the business writes its own.
    installText: playerT(account.defaultLanguage).t('defaults.install_text', {
      name: name.slice(0, 45),
    }),
    newGameNotifications: true,
    notifyTime: '09:00',
    timeZone: 'UTC',
    icons: null,
    defaultLanguage: account.defaultLanguage,
    translations: {},
  };
}

type Texts = { defaultLanguage: Language; translations: Row['translations'] };
/** The app's language for a player: asked, else the browser's, else its default. */
function appLanguage(s: Texts, asked: AskedAppLanguage): Language {
  const found = resolveLanguage({
    option: asked.option,
    acceptLanguage: asked.acceptLanguage,
    available: objectLanguages(s.defaultLanguage, s.translations),
    fallback: s.defaultLanguage,
  });
  return isLanguage(found) ? found : s.defaultLanguage;
}
/** The app's player texts in `language`, each missing one in the default language. */
function appTexts(
  s: Row | (Texts & Pick<Row, 'appName' | 'shortName' | 'installText'>),
  language: Language,
) {
  return inLanguage(
    { app_name: s.appName, short_name: s.shortName, install_text: s.installText },
    { default_language: s.defaultLanguage, translations: s.translations },
    language,
  );
}

export function createPwaSettingsService(db: Database, media: MediaStore) {
  const calendar = createCalendarService(db);

  async function accountById(accountId: string): Promise<AccountRow> {
    const [a] = await db.select(accountColumns).from(accounts).where(eq(accounts.id, accountId));
    if (!a) throw notFound('Account not found.');
    return a;
  }
  async function accountByPublicId(publicId: string): Promise<AccountRow> {
    const [a] = await db
      .select(accountColumns)
      .from(accounts)
      .where(eq(accounts.publicId, publicId));
    if (!a) throw notFound('Business not found.').coded('pwa.business_not_found');
    return a;
  }

  /** The stored settings, or the defaults (nothing stored until the business saves). */
  async function load(account: AccountRow) {
    const [row] = await db
      .select({ s: pwaSettings, gamePublicId: games.publicId })
      .from(pwaSettings)
      .leftJoin(games, eq(games.id, pwaSettings.gameId))
      .where(eq(pwaSettings.accountId, account.id));
    return row
      ? { ...row.s, gamePublicId: row.gamePublicId }
      : { ...defaultsFor(account), accountId: account.id, updatedAt: null, gamePublicId: null };
  }
  type Loaded = Awaited<ReturnType<typeof load>>;

  function toSettings(account: AccountRow, s: Loaded): PwaSettings {
    return {
      app_name: s.appName,
      short_name: s.shortName,
      theme_color: s.themeColor,
      background_color: s.backgroundColor,
      opens: s.opens,
      game_id: s.gamePublicId,
      install_text: s.installText,
      new_game_notifications: s.newGameNotifications,
      notify_time: s.notifyTime,
      time_zone: s.timeZone,
      icons: s.icons,
      manifest_url: manifestPath(account.publicId),
      start_url: startPath(account.publicId),
      default_language: s.defaultLanguage,
      languages: objectLanguages(s.defaultLanguage, s.translations),
      translations: s.translations,
      updated_at: s.updatedAt ? s.updatedAt.toISOString() : null,
    };
  }

  async function iconsOf(s: Loaded): Promise<PwaIcons> {
    return s.icons ?? defaultIcons(media, s.themeColor, s.backgroundColor);
  }

  async function get(accountId: string): Promise<PwaSettings> {
    const account = await accountById(accountId);
    return toSettings(account, await load(account));
  }

  async function upsert(accountId: string, values: Partial<Row>) {
    const account = await accountById(accountId);
    const current = await load(account);
    const { gamePublicId: _ignored, updatedAt: _u, ...base } = current;
    await db
      .insert(pwaSettings)
      .values({ ...base, ...values, accountId, updatedAt: new Date() })
      .onConflictDoUpdate({
        target: pwaSettings.accountId,
        set: { ...values, updatedAt: new Date() },
      });
    return toSettings(account, await load(account));
  }

  async function update(accountId: string, patch: UpdatePwaSettingsRequest): Promise<PwaSettings> {
    const { game_id, ...rest } = patch;
    const values: Partial<Row> = {
      ...(rest.app_name !== undefined && { appName: rest.app_name }),
      ...(rest.short_name !== undefined && { shortName: rest.short_name }),
      ...(rest.theme_color !== undefined && { themeColor: rest.theme_color.toUpperCase() }),
      ...(rest.background_color !== undefined && {
        backgroundColor: rest.background_color.toUpperCase(),
      }),
      ...(rest.opens !== undefined && { opens: rest.opens }),
      ...(rest.install_text !== undefined && { installText: rest.install_text }),
      ...(rest.new_game_notifications !== undefined && {
        newGameNotifications: rest.new_game_notifications,
      }),
      ...(rest.notify_time !== undefined && { notifyTime: rest.notify_time }),
      ...(rest.time_zone !== undefined && { timeZone: rest.time_zone }),
    };
    if (game_id !== undefined) {
      if (game_id === null) values.gameId = null;
      else {
        const [game] = await db
          .select({ id: games.id })
          .from(games)
          .where(and(eq(games.accountId, accountId), eq(games.publicId, game_id)));
        if (!game) throw invalidFields(['game_id: Game not found']);
        values.gameId = game.id;
      }
    }
    const account = await accountById(accountId);
    const current = await load(account);
    if (rest.default_language !== undefined || rest.translations !== undefined) {
      values.defaultLanguage = rest.default_language ?? current.defaultLanguage;
      values.translations = mergedTranslations<PwaTranslation>({
        defaultLanguage: values.defaultLanguage,
        stored: current.translations,
        patch: rest.translations,
      });
    }
    const opens = values.opens ?? current.opens;
    const gameId = values.gameId !== undefined ? values.gameId : current.gameId;
    if (opens === 'game' && !gameId)
      throw invalidFields(['game_id: Choose the game the app opens']);
    return upsert(accountId, values);
  }

  async function uploadIcon(accountId: string, bytes: Buffer): Promise<PwaSettings> {
    const account = await accountById(accountId);
    const current = await load(account);
    const icons = await makeIcons(media, bytes, current.backgroundColor);
    return upsert(accountId, { icons });
  }

  /** `onCustomDomain`: asked on the business's own domain, whose root is its app. */
  async function manifest(
    accountPublicId: string,
    onCustomDomain = false,
    asked: AskedAppLanguage = {},
  ): Promise<WebAppManifest> {
    const account = await accountByPublicId(accountPublicId);
    const s = await load(account);
    const texts = appTexts(s, appLanguage(s, asked));
    const icons = await iconsOf(s);
    const start = onCustomDomain ? '/pwa/start' : startPath(account.publicId);
    return {
      // Its own id per business: two businesses' apps install side by side on one origin.
      id: start,
      name: texts.app_name,
      short_name: texts.short_name,
      description: `${account.businessName}'s games`,
      start_url: start,
      scope: '/',
      display: 'standalone',
      theme_color: s.themeColor,
      background_color: s.backgroundColor,
      icons: [
        { src: icons.icon_192, sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: icons.icon_512, sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: icons.maskable_512, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    };
  }

  /** What `/pwa/start` opens for a business today (`date`: the player's local day). */
  async function start(
    accountPublicId: string,
    date: string,
    asked: AskedAppLanguage = {},
  ): Promise<PwaStart> {
    const account = await accountByPublicId(accountPublicId);
    const s = await load(account);
    const language = appLanguage(s, asked);
    const texts = appTexts(s, language);
    const icons = await iconsOf(s);
    let openPath: string | null;
    if (s.opens === 'rewards') openPath = `/rewards/${account.publicId}`;
    else if (s.opens === 'game' && s.gamePublicId) openPath = `/game/${s.gamePublicId}`;
    else {
      const live = await calendar.liveGameId(account.id, date);
      openPath = live ? `/game/${live}` : `/game?account=${account.publicId}`;
    }
    return {
      account_public_id: account.publicId,
      app_name: texts.app_name,
      theme_color: s.themeColor,
      background_color: s.backgroundColor,
      icon: icons.icon_192,
      apple_touch_icon: icons.apple_touch_180,
      // The manifest in the same language (its name under the installed icon).
      manifest_url:
        language === s.defaultLanguage
          ? manifestPath(account.publicId)
          : `${manifestPath(account.publicId)}?lang=${language}`,
      install_text: texts.install_text,
      open_path: openPath,
    };
  }

  return { get, update, uploadIcon, manifest, start, accountByPublicId, load, iconsOf };
}
