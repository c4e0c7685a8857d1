import type { AccessModuleKey, AccessModules } from '@playdesk/contract';
import type { RouteName } from './routes';

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
 * route's module enabled.
 */
export function moduleAllows(
  modules: AccessModules | null | undefined,
  module: AccessModuleKey | null,
): boolean {
  if (module === null) return true;
  if (!modules) return false;
  return modules.full === true || modules[module] === true;
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
