import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { resolveLanguage } from '@playdesk/i18n';
import {
  gameLanguages,
  inLanguage,
  isLanguage,
  type Language,
  type PublicGame,
  type PublicTemplate,
  type VariantKey,
} from '@playdesk/contract';
import { gameOf } from '@playdesk/games/registry';
import type { Queryable } from '../../db/client.js';
import {
  accounts,
  games,
  subscriptions,
  templates,
  type StoredGameSettings,
} from '../../db/schema.js';
import { toTemplate } from '../templates/service.js';
import { HttpError, notFound } from '../../http/errors.js';
import { clearWithGames, type CacheBus } from '../../infra/cache-bus.js';
import { TtlCache } from '../../infra/ttl-cache.js';
import {
  applyVariant,
  overridesOf,
  runningExperiment,
  variantFor,
  type RunningExperiment,
} from './variants.js';

export const GAME_UNAVAILABLE = 'This game is not available right now.';

/**
 * A published game of a business in good standing — one query, since every play starts here.
 * Starting a session and the leaderboard need no more than this.
 */
export async function findPlayableGame(db: Queryable, publicId: string) {
  const [row] = await db
    .select({
      game: games,
      accountPublicId: accounts.publicId,
      businessName: accounts.businessName,
      billingAccountId: subscriptions.accountId,
      subscriptionStatus: subscriptions.status,
    })
    .from(games)
    .innerJoin(accounts, eq(accounts.id, games.accountId))
    // The billing account is the parent for child accounts, the account itself otherwise.
    .innerJoin(
      subscriptions,
      eq(subscriptions.accountId, sql`coalesce(${accounts.parentAccountId}, ${accounts.id})`),
    )
    .where(and(eq(games.publicId, publicId), eq(games.status, 'published')));
  if (!row || row.subscriptionStatus !== 'paid')
    throw notFound(GAME_UNAVAILABLE).coded('play.game_unavailable');
  return row;
}

/**
 * The playable game with its templates and the experiment it runs: everything the player app's
 * game page shows. The templates are those of the game and of every variant.
 */
export async function loadPlayableGame(db: Queryable, publicId: string) {
  const row = await findPlayableGame(db, publicId);
  const experiment = await runningExperiment(db, row.game.id);
  const variants = (experiment?.variants ?? []).map((v) => applyVariant(row.game, v.overrides));
  return {
    ...row,
    experiment: experiment as RunningExperiment | null,
    templates: await loadTemplates(db, [row.game, ...variants]),
  };
}

type TemplateRow = typeof templates.$inferSelect;

/** The templates the given games use, by public id — one query, none when no game uses one. */
async function loadTemplates(
  db: Queryable,
  list: { accountId: string; settings: StoredGameSettings }[],
) {
  const ids = list.flatMap((g) =>
    Object.values(g.settings.templates ?? {}).filter((v): v is string => !!v),
  );
  const byId = new Map<string, TemplateRow>();
  if (ids.length === 0) return byId;
  const rows = await db
    .select()
    .from(templates)
    .where(
      and(
        inArray(templates.publicId, ids),
        inArray(
          templates.accountId,
          list.map((g) => g.accountId),
        ),
      ),
    );
  for (const row of rows) byId.set(row.publicId, row);
  return byId;
}

/** A game's template as its player sees it: its texts in `language`, else its default's. */
function publicTemplate(
  byId: Map<string, TemplateRow>,
  id: string | null | undefined,
  language: Language,
): PublicTemplate | null {
  const row = id ? byId.get(id) : undefined;
  if (!row) return null;
  const {
    public_id: _id,
    kind: _kind,
    name: _name,
    updated_at: _u,
    default_language,
    languages: _l,
    translations,
    ...rest
  } = toTemplate(row);
  return {
    ...rest,
    ...inLanguage(
      { title: rest.title, message: rest.message, button_label: rest.button_label },
      { default_language, translations },
      language,
    ),
  };
}

export type PlayableGame = Awaited<ReturnType<typeof findPlayableGame>> & {
  templates: Map<string, TemplateRow>;
  /** The experiment the game runs, and the variant `game` is (asSeenBy). */
  experiment?: RunningExperiment | null;
  variant?: VariantKey;
};

type GameRow = PlayableGame['game'];

/**
 * `row` as the player with `key` (their token, else their visit id) sees it: the variant of the
 * experiment the game runs (the control without a key), or the game itself.
 */
export function asSeenBy(row: PlayableGame, key: string | null | undefined): PlayableGame {
  return row.experiment ? inVariant(row, variantFor(row.experiment, key)) : row;
}

/** `row` as `variant` of the experiment it runs plays it. */
function inVariant(row: PlayableGame, variant: VariantKey): PlayableGame {
  const { experiment } = row;
  if (!experiment) return row;
  return { ...row, game: applyVariant(row.game, overridesOf(experiment, variant)), variant };
}

/** What a player asked for: a language chosen (`?lang=`, a body's `language`), the browser's. */
export interface AskedLanguage {
  option?: string | null | undefined;
  acceptLanguage?: string | readonly string[] | null | undefined;
}

/**
 * The language a player of `game` gets: the choice if the game has it, else the first of the
 * browser's languages it has, else its default (docs/product-rules.md#languages).
 */
export function playLanguage(game: GameRow, asked: AskedLanguage = {}): Language {
  const found = resolveLanguage({
    option: asked.option,
    acceptLanguage: asked.acceptLanguage,
    available: gameLanguages(game.defaultLanguage, game.translations),
    fallback: game.defaultLanguage,
  });
  // The pseudo-locale is the player app's own; the game's texts stay in its default language.
  return isLanguage(found) ? found : game.defaultLanguage;
}

