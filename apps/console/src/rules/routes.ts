import type { AccessModuleKey } from '@playdesk/contract';

/**
 * The console's named routes (docs/product-rules.md#routes) with their paths and the access module
 * each one requires. Pure data: the router, the guard, the sidebar and the tests read it.
 *
 * `module: null` means "auth required, no module check" (Payment and its checkout, Welcome,
 * AddAccount, Upgrade).
 */
export type RouteKind = 'guest' | 'public' | 'protected';

export interface RouteMeta {
  readonly path: string;
  readonly kind: RouteKind;
  readonly module: AccessModuleKey | null;
  readonly title: string;
}

export const ROUTES = {
  // Guest-only (a logged-in user is sent to Dashboard).
  Login: { path: '/login', kind: 'guest', module: null, title: 'Sign in' },
  Register: { path: '/register', kind: 'guest', module: null, title: 'Create your account' },
  ForgotPassword: {
    path: '/forgot-password',
    kind: 'guest',
    module: null,
    title: 'Forgot password',
  },
  ResetPassword: { path: '/reset-password', kind: 'guest', module: null, title: 'Reset password' },

  // Public, unrestricted (the player routes are served by the player app, not the console).
  RegisterTeamMate: {
    path: '/register-team-mate/:id',
    kind: 'public',
    module: null,
    title: 'Join a team',
  },
  AuthCallback: {
    path: '/auth/callback/:provider',
    kind: 'public',
    module: null,
    title: 'Social sign-in',
  },

  // Auth required, no module.
  Payment: { path: '/payment', kind: 'protected', module: null, title: 'Payment' },
  // The built-in test provider's checkout page (reachable while the plan awaits payment).
  PaymentCheckout: {
    path: '/payment/checkout/:id',
    kind: 'protected',
    module: null,
    title: 'Checkout',
  },
  Welcome: { path: '/welcome', kind: 'protected', module: null, title: 'Welcome' },
  AddAccount: { path: '/add-account', kind: 'protected', module: null, title: 'Add account' },
  Upgrade: { path: '/upgrade', kind: 'protected', module: null, title: 'Upgrade' },
  // A demo server's kept emails (docs/product-rules.md#demo-mailbox): every signed-in person.
  Mailbox: { path: '/mailbox', kind: 'protected', module: null, title: 'Mailbox' },
  // The signed-in person's own second factors and sessions (docs/two-factor.md,
  // docs/team-and-sign-in.md#sessions): everyone, from the menu and the account menu.
  Security: { path: '/security', kind: 'protected', module: null, title: 'Security' },

  // Auth required, with a module.
  Dashboard: { path: '/dashboard', kind: 'protected', module: 'games', title: 'Dashboard' },
  Subscription: {
    path: '/subscription',
    kind: 'protected',
    module: 'subscription',
    title: 'Subscription',
  },
  TeamMates: { path: '/team-mates', kind: 'protected', module: 'teams', title: 'Team mates' },
  Domains: { path: '/domains', kind: 'protected', module: 'domains', title: 'Domains' },
  Integrations: {
    path: '/integrations',
    kind: 'protected',
    module: 'integrations',
    title: 'Integrations',
  },
  // The owner and team mates with full access (docs/product-rules.md#api-keys).
  ApiKeys: { path: '/api-keys', kind: 'protected', module: 'full', title: 'API keys' },
  // The owner and team mates with the audit module (docs/audit-log.md#reading-it).
  AuditLog: { path: '/audit-log', kind: 'protected', module: 'audit', title: 'Audit log' },
  // The owner's (docs/single-sign-on.md): the server refuses anyone else.
  SingleSignOn: {
    path: '/single-sign-on',
    kind: 'protected',
    module: 'account_managment',
    title: 'Single sign-on',
  },

  GameList: { path: '/games', kind: 'protected', module: 'games', title: 'Games' },
  // A live show of a quiz, and its host's controls (docs/live.md).
  GameLive: { path: '/games/live', kind: 'protected', module: 'games', title: 'Live show' },
  NotificationBar: {
    path: '/games/notification-bar',
    kind: 'protected',
    module: 'games',
    title: 'Notification bar',
  },
  GameCalendar: {
    path: '/games/calendar',
    kind: 'protected',
    module: 'games',
    title: 'Calendar',
  },
  GameAdd: { path: '/games/add', kind: 'protected', module: 'games', title: 'New game' },
  GameDetail: { path: '/games/edit/:id', kind: 'protected', module: 'games', title: 'Game' },
  // A game's results (issue 34): the funnel, where players give up, its placements.
  GameInsight: {
    path: '/games/edit/:id/insight',
    kind: 'protected',
    module: 'games',
    title: 'Game insight',
  },
  // A game's fair-play rules (issue 36, docs/fair-play.md): verification, velocity, risk actions.
  GameFairPlay: {
    path: '/games/edit/:id/fair-play',
    kind: 'protected',
    module: 'games',
    title: 'Fair play',
  },
  GameExperiments: {
    path: '/games/edit/:id/experiments',
    kind: 'protected',
    module: 'games',
    title: 'Experiments',
  },
  GameExperimentAdd: {
    path: '/games/edit/:id/experiments/add',
    kind: 'protected',
    module: 'games',
    title: 'New experiment',
  },
  GameExperiment: {
    path: '/games/edit/:id/experiments/:experiment',
    kind: 'protected',
    module: 'games',
    title: 'Experiment',
  },

  RewardList: { path: '/rewards', kind: 'protected', module: 'rewards', title: 'Rewards' },
  RewardAdd: { path: '/rewards/add', kind: 'protected', module: 'rewards', title: 'New reward' },
  RewardEdit: {
    path: '/rewards/edit/:id',
    kind: 'protected',
    module: 'rewards',
    title: 'Reward',
  },
  // Redemption at the counter (issue 35, docs/rewards.md#redemption-in-store). Pages of the rewards
  // section, outside `/rewards/…`: any other `/rewards/{account}` is the player's rewards front
  // (apps/server/src/web/player-paths.ts).
  RewardRedemptions: {
    path: '/redemptions',
    kind: 'protected',
    module: 'rewards',
    title: 'Redemptions',
  },
  RewardLocations: {
    path: '/locations',
    kind: 'protected',
    module: 'rewards',
    title: 'Locations',
  },
  // Loyalty across games (issue 39, docs/loyalty.md): a tab of the rewards section, outside
  // `/rewards/…` for the same reason as above.
  RewardLoyalty: {
    path: '/loyalty',
    kind: 'protected',
    module: 'rewards',
    title: 'Loyalty',
  },
  // The rewards held for review (issue 36): outside `/rewards/…` for the same reason as above.
  RewardReview: {
    path: '/review',
    kind: 'protected',
    module: 'rewards',
    title: 'Review',
  },
  // A team mate with only the `redeem` module lands here: the way to the scanner (`/redeem`, the
  // player app), and nothing else.
  Counter: {
    path: '/counter',
    kind: 'protected',
    module: 'redeem',
    title: 'Redeem at the counter',
  },

  CRMList: { path: '/crm', kind: 'protected', module: 'games', title: 'Player data' },

  TemplateList: { path: '/templates', kind: 'protected', module: 'games', title: 'Templates' },
  GameOverTemplateAdd: {
    path: '/templates/game-over/add',
    kind: 'protected',
    module: 'games',
    title: 'New game-over template',
  },
  GameOverTemplateEdit: {
    path: '/templates/game-over/edit/:id',
    kind: 'protected',
    module: 'games',
    title: 'Game-over template',
  },
  SuccessTemplateAdd: {
    path: '/templates/success/add',
    kind: 'protected',
    module: 'games',
    title: 'New success template',
  },
  SuccessTemplateEdit: {
    path: '/templates/success/edit/:id',
    kind: 'protected',
    module: 'games',
    title: 'Success template',
  },
  LeaderboardTemplateAdd: {
    path: '/templates/leaderboard/add',
    kind: 'protected',
    module: 'games',
    title: 'New leaderboard template',
  },
  LeaderboardTemplateEdit: {
    path: '/templates/leaderboard/edit/:id',
    kind: 'protected',
    module: 'games',
    title: 'Leaderboard template',
  },

  PWA: { path: '/pwa', kind: 'protected', module: 'pwa', title: 'PWA' },
} as const satisfies Record<string, RouteMeta>;

