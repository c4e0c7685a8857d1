import type { AccessModuleKey, AccessModules, User, UserType } from '@playdesk/contract';
import type { RouteName } from './routes';

/**
 * Visibility rules of the layout, sidebar and top bar (docs/product-rules.md#layout). Pure
 * functions of the session; the layout renders exactly what they return.
 *
 * Reading of the rules' wording, kept in one place:
 * - "with the X module (user type)" — a team member (type `user`) sees the entry when its
 *   access modules grant X (`full` grants everything);
 * - "or for an account" / "for the account type" — the account-level types (`account` and
 *   `child_account`, i.e. everyone who is not a team member: they carry no access modules and
 *   the route guard lets them everywhere);
 * - "account type only" (Subscription, Upgrade's "or account") — strictly type `account`, the
 *   billing owner (docs/product-rules.md#users-and-roles).
 */
export interface Viewer {
  readonly type: UserType;
  readonly accessModules: AccessModules | null;
  readonly plan: User['plan'];
}

function granted(viewer: Viewer, module: AccessModuleKey): boolean {
  const modules = viewer.accessModules;
  if (viewer.type !== 'user' || !modules) return false;
  return modules.full === true || modules[module] === true;
}

const isAccountLevel = (viewer: Viewer): boolean => viewer.type !== 'user';

/**
 * Sidebar, top bar and logout show only on a paid plan, outside AddAccount, Welcome and the test
 * provider's checkout page (a stand-in for the provider's own page).
 */
export function showChrome(
  planStatus: string | null | undefined,
  route: RouteName | null,
): boolean {
  return (
    planStatus === 'paid' &&
    route !== 'AddAccount' &&
    route !== 'Welcome' &&
    route !== 'PaymentCheckout'
  );
}

/** The routes the sidebar and the settings menu lead to (each named by `nav.<route>` in src/i18n). */
export type NavRoute =
  | 'Dashboard'
  | 'TemplateList'
  | 'GameList'
  | 'GameCalendar'
  | 'RewardList'
  | 'Counter'
  | 'CRMList'
  | 'Domains'
  | 'PWA'
  | 'Subscription'
  | 'TeamMates'
  | 'Integrations'
  | 'NotificationBar'
  | 'ApiKeys'
  | 'AuditLog'
  | 'SingleSignOn'
  | 'Security';

export interface NavEntry {
  readonly route: NavRoute;
  readonly label: string;
}

/** Sidebar entries in display order, each with its rule (docs/product-rules.md#sidebar). */
export const SIDEBAR_ENTRIES: readonly (NavEntry & { visible: (viewer: Viewer) => boolean })[] = [
  {
    route: 'Dashboard',
    label: 'Dashboard',
    visible: (v) => granted(v, 'games') || isAccountLevel(v),
  },
  {
    route: 'TemplateList',
    label: 'Templates',
    visible: (v) => granted(v, 'games') || isAccountLevel(v),
  },
  { route: 'GameList', label: 'Games', visible: (v) => granted(v, 'games') || isAccountLevel(v) },
  {
    route: 'GameCalendar',
    label: 'Calendar',
    visible: (v) => granted(v, 'games') || isAccountLevel(v),
  },
  {
    route: 'RewardList',
    label: 'Rewards',
    visible: (v) => granted(v, 'rewards') || isAccountLevel(v),
  },
  // The way to the counter scanner, for a team mate whose role redeems but does not open Rewards
  // (Rewards leads there itself, from its Locations page): a `redeem`-only mate sees only this.
  {
    route: 'Counter',
    label: 'Redeem at the counter',
    visible: (v) => granted(v, 'redeem') && !granted(v, 'rewards'),
  },
  // docs/product-rules.md#sidebar: on a plan with crm; a team member also needs the player data
  // permission (docs/product-rules.md#player-data-permission), or the entry would open a refusal.
  {
    route: 'CRMList',
    label: 'Player Data',
    visible: (v) => v.plan.crm === true && (isAccountLevel(v) || granted(v, 'player_data')),
  },
  // docs/product-rules.md#sidebar: Domains follows the *teams* module for team members (sic), kept
  // as written.
  { route: 'Domains', label: 'Domains', visible: (v) => granted(v, 'teams') || isAccountLevel(v) },
  { route: 'PWA', label: 'PWA', visible: (v) => granted(v, 'pwa') || isAccountLevel(v) },
];

