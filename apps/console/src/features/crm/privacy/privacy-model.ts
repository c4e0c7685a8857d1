/** The privacy form's model: retention choices, and the blocked domains as one per line. */
import {
  RETENTION_DAYS,
  type PrivacySettings,
  type UpdatePrivacyRequest,
} from '@playdesk/contract';
import { appT } from '../../../i18n/i18n';

type Unit = 'day' | 'week' | 'month' | 'year';

/** A choice whose label is said in the console's language when it is read. */
function choice(days: number, count: number, unit: Unit, recommended = false) {
  return {
    days,
    get label(): string {
      const t = appT();
      const period = t(`crm.retention.${unit}`, { count });
      return recommended ? t('crm.retention.recommended', { period }) : period;
    },
  };
}

/** Retention periods offered, in days: one week to five years (the server's bounds). */
export const RETENTION_CHOICES: readonly { days: number; label: string }[] = [
  choice(7, 1, 'week'),
  choice(30, 1, 'month'),
  choice(91, 3, 'month'),
  choice(182, 6, 'month'),
  choice(365, 12, 'month'),
  choice(548, 18, 'month'),
  choice(RETENTION_DAYS.default, 24, 'month', true),
  choice(1095, 36, 'month'),
  choice(1461, 48, 'month'),
  choice(RETENTION_DAYS.max, 5, 'year'),
];

/** The choices with `current` among them (a value set another way shows as days). */
export function retentionChoices(current: number): readonly { days: number; label: string }[] {
  return RETENTION_CHOICES.some((c) => c.days === current)
    ? RETENTION_CHOICES
    : [...RETENTION_CHOICES, choice(current, current, 'day')].sort((a, b) => a.days - b.days);
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
