/**
 * The player's first-party device id (issue 36, docs/fair-play.md): a random UUID kept in this
 * origin's storage, sent as `x-playdesk-device` on a play start and a lead so the server can count
 * plays per device. Nothing is read from the browser to make it (no fingerprint): clearing the
 * site's storage makes a new one, and where storage is blocked (a third-party frame) it lives in
 * memory for as long as the page is open.
 */
import { browserStore, storageKeys } from '../lib/storage.js';
import type { SafeStore } from '../lib/storage.js';

/** The contract's DEVICE_HEADER, copied: the contract's root brings zod (device.test.ts checks). */
export const DEVICE_HEADER = 'x-playdesk-device';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A version-4 UUID: `randomUUID` where the page is a secure context, else from random bytes. */
export function randomDeviceId(random: Pick<Crypto, 'getRandomValues'> = crypto): string {
  if (random === crypto && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = random.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The id kept in `store`, made and kept on first use (a damaged value is replaced). */
export function deviceIdIn(store: SafeStore, make: () => string = randomDeviceId): string {
  const kept = store.get(storageKeys.device);
  if (kept && UUID.test(kept)) return kept;
  const id = make();
  store.set(storageKeys.device, id);
  return id;
}

let pageStore: SafeStore | null = null;

/** This browser's device id (the page's own store, opened once). */
export function deviceId(): string {
  pageStore ??= browserStore();
  return deviceIdIn(pageStore);
}
