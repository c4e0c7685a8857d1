import { describe, expect, it } from 'vitest';
import type { AccessModules, User } from '@playdesk/contract';
import {
  decideGuestOnly,
  decideProtected,
  LOGIN_REQUIRED_MESSAGE,
  type GuardDecision,
} from './guard';
import type { RouteName } from './routes';
import { makeUser, modules } from './fixtures';

const owner = makeUser();
const child = makeUser({ type: 'child_account' });
const member = makeUser({ type: 'user' });
const pending = makeUser({
  account_plan: { status: 'pending_payment', monthly_total_impressions: 0 },
});
const pendingMember = makeUser({
  type: 'user',
  account_plan: { status: 'pending_payment', monthly_total_impressions: 0 },
});

interface Row {
  name: string;
  route: RouteName;
  authError?: string | null;
  loggedIn?: boolean;
  user: User | null;
  modules?: AccessModules | null;
  expected: GuardDecision;
}

const allow: GuardDecision = { kind: 'allow' };
const login: GuardDecision = { kind: 'login', message: LOGIN_REQUIRED_MESSAGE };
const to = (route: RouteName): GuardDecision => ({ kind: 'redirect', to: route });
/** The module check's fallback: the first module's route, naming the route refused. */
const sent = (route: RouteName, denied: RouteName): GuardDecision => ({
  kind: 'redirect',
  to: route,
  denied,
});
const block = (denied: RouteName): GuardDecision => ({ kind: 'block', denied });

