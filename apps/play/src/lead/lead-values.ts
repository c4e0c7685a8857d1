/**
 * The player form's pure rules: quick checks before sending (the server checks again and has the
 * last word: blocked domains, plus addresses), the server's `key: message` errors by field, and
 * the values kept in the player's own storage so a returning player finds the form filled in.
 * Consent ticks are never stored nor prefilled: a consent is given by a tick each time.
 */
import type { LeadRequest, PublicLeadForm } from '@playdesk/contract';
import type { SafeStore } from '../lib/storage.js';
import { storageKeys } from '../lib/storage.js';
import { englishT, type T } from '../i18n/i18n.js';

export type LeadField = PublicLeadForm['fields'][number];
export type LeadConsent = PublicLeadForm['consents'][number];
export type LeadValue = string | boolean;
export type LeadValues = Record<string, LeadValue>;
/** Problems by field key, or `consents.{public_id}` for a consent. */
export type FieldErrors = Record<string, string>;

export const REQUIRED = englishT('lead.error.required');
export const CONSENT_REQUIRED = englishT('lead.error.consent');

// The same shapes the server accepts (apps/server/src/features/player-data/lead-values.ts).
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const PHONE = /^\+?[0-9][0-9 ().-]*$/;
const POSTCODE = /^[A-Za-z0-9][A-Za-z0-9 -]{1,11}$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function consentKey(publicId: string): string {
  return `consents.${publicId}`;
}

/** The problem with one filled-in value of a standard field, or null. */
function formatProblem(type: LeadField['type'], value: string, today: Date, t: T): string | null {
  switch (type) {
    case 'email':
      return EMAIL.test(value) && value.length <= 254 ? null : t('lead.error.email');
    case 'phone': {
      const digits = value.replace(/\D/g, '').length;
      return PHONE.test(value) && digits >= 6 && digits <= 15 ? null : t('lead.error.phone');
    }
    case 'birth_date': {
      const m = DATE.exec(value);
      const date = m ? new Date(`${value}T00:00:00Z`) : null;
      if (!m || !date || Number.isNaN(date.getTime()) || !date.toISOString().startsWith(value))
        return t('lead.error.date_format');
      return Number(m[1]) < 1900 || date > today ? t('lead.error.birth_date') : null;
    }
    case 'postcode':
      return POSTCODE.test(value) ? null : t('lead.error.postcode');
    case 'choice':
    case 'checkbox':
      return null;
    default:
      return value.length > 80 ? t('lead.error.too_long', { max: 80 }) : null;
  }
}

/** Checks the form as filled in; an empty object means it may be sent. */
export function validateLead(
  form: Pick<PublicLeadForm, 'fields' | 'consents'>,
  values: LeadValues,
  ticks: Record<string, boolean>,
  today = new Date(),
  t: T = englishT,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of form.fields) {
    const raw = values[field.key];
    if (field.type === 'checkbox') {
      if (field.required && raw !== true) errors[field.key] = t('lead.error.required');
      continue;
    }
    const text = typeof raw === 'string' ? raw.trim() : '';
    if (text === '') {
      if (field.required) errors[field.key] = t('lead.error.required');
      continue;
    }
    if (field.type === 'choice' && !field.options.includes(text)) {
      errors[field.key] = t('lead.error.choice');
      continue;
    }
    const problem = formatProblem(field.type, text, today, t);
    if (problem) errors[field.key] = problem;
  }
  for (const consent of form.consents) {
    if (consent.mandatory && ticks[consent.public_id] !== true)
      errors[consentKey(consent.public_id)] = t('lead.error.consent');
  }
  return errors;
}

/**
 * The server's 400 `errors` (`key: message`) by key; the ones naming no field of this form (or no
 * key at all) are `general`, shown above the button.
 */
export function fieldErrorsOf(
  errors: readonly string[],
  knownKeys: ReadonlySet<string>,
): { fields: FieldErrors; general: string[] } {
  const fields: FieldErrors = {};
  const general: string[] = [];
  for (const error of errors) {
    const at = error.indexOf(': ');
    const key = at > 0 ? error.slice(0, at) : '';
    if (key !== '' && knownKeys.has(key)) fields[key] ??= error.slice(at + 2);
    else general.push(error);
  }
  return { fields, general };
}

/** The body to send: trimmed texts (empty ones left out), checkboxes, and every consent's tick. */
export function leadRequest(
  form: Pick<PublicLeadForm, 'fields' | 'consents'>,
  values: LeadValues,
  ticks: Record<string, boolean>,
  pageUrl: string | null,
): LeadRequest & { values: LeadValues } {
  const sent: LeadValues = {};
  for (const field of form.fields) {
    const raw = values[field.key];
    if (field.type === 'checkbox') sent[field.key] = raw === true;
    else if (typeof raw === 'string' && raw.trim() !== '') sent[field.key] = raw.trim();
  }
  return {
    values: sent,
    consents: form.consents.map((c) => ({
      public_id: c.public_id,
      given: ticks[c.public_id] === true,
      version: c.version,
    })),
    ...(pageUrl ? { page_url: pageUrl.slice(0, 2000) } : {}),
  };
}

/** The texts a player typed, per business, in their own storage (checkboxes are not kept). */
export function leadMemory(store: SafeStore, accountPublicId: string) {
  const key = storageKeys.leadValues(accountPublicId);
  function load(): Record<string, string> {
    try {
      const parsed: unknown = JSON.parse(store.get(key) ?? 'null');
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
      return Object.fromEntries(
        Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'),
      );
    } catch {
      return {};
    }
  }
  return {
    load,
    /** Adds the texts just sent to the ones kept (another game's form may ask other fields). */
    save(values: LeadValues): void {
      const texts = Object.entries(values).filter(
        (e): e is [string, string] => typeof e[1] === 'string' && e[1] !== '',
      );
      store.set(key, JSON.stringify({ ...load(), ...Object.fromEntries(texts) }));
    },
    clear(): void {
      store.remove(key);
    },
  };
}
