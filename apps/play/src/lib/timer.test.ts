import { describe, expect, it } from 'vitest';
import {
  clockOffset,
  durationText,
  formatClock,
  secondsLeft,
  spokenClock,
  timerAnnouncement,
} from './timer.js';

describe('clockOffset and secondsLeft', () => {
  const serverNow = '2026-11-21T12:00:00.000Z';
  const serverMs = Date.parse(serverNow);

  it('counts in server time when the device clock is ahead', () => {
    const device = serverMs + 5 * 60_000; // device 5 minutes fast
    const offset = clockOffset(serverNow, device);
    expect(offset).toBe(-5 * 60_000);
    expect(secondsLeft('2026-11-21T12:02:00.000Z', offset, device)).toBe(120);
    expect(secondsLeft('2026-11-21T12:02:00.000Z', offset, device + 30_500)).toBe(90);
  });

  it('counts in server time when the device clock is behind', () => {
    const device = serverMs - 42_000;
    const offset = clockOffset(serverNow, device);
    expect(secondsLeft('2026-11-21T12:01:00.000Z', offset, device)).toBe(60);
  });

  it('rounds up partial seconds and never goes below zero', () => {
    expect(secondsLeft('2026-11-21T12:00:01.200Z', 0, serverMs)).toBe(2);
    expect(secondsLeft('2026-11-21T11:59:00.000Z', 0, serverMs)).toBe(0);
  });

  it('survives invalid dates', () => {
    expect(clockOffset('not a date', 1000)).toBe(0);
    expect(secondsLeft('nope', 0, serverMs)).toBe(0);
  });
});

describe('formatClock', () => {
  it.each([
    [0, '0:00'],
    [5, '0:05'],
    [60, '1:00'],
    [125, '2:05'],
    [480, '8:00'],
    [-3, '0:00'],
  ])('%i → %s', (s, text) => expect(formatClock(s)).toBe(text));
});

describe('spokenClock', () => {
  it.each([
    [0, '0 seconds'],
    [1, '1 second'],
    [60, '1 minute'],
    [125, '2 minutes 5 seconds'],
  ])('%i → %s', (s, text) => expect(spokenClock(s)).toBe(text));
});

describe('timerAnnouncement', () => {
  it('announces the start, the milestones and the end only', () => {
    expect(timerAnnouncement(120, null)).toBe('2 minutes left');
    expect(timerAnnouncement(119, 120)).toBeNull();
    expect(timerAnnouncement(60, 61)).toBe('1 minute left');
    expect(timerAnnouncement(60, 60)).toBeNull();
    expect(timerAnnouncement(30, 31)).toBe('30 seconds left');
    expect(timerAnnouncement(10, 11)).toBe('10 seconds left');
    expect(timerAnnouncement(9, 10)).toBeNull();
    expect(timerAnnouncement(0, 1)).toBe('Time is up');
  });
});

describe('durationText', () => {
  it.each([
    [120, '2 min'],
    [90, '1 min 30 s'],
    [60, '1 min'],
    [45, '45 s'],
  ])('%i → %s', (s, text) => expect(durationText(s)).toBe(text));
});
