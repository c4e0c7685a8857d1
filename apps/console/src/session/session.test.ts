import { describe, expect, it } from 'vitest';
import { accessModulesFrom } from '@playdesk/contract';
import { makeUser } from '../rules/fixtures';
import { createSecureStorage, type KeyValueStorage } from './secure-storage';
import { createSession } from './session';

class MemoryStorage implements KeyValueStorage {
  readonly map = new Map<string, string>();
  getItem = (k: string) => this.map.get(k) ?? null;
  setItem = (k: string, v: string) => void this.map.set(k, v);
  removeItem = (k: string) => void this.map.delete(k);
}

const setup = () => {
  const storage = new MemoryStorage();
  const secure = createSecureStorage(storage, crypto.subtle, (a) => crypto.getRandomValues(a));
  return { storage, secure, session: createSession(secure) };
};

const limits = { impressions_used: 5, monthly_total_impressions: 100, period: '2026-11' };

describe('session state', () => {
  it('persists the flag and the user, encrypted, and restores them', async () => {
    const { storage, secure, session } = setup();
    await session.applyAuth({ user: makeUser(), limits });
    expect(storage.map.size).toBe(2);
    const restored = createSession(secure);
    await restored.restore();
    expect(restored.store.getState()).toMatchObject({ loggedIn: true, user: makeUser() });
    // limits are not persisted: the first-load profile fetch brings them.
    expect(restored.store.getState().limits).toBeNull();
  });

  it.each([
    { type: 'user' as const, modules: accessModulesFrom(['games']), kept: true },
    { type: 'account' as const, modules: accessModulesFrom(['games']), kept: false },
  ])('keeps access modules only for type user ($type)', async ({ type, modules, kept }) => {
    const { session } = setup();
    await session.applyAuth({ user: makeUser({ type }), access_modules: modules, limits });
    expect(session.store.getState().accessModules).toEqual(kept ? modules : null);
  });

  it('keeps earlier limits when an answer carries none (register)', async () => {
    const { session } = setup();
    await session.applyAuth({ user: makeUser(), limits });
    await session.applyAuth({ user: makeUser({ email: 'x@y.z' }) });
    expect(session.store.getState().limits).toEqual(limits);
  });

  it('reset clears all state and empties storage, even right after a write', async () => {
    const { storage, session } = setup();
    session.store.setState({ intendedPath: '/games', loading: true });
    void session.applyAuth({ user: makeUser(), limits });
    await session.reset();
    expect(storage.map.size).toBe(0);
    expect(session.store.getState()).toMatchObject({
      loggedIn: false,
      user: null,
      accessModules: null,
      limits: null,
      intendedPath: null,
      loading: false,
    });
  });

  it('ignores a stored user without the flag', async () => {
    const { secure, session } = setup();
    await secure.set('user', makeUser());
    await session.restore();
    expect(session.store.getState().loggedIn).toBe(false);
  });
});
