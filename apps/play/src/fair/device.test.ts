import { DEVICE_HEADER as CONTRACT_DEVICE_HEADER } from '@playdesk/contract';
import { describe, expect, it } from 'vitest';
import { createSafeStore, storageKeys } from '../lib/storage.js';
import { DEVICE_HEADER, deviceIdIn, randomDeviceId } from './device.js';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function storage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    key: (i) => [...data.keys()][i] ?? null,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

describe('the device id', () => {
  it('uses the contract’s header name', () => {
    expect(DEVICE_HEADER).toBe(CONTRACT_DEVICE_HEADER);
  });

  it('is a random version-4 UUID, from randomUUID or from random bytes', () => {
    expect(randomDeviceId()).toMatch(UUID_V4);
    const bytes = { getRandomValues: <T extends ArrayBufferView>(a: T) => a };
    expect(randomDeviceId(bytes as Pick<Crypto, 'getRandomValues'>)).toBe(
      '00000000-0000-4000-8000-000000000000',
    );
    expect(randomDeviceId()).not.toBe(randomDeviceId());
  });

  it('is made once and kept in the browser’s storage', () => {
    const local = storage();
    const store = createSafeStore([{ kind: 'local', open: () => local }]);
    const id = deviceIdIn(store);
    expect(id).toMatch(UUID_V4);
    expect(deviceIdIn(store)).toBe(id);
    expect(local.getItem(storageKeys.device)).toBe(id);
    // Another page of the same origin reads the same id.
    expect(deviceIdIn(createSafeStore([{ kind: 'local', open: () => local }]))).toBe(id);
  });

  it('replaces a damaged value', () => {
    const local = storage();
    local.setItem(storageKeys.device, 'not-a-uuid');
    const id = deviceIdIn(createSafeStore([{ kind: 'local', open: () => local }]));
    expect(id).toMatch(UUID_V4);
    expect(local.getItem(storageKeys.device)).toBe(id);
  });

  it('lives in memory, the same for the page’s life, when storage is blocked', () => {
    const store = createSafeStore([
      {
        kind: 'local',
        open: () => {
          throw new DOMException('blocked', 'SecurityError');
        },
      },
    ]);
    expect(store.kind).toBe('memory');
    const id = deviceIdIn(store);
    expect(id).toMatch(UUID_V4);
    expect(deviceIdIn(store)).toBe(id);
  });
});
