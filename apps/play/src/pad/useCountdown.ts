import { useEffect, useRef, useState } from 'react';
import type { PlaySession } from '../lib/api.js';
import { frozenSecondsLeft } from '../lib/game-info.js';
import { secondsLeft, timerAnnouncement } from '../lib/timer.js';
import { useT } from '../i18n/i18n.js';

/** How long after the clock reaches zero the app asks the server for the result. */
const TIMEOUT_CHECK_MS = 400;

/**
 * Seconds left in the session (server time), ticking while it is played; the engine's frozen
 * value once it is over; null for games without a time limit. When the clock runs out, `onTimeUp`
 * asks the server, which decides the time-out.
 */
export function useCountdown(
  session: PlaySession | null,
  clock: { offsetMs: number; receivedAt: number },
  onTimeUp: () => void,
): { seconds: number | null; announcement: string } {
  const t = useT();
  const playing = session?.outcome.status === 'playing';
  const endsAt = session?.ends_at ?? null;
  const [now, setNow] = useState(() => Date.now());
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef<number | null>(null);
  const timeUpAsked = useRef<PlaySession | null>(null);

  useEffect(() => {
    if (!playing || !endsAt) return;
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [playing, endsAt]);

  let seconds: number | null = null;
  if (session && endsAt) {
    seconds = playing
      ? secondsLeft(endsAt, clock.offsetMs, Math.max(now, clock.receivedAt))
      : (frozenSecondsLeft(session.view) ?? 0);
  }

  useEffect(() => {
    if (!playing || seconds === null) {
      previous.current = null;
      return;
    }
    const text = timerAnnouncement(seconds, previous.current, t);
    previous.current = seconds;
    if (text) setAnnouncement(text);
    if (seconds === 0 && session && timeUpAsked.current !== session) {
      timeUpAsked.current = session;
      // Not cancelled on re-render: asked once per session response.
      window.setTimeout(onTimeUp, TIMEOUT_CHECK_MS);
    }
  }, [seconds, playing, session, onTimeUp, t]);

  return { seconds, announcement };
}
