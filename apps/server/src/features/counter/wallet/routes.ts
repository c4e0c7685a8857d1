/**
 * Wallet passes (docs/rewards.md#wallet-passes): the two player routes of the API —
 * `GET play/rewards/{id}/pass.pkpass` and `GET play/rewards/{id}/google-wallet` — and Apple's
 * pass web service at `/wallet/apple/v1/…` (apple-service.ts), outside the API prefix because
 * Apple fixes its paths, bodies and `ApplePass` authorization (it is not part of our API contract,
 * so not in the OpenAPI document).
 *
 * A wallet link is opened without the player's `X-PLAYER` header (by the browser, the wallet
 * app), so the player routes take either that header (the win's own player) or the link's
 * signature `s` (links.ts) — never someone else's pass.
 */
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { ErrorBody, PublicId, WalletLinkQuery } from '@playdesk/contract';
import type { App, RouteDeps } from '../../../http/types.js';
import { HttpError, notFound } from '../../../http/errors.js';
import type { MediaStore } from '../../../infra/media-store.js';
import { createSigningKeys } from '../tokens.js';
import { buildApplePass } from './apple.js';
import { saveToWalletJwt } from './google.js';
import { configureWallet } from './jobs.js';
import { isLinkSignature, walletKey, type WalletKind } from './links.js';
import { isWinPlayer, passWin, type PassWin } from './win.js';

const tags = ['play'];
const params = z.object({ id: PublicId });
const errors = { 400: ErrorBody, 404: ErrorBody };

export const PKPASS_TYPE = 'application/vnd.apple.pkpass';
export const APPLE_NOT_CONFIGURED =
  'Apple Wallet passes are not offered on this server: its operator has not set APPLE_PASS_*.';
export const GOOGLE_NOT_CONFIGURED =
  'Google Wallet passes are not offered on this server: its operator has not set GOOGLE_WALLET_*.';
export const NOT_YOURS =
  'No reward has this id, or this link is not its own. Open the link from your rewards page.';
export const ONLINE_REWARD =
  'This reward is redeemed online, with its code: it has no wallet pass.';

/** The `.pkpass` file (a signed zip; the document's example is its first bytes, base64). */
const PkpassFile = z.string().meta({
  description: 'The pass: a signed zip (`pass.json`, images, `manifest.json`, `signature`).',
  example: 'UEsDBBQAAAAIAAAAIQB…',
});

export function walletRoutes(app: App, { db, config }: RouteDeps, store: MediaStore): void {
  const keys = createSigningKeys(db, config.secretsKey);
  const key = walletKey(config.secretsKey);
  configureWallet(config, keys);

  /** The win, if the caller may have its pass: its player, or a link signed for it. */
  async function ownWin(
    kind: WalletKind,
    id: string,
    signature: string | undefined,
    playerToken: string | string[] | undefined,
  ): Promise<PassWin> {
    // Without SECRETS_KEY no link is signed and no redemption token either.
    if (!key)
      throw new HttpError(503, 'Wallet passes need SECRETS_KEY: the server signs their links.');
    const win = await passWin(db, keys, { publicId: id });
    const header = Array.isArray(playerToken) ? playerToken[0] : playerToken;
    const allowed =
      win &&
      ((signature !== undefined && isLinkSignature(key, kind, win.publicId, signature)) ||
        isWinPlayer(win, header));
    if (!win || !allowed) throw notFound(NOT_YOURS);
    if (!win.inStore) throw notFound(ONLINE_REWARD);
    return win;
  }

  app.get(
    '/play/rewards/:id/pass.pkpass',
    {
      config: { access: 'public', player: 'optional' },
      schema: {
        tags,
        operationId: 'playGetApplePass',
        summary: 'An in-store reward’s Apple Wallet pass',
        description:
          'The `.pkpass` of a reward won that is redeemed in store: the business’s name and colours, the reward, its expiry, and a QR code of its signed redemption token with the code beside it; a redeemed, voided or expired reward’s pass is voided. Open the link `WonReward.wallet.apple` gives (it carries its signature `s`), or send the win’s player’s `X-PLAYER`. 404 when the server offers no Apple Wallet passes (`APPLE_PASS_*` unset), for another player’s reward, for a reward fair play holds for review (until approved) and for an online reward.',
        params,
        querystring: WalletLinkQuery,
        produces: [PKPASS_TYPE],
        response: { 200: PkpassFile, ...errors },
      },
    },
    async (request, reply) => {
      const apple = config.wallet.apple;
      if (!apple) throw notFound(APPLE_NOT_CONFIGURED);
      const win = await ownWin(
        'apple',
        request.params.id,
        request.query.s,
        request.headers['x-player'],
      );
      const pass = await buildApplePass({ db, store, config, walletKey: key! }, apple, win);
      // A file, not JSON: sent as it is through the untyped reply.
      return (reply as FastifyReply)
        .type(PKPASS_TYPE)
        .header('content-disposition', `attachment; filename="${win.publicId}.pkpass"`)
        .header('cache-control', 'no-store')
        .header('last-modified', win.updatedAt.toUTCString())
        .send(pass);
    },
  );

  app.get(
    '/play/rewards/:id/google-wallet',
    {
      config: { access: 'public', player: 'optional' },
      schema: {
        tags,
        operationId: 'playGetGoogleWalletLink',
        summary: 'Save an in-store reward to Google Wallet',
        description:
          'Redirects (302) to Google’s “Save to Google Wallet” page for a reward won that is redeemed in store: `https://pay.google.com/gp/v/save/<JWT>`, the JWT (RS256) signed with the operator’s service account and carrying a generic pass object with the business’s name and colour, the reward, its expiry and a QR code of its signed redemption token with the code beside it. Open the link `WonReward.wallet.google` gives (it carries its signature `s`), or send the win’s player’s `X-PLAYER`. 404 when the server offers no Google Wallet passes (`GOOGLE_WALLET_*` unset), for another player’s reward, for a reward fair play holds for review (until approved) and for an online reward.',
        params,
        querystring: WalletLinkQuery,
        response: {
          302: z.null().meta({
            description: 'To Google’s “Save to Google Wallet” page.',
            headers: {
              Location: {
                description: '`<GOOGLE_WALLET_SAVE_URL>/<JWT>`',
                type: 'string',
                format: 'uri',
              },
            },
          }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const google = config.wallet.google;
      if (!google) throw notFound(GOOGLE_NOT_CONFIGURED);
      const win = await ownWin(
        'google',
        request.params.id,
        request.query.s,
        request.headers['x-player'],
      );
      const jwt = await saveToWalletJwt(google, new URL(config.appUrl).origin, win);
      return (reply as FastifyReply)
        .header('cache-control', 'no-store')
        .redirect(`${google.saveUrl}/${jwt}`, 302);
    },
  );
}
