/**
 * Authenticator-app codes (RFC 6238 TOTP: SHA-1, 6 digits, 30-second steps, what every app
 * reads from a QR code) with `otplib`. A code is accepted one step either side of now (clocks of
 * phones drift) and only once: `verifyTotp` refuses any step at or before the last one accepted,
 * so a code seen over someone's shoulder cannot be used again, even within its window.
 */
import { generateSecret, generateSync, generateURI, verifySync } from 'otplib';

export const TOTP_PERIOD_SECONDS = 30;
/** Steps accepted either side of now. */
export const TOTP_WINDOW_STEPS = 1;
const ISSUER = 'Playdesk';

/** A new secret: 20 random bytes, base32 (what apps take typed by hand). */
export const newTotpSecret = (): string => generateSecret({ length: 20 });

export const totpUri = (secret: string, label: string): string =>
  generateURI({ issuer: ISSUER, label, secret, period: TOTP_PERIOD_SECONDS });

/** The code of `secret` at `now` (tests, and the browser test's "phone"). */
export const totpCode = (secret: string, now = Date.now()): string =>
  generateSync({ secret, epoch: Math.floor(now / 1000), period: TOTP_PERIOD_SECONDS });

/**
 * The time step `code` belongs to, if it is one of `secret`'s within the window and later than
 * `lastUsedStep`; null otherwise.
 */
export function verifyTotp(
  secret: string,
  code: string,
  lastUsedStep: number | null,
  now = Date.now(),
): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const result = verifySync({
    secret,
    token: code,
    epoch: Math.floor(now / 1000),
    period: TOTP_PERIOD_SECONDS,
    epochTolerance: TOTP_WINDOW_STEPS * TOTP_PERIOD_SECONDS,
    ...(lastUsedStep === null ? {} : { afterTimeStep: lastUsedStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
