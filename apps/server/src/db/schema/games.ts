/**
 * Games and each account's default game settings (features/games).
 */
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  DEFAULT_GAME_SETTINGS,
  LANGUAGES,
  type GameTranslations,
  type FairPlaySettings,
  type GameRewardSettings,
  type LeadFormSettings,
  type ParticipationSettings,
} from '@playdesk/contract';
import { DIFFICULTIES } from '@playdesk/games';
import { GAME_TYPES } from '@playdesk/games/registry';
import { createdAt, id } from './columns.js';
import { accounts } from './accounts.js';

/** Default game settings (docs/product-rules.md#game-settings), one row per account. */
export const accountGameSettings = pgTable('account_game_settings', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  backgroundImage: text('background_image'),
  gameImage: text('game_image'),
  difficulty: text('difficulty', { enum: DIFFICULTIES })
    .notNull()
    .default(DEFAULT_GAME_SETTINGS.difficulty),
  popupFail: text('popup_fail').notNull().default(DEFAULT_GAME_SETTINGS.popup_texts.fail),
  popupWin: text('popup_win').notNull().default(DEFAULT_GAME_SETTINGS.popup_texts.win),
  ctaIcon: text('cta_icon'),
  instructions: text('instructions').notNull().default(DEFAULT_GAME_SETTINGS.instructions),
});

export const GAME_STATUSES = ['draft', 'published', 'paused'] as const;

export interface StoredGameSettings {
  background_image: string | null;
  game_image: string | null;
  popup_texts: { win: string; fail: string };
  cta: { icon: string | null; label: string; link: string | null };
  instructions: string;
  footer_buttons: string[];
  /** Public ids of the templates used for the pop-ups and leaderboard. */
  templates?: { game_over: string | null; success: string | null; leaderboard: string | null };
  /**
   * The player form and participation limit (absent on games saved before them: off; unlimited,
   * or once a day for a game giving rewards — `defaultParticipation`).
   */
  lead_form?: LeadFormSettings;
  participation?: ParticipationSettings;
  /** Which rewards the game gives and how; rule ids always filled in (absent: none). */
  rewards?: StoredGameRewards;
}

export type StoredGameRewards = Omit<GameRewardSettings, 'rules'> & {
  rules: (GameRewardSettings['rules'][number] & { id: string })[];
};

export const games = pgTable(
  'games',
  {
    id: id(),
    publicId: text('public_id').notNull().unique(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    type: text('type', { enum: GAME_TYPES }).notNull(),
    name: text('name').notNull(),
    status: text('status', { enum: GAME_STATUSES }).notNull().default('draft'),
    difficulty: text('difficulty', { enum: ['easy', 'normal', 'hard'] })
      .notNull()
      .default('normal'),
    settings: jsonb('settings').$type<StoredGameSettings>().notNull(),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    /** The language of the texts above; `translations` holds the others (by language). */
    defaultLanguage: text('default_language', { enum: LANGUAGES }).notNull().default('en'),
    translations: jsonb('translations').$type<GameTranslations>().notNull().default({}),
    /** Fair play (issue 36, docs/fair-play.md); null: DEFAULT_FAIR_PLAY. */
    fairPlay: jsonb('fair_play').$type<FairPlaySettings>(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('games_account_idx').on(t.accountId, t.createdAt)],
);
