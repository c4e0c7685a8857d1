/**
 * The lead form's side of verification (docs/fair-play.md#verified-email-and-phone): a form whose
 * game asks for a verified email (or phone) is accepted only with an address verified for the
 * business; an email at a throw-away domain is refused when the game says so. Run before anything
 * of the form is stored, so a refused form leaves nothing behind.
 */
import type { FairPlaySettings } from '@playdesk/contract';
import type { Queryable } from '../../../db/client.js';
import { HttpError } from '../../../http/errors.js';
import { normalizeEmail } from '../../../lib/email-identity.js';
import { isVerified } from './codes.js';
import { DISPOSABLE_EMAIL, isDisposableEmail } from './disposable.js';
import type { FormVerification } from './form.js';
import { normalizePhone } from './phone.js';

export const EMAIL_UNVERIFIED =
  'Confirm your email first: ask for a code (POST play/games/{id}/verify/email) and confirm it.';
export const PHONE_UNVERIFIED =
  'Confirm your phone number first: ask for a code (POST play/games/{id}/verify/phone) and confirm it.';

/** 409 `lead.email_unverified`: the form's email must be verified first (`mode`: how the code goes). */
export function emailUnverified(mode: 'code' | 'link'): HttpError {
  return new HttpError(409, EMAIL_UNVERIFIED, ['email: Confirm this email first']).coded(
    'lead.email_unverified',
    { mode },
  );
}

/** The field problem of a disposable email, or null (the form's other problems go with it). */
export function disposableProblem(fairPlay: FairPlaySettings, email: string | null): string | null {
  return fairPlay.refuse_disposable_email && email && isDisposableEmail(normalizeEmail(email))
    ? `email: ${DISPOSABLE_EMAIL}`
    : null;
}

/**
 * Refuses (409, naming the field) a form whose email or phone the game wants verified and that is
 * not; answers the phone in E.164 when it was checked (what the player's record keeps then), and
 * whether anything was checked (a verified form releases the wins that waited for it).
 */
export async function requireVerified(
  db: Queryable,
  accountId: string,
  verify: FormVerification,
  values: { email: string | null; phone: string | null },
): Promise<{ phone: string | null; checked: boolean }> {
  if (verify.email !== 'off') {
    const ok =
      values.email !== null &&
      (await isVerified(db, {
        accountId,
        channel: 'email',
        address: normalizeEmail(values.email),
      }));
    if (!ok) throw emailUnverified(verify.email);
  }
  if (!verify.phone) return { phone: null, checked: verify.email !== 'off' };
  const phone = values.phone === null ? null : normalizePhone(values.phone);
  if (phone === null || !(await isVerified(db, { accountId, channel: 'phone', address: phone })))
    throw new HttpError(409, PHONE_UNVERIFIED, ['phone: Confirm this phone number first']).coded(
      'lead.phone_unverified',
    );
  return { phone, checked: true };
}
