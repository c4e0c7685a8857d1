/**
 * Demo rewards of Demo Coffee Co. (issue 12's demo data): a "Free coffee" unique-code reward with
 * 500 generated codes, a "10 % off" code everyone shares, and a physical prize of two tote bags.
 * The games' rules that give them are attached by the award engine's demo seed.
 */
import type { Queryable } from '../db/client.js';
import { newPublicId } from '../db/ids.js';
import { rewards } from '../db/schema.js';
import { generateCodes } from '../features/rewards/codes.js';

export interface DemoReward {
  /** Internal id (`rewards.id`). */
  id: string;
  publicId: string;
}

export interface DemoRewards {
  freeCoffee: DemoReward;
  tenPercentOff: DemoReward;
  toteBag: DemoReward;
}

export const DEMO_FREE_COFFEE_CODES = 500;

export async function seedDemoRewards(tx: Queryable, accountId: string): Promise<DemoRewards> {
  const insert = async (values: Omit<typeof rewards.$inferInsert, 'publicId' | 'accountId'>) => {
    const [row] = await tx
      .insert(rewards)
      .values({ publicId: newPublicId(), accountId, ...values })
      .returning({ id: rewards.id, publicId: rewards.publicId });
    return row!;
  };
  const freeCoffee = await insert({
    name: 'Free coffee',
    description: 'Any coffee of your choice, any size, on the house.',
    value: '1 coffee',
    terms: 'One per customer. Valid in every Demo Coffee Co. shop. Not exchangeable for cash.',
    howToRedeem: 'Show this code at the counter before you pay.',
    expiry: { type: 'days_after_win', days: 30 },
    kind: 'unique_code',
    lowStockThreshold: 50,
  });
  await generateCodes(tx, freeCoffee.id, {
    count: DEMO_FREE_COFFEE_CODES,
    prefix: 'COFFEE-',
    length: 8,
    alphabet: 'letters_digits',
  });
  const tenPercentOff = await insert({
    name: '10 % off',
    description: '10 % off your whole order.',
    value: '10 % off',
    terms: 'One use per order. Not combinable with other offers.',
    howToRedeem: 'Give this code at the counter, or enter it at checkout on our website.',
    expiry: { type: 'days_after_win', days: 14 },
    kind: 'shared_code',
    sharedValue: 'COFFEE10',
  });
  const toteBag = await insert({
    name: 'Coffee Co. tote bag',
    description: 'Our organic cotton tote bag, printed with the Demo Coffee Co. beans.',
    value: '15 €',
    terms: 'Two bags to win. Collected in any shop, or posted within the country.',
    howToRedeem: 'We email you to arrange pick-up or delivery, using the details of your form.',
    expiry: { type: 'none' },
    kind: 'physical',
    quantity: 2,
    lowStockThreshold: 1,
  });
  return { freeCoffee, tenPercentOff, toteBag };
}
