/**
 * Phone numbers as one identity (docs/fair-play.md#verified-email-and-phone): parsed with
 * `libphonenumber-js` and kept in E.164 (`+33612345678`), whatever the spaces, dots or brackets
 * typed. The `mobile` metadata build: the smallest one that tells a mobile number (which can get a
 * text message) from a landline, which it refuses as not valid. Server side only; the player app sends the
 * number as typed.
 */
import { parsePhoneNumberWithError, ParseError } from 'libphonenumber-js/mobile';
import { invalidFields } from '../../../http/errors.js';

const NEEDS_COUNTRY = 'Enter the number with its country code, like +33 6 12 34 56 78';
/** With the mobile metadata, a landline or a made-up number is not valid: both cannot get an SMS. */
const NOT_MOBILE = 'Enter a mobile number that can receive text messages';

/** The number in E.164, or a 400 naming `phone` with what to fix. */
export function normalizePhone(typed: string): string {
  const trimmed = typed.trim().replace(/^00/, '+');
  try {
    const parsed = parsePhoneNumberWithError(trimmed);
    if (!parsed.isValid())
      throw invalidFields([`phone: ${NOT_MOBILE}`]).coded('verify.invalid_phone');
    return parsed.number;
  } catch (err) {
    if (err instanceof ParseError)
      throw invalidFields([
        `phone: ${err.message === 'INVALID_COUNTRY' ? NEEDS_COUNTRY : NOT_MOBILE}`,
      ]).coded('verify.invalid_phone');
    throw err;
  }
}