const rows: Row[] = [
  // 1. auth fetch failure comes first, with the error's own message
  {
    name: 'auth failure wins over everything',
    route: 'Dashboard',
    authError: 'Boom',
    user: pending,
    expected: { kind: 'login', message: 'Boom' },
  },
  {
    name: 'auth failure with the spec message',
    route: 'Payment',
    authError: LOGIN_REQUIRED_MESSAGE,
    user: null,
    loggedIn: false,
    expected: login,
  },
  // 2. pending payment → Payment (every protected route except Payment itself)
  {
    name: 'pending owner on Dashboard',
    route: 'Dashboard',
    user: pending,
    expected: to('Payment'),
  },
  { name: 'pending owner on Welcome', route: 'Welcome', user: pending, expected: to('Payment') },
  {
    name: 'pending owner on AddAccount',
    route: 'AddAccount',
    user: pending,
    expected: to('Payment'),
  },
  { name: 'pending owner on Upgrade', route: 'Upgrade', user: pending, expected: to('Payment') },
  { name: 'pending owner on Payment stays', route: 'Payment', user: pending, expected: allow },
  {
    name: 'pending owner on the test checkout page stays',
    route: 'PaymentCheckout',
    user: pending,
    expected: allow,
  },
  {
    name: 'pending check comes before the module check',
    route: 'Domains',
    user: pendingMember,
    modules: modules('games'),
    expected: to('Payment'),
  },
  // 3. not logged in → Login
  { name: 'guest on Dashboard', route: 'Dashboard', user: null, loggedIn: false, expected: login },
  { name: 'guest on Payment', route: 'Payment', user: null, loggedIn: false, expected: login },
  {
    name: 'flag off even with a stale user',
    route: 'GameList',
    user: owner,
    loggedIn: false,
    expected: login,
  },
  // 4. type user → module check
  {
    name: 'member with games on Dashboard',
    route: 'Dashboard',
    user: member,
    modules: modules('games', 'rewards'),
    expected: allow,
  },
  {
    name: 'member with games and player data on CRM',
    route: 'CRMList',
    user: member,
    modules: modules('games', 'player_data'),
    expected: allow,
  },
  {
    name: 'member with games but without player data on CRM → Games, naming Player data',
    route: 'CRMList',
    user: member,
    modules: modules('games', 'rewards'),
    expected: sent('GameList', 'CRMList'),
  },
  {
    name: 'player data without games does not open CRM (its module stays games)',
    route: 'CRMList',
    user: member,
    modules: modules('rewards', 'player_data'),
    expected: sent('RewardList', 'CRMList'),
  },
  {
    name: 'player data alone opens no section → block on CRM',
    route: 'CRMList',
    user: member,
    modules: modules('player_data'),
    expected: block('CRMList'),
  },
  {
    name: 'full access opens CRM without the player data flag',
    route: 'CRMList',
    user: member,
    modules: modules('full'),
    expected: allow,
  },
  {
    name: 'player data is not needed outside CRM',
    route: 'GameDetail',
    user: member,
    modules: modules('games'),
    expected: allow,
  },
  {
    name: 'member without domains → first enabled module',
    route: 'Domains',
    user: member,
    modules: modules('games', 'rewards'),
    expected: sent('GameList', 'Domains'),
  },
  {
    name: 'member without teams → rewards list',
    route: 'TeamMates',
    user: member,
    modules: modules('rewards'),
    expected: sent('RewardList', 'TeamMates'),
  },
  {
    name: 'member without pwa → integrations',
    route: 'PWA',
    user: member,
    modules: modules('integrations'),
    expected: sent('Integrations', 'PWA'),
  },
  {
    name: 'member with full access anywhere',
    route: 'Subscription',
    user: member,
    modules: modules('full'),
    expected: allow,
  },
  {
    name: 'subscription route needs the subscription flag',
    route: 'Subscription',
    user: member,
    modules: modules('subscription'),
    expected: allow,
  },
  {
    name: 'account_managment does not open Subscription, it falls back to it',
    route: 'Subscription',
    user: member,
    modules: modules('account_managment'),
    expected: block('Subscription'),
  },
  {
    name: 'account_managment fallback from Dashboard',
    route: 'Dashboard',
    user: member,
    modules: modules('account_managment'),
    expected: sent('Subscription', 'Dashboard'),
  },
  {
    name: 'member with domains flag on Domains',
    route: 'Domains',
    user: member,
    modules: modules('domains'),
    expected: allow,
  },
  {
    name: 'pwa-only member has no fallback route → block',
    route: 'Dashboard',
    user: member,
    modules: modules('pwa'),
    expected: block('Dashboard'),
  },
  {
    name: 'member with no modules → block',
    route: 'GameList',
    user: member,
    modules: modules(),
    expected: block('GameList'),
  },
  {
    name: 'member missing modules object → block',
    route: 'RewardList',
    user: member,
    modules: null,
    expected: block('RewardList'),
  },
  {
    name: 'routes without module are open to members',
    route: 'Upgrade',
    user: member,
    modules: modules(),
    expected: allow,
  },
  {
    name: 'member on Payment',
    route: 'Payment',
    user: member,
    modules: modules('games'),
    expected: allow,
  },
  {
    name: 'member on AddAccount (no module)',
    route: 'AddAccount',
    user: member,
    modules: modules('games'),
    expected: allow,
  },
  // 5. everyone else: allow
  { name: 'owner on Subscription', route: 'Subscription', user: owner, expected: allow },
  { name: 'owner on Domains', route: 'Domains', user: owner, expected: allow },
  {
    name: 'child account on Subscription (no module check)',
    route: 'Subscription',
    user: child,
    expected: allow,
  },
  {
    name: 'child account on templates edit',
    route: 'GameOverTemplateEdit',
    user: child,
    expected: allow,
  },
  {
    name: 'past_due is not held on Payment',
    route: 'Dashboard',
    user: makeUser({ account_plan: { status: 'past_due', monthly_total_impressions: 1 } }),
    expected: allow,
  },
];

describe('decideProtected (product-rules.md#route-guard order)', () => {
  it.each(rows)('$name', (row) => {
    expect(
      decideProtected({
        route: row.route,
        authError: row.authError ?? null,
        loggedIn: row.loggedIn ?? row.user !== null,
        user: row.user,
        accessModules: row.modules ?? null,
      }),
    ).toEqual(row.expected);
  });
});

describe('decideGuestOnly', () => {
  it.each([
    { loggedIn: true, expected: to('Dashboard') },
    { loggedIn: false, expected: allow },
  ])('logged in: $loggedIn', ({ loggedIn, expected }) => {
    expect(decideGuestOnly(loggedIn)).toEqual(expected);
  });
});
