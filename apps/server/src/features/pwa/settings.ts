/**
 * The business's game app settings, its web app manifest and what `/pwa/start` opens.
 */
import { and, eq } from 'drizzle-orm';
import type {
  PwaIcons,
  PwaSettings,
  PwaStart,
  UpdatePwaSettingsRequest,
  WebAppManifest,
} from '@playdesk/contract';
import { API_PATH } from '@playdesk/contract/urls';
import type { Database } from '../../db/client.js';
import { accounts, games, pwaSettings } from '../../db/schema.js';
import { notFound, invalidFields } from '../../http/errors.js';
import type { MediaStore } from '../../infra/media-store.js';
import { createCalendarService } from '../calendar/service.js';
import { defaultIcons, makeIcons } from './icons.js';

type Row = typeof pwaSettings.$inferSelect;
type AccountRow = { id: string; publicId: string; businessName: string };

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
    installText: `Add ${name.slice(0, 45)} to your home screen: a new game every day, one tap away.`,
    newGameNotifications: true,
    notifyTime: '09:00',
    timeZone: 'UTC',
    icons: null,
  };
}

export function createPwaSettingsService(db: Database, media: MediaStore) {
  const calendar = createCalendarService(db);

  async function accountById(accountId: string): Promise<AccountRow> {
    const [a] = await db
      .select({ id: accounts.id, publicId: accounts.publicId, businessName: accounts.businessName })
      .from(accounts)
      .where(eq(accounts.id, accountId));
    if (!a) throw notFound('Account not found.');
    return a;
  }
  async function accountByPublicId(publicId: string): Promise<AccountRow> {
    const [a] = await db
      .select({ id: accounts.id, publicId: accounts.publicId, businessName: accounts.businessName })
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
  ): Promise<WebAppManifest> {
    const account = await accountByPublicId(accountPublicId);
    const s = await load(account);
    const icons = await iconsOf(s);
    const start = onCustomDomain ? '/pwa/start' : startPath(account.publicId);
    return {
      // Its own id per business: two businesses' apps install side by side on one origin.
      id: start,
      name: s.appName,
      short_name: s.shortName,
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
  async function start(accountPublicId: string, date: string): Promise<PwaStart> {
    const account = await accountByPublicId(accountPublicId);
    const s = await load(account);
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
      app_name: s.appName,
      theme_color: s.themeColor,
      background_color: s.backgroundColor,
      icon: icons.icon_192,
      apple_touch_icon: icons.apple_touch_180,
      manifest_url: manifestPath(account.publicId),
      install_text: s.installText,
      open_path: openPath,
    };
  }

  return { get, update, uploadIcon, manifest, start, accountByPublicId, load, iconsOf };
}
