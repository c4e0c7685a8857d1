import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLoadingBar, LOADING_BAR } from './loading-bar';

describe('top loading bar (product-rules.md#top-loading-bar)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('has the spec constants', () => {
    expect(LOADING_BAR).toMatchObject({
      thickness: '3px',
      color: '#29d',
      durationMs: 3000,
      tickMs: 100,
      cap: 99,
      autoFinishAbove: 95,
    });
  });

  it.each([
    // step per tick = floor(10000 / 3000 * random)
    { random: 1, step: 3, ticks: 1 },
    { random: 1, step: 3, ticks: 10 },
    { random: 0.5, step: 1, ticks: 10 },
    { random: 0, step: 0, ticks: 50 },
  ])('random $random grows $step % per 100 ms tick', ({ random, step, ticks }) => {
    const bar = createLoadingBar(() => random);
    bar.getState().start();
    vi.advanceTimersByTime(ticks * 100 - 1);
    expect(bar.getState().percent).toBe((ticks - 1) * step);
    vi.advanceTimersByTime(1);
    expect(bar.getState().percent).toBe(ticks * step);
    expect(bar.getState().visible).toBe(true);
  });

  it('caps at 99 % and finishes by itself once above 95 %', () => {
    // A huge step would overshoot: it is capped at 99, which is > 95, so the bar completes.
    const bar = createLoadingBar(() => 1);
    bar.getState().start(100); // cut = 100 per tick
    vi.advanceTimersByTime(100);
    expect(bar.getState().percent).toBe(100);
    expect(bar.getState().failed).toBe(false);
    vi.advanceTimersByTime(LOADING_BAR.hideDelayMs);
    expect(bar.getState().visible).toBe(false);
  });

  it('never passes 99 % while running', () => {
    const seen: number[] = [];
    const bar = createLoadingBar(() => 1);
    bar.subscribe((s) => seen.push(s.percent));
    bar.getState().start();
    vi.advanceTimersByTime(3_000);
    expect(seen.filter((p) => p !== 100).every((p) => p <= 99)).toBe(true);
    expect(Math.max(...seen.filter((p) => p !== 100))).toBeLessThanOrEqual(96);
  });

  it('finish() jumps to 100 % and hides; no ticks remain', () => {
    const bar = createLoadingBar(() => 0.5);
    bar.getState().start();
    vi.advanceTimersByTime(500);
    bar.getState().finish();
    expect(bar.getState()).toMatchObject({ percent: 100, visible: true, failed: false });
    vi.advanceTimersByTime(LOADING_BAR.hideDelayMs);
    expect(bar.getState()).toMatchObject({ percent: 100, visible: false });
    vi.advanceTimersByTime(LOADING_BAR.fadeMs);
    expect(bar.getState()).toMatchObject({ percent: 0, visible: false });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('fail() completes in the failure colour', () => {
    const bar = createLoadingBar(() => 0.5);
    bar.getState().start();
    bar.getState().fail();
    expect(bar.getState()).toMatchObject({ percent: 100, failed: true, visible: true });
    vi.advanceTimersByTime(LOADING_BAR.hideDelayMs + LOADING_BAR.fadeMs);
    expect(bar.getState()).toMatchObject({ visible: false, failed: false, percent: 0 });
  });

  it.each([
    { name: 'one ok request', results: [true], failed: false },
    { name: 'one failed request', results: [false], failed: true },
    { name: 'two requests, one failed', results: [true, false], failed: true },
    { name: 'three ok requests', results: [true, true, true], failed: false },
  ])('requests: $name', ({ results, failed }) => {
    const bar = createLoadingBar(() => 0.1);
    for (const _ of results) bar.getState().requestStarted();
    expect(bar.getState()).toMatchObject({ visible: true, pending: results.length });
    results.forEach((ok, i) => {
      bar.getState().requestEnded(ok);
      const done = i === results.length - 1;
      expect(bar.getState().percent === 100).toBe(done);
    });
    expect(bar.getState().failed).toBe(failed);
  });
});
