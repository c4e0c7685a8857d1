import { ACCESS_MODULE_KEYS, type AccessModuleKey } from '@playdesk/contract';

/**
 * How the team screens name the access modules (docs/product-rules.md#access-modules): a label
 * and exactly what it opens, in the API's order (no "name" or "email" in them: a checkbox's label
 * must not read as the form's Email field). No two modules open the same thing: players'
 * personal data is `player_data`'s alone (docs/product-rules.md#player-data-permission), and the
 * Domains page is `domains`' (the sidebar shows its entry to `teams` too, as the brief says).
 */
export const MODULE_TEXT: Record<AccessModuleKey, { label: string; opens: string }> = {
  full: { label: 'Full access', opens: 'Every module below, and API keys' },
  games: {
    label: 'Games',
    opens: 'Dashboard, templates, games, calendar, notification bar and consents of game forms',
  },
  teams: { label: 'Team', opens: 'Team mates: inviting, changing and removing them' },
  rewards: {
    label: 'Rewards',
    opens: 'Rewards, their codes, winners (without their details) and redeeming',
  },
  pwa: { label: 'PWA', opens: 'The installable app and its push notifications' },
  integrations: { label: 'Integrations', opens: 'Webhooks and connected services' },
  account_managment: { label: 'Account management', opens: 'The Upgrade page (plans and prices)' },
  subscription: { label: 'Subscription', opens: 'The subscription page and its invoices' },
  domains: { label: 'Domains', opens: 'The domains page' },
  player_data: {
    label: 'Player data',
    opens:
      "Players' personal details and form answers: Player Data with Games, winners' details with Rewards, sending them out with Integrations",
  },
};

export const moduleLabel = (key: AccessModuleKey) => MODULE_TEXT[key].label;

/**
 * What a new invitation starts with: Games when the viewer may grant it, and never player data —
 * seeing players' personal data is ticked on purpose (docs/product-rules.md#player-data-permission).
 */
export function defaultInviteModules(grantable: readonly AccessModuleKey[]): AccessModuleKey[] {
  return grantable.includes('games') ? ['games'] : [];
}

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
