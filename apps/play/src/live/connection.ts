/**
 * A live show's connection (docs/live.md#protocol): the WebSocket on the server's own port, with
 * polling of `GET play/live/{code}` as the fallback where WebSockets are blocked (a socket that
 * never opens twice in a row). A socket that drops (a phone that slept, a tunnel) reconnects by
 * itself with the player's token, at once when the page is shown again: the server sends back the
 * show as it is, the player's score and the question with its time left.
 *
 * When the browser says the network is gone (`offline`), the open socket is given up at once: a
 * socket does not close when the network goes (Chromium keeps it open and holds its frames both
 * ways until the network is back), so trusting it would show a live phone that receives nothing,
 * and an answer tapped meanwhile would leave whenever the network returns — late, or in place of
 * the answer the player gives once they see the show again. A socket gone silent without
 * `offline` (a tunnel) is given up the same way by the heartbeat (heartbeat.ts).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LiveServerMessage, LiveView } from '@playdesk/contract/live';
import { API_PATH } from '@playdesk/contract/urls';
import { ApiError, errorCodeOf, errorText, NETWORK_ERROR } from '../lib/api.js';
import { startHeartbeat, type Heartbeat } from './heartbeat.js';

const V = 1 as const;
const PLAYER_HEADER = 'x-live-player';
const POLL_MS = 1000;

export type LiveStatus = 'connecting' | 'open' | 'reconnecting' | 'polling';

/** A call of the live routes; errors as the rest of the app's (`ApiError`, with the code). */
export async function liveRequest<T>(
  path: string,
  options: {
    method?: 'GET' | 'POST';
    body?: unknown;
    token?: string | null;
    /** The business's player token (`X-PLAYER`): a join plays as that player. */
    playerToken?: string | null;
    /** More headers: a join's device id and solved challenge (fair/challenge.ts). */
    headers?: Record<string, string>;
  } = {},
): Promise<T> {
  const headers: Record<string, string> = { ...options.headers, accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers[PLAYER_HEADER] = options.token;
  if (options.playerToken) headers['x-player'] = options.playerToken;
  let response: Response;
  try {
    response = await fetch(`${API_PATH}/play/live/${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'omit',
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const { code, params } = errorCodeOf(body);
    throw new ApiError(response.status, errorText(body), [], code, params);
  }
  return body as T;
}

/** The show, kept up to date; `answer` sends over the socket when open, else over REST. */
export function useLiveShow(
  code: string,
  token: string | null,
  enabled = true,
  /** The server does not know this token (another show's, an old one). */
  onUnknownToken?: () => void,
) {
  const [view, setView] = useState<LiveView | null>(null);
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const [error, setError] = useState<ApiError | null>(null);
  /** Server clock minus this device's, so countdowns follow the server's deadline. */
  const [offset, setOffset] = useState(0);
  const socket = useRef<WebSocket | null>(null);
  const unknownToken = useRef(onUnknownToken);
  useEffect(() => {
    unknownToken.current = onUnknownToken;
  });

  const take = useCallback((next: LiveView) => {
    setView(next);
    setOffset(Date.parse(next.server_time) - Date.now());
  }, []);

  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    let failures = 0;
    let everOpened = false;
    let retry: ReturnType<typeof setTimeout> | null = null;
    let poll: ReturnType<typeof setInterval> | null = null;
    let beat: Heartbeat | null = null;

    const startPolling = () => {
      setStatus('polling');
      const once = () =>
        liveRequest<{ view: LiveView }>(code, { token })
          .then((r) => take(r.view))
          .catch((e: unknown) => e instanceof ApiError && e.status !== 0 && setError(e));
      void once();
      poll = setInterval(once, POLL_MS);
    };

    // The open socket is dead or frozen: drop it (its close is not awaited: it would only come
    // when the network is back) and try again.
    const abandon = (ws: WebSocket) => {
      if (socket.current !== ws || stopped) return;
      socket.current = null;
      beat?.stop();
      beat = null;
      ws.onopen = ws.onmessage = ws.onclose = null;
      ws.close();
      if (retry) clearTimeout(retry);
      failures++;
      setStatus('reconnecting');
      retry = setTimeout(connect, Math.min(5000, 500 * 2 ** failures));
    };

    const connect = () => {
      if (stopped) return;
      const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
      const ws = new WebSocket(`${scheme}://${location.host}/services/live/${code}/socket`);
      socket.current = ws;
      ws.onopen = () => {
        everOpened = true;
        failures = 0;
        ws.send(JSON.stringify({ v: V, type: 'hello', ...(token ? { token } : {}) }));
        setStatus('open');
        beat?.stop();
        beat = startHeartbeat(
          () => ws.send(JSON.stringify({ v: V, type: 'ping' })),
          () => abandon(ws),
        );
      };
      ws.onmessage = (event) => {
        beat?.heard();
        let message: LiveServerMessage;
        try {
          message = JSON.parse(String(event.data)) as LiveServerMessage;
        } catch {
          return;
        }
        if (message.type === 'state') {
          take(message.view);
          setError(null);
        } else if (message.type === 'error') {
          if (token && (message.code === 'live.not_joined' || message.code === 'live.not_found')) {
            unknownToken.current?.();
            return;
          }
          setError(new ApiError(400, message.message, [], message.code));
        }
      };
      ws.onclose = () => {
        if (socket.current === ws) {
          socket.current = null;
          // The heartbeat is the current socket's (started when it opened).
          beat?.stop();
          beat = null;
        }
        if (stopped) return;
        failures++;
        // A socket that never opened, twice: WebSockets are blocked here; poll instead.
        if (!everOpened && failures >= 2) return startPolling();
        setStatus('reconnecting');
        retry = setTimeout(connect, Math.min(5000, 500 * 2 ** failures));
      };
    };
    connect();

    // A phone that wakes up reconnects at once rather than at its next try.
    const onShow = () => {
      if (document.visibilityState !== 'visible' || socket.current || poll) return;
      if (retry) clearTimeout(retry);
      connect();
    };
    // The network is gone: give up the open socket, and try again until `online` says it is back.
    const onOffline = () => {
      if (socket.current) abandon(socket.current);
    };
    document.addEventListener('visibilitychange', onShow);
    window.addEventListener('online', onShow);
    window.addEventListener('offline', onOffline);
    return () => {
      stopped = true;
      beat?.stop();
      if (retry) clearTimeout(retry);
      if (poll) clearInterval(poll);
      document.removeEventListener('visibilitychange', onShow);
      window.removeEventListener('online', onShow);
      window.removeEventListener('offline', onOffline);
      socket.current?.close();
      socket.current = null;
    };
  }, [code, token, enabled, take]);

  /** Sends an answer; false when it never reached the server (no network: the player taps again). */
  const answer = useCallback(
    async (question: number, option: number): Promise<boolean> => {
      const ws = socket.current;
      if (ws && ws.readyState === WebSocket.OPEN) {
        ws.send(JSON.stringify({ v: V, type: 'answer', question, option }));
        return true;
      }
      try {
        await liveRequest(`${code}/answers`, { method: 'POST', body: { question, option }, token });
      } catch (e) {
        if (e instanceof ApiError) setError(e);
        return e instanceof ApiError && e.status !== 0;
      }
      try {
        const r = await liveRequest<{ view: LiveView }>(code, { token });
        take(r.view);
      } catch {
        // The answer was taken; the view comes with the next poll or state message.
      }
      return true;
    },
    [code, token, take],
  );

  return { view, status, error, offset, answer, take };
}

/** Milliseconds left of the open question, by the server's clock; ticks every 250 ms. */
export function useTimeLeft(view: LiveView | null, offset: number): number {
  const [now, setNow] = useState(() => Date.now());
  const running = view?.phase === 'question' && !view.paused;
  useEffect(() => {
    if (!running) return;
    const tick = () => setNow(Date.now());
    // At once (the clock read at mount may be long past), then four times a second.
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 250);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [running]);
  if (!view?.question) return 0;
  if (!running) return view.question.time_left_ms;
  const left = Date.parse(view.question.deadline) - (now + offset);
  return Math.min(view.question.seconds * 1000, Math.max(0, left));
}
