/**
 * What a game's form must prove (docs/fair-play.md#verified-email-and-phone): the game's fair-play
 * settings, as far as its form is on. A game without a form (or on a plan without player data)
 * collects no email, so there is nothing to verify. A form that asks for verification always has
 * the field, required: the business's own, or one added (at the top, labelled in the form's
 * language) when the form lacks it.
 */
import {
  RISK_LEVELS,
  type EmailVerificationMode,
  type FairPlaySettings,
  type LeadFormField,
} from '@playdesk/contract';
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

/** Whether the game's form asks for an email: a field of its own, or the one verification adds. */
export function formHasEmail(
  fairPlay: FairPlaySettings,
  form: { mode: string; fields: readonly Pick<LeadFormField, 'type'>[] } | undefined,
): boolean {
  if (!form || form.mode === 'off') return false;
  return fairPlay.verify_email !== 'off' || form.fields.some((f) => f.type === 'email');
}

/**
 * Whether the game's risk may ask a form's email to be verified (docs/fair-play-risk.md#actions):
 * `challenge_with: 'verified_email'` and a level whose action is `challenge`, on a game with a form.
 */
export function riskAsksEmail(fairPlay: FairPlaySettings, form: { mode: string }): boolean {
  return (
    form.mode !== 'off' &&
    fairPlay.challenge_with === 'verified_email' &&
    RISK_LEVELS.some((level) => fairPlay.actions[level] === 'challenge')
  );
}

/**
 * How a code for the form's email is sent (`POST play/games/{id}/verify/email`): the game's own
 * mode when it asks every form, else a code when its risk may ask for one, else not at all.
 */
export function emailProofMode(
  fairPlay: FairPlaySettings,
  form: { mode: string },
): EmailVerificationMode {
  const own = formVerification(fairPlay, form).email;
  if (own !== 'off') return own;
  return riskAsksEmail(fairPlay, form) ? 'code' : 'off';
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
