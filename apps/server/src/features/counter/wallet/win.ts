/**
 * What a wallet pass shows of one win (docs/rewards.md#wallet-passes): the reward in the player's
 * language, its state, the business's name and colours, and the redemption token its QR code
 * carries — the same token the rewards front shows (features/counter/tokens.ts).
 */
import { and, desc, eq } from 'drizzle-orm';
import {
  DEFAULT_TEMPLATE_COLORS,
  isLanguage,
  type PublicReward,
  type WonReward,
} from '@playdesk/contract';
import type { Queryable } from '../../../db/client.js';
import { accounts, playerRewards, players, rewards, templates } from '../../../db/schema.js';
import { playerT } from '../../../i18n/player-messages.js';
import { hashToken } from '../../../lib/tokens.js';
import { toPublicReward } from '../../rewards/award/won.js';
import { wonRowStatus } from '../../rewards/won-status.js';
import { redemptionPayload, signRedemptionToken, type SigningKeys } from '../tokens.js';

/** A pass's state: a held win has no pass (passWin). */
export type PassStatus = Exclude<WonReward['status'], 'held'>;

export interface PassWin {
  id: string;
  publicId: string;
  accountId: string;
  accountPublicId: string;
  playerId: string;
  playerTokenHash: string | null;
  businessName: string;
  reward: PublicReward;
  code: string | null;
  status: PassStatus;
  inStore: boolean;
  expiresAt: Date | null;
  redeemedAt: Date | null;
  voidedAt: Date | null;
  /** When what the pass shows last changed: the win, or its redemption or voiding. */
  updatedAt: Date;
  language: string;
  colors: { background: string; text: string; button: string };
  /** The QR code's message: the signed redemption token. */
  token: string;
}

export const NO_SUCH_PASS = 'No reward has this id.';

/**
 * The win of that public id (or internal id), or null — null too while fair play holds it for
 * review (docs/fair-play-risk.md#review): the player was never shown it, so it has no pass until
 * approved (a link for it is a 404 like an unknown id's, and an update job for it does nothing).
 */
export async function passWin(
  db: Queryable,
  keys: SigningKeys,
  which: { publicId: string } | { id: string },
): Promise<PassWin | null> {
  const [row] = await db
    .select({
      won: playerRewards,
      reward: rewards,
      accountPublicId: accounts.publicId,
      businessName: accounts.businessName,
      tokenHash: players.tokenHash,
      language: players.language,
    })
    .from(playerRewards)
    .innerJoin(rewards, eq(rewards.id, playerRewards.rewardId))
    .innerJoin(accounts, eq(accounts.id, playerRewards.accountId))
    .innerJoin(players, eq(players.id, playerRewards.playerId))
    .where(
      'id' in which ? eq(playerRewards.id, which.id) : eq(playerRewards.publicId, which.publicId),
    );
  // A win waiting for its player's verification is not the player's yet: no pass
  // (docs/fair-play.md#wins-kept-until-the-player-verifies).
  if (!row || row.won.awaitingVerificationAt) return null;
  const { won, reward } = row;
  // As the rewards front shows it (rewards/award/won.ts): in the player's language, same status.
  const language = row.language && isLanguage(row.language) ? row.language : reward.defaultLanguage;
  const status = wonRowStatus(won);
  if (status === 'held') return null;
  // The success template the business changed last: its colours are the business's look.
  const [template] = await db
    .select({ colors: templates.colors })
    .from(templates)
    .where(and(eq(templates.accountId, won.accountId), eq(templates.kind, 'success')))
    .orderBy(desc(templates.updatedAt))
    .limit(1);
  const colors = template?.colors ?? DEFAULT_TEMPLATE_COLORS;
  const key = await keys.forAccount(won.accountId);
  const token = signRedemptionToken(
    key,
    redemptionPayload({
      accountPublicId: row.accountPublicId,
      publicId: won.publicId,
      rewardPublicId: reward.publicId,
      expiresAt: won.expiresAt,
    }),
  );
  return {
    id: won.id,
    publicId: won.publicId,
    accountId: won.accountId,
    accountPublicId: row.accountPublicId,
    playerId: won.playerId,
    playerTokenHash: row.tokenHash,
    businessName: row.businessName,
    reward: toPublicReward(reward, language),
    code: won.code,
    status,
    inStore: reward.redeemMode === 'in_store',
    expiresAt: won.expiresAt,
    redeemedAt: won.redeemedAt,
    voidedAt: won.voidedAt,
    updatedAt: won.passUpdatedAt ?? won.wonAt,
    language,
    colors: { background: colors.background, text: colors.text, button: colors.button },
    token,
  };
}

/** Whether `playerToken` (the `x-player` header) is this win's player's. */
export function isWinPlayer(win: PassWin, playerToken: string | undefined): boolean {
  return (
    !!playerToken &&
    playerToken.length <= 200 &&
    win.playerTokenHash !== null &&
    hashToken(playerToken) === win.playerTokenHash
  );
}

/** The pass's status line, in the player's language. */
export function statusText(win: PassWin): string {
  const { t } = playerT(win.language);
  const business = win.businessName;
  switch (win.status) {
    case 'active':
      return t('wallet.status_active');
    case 'redeemed':
      return t('wallet.status_redeemed');
    // `unverified` is not reached: a win waiting for its player's verification has no pass.
    case 'voided':
    case 'unverified':
      return t('wallet.status_voided', { business });
    case 'expired':
      return t('wallet.status_expired');
  }
}
