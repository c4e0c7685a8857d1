/**
 * Demo player data for Demo Coffee Co. (docs/product-rules.md#player-data): two consents, a form on
 * two of its games, and a few hundred known players with plays over the last 90 days, so Player
 * Data, its filters and the dashboard look like a business in use. Deterministic (a seeded PRNG)
 * apart from being relative to today.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { LeadFormSettings } from '@playdesk/contract';
import type { StoredGameSettings } from '../db/schema.js';
import type { Database, Queryable } from '../db/client.js';
import { newPublicId } from '../db/ids.js';
import {
  accounts,
  consentRecords,
  consents,
  consentVersions,
  gameplays,
  games,
  playerConsents,
  players,
  usage,
} from '../db/schema.js';
import { hashToken } from '../lib/tokens.js';
import { seedDemoCounter } from './demo-counter.js';

export const DEMO_PLAYER_COUNT = 300;
const DAY_MS = 86_400_000;
const FIRST = [
  'Ada',
  'Ben',
  'Chloé',
  'Dan',
  'Ema',
  'Finn',
  'Gia',
  'Hugo',
  'Iris',
  'Jon',
  'Kai',
  'Lea',
];
const LAST = [
  'Martin',
  'Smith',
  'Rossi',
  'Müller',
  'Dubois',
  'Novak',
  'Silva',
  'Jensen',
  'Kowalski',
];

/** mulberry32: a small seeded PRNG, so every seeded database holds the same players. */
function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function seedDemoPlayers(
  tx: Queryable,
  accountId: string,
  now = new Date(),
): Promise<void> {
  const random = prng(11);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const [terms, news] = await tx
    .insert(consents)
    .values([
      { publicId: newPublicId(), accountId, name: 'Terms and privacy', mandatory: true },
      { publicId: newPublicId(), accountId, name: 'Newsletter' },
    ])
    .returning();
  await tx.insert(consentVersions).values([
    {
      consentId: terms!.id,
      version: 1,
      text: '<p>I accept the <a href="https://example.com/terms" target="_blank" rel="noopener noreferrer">terms</a> and the <a href="https://example.com/privacy" target="_blank" rel="noopener noreferrer">privacy policy</a>.</p>',
    },
    { consentId: news!.id, version: 1, text: '<p>Send me news and offers by email.</p>' },
  ]);

  const formGames = await tx
    .select()
    .from(games)
    .where(
      and(
        eq(games.accountId, accountId),
        inArray(games.name, ['Coffee Wordle', 'Coffee Lovers Quiz']),
      ),
    );
  const form: LeadFormSettings = {
    mode: 'after',
    fields: [
      { key: 'first_name', type: 'first_name', label: 'First name', required: true },
      { key: 'email', type: 'email', label: 'Email', required: true },
      { key: 'postcode', type: 'postcode', label: 'Postcode', required: false },
    ],
    consents: [terms!.publicId, news!.publicId],
  };
  for (const game of formGames) {
    const settings: StoredGameSettings = { ...game.settings, lead_form: form };
    await tx.update(games).set({ settings }).where(eq(games.id, game.id));
  }
  const allGames = await tx.select().from(games).where(eq(games.accountId, accountId));
  const playable = allGames.filter((g) => g.status === 'published');

  const people = Array.from({ length: DEMO_PLAYER_COUNT }, (_, i) => {
    const first = pick(FIRST);
    const last = pick(LAST);
    const firstSeen = new Date(now.getTime() - Math.floor(random() * 90 * DAY_MS));
    const ascii = (v: string) =>
      v
        .toLowerCase()
        .normalize('NFD')
        .replace(/[^a-z]/g, '');
    return {
      publicId: newPublicId(),
      accountId,
      tokenHash: hashToken(`demo-player-${i}`),
      email: `${ascii(first)}.${ascii(last)}${i}@example.com`,
      firstName: first,
      lastName: last,
      postcode: random() < 0.6 ? String(10000 + Math.floor(random() * 89999)) : null,
      identifiedAt: firstSeen,
      createdAt: firstSeen,
      lastSeenAt: firstSeen,
    };
  });
  const inserted = await tx.insert(players).values(people).returning();
  const pool = playable.length > 0 ? playable : allGames;
  const plays = inserted.flatMap((player) =>
    Array.from({ length: 1 + Math.floor(random() * random() * 8) }, () => {
      const startedAt = new Date(
        player.createdAt.getTime() +
          Math.floor(random() * (now.getTime() - player.createdAt.getTime())),
      );
      const won = random() < 0.45;
      const durationMs = 20_000 + Math.floor(random() * 100_000);
      return {
        gameId: pick(pool).id,
        accountId,
        playerId: player.id,
        seed: Math.floor(random() * 2 ** 31),
        state: { demo: true },
        status: won ? ('won' as const) : ('lost' as const),
        score: won ? 50 + Math.floor(random() * 950) : Math.floor(random() * 200),
        startedAt,
        endedAt: new Date(startedAt.getTime() + durationMs),
        durationMs,
      };
    }),
  );
  // The gameplays trigger keeps each player's aggregates (plays, wins, best score, last seen).
  await tx.insert(gameplays).values(plays);
  // A real start counts its gameplay in `usage` (play/start-alone.ts `countGameplay`): count these
  // plays the same way — against the billing account, per UTC calendar month — so the plan's
  // meter shows this month's plays. Only this business's plays exist when the demo is seeded.
  await tx.execute(sql`
    insert into ${usage} (account_id, period, gameplays)
    select coalesce(a.parent_account_id, a.id), to_char(g.started_at at time zone 'UTC', 'YYYY-MM'),
      count(*)::integer
    from ${gameplays} g join ${accounts} a on a.id = g.account_id
    where g.account_id = ${accountId}
    group by 1, 2
    on conflict (account_id, period) do update set gameplays = usage.gameplays + excluded.gameplays`);
  const given = inserted.flatMap((player) =>
    [terms!, ...(random() < 0.4 ? [news!] : [])].map((c) => ({ player, consent: c })),
  );
  await tx.insert(consentRecords).values(
    given.map(({ player, consent }) => ({
      accountId,
      playerId: player.id,
      consentId: consent.id,
      version: 1,
      action: 'given' as const,
      status: 'confirmed' as const,
      gameId: formGames[0]?.id ?? null,
      pageUrl: 'https://coffee.example/play',
      confirmedAt: player.createdAt,
      createdAt: player.createdAt,
    })),
  );
  await tx.insert(playerConsents).values(
    given.map(({ player, consent }) => ({
      playerId: player.id,
      consentId: consent.id,
      state: 'given' as const,
      updatedAt: player.createdAt,
    })),
  );
}

/**
 * Run by main.ts right after the demo businesses are seeded (not by the test harness, whose
 * tests count Demo Coffee Co.'s plays from zero): the players, then the counter's shop, in-store
 * reward and its wins (demo-counter.ts), which go to those players.
 */
export async function seedDemoPlayerData(db: Database): Promise<void> {
  const [coffee] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.businessName, 'Demo Coffee Co.'));
  if (coffee)
    await db.transaction(async (tx) => {
      await seedDemoPlayers(tx, coffee.id);
      await seedDemoCounter(tx, coffee.id);
    });
}
