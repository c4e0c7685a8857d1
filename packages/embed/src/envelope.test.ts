import { describe, expect, it } from 'vitest';
import { envelope, originOf, readMessage, SOURCE, VERSION } from './envelope.js';

const frame = { name: 'frame window' };
const other = { name: 'another window' };
const from = { origin: 'https://app.playdesk.test', source: frame };
const event = (data: unknown, origin = from.origin, source: unknown = frame) => ({
  data,
  origin,
  source,
});

describe('the message envelope', () => {
  it('is namespaced and versioned', () => {
    expect(envelope('size', { height: 300 })).toEqual({
      source: SOURCE,
      v: VERSION,
      type: 'size',
      payload: { height: 300 },
    });
  });

  it('reads a message from the expected window and origin', () => {
    expect(readMessage(event(envelope('size', { height: 412 })), from, ['size'])).toEqual({
      type: 'size',
      payload: { height: 412 },
    });
    const detail = { game: 'g_abc', score: 7, reward: 'Free coffee' };
    expect(
      readMessage(event(envelope('event', { name: 'reward', detail })), from, ['event']),
    ).toEqual({ type: 'event', payload: { name: 'reward', detail } });
  });

  it('ignores a message from another origin, even from the right window', () => {
    const message = envelope('size', { height: 10 });
    expect(readMessage(event(message, 'https://evil.test'), from, ['size'])).toBeNull();
    expect(
      readMessage(event(message, 'https://app.playdesk.test.evil.test'), from, ['size']),
    ).toBeNull();
    expect(readMessage(event(message, 'http://app.playdesk.test'), from, ['size'])).toBeNull();
  });

  it('ignores a message from another window, even at the right origin', () => {
    expect(
      readMessage(event(envelope('size', { height: 10 }), from.origin, other), from, ['size']),
    ).toBeNull();
    expect(
      readMessage(event(envelope('size', { height: 10 }), from.origin, null), from, ['size']),
    ).toBeNull();
  });

  it('never trusts an opaque or unknown expected origin', () => {
    const message = envelope('size', { height: 10 });
    expect(
      readMessage(event(message, 'null'), { origin: 'null', source: frame }, ['size']),
    ).toBeNull();
    expect(readMessage(event(message, ''), { origin: '', source: frame }, ['size'])).toBeNull();
  });

  it('ignores what is not our envelope, another version, or a type this side does not take', () => {
    const ignored = [
      null,
      'playdesk:resize',
      { type: 'playdesk:resize', height: 300 },
      { source: 'other', v: 1, type: 'size', payload: { height: 1 } },
      { source: 'playdesk', v: 2, type: 'size', payload: { height: 1 } },
      { source: 'playdesk', v: 1, type: 'unknown', payload: {} },
      { source: 'playdesk', v: 1, type: 'toString', payload: {} },
      { source: 'playdesk', v: 1, type: '__proto__', payload: {} },
    ];
    for (const data of ignored) expect(readMessage(event(data), from, ['size', 'init'])).toBeNull();
    // A real message, but not one this side accepts (the frame never takes `size`).
    expect(readMessage(event(envelope('size', { height: 1 })), from, ['init'])).toBeNull();
  });

  it('ignores malformed payloads', () => {
    const bad = [
      { type: 'size', payload: { height: -1 } },
      { type: 'size', payload: { height: '300' } },
      { type: 'size', payload: null },
      { type: 'token', payload: { account: '../x', token: 'abc' } },
      { type: 'token', payload: { account: 'acc', token: 'a'.repeat(201) } },
      { type: 'token', payload: { account: 'acc', token: 'has space' } },
      { type: 'event', payload: { name: 'hack', detail: { game: 'g' } } },
      { type: 'event', payload: { name: 'win', detail: { game: 'g', score: 'lots' } } },
      { type: 'event', payload: { name: 'win', detail: {} } },
      { type: 'init', payload: { tokens: { 'a b': 'x' } } },
      { type: 'init', payload: { tokens: [] } },
      {
        type: 'init',
        payload: {
          tokens: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`a${i}`, 't'])),
        },
      },
    ];
    for (const { type, payload } of bad) {
      const data = { source: SOURCE, v: VERSION, type, payload };
      expect(readMessage(event(data), from, ['size', 'token', 'event', 'init'])).toBeNull();
    }
  });

  it('takes the origin of http(s) addresses only', () => {
    expect(originOf('https://shop.example:8443/a/b?c#d')).toBe('https://shop.example:8443');
    expect(originOf('javascript:alert(1)')).toBeNull();
    expect(originOf('not a url')).toBeNull();
    expect(originOf('')).toBeNull();
  });
});
