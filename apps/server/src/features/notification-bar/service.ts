import { and, eq } from 'drizzle-orm';
import { resolveLanguage } from '@playdesk/i18n';
import {
  inLanguage,
  isLanguage,
  objectLanguages,
  type NotificationBar,
  type NotificationBarTranslation,
} from '@playdesk/contract';
import { gamePageUrl } from '@playdesk/contract/urls';
import type { z } from 'zod';
import type { NotificationBarInput as InputSchema } from '@playdesk/contract';
import type { Database } from '../../db/client.js';
import { games, notificationBars } from '../../db/schema.js';
import { invalidFields } from '../../http/errors.js';
import { accountLanguage, mergedTranslations } from '../../http/translations.js';
import { playerT } from '../../i18n/player-messages.js';

type Row = typeof notificationBars.$inferSelect;

/** The bar before its first save; its button's label is said in the account's language (get). */
const DEFAULT_BAR: Omit<Row, 'accountId' | 'updatedAt'> = {
  enabled: false,
  text: '',
  gameId: null,
  buttonLabel: 'Play now',
  background: '#4A3494',
  color: '#FFFFFF',
  position: 'top',
  startsAt: null,
  endsAt: null,
  defaultLanguage: 'en',
  translations: {},
};

function toBar(
  row: Omit<Row, 'accountId' | 'updatedAt'>,
  game: { publicId: string; name: string } | null,
): NotificationBar {
  return {
    enabled: row.enabled,
    text: row.text,
    game: game ? { public_id: game.publicId, name: game.name } : null,
    button_label: row.buttonLabel,
    background: row.background,
    color: row.color,
    position: row.position,
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    default_language: row.defaultLanguage,
    languages: objectLanguages(row.defaultLanguage, row.translations),
    translations: row.translations,
  };
}

export function createNotificationBarService(db: Database) {
  async function load(accountId: string) {
    const [found] = await db
      .select({
        bar: notificationBars,
        gamePublicId: games.publicId,
        gameName: games.name,
        gameStatus: games.status,
      })
      .from(notificationBars)
      .leftJoin(games, eq(games.id, notificationBars.gameId))
      .where(eq(notificationBars.accountId, accountId));
    return found ?? null;
  }

  async function get(accountId: string): Promise<NotificationBar> {
    const found = await load(accountId);
    if (!found) {
      const language = await accountLanguage(db, accountId);
      const buttonLabel = playerT(language).t('defaults.bar_button');
      return toBar({ ...DEFAULT_BAR, defaultLanguage: language, buttonLabel }, null);
    }
    return toBar(
      found.bar,
      found.gamePublicId ? { publicId: found.gamePublicId, name: found.gameName! } : null,
    );
  }

  async function save(
    accountId: string,
    input: z.output<typeof InputSchema>,
  ): Promise<NotificationBar> {
    let gameId: string | null = null;
    if (input.game_id) {
      const [game] = await db
        .select({ id: games.id })
        .from(games)
        .where(and(eq(games.accountId, accountId), eq(games.publicId, input.game_id)));
      if (!game) throw invalidFields(['game_id: Choose one of your games']);
      gameId = game.id;
    }
    const found = await load(accountId);
    const defaultLanguage =
      input.default_language ??
      found?.bar.defaultLanguage ??
      (await accountLanguage(db, accountId));
    const translations = mergedTranslations<NotificationBarTranslation>({
      defaultLanguage,
      stored: found?.bar.translations ?? {},
      patch: input.translations,
    });
    const values = {
      enabled: input.enabled,
      defaultLanguage,
      translations,
      text: input.text,
      gameId,
      buttonLabel: input.button_label,
      background: input.background,
      color: input.color,
      position: input.position,
      startsAt: input.starts_at ? new Date(input.starts_at) : null,
      endsAt: input.ends_at ? new Date(input.ends_at) : null,
      updatedAt: new Date(),
    };
    await db
      .insert(notificationBars)
      .values({ accountId, ...values })
      .onConflictDoUpdate({ target: notificationBars.accountId, set: values });
    return get(accountId);
  }

  /**
   * What a business's site shows now: nothing unless on, in schedule, and its game is playable;
   * its texts in the visitor's language (`asked`), each missing one in the default language.
   */
  async function publicBar(
    accountId: string,
    appUrl: string,
    asked: { option?: string | undefined; acceptLanguage?: string | undefined } = {},
    now = new Date(),
  ) {
    const found = await load(accountId);
    if (!found || !found.bar.enabled) return null;
    const { bar } = found;
    if ((bar.startsAt && now < bar.startsAt) || (bar.endsAt && now >= bar.endsAt)) return null;
    const playableGame = found.gameStatus === 'published' ? found.gamePublicId : null;
    const language = resolveLanguage({
      option: asked.option,
      acceptLanguage: asked.acceptLanguage,
      available: objectLanguages(bar.defaultLanguage, bar.translations),
      fallback: bar.defaultLanguage,
    });
    const texts = inLanguage(
      { text: bar.text, button_label: bar.buttonLabel },
      { default_language: bar.defaultLanguage, translations: bar.translations },
      isLanguage(language) ? language : bar.defaultLanguage,
    );
    return {
      ...texts,
      background: bar.background,
      color: bar.color,
      position: bar.position,
      game_url: playableGame ? gamePageUrl(appUrl, playableGame) : null,
    };
  }

  return { get, save, publicBar };
}