/** The game's player texts in `language`; each text it lacks stays in the default language. */
export function playTexts(game: GameRow, language: Language) {
  const t = language === game.defaultLanguage ? undefined : game.translations[language];
  const { settings } = game;
  return {
    name: t?.name || game.name,
    popup_texts: {
      win: t?.popup_texts?.win || settings.popup_texts.win,
      fail: t?.popup_texts?.fail || settings.popup_texts.fail,
    },
    cta: { ...settings.cta, label: t?.cta?.label || settings.cta.label },
    instructions: t?.instructions || settings.instructions,
    content: t?.content,
  };
}

/** The game as its player sees it, in the language `asked` resolves to (playLanguage). */
export function toPublicGame(row: PlayableGame, asked: AskedLanguage = {}): PublicGame {
  const { game } = row;
  const chosen = game.settings.templates;
  const language = playLanguage(game, asked);
  const texts = playTexts(game, language);
  return {
    public_id: game.publicId,
    type: game.type,
    name: texts.name,
    difficulty: game.difficulty,
    time_limit_seconds: gameOf(game.type).engine.timeLimitSeconds(game.difficulty),
    background_image: game.settings.background_image,
    game_image: game.settings.game_image,
    popup_texts: texts.popup_texts,
    cta: texts.cta,
    instructions: texts.instructions,
    footer_buttons: game.settings.footer_buttons as PublicGame['footer_buttons'],
    templates: {
      game_over: publicTemplate(row.templates, chosen?.game_over, language),
      success: publicTemplate(row.templates, chosen?.success, language),
      leaderboard: publicTemplate(row.templates, chosen?.leaderboard, language),
    },
    account: { public_id: row.accountPublicId, business_name: row.businessName },
    // Only that a prize can be won, no details (docs/product-rules.md#rewards-in-the-player-app).
    gives_reward:
      (game.settings.rewards?.rules.length ?? 0) > 0 ||
      (game.settings.rewards?.consolation_reward_id ?? null) !== null,
    language,
    languages: gameLanguages(game.defaultLanguage, game.translations),
    experiment: row.experiment
      ? {
          public_id: row.experiment.public_id,
          variant: row.variant ?? row.experiment.variants[0]!.key,
        }
      : null,
  };
}

/** The published games of a business in good standing (the `/game` page), newest first. */
export async function loadPlayableGames(db: Queryable, accountPublicId: string) {
  const rows = await db
    .select({
      game: games,
      accountPublicId: accounts.publicId,
      businessName: accounts.businessName,
      billingAccountId: subscriptions.accountId,
      subscriptionStatus: subscriptions.status,
    })
    .from(accounts)
    .innerJoin(
      subscriptions,
      eq(subscriptions.accountId, sql`coalesce(${accounts.parentAccountId}, ${accounts.id})`),
    )
    .innerJoin(games, and(eq(games.accountId, accounts.id), eq(games.status, 'published')))
    .where(and(eq(accounts.publicId, accountPublicId), eq(subscriptions.status, 'paid')))
    .orderBy(desc(games.createdAt))
    .limit(50);
  const byId = await loadTemplates(
    db,
    rows.map((r) => r.game),
  );
  return rows.map((r) => ({ ...r, templates: byId }));
}

/** A published game as `GET play/games/{id}` answers it: its status, JSON body and language. */
export interface PublicGameAnswer {
  status: 200 | 404;
  body: string;
  /** The language of the texts (200 only). */
  language?: Language;
}

/** A game's cached answers: the game once, its JSON body per variant and language asked. */
type CachedGame =
  { status: 404; body: string } | { status: 200; row: PlayableGame; bodies: Map<string, string> };

/**
 * The answers of `GET play/games/{id}`, kept in memory: every play starts with this read, and the
 * game's page carries it too (web/static.ts). At most 10 s stale across instances without Redis;
 * changes made through the API clear it at once (the cache bus).
 */
export function createPublicGameCache(db: Queryable, cacheBus: CacheBus) {
  const answers = new TtlCache<CachedGame>(10_000, 5_000);
  clearWithGames(cacheBus, answers);
  /** `key`: the player's token, else the visit id — the variant shown when an experiment runs. */
  return async (
    publicId: string,
    asked: AskedLanguage = {},
    key?: string | null,
  ): Promise<PublicGameAnswer> => {
    let cached = answers.get(publicId);
    if (!cached) {
      try {
        cached = { status: 200, row: await loadPlayableGame(db, publicId), bodies: new Map() };
      } catch (err) {
        if (!(err instanceof HttpError) || err.statusCode !== 404) throw err;
        cached = {
          status: 404,
          body: JSON.stringify({
            message: err.message,
            ...(err.code ? { code: err.code } : {}),
          }),
        };
      }
      answers.set(publicId, cached);
    }
    if (cached.status === 404) return cached;
    const { row } = cached;
    const variant = row.experiment ? variantFor(row.experiment, key) : undefined;
    // A variant keeps the game's languages (applyVariant): the language is the game's choice.
    const language = playLanguage(row.game, asked);
    const bodyKey = `${variant ?? ''}:${language}`;
    let body = cached.bodies.get(bodyKey);
    if (body === undefined) {
      const seen = variant ? inVariant(row, variant) : row;
      body = JSON.stringify({ game: toPublicGame(seen, { option: language }) });
      cached.bodies.set(bodyKey, body);
    }
    return { status: 200, body, language };
  };
}

export type PublicGameCache = ReturnType<typeof createPublicGameCache>;
