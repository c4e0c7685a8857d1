import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore, TOAST_DURATION_MS } from './toast';

describe('toast timing (product-rules.md#toast)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the spec duration of 5000 ms', () => {
    expect(TOAST_DURATION_MS).toBe(5000);
  });

  it.each([
    { name: 'still shown just before 5 s', elapsed: 4999, shown: true },
    { name: 'hidden at 5 s', elapsed: 5000, shown: false },
    { name: 'hidden later on', elapsed: 12_000, shown: false },
  ])('$name', ({ elapsed, shown }) => {
    const store = createToastStore();
    store.getState().show('Saved', 'success');
    vi.advanceTimersByTime(elapsed);
    expect(store.getState().message !== null).toBe(shown);
  });

  it('a new message cancels the earlier timer and restarts the 5 s', () => {
    const store = createToastStore();
    store.getState().show('First', 'success');
    vi.advanceTimersByTime(4000);
    store.getState().show('Second', 'warning');
    vi.advanceTimersByTime(1500); // 5.5 s after the first: the first timer must not hide it
    expect(store.getState().message).toMatchObject({ text: 'Second', type: 'warning' });
    vi.advanceTimersByTime(3499);
    expect(store.getState().message?.text).toBe('Second');
    vi.advanceTimersByTime(1);
    expect(store.getState().message).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('counts the 5 s again from the moment the view shows the message', () => {
    const store = createToastStore();
    store.getState().show('Slow to render', 'info');
    vi.advanceTimersByTime(300); // the view took 300 ms to put it on screen
    store.getState().displayed(store.getState().message!.id);
    vi.advanceTimersByTime(4999);
    expect(store.getState().message?.text).toBe('Slow to render');
    vi.advanceTimersByTime(1);
    expect(store.getState().message).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('ignores a report about a message that is no longer the current one', () => {
    const store = createToastStore();
    store.getState().show('First');
    const first = store.getState().message!.id;
    store.getState().show('Second');
    vi.advanceTimersByTime(4000);
    store.getState().displayed(first);
    vi.advanceTimersByTime(1000);
    expect(store.getState().message).toBeNull();
  });

  it('keeps exactly one timer pending however many messages arrive', () => {
    const store = createToastStore();
    for (let i = 0; i < 5; i++) store.getState().show(`Message ${i}`, 'info');
    expect(vi.getTimerCount()).toBe(1);
  });

  it('ignores a message without text', () => {
    const store = createToastStore();
    store.getState().show('Kept', 'success');
    store.getState().show('', 'danger');
    expect(store.getState().message?.text).toBe('Kept');
  });

  it('gives each message its own id, even with the same text', () => {
    const store = createToastStore();
    store.getState().show('Same');
    const first = store.getState().message?.id;
    store.getState().show('Same');
    expect(store.getState().message?.id).not.toBe(first);
  });

  it('hide() clears the message and the timer', () => {
    const store = createToastStore();
    store.getState().show('Bye');
    store.getState().hide();
    expect(store.getState().message).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });
});
