import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_PING_MS, LIVE_SILENCE_MS, startHeartbeat } from './heartbeat.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the live phone's heartbeat", () => {
  it('pings every period and keeps a socket that answers', () => {
    const ping = vi.fn();
    const silent = vi.fn();
    const beat = startHeartbeat(ping, silent);
    vi.advanceTimersByTime(LIVE_PING_MS);
    for (let i = 1; i <= 5; i++) {
      expect(ping).toHaveBeenCalledTimes(i);
      vi.advanceTimersByTime(LIVE_SILENCE_MS / 2);
      beat.heard();
      // The next ping at the end of this.
      vi.advanceTimersByTime(LIVE_PING_MS - LIVE_SILENCE_MS / 2);
    }
    expect(silent).not.toHaveBeenCalled();
    beat.stop();
  });

  it('gives up a socket silent for the wait after a ping, once, and pings no more', () => {
    const ping = vi.fn();
    const silent = vi.fn();
    startHeartbeat(ping, silent);
    vi.advanceTimersByTime(LIVE_PING_MS + LIVE_SILENCE_MS - 1);
    expect(silent).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(silent).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10 * LIVE_PING_MS);
    expect(silent).toHaveBeenCalledTimes(1);
    expect(ping).toHaveBeenCalledTimes(1);
  });

  it('counts any message as an answer, and stops when told', () => {
    const ping = vi.fn();
    const silent = vi.fn();
    const beat = startHeartbeat(ping, silent);
    vi.advanceTimersByTime(LIVE_PING_MS + 1);
    beat.heard(); // a state message rather than the pong
    vi.advanceTimersByTime(LIVE_SILENCE_MS);
    expect(silent).not.toHaveBeenCalled();
    beat.stop();
    vi.advanceTimersByTime(10 * LIVE_PING_MS);
    expect(ping).toHaveBeenCalledTimes(1);
    expect(silent).not.toHaveBeenCalled();
  });
});
