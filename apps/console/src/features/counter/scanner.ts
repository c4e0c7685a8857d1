/**
 * The counter scanner is the player app's `/redeem` page (installable, made for a phone at the
 * till), on this same origin: the console only links to it.
 */
export const SCANNER_PATH = '/redeem';

/** The scanner's full address, as staff type it on the counter phone. */
export function scannerUrl(origin: string = window.location.origin): string {
  return `${origin}${SCANNER_PATH}`;
}
