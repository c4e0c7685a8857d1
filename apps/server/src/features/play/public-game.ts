import { and, desc, eq, sql } from 'drizzle-orm';
import type { PublicGame } from '@playdesk/contract';
import { engineFor } from '@playdesk/games/engines';
import type { Queryable } from '../../db/client.js';
import { accounts, games, subscriptions } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';

export const GAME_UNAVAILABLE = 'This game is not available right now.';

/**
 * A published game of a business in good standing, with everything the player app needs — in one
 * query, since every play starts here.
 */
export async function loadPlayableGame(db: Queryable, publicId: string) {
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
  if (!row || row.subscriptionStatus !== 'paid') throw notFound(GAME_UNAVAILABLE);
  return row;
}

export type PlayableGame = Awaited<ReturnType<typeof loadPlayableGame>>;

export function toPublicGame(row: PlayableGame): PublicGame {
  const { game } = row;
  return {
    public_id: game.publicId,
    type: game.type,
    name: game.name,
    difficulty: game.difficulty,
    time_limit_seconds: engineFor(game.type).timeLimitSeconds(game.difficulty),
    background_image: game.settings.background_image,
    game_image: game.settings.game_image,
    popup_texts: game.settings.popup_texts,
    cta: game.settings.cta,
    instructions: game.settings.instructions,
    footer_buttons: game.settings.footer_buttons as PublicGame['footer_buttons'],
    account: { public_id: row.accountPublicId, business_name: row.businessName },
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
  return rows;
}
