/**
 * The paired device as the scanner keeps it (IndexedDB): its token (the `Bearer pdc_…` credential,
 * on this device only) and the last DeviceState the server gave (location, keys, reward names),
 * so it keeps working offline.
 */
import type { CounterState, DeviceState } from '@playdesk/contract';
import type { KeyValueStore } from './store.js';

export interface PairedDevice {
  token: string;
  state: DeviceState;
}

const KEY = 'device';

export const loadDevice = (store: KeyValueStore) => store.get<PairedDevice>(KEY);
export const saveDevice = (store: KeyValueStore, device: PairedDevice) => store.set(KEY, device);
export const forgetDevice = (store: KeyValueStore) => store.delete(KEY);

/** Whether staff unlocked it and the unlock has not run out. */
export function isUnlocked(state: DeviceState, now = new Date()): boolean {
  return state.unlocked_until !== null && Date.parse(state.unlocked_until) > now.getTime();
}

/** The name of a reward the token names (when the server put it in), else the only one. */
export function offlineRewardName(
  state: CounterState,
  rewardId: string | undefined,
): string | null {
  if (rewardId) return state.rewards.find((r) => r.public_id === rewardId)?.name ?? null;
  return state.rewards.length === 1 ? state.rewards[0]!.name : null;
}
