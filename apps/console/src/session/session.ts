import { createStore } from 'zustand/vanilla';
import type { AccessModules, GameSettings, Limits, User } from '@playdesk/contract';
import { secureStorage, type SecureStorage } from './secure-storage';

/** The browser's install-prompt event (not in the DOM typings yet). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface SessionData {
  readonly loggedIn: boolean;
  readonly user: User | null;
  /** Only team members (type `user`) carry access modules. */
  readonly accessModules: AccessModules | null;
  readonly limits: Limits | null;
  readonly gameSettings: GameSettings | null;
  /**
   * True until the first protected navigation has fetched the profile
   * (docs/product-rules.md#first-load).
   */
  readonly firstLoad: boolean;
  /** Where an auth failure wanted to go, restored after login. */
  readonly intendedPath: string | null;
  /** Shared loading flag of the 'Please Wait...' overlay. */
  readonly loading: boolean;
  /**
   * The business requires two-factor and this person has no factor yet: every page but Security
   * is closed until they add one (docs/two-factor.md#required-for-everyone).
   */
  readonly twoFactorSetupRequired: boolean;
  /**
   * Kept for later use (docs/product-rules.md#service-worker): the PWA section offers installation
   * with it.
   */
  readonly installPrompt: BeforeInstallPromptEvent | null;
}

export interface AuthPayload {
  user: User;
  access_modules?: AccessModules | undefined;
  limits?: Limits | undefined;
  game_settings?: GameSettings | undefined;
  two_factor_setup_required?: true | undefined;
}

/** Logical names of what is persisted (docs/product-rules.md#local-storage). */
export const STORED = { loggedIn: 'logged_in', user: 'user' } as const;

const initial: Omit<SessionData, 'installPrompt'> = {
  loggedIn: false,
  user: null,
  accessModules: null,
  limits: null,
  gameSettings: null,
  firstLoad: true,
  intendedPath: null,
  loading: false,
  twoFactorSetupRequired: false,
};

export function createSession(storage: SecureStorage) {
  const store = createStore<SessionData>()(() => ({ ...initial, installPrompt: null }));
  // Storage writes are async: chain them so a reset can never be overtaken by an older write.
  let writes: Promise<unknown> = Promise.resolve();
  const enqueue = (job: () => Promise<unknown>) => {
    writes = writes.then(job, job).catch(() => undefined);
    return writes;
  };

  return {
    store,
    /** Reads the encrypted flag and user back (docs/product-rules.md#local-storage). */
    async restore(): Promise<void> {
      await writes;
      const [loggedIn, user] = await Promise.all([
        storage.get<boolean>(STORED.loggedIn),
        storage.get<User>(STORED.user),
      ]);
      if (loggedIn === true && user && typeof user.token === 'string') {
        store.setState({ loggedIn: true, user });
      }
    },
    /** Login, register, profile and change-login answers replace what they carry. */
    applyAuth(payload: AuthPayload): Promise<unknown> {
      store.setState((state) => ({
        loggedIn: true,
        user: payload.user,
        accessModules: payload.user.type === 'user' ? (payload.access_modules ?? null) : null,
        limits: payload.limits ?? state.limits,
        gameSettings: payload.game_settings ?? state.gameSettings,
        twoFactorSetupRequired: payload.two_factor_setup_required === true,
      }));
      return enqueue(async () => {
        await storage.set(STORED.loggedIn, true);
        await storage.set(STORED.user, payload.user);
      });
    },
    /** Clears all state and the stored session (401, logout, auth failure). */
    reset(): Promise<unknown> {
      store.setState({ ...initial, firstLoad: false });
      return enqueue(async () => {
        await storage.remove(STORED.loggedIn);
        await storage.remove(STORED.user);
      });
    },
    flush: () => writes,
  };
}

export const session = createSession(secureStorage);
export const sessionStore = session.store;
