/**
 * The phone's side of the live socket's heartbeat (docs/live.md#heartbeat). A page cannot see the
 * server's WebSocket pings, and a socket whose network died without the browser saying `offline`
 * (a tunnel, a Wi-Fi that still shows connected) stays open, silent, for minutes. So while the
 * socket is open the page sends the protocol's `ping` every `LIVE_PING_MS`; when nothing at all
 * (the `pong`, a state) comes back within `LIVE_SILENCE_MS` of a ping, the socket is given up and
 * the connection tries again, as when the browser says the network is gone.
 */
export const LIVE_PING_MS = 20_000;
export const LIVE_SILENCE_MS = 10_000;

export interface Heartbeat {
  /** Something came from the server: the socket is alive. */
  heard(): void;
  stop(): void;
}

export function startHeartbeat(ping: () => void, onSilent: () => void): Heartbeat {
  let waiting: ReturnType<typeof setTimeout> | null = null;
  const every = setInterval(() => {
    ping();
    waiting ??= setTimeout(() => {
      waiting = null;
      clearInterval(every);
      onSilent();
    }, LIVE_SILENCE_MS);
  }, LIVE_PING_MS);
  return {
    heard() {
      if (waiting) clearTimeout(waiting);
      waiting = null;
    },
    stop() {
      clearInterval(every);
      if (waiting) clearTimeout(waiting);
      waiting = null;
    },
  };
}
