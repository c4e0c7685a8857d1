/**
 * What a game's form must prove (docs/fair-play.md#verified-email-and-phone): the game's fair-play
 * settings, as far as its form is on. A game without a form (or on a plan without player data)
 * collects no email, so there is nothing to verify. A form that asks for verification always has
 * the field, required: the business's own, or one added (at the top, labelled in the form's
 * language) when the form lacks it.
 */
import type { EmailVerificationMode, FairPlaySettings, LeadFormField } from '@playdesk/contract';
import { playerT } from '../../../i18n/player-messages.js';

export interface FormVerification {
  email: EmailVerificationMode;
  phone: boolean;
}

export const NOTHING_TO_VERIFY: FormVerification = { email: 'off', phone: false };

export function formVerification(
  fairPlay: FairPlaySettings,
  form: { mode: string },
): FormVerification {
  if (form.mode === 'off') return NOTHING_TO_VERIFY;
  return { email: fairPlay.verify_email, phone: fairPlay.verify_phone };
}

/** The form's fields with the email and phone fields its verification needs, each required. */
export function withVerifiedFields(
  fields: LeadFormField[],
  verify: FormVerification,
  language: string,
): LeadFormField[] {
  const { t } = playerT(language);
  let out = fields;
  const need = (type: 'email' | 'phone', label: string) => {
    if (out.some((f) => f.type === type))
      out = out.map((f) => (f.type === type ? { ...f, required: true } : f));
    else out = [{ key: type, type, label, required: true }, ...out];
  };
  // Phone first, so the email (added last) ends up at the very top.
  if (verify.phone) need('phone', t('verify.phone_label'));
  if (verify.email !== 'off') need('email', t('verify.email_label'));
  return out;
}
