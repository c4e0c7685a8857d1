/** The privacy form's model: retention choices, and the blocked domains as one per line. */
import {
  RETENTION_DAYS,
  type PrivacySettings,
  type UpdatePrivacyRequest,
} from '@playdesk/contract';

/** Retention periods offered, in days: one week to five years (the server's bounds). */
export const RETENTION_CHOICES: readonly { days: number; label: string }[] = [
  { days: 7, label: '1 week' },
  { days: 30, label: '1 month' },
  { days: 91, label: '3 months' },
  { days: 182, label: '6 months' },
  { days: 365, label: '12 months' },
  { days: 548, label: '18 months' },
  { days: RETENTION_DAYS.default, label: '24 months (recommended)' },
  { days: 1095, label: '36 months' },
  { days: 1461, label: '48 months' },
  { days: RETENTION_DAYS.max, label: '5 years' },
];

/** The choices with `current` among them (a value set another way shows as days). */
export function retentionChoices(current: number): readonly { days: number; label: string }[] {
  return RETENTION_CHOICES.some((c) => c.days === current)
    ? RETENTION_CHOICES
    : [...RETENTION_CHOICES, { days: current, label: `${current} days` }].sort(
        (a, b) => a.days - b.days,
      );
}

export interface PrivacyFormValues {
  retention_days: number;
  /** One domain per line. */
  domains: string;
  block_plus_addresses: boolean;
}

export function privacyToForm(p: PrivacySettings): PrivacyFormValues {
  return {
    retention_days: p.retention_days,
    domains: p.blocked_email_domains.join('\n'),
    block_plus_addresses: p.block_plus_addresses,
  };
}

/** Lines (or commas) to domains: trimmed, lower-case, `@` dropped, blanks and repeats removed. */
export function parseDomains(text: string): string[] {
  const out: string[] = [];
  for (const raw of text.split(/[\n,]+/)) {
    const domain = raw.trim().toLowerCase().replace(/^@/, '');
    if (domain && !out.includes(domain)) out.push(domain);
  }
  return out;
}

export function formToPrivacy(values: PrivacyFormValues): UpdatePrivacyRequest {
  return {
    retention_days: Number(values.retention_days),
    blocked_email_domains: parseDomains(values.domains),
    block_plus_addresses: values.block_plus_addresses,
  };
}

/** Request paths → form fields: every domain's error lands on the one box. */
export const privacyAliases = (path: string): string =>
  path.startsWith('blocked_email_domains') ? 'domains' : path;
export const PRIVACY_FIELDS = ['retention_days', 'domains', 'block_plus_addresses'] as const;
