import { accessModulesFrom, type AccessModules, type User } from '@playdesk/contract';

/** Small builders for the rule tests (no DOM, no network). */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    token: 't',
    public_id: 'u1',
    type: 'account',
    email: 'owner@example.test',
    language: null,
    current_account: { public_id: 'a1', business_name: 'Acme' },
    related_accounts: [],
    plan: { sub_accounts: 3, crm: true },
    account_plan: { status: 'paid', monthly_total_impressions: 1000 },
    ...overrides,
  };
}

export const modules = (...keys: string[]): AccessModules => accessModulesFrom(keys);
