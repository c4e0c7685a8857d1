import type { Plan } from '@playdesk/contract';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '@playdesk/i18n';
import type { T } from '../../i18n/i18n';
import en from '../../i18n/en/billing.json';
import frBilling from '../../i18n/fr/billing.json';
import { changeText, planChange } from './upgrade-model';

const t: T = createTranslator('en', en);

const plan = (key: string, price: number): Plan => ({
  key,
  name: key[0]!.toUpperCase() + key.slice(1),
  price_cents: price,
  monthly_total_impressions: 1000,
  sub_accounts: 0,
  crm: false,
  sso: false,
  team_mates: 0,
  sms_per_month: 0,
});
const free = plan('free', 0);
const starter = plan('starter', 1900);
const pro = plan('pro', 4900);

describe('planChange', () => {
  it.each([
    ['free → starter', free, starter, 'paid', 'checkout'],
    ['unknown plan', null, pro, 'paid', 'checkout'],
    ['awaiting payment', starter, pro, 'pending_payment', 'checkout'],
    ['starter → pro', starter, pro, 'paid', 'upgrade'],
    ['pro → starter', pro, starter, 'paid', 'downgrade'],
    ['pro → free', pro, free, 'paid', 'end'],
  ] as const)('%s → %s', (_name, current, target, status, expected) => {
    expect(planChange(current, target, status)).toBe(expected);
  });
});

describe('changeText', () => {
  it('says an upgrade is charged now', () => {
    const text = changeText('upgrade', starter, pro, 'December 26, 2026', t);
    expect(text.title).toBe('Upgrade to Pro?');
    expect(text.description).toContain('charged the prorated difference');
    expect(text.description).toContain('$49.00 per month');
  });

  it('says a cheaper plan starts now and is credited', () => {
    const text = changeText('downgrade', pro, starter, null, t);
    expect(text.description).toContain('changes to Starter now');
    expect(text.description).toContain('credited at the next renewal');
  });

  it('says when the move to Free happens', () => {
    const text = changeText('end', pro, free, 'December 26, 2026', t);
    expect(text.description).toContain('You keep Pro until December 26, 2026');
    expect(text.confirm).toBe('Move to Free at period end');
  });
});

describe('changeText in French', () => {
  const fr: T = createTranslator('fr', frBilling, en);

  it('says the same in French, with French prices and plurals', () => {
    const text = changeText('end', pro, free, '26 déc. 2026', fr);
    expect(text.title).toBe("Passer à l'offre Free ?");
    expect(text.description).toContain("Vous gardez Pro jusqu'au 26 déc. 2026");
    expect(text.confirm).toBe('Passer à Free en fin de période');
    expect(changeText('checkout', null, pro, null, fr).description).toMatch(
      /^Vous payez .+ par mois par carte\.$/,
    );
  });
});
