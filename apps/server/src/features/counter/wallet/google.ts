/**
 * Google Wallet (docs/rewards.md#wallet-passes): "Save to Google Wallet" is a link to
 * `<GOOGLE_WALLET_SAVE_URL>/<JWT>`, the JWT signed (RS256) with the operator's service-account key
 * and carrying a generic pass object (and its class, which Google creates when missing). When the
 * reward is redeemed or voided the job (jobs.ts) patches the object's `state` through the Wallet
 * REST API (`GOOGLE_WALLET_API_URL`) with an OAuth token the service account gets by the JWT
 * grant (`GOOGLE_WALLET_TOKEN_URL`). Both endpoints are configurable; the tests use local fakes.
 */
import { importPKCS8, SignJWT, type CryptoKey } from 'jose';
import type { GoogleWalletConfig } from '../../../config.js';
import { playerT } from '../../../i18n/player-messages.js';
import { statusText, type PassStatus, type PassWin } from './win.js';

export const WALLET_SCOPE = 'https://www.googleapis.com/auth/wallet_object.issuer';

/** The object's state for the win's: Google shows COMPLETED/EXPIRED/INACTIVE passes as used up. */
export const GOOGLE_STATES: Record<PassStatus, string> = {
  active: 'ACTIVE',
  redeemed: 'COMPLETED',
  expired: 'EXPIRED',
  voided: 'INACTIVE',
  // Never a pass: a win waiting for its player's verification is not the player's yet (win.ts).
  unverified: 'INACTIVE',
};

const keys = new Map<string, Promise<CryptoKey>>();
function signingKey(google: GoogleWalletConfig): Promise<CryptoKey> {
  let key = keys.get(google.privateKeyPem);
  if (!key) {
    key = importPKCS8(google.privateKeyPem, 'RS256');
    keys.set(google.privateKeyPem, key);
  }
  return key;
}

/** Object and class ids are `<issuer id>.<suffix>` (suffix: letters, digits, `.`, `_`, `-`). */
export const googleObjectId = (google: GoogleWalletConfig, winPublicId: string) =>
  `${google.issuerId}.${winPublicId}`;
export const googleClassId = (google: GoogleWalletConfig, accountPublicId: string) =>
  `${google.issuerId}.playdesk_${accountPublicId.replace(/[^A-Za-z0-9._-]/g, '_')}`;

/** The generic pass object of a win, as the JWT carries it. */
export function genericObject(google: GoogleWalletConfig, win: PassWin): Record<string, unknown> {
  const { t, date, language } = playerT(win.language);
  const localized = (value: string) => ({ defaultValue: { language, value } });
  const business = win.businessName;
  const modules: { id: string; header: string; body: string }[] = [];
  if (win.code) modules.push({ id: 'code', header: t('wallet.code'), body: win.code });
  if (win.expiresAt)
    modules.push({ id: 'expires', header: t('wallet.valid_until'), body: date(win.expiresAt) });
  if (win.reward.how_to_redeem)
    modules.push({ id: 'how', header: t('wallet.how_to_redeem'), body: win.reward.how_to_redeem });
  if (win.reward.terms)
    modules.push({ id: 'terms', header: t('wallet.terms'), body: win.reward.terms });
  modules.push({
    id: 'status',
    header: t('wallet.status'),
    body: statusText(win),
  });
  return {
    id: googleObjectId(google, win.publicId),
    classId: googleClassId(google, win.accountPublicId),
    state: GOOGLE_STATES[win.status],
    cardTitle: localized(business),
    header: localized(win.reward.name),
    ...(win.reward.value ? { subheader: localized(win.reward.value) } : {}),
    hexBackgroundColor: win.colors.background,
    ...(win.status === 'active'
      ? {
          barcode: {
            type: 'QR_CODE',
            value: win.token,
            alternateText: win.code ?? win.publicId,
          },
        }
      : {}),
    ...(win.expiresAt ? { validTimeInterval: { end: { date: win.expiresAt.toISOString() } } } : {}),
    textModulesData: modules,
  };
}

/** The "Save to Google Wallet" JWT (Google's documented shape: `typ: savetowallet`). */
export async function saveToWalletJwt(
  google: GoogleWalletConfig,
  origin: string,
  win: PassWin,
): Promise<string> {
  return new SignJWT({
    typ: 'savetowallet',
    origins: [origin],
    payload: {
      genericClasses: [{ id: googleClassId(google, win.accountPublicId) }],
      genericObjects: [genericObject(google, win)],
    },
  })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer(google.serviceAccountEmail)
    .setAudience('google')
    .setIssuedAt()
    .sign(await signingKey(google));
}

const tokens = new Map<string, { token: string; until: number }>();

/** An OAuth access token for the Wallet API (RFC 7523 JWT grant), kept until a minute before expiry. */
export async function accessToken(google: GoogleWalletConfig): Promise<string> {
  const cacheKey = `${google.tokenUrl} ${google.serviceAccountEmail}`;
  const cached = tokens.get(cacheKey);
  if (cached && cached.until > Date.now()) return cached.token;
  const assertion = await new SignJWT({ scope: WALLET_SCOPE })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer(google.serviceAccountEmail)
    .setAudience(google.tokenUrl)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(await signingKey(google));
  const res = await fetch(google.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
      assertion,
    }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new Error(`Google's token endpoint answered ${res.status}`);
  const body = (await res.json()) as { access_token?: string; expires_in?: number };
  if (!body.access_token) throw new Error("Google's token endpoint gave no access_token");
  tokens.set(cacheKey, {
    token: body.access_token,
    until: Date.now() + Math.max(0, (body.expires_in ?? 3600) - 60) * 1000,
  });
  return body.access_token;
}

/**
 * Sets the object's state (and barcode-less look) after a redemption or a voiding. A 404 is a pass
 * the player never saved: nothing to update. Other failures throw (the job retries).
 */
export async function updateGoogleObject(
  google: GoogleWalletConfig,
  win: PassWin,
): Promise<'updated' | 'not_saved'> {
  const object = genericObject(google, win);
  const res = await fetch(
    `${google.apiUrl}/genericObject/${encodeURIComponent(String(object.id))}`,
    {
      method: 'PATCH',
      headers: {
        authorization: `Bearer ${await accessToken(google)}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        state: object.state,
        textModulesData: object.textModulesData,
        ...(object.barcode ? { barcode: object.barcode } : {}),
      }),
      signal: AbortSignal.timeout(10_000),
    },
  );
  if (res.status === 404) return 'not_saved';
  if (!res.ok) throw new Error(`The Google Wallet API answered ${res.status}`);
  return 'updated';
}
