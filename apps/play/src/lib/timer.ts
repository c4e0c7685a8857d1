/**
 * Timer math. The server's clock is the referee: every session response carries `server_now`, so
 * the app measures how far the device's clock is off and counts down to `ends_at` in server time.
 */
import { englishT, type T } from '../i18n/i18n.js';

/** Server time minus device time, in ms, measured when a response arrived. */
export function clockOffset(serverNowIso: string, receivedAtMs: number): number {
  const server = Date.parse(serverNowIso);
  return Number.isFinite(server) ? server - receivedAtMs : 0;
}

/** Whole seconds left until `endsAtIso` (server time), rounded up, never below 0. */
export function secondsLeft(endsAtIso: string, offsetMs: number, deviceNowMs: number): number {
  const endsAt = Date.parse(endsAtIso);
  if (!Number.isFinite(endsAt)) return 0;
  return Math.max(0, Math.ceil((endsAt - (deviceNowMs + offsetMs)) / 1000));
}

/** `m:ss` for a countdown (e.g. 125 → "2:05"). */
export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const minutes = Math.floor(s / 60);
  const seconds = s % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

/** Words for screen readers (e.g. 125 → "2 minutes 5 seconds"). */
export function spokenClock(totalSeconds: number, t: T = englishT): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const minutes = Math.floor(s / 60);
  const seconds = s % 60;
  const parts: string[] = [];
  if (minutes > 0) parts.push(t('time.spoken_minutes', { n: minutes }));
  if (seconds > 0 || minutes === 0) parts.push(t('time.spoken_seconds', { n: seconds }));
  return parts.join(' ');
}

/** Moments worth announcing politely to screen readers while the clock runs. */
const MILESTONES = new Set([60, 30, 10]);

/**
 * What the live region should say now, or null to keep quiet: the starting time once, then at
 * 1 minute, 30 and 10 seconds left, and when time is up.
 */
export function timerAnnouncement(
  seconds: number,
  previous: number | null,
  t: T = englishT,
): string | null {
  if (previous === null) return t('time.left', { time: spokenClock(seconds, t) });
  if (seconds === previous) return null;
  if (seconds === 0) return t('time.up');
  if (MILESTONES.has(seconds)) return t('time.left', { time: spokenClock(seconds, t) });
  return null;
}

/** A time limit in words for the intro (e.g. 120 → "2 min", 90 → "1 min 30 s", 45 → "45 s"). */
export function durationText(totalSeconds: number, t: T = englishT): string {
  const s = Math.max(0, Math.round(totalSeconds));
  const minutes = Math.floor(s / 60);
  const seconds = s % 60;
  if (minutes === 0) return t('time.seconds', { seconds });
  return seconds === 0
    ? t('time.minutes', { minutes })
    : t('time.minutes_seconds', { minutes, seconds });
}
