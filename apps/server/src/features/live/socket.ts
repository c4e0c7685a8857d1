/**
 * The live show's WebSocket (docs/live.md#protocol), on the server's own port through
 * @fastify/websocket (ADR 022), outside the REST API's path: `/services/live/{code}/socket`.
 *
 * A client opens it, says `hello` (a phone with its token, a screen without), and from then on
 * receives the show's `state` on every change; a phone sends `answer`. Every message is parsed
 * with the contract's schema (`LiveClientMessage`): a message that is not JSON, not of this
 * protocol's version or not one of its types gets an `error` frame and changes nothing — a bad
 * message never throws out of this handler, so it never takes the instance down.
 *
 * The heartbeat (docs/live.md#heartbeat): every `LIVE_HEARTBEAT_SECONDS` the server pings each
 * socket (a WebSocket ping frame, which browsers answer by themselves); a socket that sent
 * nothing since the previous ping — no pong, no message — is gone (a phone whose network died
 * without closing it) and is closed, so the show stops sending to it. The pings
 * also keep a quiet socket (a waiting room) from a load balancer's idle timeout.
 */
import type { FastifyInstance } from 'fastify';
import {
  LiveClientMessage,
  LiveCode,
  LIVE_PROTOCOL_VERSION,
  type LiveServerMessage,
} from '@playdesk/contract';
import { HttpError } from '../../http/errors.js';
import type { Live } from './live.js';
import type { LiveSocket } from './hub.js';

export const LIVE_SOCKET_PATH = '/services/live/:code/socket';
/** The biggest message a client may send (an answer is ~60 bytes): a bigger one gets an error frame. */
export const LIVE_MAX_MESSAGE_BYTES = 1024;
/**
 * The frame size at which the `ws` library itself closes the socket (1009) without reading it on:
 * above the protocol's limit so that a message of 1–64 KB gets its error frame and the socket
 * stays usable, bounded so that no client can make the instance buffer more.
 */
export const LIVE_MAX_FRAME_BYTES = 64 * 1024;
/** Messages one socket may send per window before they are refused (error frames, not answers). */
export const LIVE_MESSAGES_PER_WINDOW = 20;
const WINDOW_MS = 10_000;
/** A socket that has not said hello by then is closed. */
const HELLO_MS = 10_000;

/** The part of a `ws` socket used here. */
interface RawSocket {
  readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  ping(): void;
  terminate(): void;
  on(
    event: 'message',
    listener: (data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) => void,
  ): void;
  on(event: 'close' | 'error' | 'pong', listener: () => void): void;
}

const OPEN = 1;

export function registerLiveSocket(
  app: FastifyInstance,
  live: Live,
  options: { heartbeatMs: number },
): void {
  const { service, hub } = live;
  app.get(LIVE_SOCKET_PATH, { websocket: true }, (connection, request) => {
    const raw = connection as unknown as RawSocket;
    const sendText = (text: string) => {
      if (raw.readyState === OPEN) raw.send(text);
    };
    const send = (message: LiveServerMessage) => sendText(JSON.stringify(message));
    const fail = (code: string, message: string) =>
      send({ v: LIVE_PROTOCOL_VERSION, type: 'error', code, message });

    const parsedCode = LiveCode.safeParse((request.params as { code?: unknown }).code);
    let sessionId: string | null = null;
    let token: string | undefined;
    let socket: LiveSocket | null = null;
    let closed = false;
    let window = { start: Date.now(), count: 0 };
    const helloTimer = setTimeout(() => {
      if (!socket) raw.close(4408, 'hello expected');
    }, HELLO_MS);
    helloTimer.unref();
    // Heard from since the last ping (a pong or any message).
    let heard = true;
    const heartbeat = setInterval(() => {
      if (!heard) return raw.terminate();
      heard = false;
      if (raw.readyState === OPEN) raw.ping();
    }, options.heartbeatMs);
    heartbeat.unref();
    raw.on('pong', () => {
      heard = true;
    });

    const refusal = (error: unknown) => {
      if (error instanceof HttpError) return fail(error.code ?? 'request.failed', error.message);
      request.log.error({ err: error }, 'live socket: a message failed');
      fail('server.error', 'Something went wrong; try again.');
    };

    async function handle(message: LiveClientMessage): Promise<void> {
      if (message.type === 'ping') {
        send({
          v: LIVE_PROTOCOL_VERSION,
          type: 'pong',
          server_time: new Date(service.clock()).toISOString(),
        });
        return;
      }
      if (!parsedCode.success) return fail('live.not_found', 'No live show has this code.');
      if (message.type === 'hello') {
        if (socket) return fail('live.bad_message', 'Hello was already said.');
        const { sessionId: id, playerId } = await service.identify(parsedCode.data, message.token);
        // A room saying hello at once shares one read of the show (hub.views).
        const views = await hub.views(id, playerId);
        if (closed || !views) return;
        const view = views(playerId);
        sessionId = id;
        token = message.token;
        socket = { playerId, send, sendText };
        hub.add(id, socket);
        send({ v: LIVE_PROTOCOL_VERSION, type: 'state', view });
        return;
      }
      // An answer.
      if (!socket || !token) return fail('live.not_joined', 'Join the show first.');
      await live.countAnswer(token);
      const { question } = await service.answer(parsedCode.data, token, message);
      send({ v: LIVE_PROTOCOL_VERSION, type: 'answered', question });
    }

    raw.on('message', (data, isBinary) => {
      heard = true;
      const now = Date.now();
      if (now - window.start > WINDOW_MS) window = { start: now, count: 0 };
      if (++window.count > LIVE_MESSAGES_PER_WINDOW) {
        return fail('play.rate_limited', 'Too many messages; slow down.');
      }
      if (isBinary) return fail('live.bad_message', 'Messages are JSON text.');
      const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
      // Checked before it is decoded or parsed: nothing of the protocol is near this size.
      if (bytes.length > LIVE_MAX_MESSAGE_BYTES) {
        return fail('live.bad_message', `A message is at most ${LIVE_MAX_MESSAGE_BYTES} bytes.`);
      }
      const text = bytes.toString('utf8');
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        return fail('live.bad_message', 'A message is one JSON object.');
      }
      const parsed = LiveClientMessage.safeParse(json);
      if (!parsed.success) {
        const v = (json as { v?: unknown } | null)?.v;
        return fail(
          'live.bad_message',
          v !== LIVE_PROTOCOL_VERSION
            ? `This server speaks version ${LIVE_PROTOCOL_VERSION} of the protocol.`
            : 'This message is not one of the protocol (docs/live.md#protocol).',
        );
      }
      handle(parsed.data).catch(refusal);
    });
    const close = () => {
      closed = true;
      clearTimeout(helloTimer);
      clearInterval(heartbeat);
      if (sessionId && socket) hub.remove(sessionId, socket);
    };
    raw.on('close', close);
    raw.on('error', close);
  });
}
