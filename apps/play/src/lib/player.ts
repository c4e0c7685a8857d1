/**
 * The player's identity for one business: the secret token (sent as X-PLAYER) and the name and
 * avatar last chosen. A name or avatar chosen before the first game is kept as "pending" and sent
 * once the server has created the player.
 */
import type { SafeStore } from './storage.js';
import { storageKeys } from './storage.js';

export interface StoredProfile {
  /** The player's public id at this business (for the link to their rewards front), once known. */
  public_id?: string;
  display_name: string | null;
  avatar: string | null;
  /** True when chosen before the player existed on the server (not saved there yet). */
  pending?: boolean;
}

export function parseProfile(raw: string | null): StoredProfile | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredProfile> | null;
    if (typeof value !== 'object' || value === null) return null;
    return {
      ...(typeof value.public_id === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(value.public_id)
        ? { public_id: value.public_id }
        : {}),
      display_name: typeof value.display_name === 'string' ? value.display_name : null,
      avatar: typeof value.avatar === 'string' ? value.avatar : null,
      ...(value.pending === true ? { pending: true } : {}),
    };
  } catch {
    return null;
  }
}

export function playerIdentity(store: SafeStore, accountPublicId: string) {
  const tokenKey = storageKeys.playerToken(accountPublicId);
  const profileKey = storageKeys.playerProfile(accountPublicId);
  return {
    token: (): string | null => store.get(tokenKey),
    setToken: (token: string) => store.set(tokenKey, token),
    profile: (): StoredProfile | null => parseProfile(store.get(profileKey)),
    setProfile: (profile: StoredProfile) => store.set(profileKey, JSON.stringify(profile)),
    /** After "Forget me": this device no longer knows the player (token, name, form values). */
    forget: () => {
      store.remove(tokenKey);
      store.remove(profileKey);
      store.remove(storageKeys.leadValues(accountPublicId));
    },
  };
}

export type PlayerIdentity = ReturnType<typeof playerIdentity>;
