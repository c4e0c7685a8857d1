import { ACCESS_MODULE_KEYS, type AccessModuleKey } from '@playdesk/contract';
import { appT } from '../../i18n/i18n';

/**
 * How the team screens name the access modules (docs/product-rules.md#access-modules): a label
 * and exactly what it opens, in the API's order (no "name" or "email" in them: a checkbox's label
 * must not read as the form's Email field). No two modules open the same thing: players'
 * personal data is `player_data`'s alone (docs/product-rules.md#player-data-permission), and the
 * Domains page is `domains`' (the sidebar shows its entry to `teams` too, as the brief says).
 */
export const MODULE_TEXT = Object.fromEntries(
  ACCESS_MODULE_KEYS.map((key) => [
    key,
    {
      // Read in the console's language when shown (src/i18n, part `team`).
      get label(): string {
        return appT()(`team.module.${key}.label`);
      },
      get opens(): string {
        return appT()(`team.module.${key}.opens`);
      },
    },
  ]),
) as Record<AccessModuleKey, { readonly label: string; readonly opens: string }>;

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
  const t = appT();
  if (!iso) return t('team.active.never');
  const minutes = Math.max(0, Math.round((now.getTime() - Date.parse(iso)) / 60_000));
  if (minutes < 5) return t('team.active.now');
  if (minutes < 60) return t('team.active.minutes', { minutes });
  const hours = Math.round(minutes / 60);
  if (hours < 24) return t('team.active.hours', { hours });
  const days = Math.round(hours / 24);
  return t('team.active.days', { days });
}
