/**
 * Checks a form's values against the game's form (docs/product-rules.md#player-data): required
 * fields, email and phone format, the business's blocked domains and plus addresses. Problems are
 * reported per field (`key: message`) so the form can show each beside its field.
 */
import { Email, type LeadFormField, type StandardLeadField } from '@playdesk/contract';

export interface PrivacyBlocks {
  blockedDomains: string[];
  blockPlusAddresses: boolean;
}

export interface LeadValues {
  standard: Partial<Record<StandardLeadField, string>>;
  custom: Record<string, string | boolean>;
}

const PHONE = /^\+?[0-9][0-9 ().-]*$/;
const POSTCODE = /^[A-Za-z0-9][A-Za-z0-9 -]{1,11}$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const REQUIRED = 'This field is required';

function checkStandard(
  field: LeadFormField,
  value: string,
  blocks: PrivacyBlocks,
  today: Date,
): { value: string } | { problem: string } {
  switch (field.type) {
    case 'email': {
      const parsed = Email.safeParse(value);
      if (!parsed.success) return { problem: 'Enter a valid email address' };
      const [local = '', domain = ''] = parsed.data.split('@');
      if (blocks.blockedDomains.some((d) => domain === d || domain.endsWith(`.${d}`)))
        return { problem: 'Addresses at this domain cannot take part. Use another email address' };
      if (blocks.blockPlusAddresses && local.includes('+'))
        return { problem: 'Use your address without a "+" part' };
      return { value: parsed.data };
    }
    case 'phone': {
      const digits = value.replace(/\D/g, '').length;
      if (!PHONE.test(value) || digits < 6 || digits > 15)
        return { problem: 'Enter a valid phone number, e.g. +44 20 7946 0958' };
      return { value };
    }
    case 'birth_date': {
      const m = DATE.exec(value);
      const date = m ? new Date(`${value}T00:00:00Z`) : null;
      if (!m || !date || Number.isNaN(date.getTime()) || !date.toISOString().startsWith(value))
        return { problem: 'Enter a date like 1990-04-21' };
      if (Number(m[1]) < 1900 || date > today) return { problem: 'Enter your real birth date' };
      return { value };
    }
    case 'postcode':
      return POSTCODE.test(value) ? { value } : { problem: 'Enter a valid postcode' };
    default:
      return value.length > 80 ? { problem: 'Use at most 80 characters' } : { value };
  }
}

/** The form's values, cleaned, or the list of `key: problem`. */
export function checkLeadValues(
  fields: LeadFormField[],
  values: Record<string, string | boolean>,
  blocks: PrivacyBlocks,
  today = new Date(),
): { ok: true; values: LeadValues } | { ok: false; errors: string[] } {
  const errors: string[] = [];
  const out: LeadValues = { standard: {}, custom: {} };
  for (const field of fields) {
    const raw = values[field.key];
    const text = typeof raw === 'string' ? raw.trim() : undefined;
    if (field.type === 'checkbox') {
      // A checkbox has two states and the form always shows it: left unticked (false, or not
      // sent, as an HTML form leaves it out) is the answer "no". A required one must be ticked.
      if (raw !== undefined && typeof raw !== 'boolean')
        errors.push(`${field.key}: Tick or untick`);
      else if (field.required && raw !== true) errors.push(`${field.key}: ${REQUIRED}`);
      else out.custom[field.key] = raw === true;
      continue;
    }
    if (raw !== undefined && typeof raw !== 'string') {
      errors.push(`${field.key}: Enter a text`);
      continue;
    }
    if (!text) {
      if (field.required) errors.push(`${field.key}: ${REQUIRED}`);
      continue;
    }
    if (field.type === 'choice') {
      if (!(field.options ?? []).includes(text))
        errors.push(`${field.key}: Choose one of the options`);
      else out.custom[field.key] = text;
    } else if (field.type === 'text') {
      out.custom[field.key] = text;
    } else {
      const checked = checkStandard(field, text, blocks, today);
      if ('problem' in checked) errors.push(`${field.key}: ${checked.problem}`);
      else out.standard[field.type] = checked.value;
    }
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, values: out };
}
