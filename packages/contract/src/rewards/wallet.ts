/**
 * Wallet passes of in-store rewards (docs/rewards.md#wallet-passes): the links in
 * `WonReward.wallet` carry `s`, a signature the server made for that one win, because a wallet
 * link is opened by the browser or the wallet app without the player's `X-PLAYER` header.
 */
import { z } from 'zod';
import { text } from '../primitives.js';

export const WalletLinkQuery = z.object({
  /** The link's signature (as `WonReward.wallet` gives it); or send the win's player's X-PLAYER. */
  s: text(64, { tooLong: 'The link signature must be at most 64 characters' }).optional(),
});
export type WalletLinkQuery = z.infer<typeof WalletLinkQuery>;
