import { z } from 'zod';

/**
 * Access-module keys (docs/product-rules.md#access-modules). `account_managment` keeps its original
 * spelling; `subscription` and `domains` are the extra flags the route guard reads; `player_data`
 * is the permission to see and handle players' personal data (docs/product-rules.md#player-data-permission),
 * added after them so the keys before it keep their order; `redeem` (last) lets a team mate redeem rewards
 * at a counter and nothing else (docs/rewards.md#redemption-in-store); `audit` (after it) reads the
 * audit log (docs/audit-log.md).
 */
export const ACCESS_MODULE_KEYS = [
  'full',
  'games',
  'teams',
  'rewards',
  'pwa',
  'integrations',
  'account_managment',
  'subscription',
  'domains',
  'player_data',
  'redeem',
  'audit',
] as const;
export type AccessModuleKey = (typeof ACCESS_MODULE_KEYS)[number];

export const AccessModules = z.object(
  Object.fromEntries(ACCESS_MODULE_KEYS.map((key) => [key, z.boolean()])) as Record<
    AccessModuleKey,
    z.ZodBoolean
  >,
);
export type AccessModules = z.infer<typeof AccessModules>;

/** Expands a list of granted keys into the full flag object the API returns. */
export function accessModulesFrom(granted: readonly string[]): AccessModules {
  const set = new Set(granted);
  return Object.fromEntries(ACCESS_MODULE_KEYS.map((key) => [key, set.has(key)])) as AccessModules;
}

/**
 * True when the flags grant the module (full access grants all; `rewards` includes `redeem`: who
 * manages the rewards may redeem them at the counter too).
 */
export function hasModule(modules: AccessModules, module: AccessModuleKey): boolean {
  return modules.full || modules[module] || (module === 'redeem' && modules.rewards);
}

/**
 * Whether the flags let their holder see players' personal data: `full`, or the `player_data`
 * permission (docs/product-rules.md#player-data-permission). Owners carry no flags: `undefined`
 * and `null` stand for them and see everything.
 */
export function seesPlayerData(modules: AccessModules | null | undefined): boolean {
  return !modules || hasModule(modules, 'player_data');
}
