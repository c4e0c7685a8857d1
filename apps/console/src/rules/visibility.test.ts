import { describe, expect, it } from 'vitest';
import type { AccessModules, UserType } from '@playdesk/contract';
import { isActiveItem, type RouteName } from './routes';
import {
  menuEntries,
  showAddAccount,
  showChrome,
  showUpgrade,
  showUsage,
  sidebarEntries,
  usagePercent,
  type Viewer,
} from './visibility';
import { makeUser, modules } from './fixtures';

const viewer = (
  type: UserType,
  accessModules: AccessModules | null = null,
  crm = true,
): Viewer => ({ type, accessModules, plan: { sub_accounts: 3, crm } });

const routes = (entries: { route: RouteName }[]) => entries.map((e) => e.route);

describe('showChrome (layout)', () => {
  it.each([
    { status: 'paid', route: 'Dashboard', expected: true },
    { status: 'paid', route: 'Payment', expected: true },
    { status: 'paid', route: 'AddAccount', expected: false },
    { status: 'paid', route: 'Welcome', expected: false },
    { status: 'pending_payment', route: 'Payment', expected: false },
    { status: 'past_due', route: 'Dashboard', expected: false },
    { status: null, route: 'Login', expected: false },
  ] as const)('$status on $route → $expected', ({ status, route, expected }) => {
    expect(showChrome(status, route)).toBe(expected);
  });
});

describe('sidebar entries (product-rules.md#sidebar)', () => {
  it.each([
    {
      name: 'account owner with crm sees everything',
      viewer: viewer('account'),
      expected: [
        'Dashboard',
        'TemplateList',
        'GameList',
        'GameCalendar',
        'RewardList',
        'CRMList',
        'Domains',
        'PWA',
      ],
    },
    {
      name: 'account owner without crm has no Player Data',
      viewer: viewer('account', null, false),
      expected: [
        'Dashboard',
        'TemplateList',
        'GameList',
        'GameCalendar',
        'RewardList',
        'Domains',
        'PWA',
      ],
    },
    {
      name: 'child account is account-level',
      viewer: viewer('child_account', null, false),
      expected: [
        'Dashboard',
        'TemplateList',
        'GameList',
        'GameCalendar',
        'RewardList',
        'Domains',
        'PWA',
      ],
    },
    {
      name: 'member with games + rewards',
      viewer: viewer('user', modules('games', 'rewards'), false),
      expected: ['Dashboard', 'TemplateList', 'GameList', 'GameCalendar', 'RewardList'],
    },
    {
      name: 'member with games + rewards but without player data: no Player Data on a crm plan',
      viewer: viewer('user', modules('games', 'rewards'), true),
      expected: ['Dashboard', 'TemplateList', 'GameList', 'GameCalendar', 'RewardList'],
    },
    {
      name: 'member with games + player data on a crm plan sees Player Data',
      viewer: viewer('user', modules('games', 'player_data'), true),
      expected: ['Dashboard', 'TemplateList', 'GameList', 'GameCalendar', 'CRMList'],
    },
    {
      name: 'member with full access on a crm plan sees Player Data',
      viewer: viewer('user', modules('full'), true),
      expected: [
        'Dashboard',
        'TemplateList',
        'GameList',
        'GameCalendar',
        'RewardList',
        'CRMList',
        'Domains',
        'PWA',
      ],
    },
    {
      name: 'player data does not show Player Data without the plan',
      viewer: viewer('user', modules('games', 'player_data'), false),
      expected: ['Dashboard', 'TemplateList', 'GameList', 'GameCalendar'],
    },
    {
      name: 'Domains follows the teams module for members',
      viewer: viewer('user', modules('teams'), false),
      expected: ['Domains'],
    },
    {
      name: 'the domains flag alone does not show Domains',
      viewer: viewer('user', modules('domains'), false),
      expected: [],
    },
    { name: 'member with pwa', viewer: viewer('user', modules('pwa'), false), expected: ['PWA'] },
    {
      name: 'member with full access',
      viewer: viewer('user', modules('full'), false),
      expected: [
        'Dashboard',
        'TemplateList',
        'GameList',
        'GameCalendar',
        'RewardList',
        'Domains',
        'PWA',
      ],
    },
    { name: 'member without modules', viewer: viewer('user', null, false), expected: [] },
    {
      name: 'a redeem-only member sees only the way to the counter scanner',
      viewer: viewer('user', modules('redeem'), true),
      expected: ['Counter'],
    },
    {
      name: 'rewards leads to the counter itself: no second entry',
      viewer: viewer('user', modules('rewards', 'redeem'), false),
      expected: ['RewardList'],
    },
  ])('$name', ({ viewer: v, expected }) => {
    expect(routes(sidebarEntries(v))).toEqual(expected);
  });
});

