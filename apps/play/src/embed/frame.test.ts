import { envelope } from '@playdesk/embed/envelope';
import { describe, expect, it } from 'vitest';
import { createSafeStore, storageKeys } from '../lib/storage.js';
import { createFrameLink, expectedParentOrigin } from './frame.js';
import type { FrameWindow } from './frame.js';

const HOST = 'https://shop.example';

function fakeWindow(over: Partial<FrameWindow> = {}) {
  const parent = { name: 'host page' };
  const sent: { message: unknown; origin: string }[] = [];
  let listener: ((event: MessageEvent) => void) | null = null;
  const win: FrameWindow = {
    parent,
    self: { name: 'frame' },
    ancestorOrigins: [HOST],
    referrer: `${HOST}/blog`,
    addEventListener: (_type, l) => (listener = l),
    postToParent: (message, origin) => sent.push({ message, origin }),
    ...over,
  };
  const deliver = (data: unknown, origin = HOST, source: unknown = parent) =>
    listener?.({ data, origin, source } as MessageEvent);
  return { win, parent, sent, deliver };
}

const memoryStore = () => createSafeStore([]);
const init = (tokens: Record<string, string> = {}) => envelope('init', { tokens });

describe('the frame side of the embed', () => {
  it('learns the host origin from init, then posts only there', () => {
    const { win, sent, deliver } = fakeWindow();
    const link = createFrameLink(win);
    link.post('event', { name: 'ready', detail: { game: 'g1' } });
    expect(sent).toEqual([]); // queued until the handshake
    deliver(init());
    expect(link.hostOrigin()).toBe(HOST);
    expect(sent.map((s) => s.origin)).toEqual([HOST, HOST]);
    expect(sent.map((s) => (s.message as { type: string }).type)).toEqual(['hello', 'event']);
    expect(sent.every((s) => s.origin !== '*')).toBe(true);
  });

  it('refuses an init from an origin the browser does not report for the parent', () => {
    const { win, sent, deliver } = fakeWindow();
    const link = createFrameLink(win);
    deliver(init(), 'https://evil.example');
    expect(link.hostOrigin()).toBeNull();
    expect(sent).toEqual([]);
  });

  it('refuses an init from a window other than its parent', () => {
    const { win, deliver } = fakeWindow();
    const link = createFrameLink(win);
    deliver(init(), HOST, { name: 'a popup the attacker opened' });
    expect(link.hostOrigin()).toBeNull();
  });

  it('checks against the referrer when the browser has no ancestorOrigins', () => {
    const { win, deliver } = fakeWindow({ ancestorOrigins: undefined });
    const link = createFrameLink(win);
    deliver(init(), 'https://other.example');
    expect(link.hostOrigin()).toBeNull();
    deliver(init(), HOST);
    expect(link.hostOrigin()).toBe(HOST);
  });

  it('ignores unknown and malformed messages, and a second init', () => {
    const { win, deliver } = fakeWindow();
    const link = createFrameLink(win);
    deliver({ type: 'playdesk:resize', height: 3 });
    deliver({ source: 'playdesk', v: 1, type: 'init', payload: { tokens: 'x' } });
    deliver({ source: 'playdesk', v: 9, type: 'init', payload: { tokens: {} } });
    expect(link.hostOrigin()).toBeNull();
    deliver(init());
    deliver(init(), 'https://shop.example.evil');
    expect(link.hostOrigin()).toBe(HOST);
  });

  it("uses the host's player token first and reports a new one to the host", () => {
    const { win, sent, deliver } = fakeWindow();
    const link = createFrameLink(win);
    const base = memoryStore();
    const store = link.wrap(base);
    const key = storageKeys.playerToken('acc1');
    base.set(key, 'frame-token');
    expect(store.get(key)).toBe('frame-token');
    deliver(init({ acc1: 'host-token' }));
    expect(store.get(key)).toBe('host-token');
    store.set(key, 'host-token'); // the same token: nothing to report
    store.set(storageKeys.playerToken('acc2'), 'new-token');
    const tokens = sent.filter((s) => (s.message as { type: string }).type === 'token');
    expect(tokens).toEqual([
      { message: envelope('token', { account: 'acc2', token: 'new-token' }), origin: HOST },
    ]);
    // Other keys pass straight through.
    store.set('playdesk.session.g1', 's1');
    expect(base.get('playdesk.session.g1')).toBe('s1');
  });

  it('does nothing outside a frame', () => {
    const self = { name: 'top' };
    const { win, sent } = fakeWindow({ parent: self, self });
    const link = createFrameLink(win);
    link.post('size', { height: 10 });
    link.wrap(memoryStore()).set(storageKeys.playerToken('a'), 't');
    expect(sent).toEqual([]);
  });

  it('reads the parent origin the browser reports', () => {
    expect(expectedParentOrigin({ ancestorOrigins: ['https://a.example'], referrer: '' })).toBe(
      'https://a.example',
    );
    expect(
      expectedParentOrigin({ ancestorOrigins: ['null'], referrer: 'https://b.example/' }),
    ).toBeNull();
    expect(expectedParentOrigin({ ancestorOrigins: [], referrer: 'https://b.example/x' })).toBe(
      'https://b.example',
    );
    expect(expectedParentOrigin({ ancestorOrigins: undefined, referrer: '' })).toBeNull();
  });
});
