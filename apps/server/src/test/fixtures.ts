import { and, eq } from 'drizzle-orm';
import { accounts, games } from '../db/schema.js';
import type { TestContext } from './harness.js';

/** A demo game of a business, by name. */
export async function demoGame(t: TestContext, businessName: string, gameName: string) {
  const [row] = await t.db
    .select({ game: games })
    .from(games)
    .innerJoin(accounts, eq(accounts.id, games.accountId))
    .where(and(eq(accounts.businessName, businessName), eq(games.name, gameName)));
  if (!row) throw new Error(`No demo game ${gameName} of ${businessName}`);
  return row.game;
}
