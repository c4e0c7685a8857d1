/**
 * Storage that never throws. Inside a third-party iframe the browser may block `localStorage`
 * (reading `window.localStorage` itself can throw a SecurityError), or a quota may be full. The
 * store uses the first backend that works — localStorage, then sessionStorage — and always keeps a
 * copy in memory, so the page keeps working for as long as it is open.
 */
export type StoreKind = 'local' | 'session' | 'memory';

export interface SafeStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  /** Which backend is in use now. */
  readonly kind: StoreKind;
}

export interface StoreCandidate {
  kind: Exclude<StoreKind, 'memory'>;
  /** Returns the storage; may throw (blocked) or return undefined (missing). */
  open: () => Storage | undefined | null;
}

const PROBE_KEY = '__playdesk_probe__';

function works(candidate: StoreCandidate): Storage | null {
  try {
    const storage = candidate.open();
    if (!storage) return null;
    storage.setItem(PROBE_KEY, '1');
    const ok = storage.getItem(PROBE_KEY) === '1';
    storage.removeItem(PROBE_KEY);
    return ok ? storage : null;
  } catch {
    return null;
  }
}

export function createSafeStore(candidates: readonly StoreCandidate[]): SafeStore {
  const memory = new Map<string, string>();
  let index = -1;
  let backend: Storage | null = null;

  /** Moves to the next candidate that works, or to memory only. */
  function advance(): void {
    backend = null;
    for (index += 1; index < candidates.length; index += 1) {
      const storage = works(candidates[index]!);
      if (storage) {
        backend = storage;
        return;
      }
    }
  }
  advance();

  function attempt<T>(op: (storage: Storage) => T, fallback: T): T {
    while (backend) {
      try {
        return op(backend);
      } catch {
        advance();
      }
    }
    return fallback;
  }

  return {
    get(key) {
      const stored = attempt((s) => s.getItem(key), null);
      return stored ?? memory.get(key) ?? null;
    },
    set(key, value) {
      memory.set(key, value);
      attempt((s) => s.setItem(key, value), undefined);
    },
    remove(key) {
      memory.delete(key);
      attempt((s) => s.removeItem(key), undefined);
    },
    get kind(): StoreKind {
      return backend ? candidates[index]!.kind : 'memory';
    },
  };
}

/** The browser's store: localStorage, else sessionStorage, else memory. */
export function browserStore(): SafeStore {
  return createSafeStore([
    { kind: 'local', open: () => globalThis.localStorage },
    { kind: 'session', open: () => globalThis.sessionStorage },
  ]);
}

/** Keys the player app keeps. */
export const storageKeys = {
  /** The secret player token, per business (a player belongs to one business). */
  playerToken: (accountPublicId: string) => `playdesk.player.${accountPublicId}`,
  /** The player's name and avatar as last saved, per business. */
  playerProfile: (accountPublicId: string) => `playdesk.profile.${accountPublicId}`,
  /** The texts the player typed in a business's form, to fill it in next time. */
  leadValues: (accountPublicId: string) => `playdesk.lead.${accountPublicId}`,
  /** The session being played, per game, so a reload resumes it. */
  session: (gamePublicId: string) => `playdesk.session.${gamePublicId}`,
  /** This browser's random device id, for every business (fair/device.ts). */
  device: 'playdesk.device',
} as const;
