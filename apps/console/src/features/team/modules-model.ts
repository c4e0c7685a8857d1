import { ACCESS_MODULE_KEYS, type AccessModuleKey } from '@playdesk/contract';

/**
 * How the team screens name the access modules (docs/product-rules.md#access-modules): a label
 * and what it opens, in the API's order.
 */
export const MODULE_TEXT: Record<AccessModuleKey, { label: string; opens: string }> = {
  full: { label: 'Full access', opens: 'Everything a team mate can open' },
  games: { label: 'Games', opens: 'Dashboard, templates, games, calendar and player data' },
  teams: { label: 'Team', opens: 'Team mates and domains' },
  rewards: { label: 'Rewards', opens: 'Rewards and their codes' },
  pwa: { label: 'PWA', opens: 'The installable app' },
  integrations: { label: 'Integrations', opens: 'Connected services' },
  account_managment: { label: 'Account management', opens: 'Upgrade and billing' },
  subscription: { label: 'Subscription', opens: 'The subscription page' },
  domains: { label: 'Domains', opens: 'The domains page' },
};

export const moduleLabel = (key: AccessModuleKey) => MODULE_TEXT[key].label;

/** `keys` in the API's order, each once. */
export function orderModules(keys: Iterable<AccessModuleKey>): AccessModuleKey[] {
  const set = new Set(keys);
  return ACCESS_MODULE_KEYS.filter((key) => set.has(key));
}

/**
 * The choice a form starts from and what it may change: the modules the viewer may grant are
 * editable; the others keep the value they have (a change may neither add nor remove them).
 */
export function toggleModule(
  current: readonly AccessModuleKey[],
  key: AccessModuleKey,
  on: boolean,
): AccessModuleKey[] {
  const set = new Set(current);
  if (on) set.add(key);
  else set.delete(key);
  return orderModules(set);
}

/** "Active 5 min ago" style, from an ISO time; `null` is never. */
export function lastActiveText(iso: string | null, now: Date = new Date()): string {
  if (!iso) return 'Not yet';
  const minutes = Math.max(0, Math.round((now.getTime() - Date.parse(iso)) / 60_000));
  if (minutes < 5) return 'Just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.round(hours / 24);
  return days === 1 ? 'Yesterday' : `${days} days ago`;
}