describe('top-bar menu entries (product-rules.md#top-bar)', () => {
  it.each([
    {
      name: 'owner',
      viewer: viewer('account'),
      expected: [
        'Subscription',
        'TeamMates',
        'Integrations',
        'NotificationBar',
        'ApiKeys',
        'AuditLog',
        'SingleSignOn',
        'Security',
      ],
    },
    {
      name: 'child account: no Subscription',
      viewer: viewer('child_account'),
      expected: ['TeamMates', 'Integrations', 'NotificationBar', 'ApiKeys', 'AuditLog', 'Security'],
    },
    {
      name: 'member with games + rewards',
      viewer: viewer('user', modules('games', 'rewards')),
      expected: ['NotificationBar', 'Security'],
    },
    {
      name: 'member with teams + integrations',
      viewer: viewer('user', modules('teams', 'integrations')),
      expected: ['TeamMates', 'Integrations', 'Security'],
    },
    {
      name: 'member with subscription flag still has no Subscription entry',
      viewer: viewer('user', modules('subscription', 'account_managment')),
      expected: ['Security'],
    },
    {
      name: 'member with full',
      viewer: viewer('user', modules('full')),
      expected: ['TeamMates', 'Integrations', 'NotificationBar', 'ApiKeys', 'AuditLog', 'Security'],
    },
    {
      name: 'redeem-only member: only their own Security',
      viewer: viewer('user', modules('redeem')),
      expected: ['Security'],
    },
  ])('$name', ({ viewer: v, expected }) => {
    expect(routes(menuEntries(v))).toEqual(expected);
  });
});

describe('showUpgrade', () => {
  it.each([
    { v: viewer('account'), expected: true },
    { v: viewer('child_account'), expected: false },
    { v: viewer('user', modules('account_managment')), expected: true },
    { v: viewer('user', modules('full')), expected: true },
    { v: viewer('user', modules('games')), expected: false },
  ])('$v.type $v.accessModules → $expected', ({ v, expected }) => {
    expect(showUpgrade(v)).toBe(expected);
  });
});

describe('showAddAccount (product-rules.md#add-account)', () => {
  const related = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ public_id: `r${i}`, business_name: `R${i}` }));
  it.each([
    { type: 'account', related: 0, limit: 3, expected: true },
    { type: 'account', related: 0, limit: 2, expected: true },
    { type: 'account', related: 0, limit: 1, expected: true },
    { type: 'account', related: 0, limit: 0, expected: false },
    { type: 'account', related: 1, limit: 3, expected: true },
    { type: 'account', related: 2, limit: 3, expected: true },
    { type: 'account', related: 3, limit: 3, expected: false },
    { type: 'account', related: 4, limit: 3, expected: false },
    { type: 'child_account', related: 1, limit: 3, expected: true },
    { type: 'child_account', related: 3, limit: 3, expected: false },
    { type: 'user', related: 0, limit: 3, expected: false },
    { type: 'user', related: 1, limit: 3, expected: false },
  ] as const)('$type with $related related, limit $limit → $expected', (row) => {
    const user = makeUser({
      type: row.type,
      related_accounts: related(row.related),
      plan: { sub_accounts: row.limit, crm: false },
    });
    expect(showAddAccount(user)).toBe(row.expected);
  });

  it('is hidden without a user', () => {
    expect(showAddAccount(null)).toBe(false);
  });
});

describe('showUsage (the gameplay meter)', () => {
  it.each([
    { v: viewer('account'), expected: true },
    { v: viewer('user', modules('games')), expected: true },
    { v: viewer('user', modules('redeem')), expected: false },
    { v: viewer('user', modules('redeem', 'pwa')), expected: true },
    { v: viewer('user', modules('full')), expected: true },
  ])('$v.type $v.accessModules → $expected', ({ v, expected }) => {
    expect(showUsage(v)).toBe(expected);
  });
});

describe('usagePercent (truncated)', () => {
  it.each([
    { used: 0, total: 1000, expected: 0 },
    { used: 1, total: 1000, expected: 0 },
    { used: 9, total: 1000, expected: 0 },
    { used: 10, total: 1000, expected: 1 },
    { used: 199, total: 1000, expected: 19 },
    { used: 2, total: 3, expected: 66 },
    { used: 999, total: 1000, expected: 99 },
    { used: 1000, total: 1000, expected: 100 },
    { used: 1500, total: 1000, expected: 150 },
    { used: 5, total: 0, expected: 0 },
    { used: -1, total: 10, expected: 0 },
  ])('$used / $total → $expected %', ({ used, total, expected }) => {
    expect(usagePercent(used, total)).toBe(expected);
  });
});

describe('active sidebar item', () => {
  it.each([
    { item: 'GameList', current: 'GameList', expected: true },
    { item: 'GameList', current: 'GameAdd', expected: true },
    { item: 'GameList', current: 'GameDetail', expected: true },
    { item: 'GameList', current: 'GameCalendar', expected: false },
    { item: 'GameCalendar', current: 'GameCalendar', expected: true },
    { item: 'Dashboard', current: 'GameList', expected: false },
    { item: 'TemplateList', current: 'SuccessTemplateEdit', expected: true },
    { item: 'RewardList', current: 'RewardAdd', expected: true },
    { item: 'RewardList', current: 'RewardLocations', expected: true },
    { item: 'RewardList', current: 'RewardRedemptions', expected: true },
    { item: 'Dashboard', current: null, expected: false },
  ] as const)('$item active on $current: $expected', ({ item, current, expected }) => {
    expect(isActiveItem(item, current)).toBe(expected);
  });
});
