/**
 * Migration 0019 (docs/product-rules.md#player-data-permission): players' personal data became its
 * own permission, and nobody lost access they had. The test puts rows back as they were before it
 * (modules without `player_data`), runs the migration's statements, and reads what they became —
 * on PGlite and on PostgreSQL alike.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fileTestContext } from '../test/harness.js';
import { newPublicId } from './ids.js';
import { migrationsFolder } from './migrations-folder.js';
import { accounts, apiKeys, memberships, teamInvitations, users } from './schema.js';

const t = await fileTestContext();

async function runMigration0019() {
  const text = await readFile(join(migrationsFolder(), '0019_player_data_permission.sql'), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    await t.db.execute(sql.raw(statement));
  }
}

describe('migration 0019: the player data permission', () => {
  it('gives player_data to every member, open invitation and key that had it through a module', async () => {
    const [coffee] = await t.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.businessName, 'Demo Coffee Co.'));
    const accountId = coffee!.id;
    const before: Record<string, string[]> = {
      games: ['games'],
      gamesRewards: ['games', 'rewards'],
      rewards: ['rewards'],
      integrations: ['integrations'],
      pwa: ['pwa'],
      teams: ['teams', 'domains'],
      full: ['full'],
      already: ['games', 'player_data'],
    };
    const userIds: Record<string, string> = {};
    for (const [name, modules] of Object.entries(before)) {
      const [user] = await t.db
        .insert(users)
        .values({ publicId: newPublicId(), email: `m0019-${name}@x.test`, passwordHash: 'x' })
        .returning({ id: users.id });
      userIds[name] = user!.id;
      await t.db
        .insert(memberships)
        .values({ userId: user!.id, accountId, role: 'member', accessModules: modules });
    }
    const invite = async (email: string, modules: string[], accepted = false) => {
      const [row] = await t.db
        .insert(teamInvitations)
        .values({
          publicId: newPublicId(),
          accountId,
          email,
          accessModules: modules,
          tokenHash: newPublicId(),
          expiresAt: new Date(Date.now() + 86_400_000),
          acceptedAt: accepted ? new Date() : null,
        })
        .returning({ id: teamInvitations.id });
      return row!.id;
    };
    const openInvite = await invite('i0019-open@x.test', ['games']);
    const pwaInvite = await invite('i0019-pwa@x.test', ['pwa']);
    const usedInvite = await invite('i0019-used@x.test', ['games'], true);
    const key = async (modules: string[]) => {
      const [row] = await t.db
        .insert(apiKeys)
        .values({
          publicId: newPublicId(),
          accountId,
          name: 'k',
          secretHash: newPublicId(),
          prefix: 'pdk_x',
          modules,
          access: 'read',
        })
        .returning({ id: apiKeys.id });
      return row!.id;
    };
    const gamesKey = await key(['games', 'pwa']);
    const domainsKey = await key(['domains']);

    await runMigration0019();

    const modulesOf = async (name: string) =>
      (
        await t.db
          .select({ m: memberships.accessModules })
          .from(memberships)
          .where(eq(memberships.userId, userIds[name]!))
      )[0]!.m;
    expect(await modulesOf('games')).toEqual(['games', 'player_data']);
    expect(await modulesOf('gamesRewards')).toEqual(['games', 'rewards', 'player_data']);
    expect(await modulesOf('rewards')).toEqual(['rewards', 'player_data']);
    expect(await modulesOf('integrations')).toEqual(['integrations', 'player_data']);
    expect(await modulesOf('pwa')).toEqual(['pwa']);
    expect(await modulesOf('teams')).toEqual(['teams', 'domains']);
    expect(await modulesOf('full')).toEqual(['full']);
    expect(await modulesOf('already')).toEqual(['games', 'player_data']);

    const inviteModules = async (id: string) =>
      (
        await t.db
          .select({ m: teamInvitations.accessModules })
          .from(teamInvitations)
          .where(eq(teamInvitations.id, id))
      )[0]!.m;
    expect(await inviteModules(openInvite)).toEqual(['games', 'player_data']);
    expect(await inviteModules(pwaInvite)).toEqual(['pwa']);
    expect(await inviteModules(usedInvite)).toEqual(['games']);

    const keyModules = async (id: string) =>
      (await t.db.select({ m: apiKeys.modules }).from(apiKeys).where(eq(apiKeys.id, id)))[0]!.m;
    expect(await keyModules(gamesKey)).toEqual(['games', 'pwa', 'player_data']);
    expect(await keyModules(domainsKey)).toEqual(['domains']);

    // Run again (a restart that finds it applied would not, but the statements allow it): no change.
    await runMigration0019();
    expect(await modulesOf('games')).toEqual(['games', 'player_data']);
  });
});
