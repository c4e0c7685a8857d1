/**
 * Start-up data: the plan catalogue always, and the demo businesses when the database has no
 * users yet (SEED_DEMO; off by default in production).
 */
import { count, inArray, sql } from 'drizzle-orm';
import { DEMO_PASSWORD } from '../config.js';
import type { Database, Queryable } from '../db/client.js';
import { newPublicId } from '../db/ids.js';
import {
  accountGameSettings,
  accounts,
  memberships,
  plans,
  subscriptions,
  users,
} from '../db/schema.js';
import { hashPassword } from '../features/auth/passwords.js';
import { seedDemoSubscription } from './demo-billing.js';
import { BAKERY_GAMES, COFFEE_GAMES } from './demo-game-list.js';
import { insertGames } from './demo-games.js';
import { seedDemoRewards } from './demo-rewards.js';
import { attachDemoRewardRules } from './demo-reward-rules.js';
import { PLAN_CATALOGUE } from './plans.js';

export { DEMO_PASSWORD };

export const DEMO_LOGINS = [
  {
    email: 'owner@playdesk.test',
    what: 'owner of "Demo Coffee Co." (Pro plan, one child account)',
  },
  {
    email: 'member@playdesk.test',
    what: 'team member of "Demo Coffee Co." (games and rewards modules, with player data)',
  },
  {
    email: 'barista@playdesk.test',
    what: 'team mate of "Demo Coffee Co." who can only redeem rewards (the scanner at /redeem)',
  },
  { email: 'pending@playdesk.test', what: 'owner of "Pending Studio" (plan waiting for payment)' },
  { email: 'other@playdesk.test', what: 'owner of "Other Bakery" (a separate business)' },
] as const;

export async function upsertPlans(db: Queryable): Promise<void> {
  for (const plan of PLAN_CATALOGUE) {
    await db
      .insert(plans)
      .values(plan)
      .onConflictDoUpdate({
        target: plans.key,
        set: {
          name: sql`excluded.name`,
          priceCents: sql`excluded.price_cents`,
          monthlyTotalImpressions: sql`excluded.monthly_total_impressions`,
          subAccounts: sql`excluded.sub_accounts`,
          crm: sql`excluded.crm`,
          sso: sql`excluded.sso`,
          teamMates: sql`excluded.team_mates`,
          smsPerMonth: sql`excluded.sms_per_month`,
          auditRetentionDays: sql`excluded.audit_retention_days`,
          sortOrder: sql`excluded.sort_order`,
        },
      });
  }
}

async function planId(db: Queryable, key: string): Promise<string> {
  const rows = await db.select({ id: plans.id, key: plans.key }).from(plans);
  const found = rows.find((r) => r.key === key);
  if (!found) throw new Error(`Plan ${key} missing`);
  return found.id;
}

interface DemoBusiness {
  name: string;
  plan: string;
  status: 'paid' | 'pending_payment';
  parentId?: string;
}

async function createBusiness(tx: Queryable, b: DemoBusiness): Promise<string> {
  const [account] = await tx
    .insert(accounts)
    .values({ publicId: newPublicId(), businessName: b.name, parentAccountId: b.parentId ?? null })
    .returning({ id: accounts.id });
  if (!b.parentId) {
    await tx
      .insert(subscriptions)
      .values({ accountId: account!.id, planId: await planId(tx, b.plan), status: b.status });
  }
  await tx.insert(accountGameSettings).values({ accountId: account!.id });
  return account!.id;
}

async function createUser(tx: Queryable, email: string, passwordHash: string): Promise<string> {
  const [user] = await tx
    .insert(users)
    .values({ publicId: newPublicId(), email, passwordHash })
    .returning({ id: users.id });
  return user!.id;
}

/** Whether any demo login exists (seeded now or by an earlier start). */
export async function hasDemoLogins(db: Queryable): Promise<boolean> {
  const emails = DEMO_LOGINS.map((l) => l.email);
  const [found] = await db.select({ n: count() }).from(users).where(inArray(users.email, emails));
  return (found?.n ?? 0) > 0;
}

/** Seeds the demo businesses; returns false when the database already had users. */
export async function seedDemo(db: Database, password: string = DEMO_PASSWORD): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return false;
  const passwordHash = await hashPassword(password);

  await db.transaction(async (tx) => {
    const coffee = await createBusiness(tx, {
      name: 'Demo Coffee Co.',
      plan: 'pro',
      status: 'paid',
    });
    const downtown = await createBusiness(tx, {
      name: 'Demo Coffee Downtown',
      plan: 'pro',
      status: 'paid',
      parentId: coffee,
    });
    const pending = await createBusiness(tx, {
      name: 'Pending Studio',
      plan: 'starter',
      status: 'pending_payment',
    });
    const bakery = await createBusiness(tx, {
      name: 'Other Bakery',
      plan: 'starter',
      status: 'paid',
    });

    const owner = await createUser(tx, 'owner@playdesk.test', passwordHash);
    const member = await createUser(tx, 'member@playdesk.test', passwordHash);
    const barista = await createUser(tx, 'barista@playdesk.test', passwordHash);
    const pendingOwner = await createUser(tx, 'pending@playdesk.test', passwordHash);
    const other = await createUser(tx, 'other@playdesk.test', passwordHash);

    await tx.insert(memberships).values([
      { userId: owner, accountId: coffee, role: 'owner' },
      { userId: owner, accountId: downtown, role: 'owner' },
      // As migration 0019 left the team mates who had games (docs/product-rules.md#player-data-permission).
      {
        userId: member,
        accountId: coffee,
        role: 'member',
        accessModules: ['games', 'rewards', 'player_data'],
      },
      // Staff at the counter (issue 35): the `redeem` module and nothing else.
      { userId: barista, accountId: coffee, role: 'member', accessModules: ['redeem'] },
      { userId: pendingOwner, accountId: pending, role: 'owner' },
      { userId: other, accountId: bakery, role: 'owner' },
    ]);
    await seedDemoSubscription(tx, coffee, { name: 'Pro', priceCents: 4900 }, 2);
    await seedDemoSubscription(tx, bakery, { name: 'Starter', priceCents: 1900 }, 1);
    await insertGames(tx, coffee, COFFEE_GAMES);
    await attachDemoRewardRules(tx, coffee, await seedDemoRewards(tx, coffee));
    await insertGames(tx, bakery, BAKERY_GAMES);
  });
  return true;
}