export type RouteName = keyof typeof ROUTES;

/** `/` is the Login route too (docs/product-rules.md#guest-only-routes). */
export const LOGIN_ALIAS_PATH = '/';

/** Fills `:param` segments of a route's path. */
export function pathTo(name: RouteName, params: Record<string, string> = {}): string {
  return ROUTES[name].path.replace(/:([a-z_]+)/gi, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing route param ${key} for ${name}`);
    return encodeURIComponent(value);
  });
}

/**
 * Routes that show players' personal data: a team member needs the `player_data` permission besides
 * the route's module (docs/product-rules.md#player-data-permission). The server's routes behind
 * them declare `playerData` the same way.
 */
export const PLAYER_DATA_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>(['CRMList']);

/** Games is highlighted on its list, add and detail routes (docs/product-rules.md#sidebar). */
const ACTIVE_GROUPS: Partial<Record<RouteName, readonly RouteName[]>> = {
  GameList: [
    'GameList',
    'GameLive',
    'GameAdd',
    'GameDetail',
    'GameInsight',
    'GameFairPlay',
    'GameExperiments',
    'GameExperimentAdd',
    'GameExperiment',
  ],
  RewardList: [
    'RewardList',
    'RewardAdd',
    'RewardEdit',
    'RewardRedemptions',
    'RewardLocations',
    'RewardReview',
    'RewardLoyalty',
  ],
  TemplateList: [
    'TemplateList',
    'GameOverTemplateAdd',
    'GameOverTemplateEdit',
    'SuccessTemplateAdd',
    'SuccessTemplateEdit',
    'LeaderboardTemplateAdd',
    'LeaderboardTemplateEdit',
  ],
};

/** Whether the sidebar item pointing at `item` is highlighted while `current` is shown. */
export function isActiveItem(item: RouteName, current: RouteName | null): boolean {
  if (current === null) return false;
  const group = ACTIVE_GROUPS[item];
  return group ? group.includes(current) : item === current;
}

/**
 * The section a route belongs to, as the sidebar and menus name it: an add or edit page is part of
 * its list's section ("Games" for a game's page). The no-access page names it
 * (docs/product-rules.md#module-fallback).
 */
export function sectionTitle(route: RouteName): string {
  return ROUTES[sectionOf(route)].title;
}

/** The route that leads a route's section (`GameList` for `GameDetail`); the route itself else. */
export function sectionOf(route: RouteName): RouteName {
  for (const [leader, group] of Object.entries(ACTIVE_GROUPS)) {
    if (group.includes(route)) return leader as RouteName;
  }
  return route;
}

/**
 * Short paths someone may type by hand, and the section page each leads to
 * (docs/product-rules.md#short-paths). The router answers them with a redirect (query string
 * kept), so they never show the not-found page; the guard of the target decides access as usual.
 */
export const SHORT_PATHS: Readonly<Record<string, string>> = {
  '/home': ROUTES.Dashboard.path,
  '/calendar': ROUTES.GameCalendar.path,
  '/schedule': ROUTES.GameCalendar.path,
  '/notification-bar': ROUTES.NotificationBar.path,
  '/games/new': ROUTES.GameAdd.path,
  '/games/edit': ROUTES.GameList.path,
  '/rewards/new': ROUTES.RewardAdd.path,
  '/rewards/edit': ROUTES.RewardList.path,
  '/players': ROUTES.CRMList.path,
  '/player-data': ROUTES.CRMList.path,
  '/team': ROUTES.TeamMates.path,
  '/billing': ROUTES.Subscription.path,
  '/plan': ROUTES.Subscription.path,
  '/webhooks': ROUTES.Integrations.path,
  '/domain': ROUTES.Domains.path,
  '/keys': ROUTES.ApiKeys.path,
  '/templates/game-over': ROUTES.TemplateList.path,
  '/templates/success': `${ROUTES.TemplateList.path}?kind=success`,
  '/templates/leaderboard': `${ROUTES.TemplateList.path}?kind=leaderboard`,
};

/** Where a short path leads, with the query string merged in; `null` when it is not one. */
export function shortPathTarget(pathname: string, search = ''): string | null {
  const key = pathname.length > 1 ? pathname.replace(/\/+$/, '').toLowerCase() : pathname;
  const target = SHORT_PATHS[key];
  if (target === undefined) return null;
  const query = new URLSearchParams(target.includes('?') ? target.slice(target.indexOf('?')) : '');
  new URLSearchParams(search).forEach((value, name) => query.set(name, value));
  const base = target.split('?')[0]!;
  const merged = query.toString();
  return merged ? `${base}?${merged}` : base;
}
