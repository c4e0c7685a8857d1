import { RETENTION_DAYS, UpdatePrivacyRequest } from '@playdesk/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  RETENTION_CHOICES,
  formToPrivacy,
  parseDomains,
  privacyAliases,
  privacyToForm,
  retentionChoices,
} from './privacy-model';
import { loadSections } from '../../../i18n/i18n';

beforeAll(() => loadSections('crm'));

describe('privacy model', () => {
  it('offers one week to five years, the default among them', () => {
    const days = RETENTION_CHOICES.map((c) => c.days);
    expect(Math.min(...days)).toBe(RETENTION_DAYS.min);
    expect(Math.max(...days)).toBe(RETENTION_DAYS.max);
    expect(days).toContain(RETENTION_DAYS.default);
    for (const d of days)
      expect(UpdatePrivacyRequest.safeParse({ retention_days: d }).success).toBe(true);
  });

  it('keeps a value set another way among the choices', () => {
    expect(retentionChoices(730)).toBe(RETENTION_CHOICES);
    const choices = retentionChoices(100);
    expect(choices.find((c) => c.days === 100)?.label).toBe('100 days');
    expect(choices.map((c) => c.days)).toEqual(
      [...choices.map((c) => c.days)].sort((a, b) => a - b),
    );
  });

  it('reads domains one per line (or comma), cleaned and once each', () => {
    expect(parseDomains('Mailinator.com\n@yopmail.com, mailinator.com\n\n  ')).toEqual([
      'mailinator.com',
      'yopmail.com',
    ]);
  });

  it('round-trips the settings and names the domains box for their errors', () => {
    const form = privacyToForm({
      retention_days: 365,
      blocked_email_domains: ['a.com', 'b.org'],
      block_plus_addresses: true,
      last_retention_run_at: null,
      next_retention_run_at: null,
    });
    expect(form.domains).toBe('a.com\nb.org');
    expect(formToPrivacy(form)).toEqual({
      retention_days: 365,
      blocked_email_domains: ['a.com', 'b.org'],
      block_plus_addresses: true,
    });
    expect(privacyAliases('blocked_email_domains.1')).toBe('domains');
    expect(privacyAliases('retention_days')).toBe('retention_days');
  });
});
