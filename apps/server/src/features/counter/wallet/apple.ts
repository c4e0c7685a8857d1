/**
 * The Apple Wallet pass of an in-store reward (docs/rewards.md#wallet-passes): a `coupon` pass
 * made on request with passkit-generator and signed with the operator's pass type certificate
 * (`APPLE_PASS_*`). Its barcode is a QR code of the signed redemption token with the code as alt
 * text; a redeemed, voided or expired reward's pass is `voided` and says so. Its web service
 * (apple-service.ts) lets Wallet fetch the new state after a push (apns.ts).
 */
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { PKPass } from 'passkit-generator';
import sharp from 'sharp';
import type { ApplePassConfig, Config } from '../../../config.js';
import type { Queryable } from '../../../db/client.js';
import { locations, pwaSettings } from '../../../db/schema.js';
import { playerT } from '../../../i18n/player-messages.js';
import type { MediaStore } from '../../../infra/media-store.js';
import { appleAuthToken } from './links.js';
import { statusText, type PassWin } from './win.js';

/** Where Wallet calls the pass web service: outside the API prefix (Apple fixes its paths). */
export const APPLE_SERVICE_PATH = '/wallet/apple';

/** `#4A3494` → `rgb(74, 52, 148)`, the form pass.json takes. */
export function rgb(hex: string): string {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})/i.exec(hex);
  if (!m) return 'rgb(0, 0, 0)';
  return `rgb(${parseInt(m[1]!, 16)}, ${parseInt(m[2]!, 16)}, ${parseInt(m[3]!, 16)})`;
}

/**
 * The pass's images: the icon (required by Wallet) and the logo from the business's app icon
 * (its PWA icon) when it has one; otherwise an icon of its button colour and no logo (the pass
 * then shows the business's name as `logoText`).
 */
async function passImages(
  db: Queryable,
  store: MediaStore,
  accountId: string,
  color: string,
): Promise<Record<string, Buffer>> {
  const [settings] = await db
    .select({ icons: pwaSettings.icons })
    .from(pwaSettings)
    .where(eq(pwaSettings.accountId, accountId));
  const source = settings?.icons ? await store.get(settings.icons.icon_512) : null;
  const files: Record<string, Buffer> = {};
  const plain = (size: number) =>
    sharp({ create: { width: size, height: size, channels: 4, background: color } })
      .png()
      .toBuffer();
  for (const [name, size] of [
    ['icon.png', 29],
    ['icon@2x.png', 58],
    ['icon@3x.png', 87],
  ] as const)
    files[name] = source
      ? await sharp(source).resize(size, size).png().toBuffer()
      : await plain(size);
  if (source) {
    files['logo.png'] = await sharp(source).resize(50, 50).png().toBuffer();
    files['logo@2x.png'] = await sharp(source).resize(100, 100).png().toBuffer();
  }
  return files;
}

/** Wallet reads at most ten locations of a pass. */
export const PASS_LOCATIONS_MAX = 10;

/**
 * The business's shops that have coordinates (the oldest ten, as Wallet takes ten): near one,
 * the pass comes up on the lock screen saying where to redeem the reward.
 */
async function passLocations(db: Queryable, accountId: string) {
  return db
    .select({ name: locations.name, latitude: locations.latitude, longitude: locations.longitude })
    .from(locations)
    .where(
      and(
        eq(locations.accountId, accountId),
        isNull(locations.deletedAt),
        isNotNull(locations.latitude),
        isNotNull(locations.longitude),
      ),
    )
    .orderBy(asc(locations.createdAt), asc(locations.id))
    .limit(PASS_LOCATIONS_MAX);
}

/** The `.pkpass` (a signed zip) of `win`, as it is now. */
export async function buildApplePass(
  deps: { db: Queryable; store: MediaStore; config: Config; walletKey: Buffer },
  apple: ApplePassConfig,
  win: PassWin,
): Promise<Buffer> {
  const { t, date } = playerT(win.language);
  const images = await passImages(deps.db, deps.store, win.accountId, win.colors.button);
  const https = deps.config.appUrl.startsWith('https://');
  const pass = new PKPass(
    images,
    {
      wwdr: apple.wwdrPem,
      signerCert: apple.certPem,
      signerKey: apple.keyPem,
      ...(apple.keyPassphrase ? { signerKeyPassphrase: apple.keyPassphrase } : {}),
    },
    {
      formatVersion: 1,
      passTypeIdentifier: apple.passTypeId,
      teamIdentifier: apple.teamId,
      serialNumber: win.publicId,
      organizationName: win.businessName,
      description: win.reward.name,
      logoText: win.businessName,
      backgroundColor: rgb(win.colors.background),
      foregroundColor: rgb(win.colors.text),
      labelColor: rgb(win.colors.button),
      sharingProhibited: true,
      // Wallet accepts only an https web service (a development server's pass simply gets none).
      ...(https
        ? {
            webServiceURL: `${deps.config.appUrl}${APPLE_SERVICE_PATH}`,
            authenticationToken: appleAuthToken(deps.walletKey, win.publicId),
          }
        : {}),
      ...(win.status === 'active' ? {} : { voided: true }),
    },
  );
  pass.type = 'coupon';
  pass.primaryFields.push({ key: 'reward', label: t('wallet.reward'), value: win.reward.name });
  if (win.reward.value)
    pass.secondaryFields.push({ key: 'value', label: '', value: win.reward.value });
  if (win.expiresAt)
    pass.auxiliaryFields.push({
      key: 'expires',
      label: t('wallet.valid_until'),
      value: date(win.expiresAt),
    });
  pass.auxiliaryFields.push({
    key: 'status',
    label: t('wallet.status'),
    value: statusText(win),
    changeMessage: '%@',
  });
  if (win.code) pass.backFields.push({ key: 'code', label: t('wallet.code'), value: win.code });
  if (win.reward.how_to_redeem)
    pass.backFields.push({
      key: 'how',
      label: t('wallet.how_to_redeem'),
      value: win.reward.how_to_redeem,
    });
  if (win.reward.terms)
    pass.backFields.push({ key: 'terms', label: t('wallet.terms'), value: win.reward.terms });
  if (win.expiresAt) pass.setExpirationDate(win.expiresAt);
  // A used or cancelled pass keeps no barcode and no lock-screen relevance: nothing left to do.
  if (win.status === 'active') {
    const shops = await passLocations(deps.db, win.accountId);
    if (shops.length > 0)
      pass.setLocations(
        ...shops.map((shop) => ({
          latitude: shop.latitude!,
          longitude: shop.longitude!,
          relevantText: t('wallet.nearby', { reward: win.reward.name, location: shop.name }),
        })),
      );
    pass.setBarcodes({
      format: 'PKBarcodeFormatQR',
      message: win.token,
      messageEncoding: 'iso-8859-1',
      altText: win.code ?? win.publicId,
    });
  }
  return pass.getAsBuffer();
}
