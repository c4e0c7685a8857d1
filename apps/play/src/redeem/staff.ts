/**
 * A team mate at the counter (docs/rewards.md#redemption-in-store), as the scanner keeps it in
 * IndexedDB beside a device's: the session token of their Playdesk login (`POST login`, revoked by
 * "Sign out" or by the owner), the account they redeem for (`X-ACCOUNT`), the location they chose,
 * and the account's CounterState (keys, reward names) and locations, so it works offline too.
 */
import type { AccountRef, CounterState } from '@playdesk/contract';
import type { Credential } from './api.js';
import type { KeyValueStore } from './store.js';

export interface StaffPlace {
  public_id: string;
  name: string;
  address: string;
  time_zone: string;
}

export interface StaffSession {
  token: string;
  email: string;
  /** Every account the login belongs to (the first: the one the login answered with). */
  accounts: AccountRef[];
  /** The account chosen to redeem for; null until chosen (a login of several accounts). */
  account: AccountRef | null;
  /** The chosen account's state and locations (null and empty until it was read). */
  state: CounterState | null;
  locations: StaffPlace[];
  /** Where the team mate redeems; null until chosen. */
  location: StaffPlace | null;
}

const KEY = 'staff';

export const loadStaff = (store: KeyValueStore) => store.get<StaffSession>(KEY);
export const saveStaff = (store: KeyValueStore, staff: StaffSession) => store.set(KEY, staff);
export const forgetStaff = (store: KeyValueStore) => store.delete(KEY);

/** The session's credential in its chosen account, or null before one is chosen. */
export function staffCredential(staff: StaffSession): Credential | null {
  return staff.account ? { token: staff.token, account: staff.account.public_id } : null;
}

/** A session of a login's answer: one account is chosen at once, several are offered. */
export function newStaffSession(
  token: string,
  email: string,
  current: AccountRef,
  related: readonly AccountRef[],
): StaffSession {
  const accounts = [current, ...related.filter((a) => a.public_id !== current.public_id)];
  return {
    token,
    email,
    accounts,
    account: accounts.length === 1 ? current : null,
    state: null,
    locations: [],
    location: null,
  };
}

/**
 * The session once the account's state and locations are read: the chosen location kept if it is
 * still listed (renamed, perhaps), the only one chosen when there is one, else none.
 */
export function withPlaces(
  staff: StaffSession,
  state: CounterState,
  locations: readonly StaffPlace[],
): StaffSession {
  // Only what the scanner shows and keeps (the list's other fields are the owner's).
  const places = locations.map(({ public_id, name, address, time_zone }) => ({
    public_id,
    name,
    address,
    time_zone,
  }));
  const kept = staff.location && places.find((p) => p.public_id === staff.location!.public_id);
  return {
    ...staff,
    state,
    locations: places,
    location: kept ?? (places.length === 1 ? places[0]! : null),
  };
}
