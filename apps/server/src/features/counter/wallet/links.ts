/**
 * The wallet links a player gets with an in-store reward (docs/rewards.md#wallet-passes), and the
 * secrets derived for them. A link is a browser navigation (the wallet app opens it; no `x-player`
 * header travels), so it carries its own proof instead: an HMAC of the win's public id with a key
 * derived from SECRETS_KEY. Nobody can make one for another win, and nothing is stored. The same
 * key derives each pass's Apple `authenticationToken`, so it is never stored either.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { WonReward } from '@playdesk/contract';
import { API_PATH } from '@playdesk/contract/urls';
import type { Config } from '../../../config.js';

export type WalletKind = 'apple' | 'google';

/** The wallet key: SECRETS_KEY through an HMAC with a fixed label (null without SECRETS_KEY). */
export function walletKey(secretsKey: Buffer | null): Buffer | null {
  return secretsKey ? createHmac('sha256', secretsKey).update('playdesk wallet v1').digest() : null;
}

const mac = (key: Buffer, text: string) => createHmac('sha256', key).update(text).digest();

/** The `s` of a wallet link: 128 bits of HMAC over the kind and the win. */
export function linkSignature(key: Buffer, kind: WalletKind, winPublicId: string): string {
  return mac(key, `link:${kind}:${winPublicId}`).subarray(0, 16).toString('base64url');
}

export function isLinkSignature(
  key: Buffer,
  kind: WalletKind,
  winPublicId: string,
  given: string,
): boolean {
  const expected = Buffer.from(linkSignature(key, kind, winPublicId));
  const got = Buffer.from(given);
  return got.length === expected.length && timingSafeEqual(got, expected);
}

/** The pass's `authenticationToken` (Apple's web service calls carry `ApplePass <token>`). */
export function appleAuthToken(key: Buffer, serial: string): string {
  return mac(key, `apple-auth:${serial}`).toString('base64url');
}

export function isAppleAuthToken(key: Buffer, serial: string, header: string | undefined): boolean {
  const given = header?.startsWith('ApplePass ') ? header.slice('ApplePass '.length).trim() : '';
  const expected = Buffer.from(appleAuthToken(key, serial));
  const got = Buffer.from(given);
  return got.length === expected.length && timingSafeEqual(got, expected);
}

export function passUrl(config: Pick<Config, 'appUrl'>, key: Buffer, winPublicId: string): string {
  return `${config.appUrl}${API_PATH}/play/rewards/${winPublicId}/pass.pkpass?s=${linkSignature(key, 'apple', winPublicId)}`;
}

export function googleWalletUrl(
  config: Pick<Config, 'appUrl'>,
  key: Buffer,
  winPublicId: string,
): string {
  return `${config.appUrl}${API_PATH}/play/rewards/${winPublicId}/google-wallet?s=${linkSignature(key, 'google', winPublicId)}`;
}

/**
 * `WonReward.wallet`: the "Add to Apple Wallet" and "Save to Google Wallet" links of an in-store
 * reward that is still usable, each only when the operator configured that wallet (and
 * SECRETS_KEY, which the links are signed with). Null otherwise: the front hides the button.
 */
export type WalletLinkConfig = Pick<Config, 'appUrl' | 'secretsKey' | 'wallet'>;

export function walletLinks(
  config: WalletLinkConfig,
  won: Pick<WonReward, 'id' | 'status' | 'redeem_mode'>,
): WonReward['wallet'] {
  const key = walletKey(config.secretsKey);
  if (!key || won.redeem_mode !== 'in_store' || won.status !== 'active')
    return { apple: null, google: null };
  return {
    apple: config.wallet.apple ? passUrl(config, key, won.id) : null,
    google: config.wallet.google ? googleWalletUrl(config, key, won.id) : null,
  };
}
