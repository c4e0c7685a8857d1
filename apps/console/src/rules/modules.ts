import type { AccessModuleKey, AccessModules } from '@playdesk/contract';
import { PLAYER_DATA_ROUTES, ROUTES, type RouteName } from './routes';

/**
 * Fallback map from access module to route (docs/product-rules.md#module-fallback).
 * `account_managment` maps to Subscription while the Subscription route itself requires the module
 * named `subscription`: the original brief kept both, and so do we.
 */
export const MODULE_FALLBACK_ROUTES: Partial<Record<AccessModuleKey, RouteName>> = {
  games: 'GameList',
  rewards: 'RewardList',
  integrations: 'Integrations',
  account_managment: 'Subscription',
  teams: 'TeamMates',
  domains: 'Domains',
  redeem: 'Counter',
};

/**
 * The route of the first enabled module that has one, walking the modules object in its own key
 * order (the order the API sends: full, games, teams, rewards, …). `null` when none has a route.
 */
export function firstEnabledModuleRoute(
  modules: AccessModules | null | undefined,
): RouteName | null {
  if (!modules) return null;
  for (const [key, enabled] of Object.entries(modules)) {
    if (!enabled) continue;
    const route = MODULE_FALLBACK_ROUTES[key as AccessModuleKey];
    if (route) return route;
  }
  return null;
}

/**
 * Module check of the route guard (docs/product-rules.md#module-fallback): full access or the
 * route's module enabled — and, for a route of players' personal data, the `player_data`
 * permission too (docs/product-rules.md#player-data-permission).
 */
export function moduleAllows(
  modules: AccessModules | null | undefined,
  module: AccessModuleKey | null,
  playerData = false,
): boolean {
  if (module === null && !playerData) return true;
  if (!modules) return false;
  if (modules.full === true) return true;
  return (module === null || granted(modules, module)) && (!playerData || modules.player_data);
}

/**
 * Whether the flags open `module`. The `rewards` module opens redeeming too (the server's
 * `hasModule(m, 'redeem')` says the same), so the counter page is a rewards member's as well.
 */
function granted(modules: AccessModules, module: AccessModuleKey): boolean {
  return modules[module] === true || (module === 'redeem' && modules.rewards === true);
}

/**
 * Where to go after switching account (docs/product-rules.md#account-switching): Dashboard when the
 * modules include full or games (or there are no modules — owners carry none); otherwise the route
 * of the first module key that has one; finally Dashboard.
 */
export function routeAfterAccountSwitch(modules: AccessModules | null | undefined): RouteName {
  if (!modules || modules.full || modules.games) return 'Dashboard';
  return firstEnabledModuleRoute(modules) ?? 'Dashboard';
}

/** The sections' own pages, in the order the no-access page offers them. */
const SECTION_ROUTES: readonly RouteName[] = [
  'GameList',
  'RewardList',
  'CRMList',
  'Integrations',
  'TeamMates',
  'Domains',
  'PWA',
  'Subscription',
  'Counter',
];

/**
 * A section page the member's role opens, other than `denied`, for the no-access page's button
 * (docs/product-rules.md#module-fallback). Wider than the fallback map: a member with only `pwa`
 * has no fallback route, yet opens PWA. `null` when their role opens none.
 */
export function sectionTheyCanOpen(
  modules: AccessModules | null | undefined,
  denied: RouteName | null,
): RouteName | null {
  return (
    SECTION_ROUTES.find(
      (route) =>
        route !== denied &&
        moduleAllows(modules, ROUTES[route].module, PLAYER_DATA_ROUTES.has(route)),
    ) ?? null
  );
}