export function sidebarEntries(viewer: Viewer): NavEntry[] {
  return SIDEBAR_ENTRIES.filter((entry) => entry.visible(viewer)).map(({ route, label }) => ({
    route,
    label,
  }));
}

/** Top-bar menu entries (docs/product-rules.md#top-bar). */
export const MENU_ENTRIES: readonly (NavEntry & { visible: (viewer: Viewer) => boolean })[] = [
  { route: 'Subscription', label: 'Subscription', visible: (v) => v.type === 'account' },
  { route: 'TeamMates', label: 'Teams', visible: (v) => granted(v, 'teams') || isAccountLevel(v) },
  {
    route: 'Integrations',
    label: 'Integrations',
    visible: (v) => granted(v, 'integrations') || isAccountLevel(v),
  },
  {
    route: 'NotificationBar',
    label: 'Notification bar',
    visible: (v) => granted(v, 'games') || isAccountLevel(v),
  },
  // docs/product-rules.md#api-keys: whoever may manage the account's keys.
  { route: 'ApiKeys', label: 'API keys', visible: (v) => granted(v, 'full') || isAccountLevel(v) },
  // docs/audit-log.md#reading-it: the owner, or a team mate with the audit module.
  {
    route: 'AuditLog',
    label: 'Audit log',
    visible: (v) => granted(v, 'audit') || isAccountLevel(v),
  },
  // docs/single-sign-on.md: the business's owner (a top-level account).
  { route: 'SingleSignOn', label: 'Single sign-on', visible: (v) => v.type === 'account' },
  // Everyone's own second factors and sessions (docs/two-factor.md).
  { route: 'Security', label: 'Security', visible: () => true },
];

export function menuEntries(viewer: Viewer): NavEntry[] {
  return MENU_ENTRIES.filter((entry) => entry.visible(viewer)).map(({ route, label }) => ({
    route,
    label,
  }));
}

/**
 * Upgrade: a team member with `account_managment`, or the account owner
 * (docs/product-rules.md#sidebar).
 */
export function showUpgrade(viewer: Viewer): boolean {
  return granted(viewer, 'account_managment') || viewer.type === 'account';
}

/**
 * Add Account (docs/product-rules.md#add-account): for `account` or `child_account` when there are
 * no related accounts and the plan allows more than 1 sub-account, or when related accounts number
 * fewer than the plan's sub_accounts.
 */
export function showAddAccount(
  user: Pick<User, 'type' | 'related_accounts' | 'plan'> | null | undefined,
): boolean {
  if (!user || (user.type !== 'account' && user.type !== 'child_account')) return false;
  const related = user.related_accounts.length;
  const limit = user.plan.sub_accounts;
  return (related === 0 && limit > 1) || related < limit;
}

/**
 * The top bar's gameplay meter: hidden for a team member whose role opens only the counter
 * (`redeem`): it says nothing to staff at a till, and the rule is "only what they can use".
 */
export function showUsage(viewer: Viewer): boolean {
  if (viewer.type !== 'user' || !viewer.accessModules) return true;
  const { redeem, ...others } = viewer.accessModules;
  return !redeem || Object.values(others).some(Boolean);
}

/** Gameplay progress (docs/product-rules.md#top-bar): used / monthly total, percent truncated. */
export function usagePercent(used: number, total: number): number {
  if (!Number.isFinite(used) || !Number.isFinite(total) || total <= 0 || used <= 0) return 0;
  return Math.trunc((used / total) * 100);
}
