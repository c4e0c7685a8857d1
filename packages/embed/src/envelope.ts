/**
 * The one message envelope the embed runtime (on a business's page) and the embedded game frame
 * (`/game-embedder/{id}`, ours) speak: `{ source: 'playdesk', v: 1, type, payload }`.
 *
 * Both sides post to an explicit origin, never `"*"`, and read a message only when it comes from
 * the window they expect (`event.source`) at the origin they expect (`event.origin`) and its
 * payload has the shape its type promises. Anything else — another script's messages, an older or
 * newer version, a malformed payload — is ignored (`readMessage` answers null).
 *
 * Kept tiny and free of dependencies: the player app bundles it.
 */
export const SOURCE = 'playdesk';
export const VERSION = 1;

/** What the host page hears about, as `playdesk:{name}` DOM events (the runtime adds `close`). */
export const FRAME_EVENTS = ['ready', 'play', 'win', 'reward', 'lead'] as const;
export type FrameEventName = (typeof FRAME_EVENTS)[number];

/**
 * An event's payload. Never personal data: the game, the play's score and the name of a reward
 * won; a lead event says only that the player sent the form.
 */
export interface EventDetail {
  game: string;
  score?: number;
  reward?: string;
}

/** host → frame: the player tokens this site keeps, per business (account public id). */
export interface InitPayload {
  tokens: Record<string, string>;
}

export interface Messages {
  /** host → frame, until the frame answers `hello`. */
  init: InitPayload;
  /** frame → host: the handshake is done (the frame now posts to the host's origin). */
  hello: Record<string, never>;
  /** frame → host: the content's height in CSS pixels. */
  size: { height: number };
  /** frame → host: a player token the server just issued, for the host to keep. */
  token: { account: string; token: string };
  /** frame → host: something happened in the play. */
  event: { name: FrameEventName; detail: EventDetail };
  /** frame → host: the player pressed Esc in the game (a popup closes). */
  close: Record<string, never>;
  /** frame → host: a dialog opened here (px from the frame's top): bring it into view. */
  show: { top: number; height: number };
}

export type MessageType = keyof Messages;
export type Message = { [K in MessageType]: { type: K; payload: Messages[K] } }[MessageType];
export type Envelope<K extends MessageType = MessageType> = {
  source: typeof SOURCE;
  v: typeof VERSION;
  type: K;
  payload: Messages[K];
};

export function envelope<K extends MessageType>(type: K, payload: Messages[K]): Envelope<K> {
  return { source: SOURCE, v: VERSION, type, payload };
}

/** Public ids (games, businesses): URL-safe, at most 64 characters. */
const ID = /^[A-Za-z0-9_-]{1,64}$/;
const isId = (value: unknown): value is string => typeof value === 'string' && ID.test(value);
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
/** A player token: opaque, printable, bounded. */
const isToken = (value: unknown): value is string =>
  typeof value === 'string' && /^[\x21-\x7e]{1,200}$/.test(value);
/** At most this many businesses' tokens travel in one `init`. */
export const MAX_TOKENS = 20;

function validDetail(value: unknown): value is EventDetail {
  if (!isObject(value) || !isId(value.game)) return false;
  if (value.score !== undefined && !Number.isFinite(value.score)) return false;
  return (
    value.reward === undefined || (typeof value.reward === 'string' && value.reward.length <= 200)
  );
}

const validators: { [K in MessageType]: (payload: unknown) => boolean } = {
  init: (p) =>
    isObject(p) &&
    isObject(p.tokens) &&
    Object.keys(p.tokens).length <= MAX_TOKENS &&
    Object.entries(p.tokens).every(([account, token]) => isId(account) && isToken(token)),
  hello: (p) => isObject(p),
  close: (p) => isObject(p),
  show: (p) =>
    isObject(p) && [p.top, p.height].every((n) => typeof n === 'number' && n >= 0 && n < 100_000),
  size: (p) => isObject(p) && typeof p.height === 'number' && p.height >= 0 && p.height < 100_000,
  token: (p) => isObject(p) && isId(p.account) && isToken(p.token),
  event: (p) =>
    isObject(p) && (FRAME_EVENTS as readonly unknown[]).includes(p.name) && validDetail(p.detail),
};

/** The parts of a MessageEvent the check needs (a real one fits). */
export interface Incoming {
  data: unknown;
  origin: string;
  source: unknown;
}

/**
 * The message in `event`, or null when it is not one of ours for this side: a different sender
 * window or origin, not our envelope or version, a type this side does not accept, or a payload
 * of the wrong shape.
 */
export function readMessage<K extends MessageType>(
  event: Incoming,
  from: { origin: string; source: unknown },
  accept: readonly K[],
): Extract<Message, { type: K }> | null {
  if (!from.origin || from.origin === 'null' || event.origin !== from.origin) return null;
  if (!from.source || event.source !== from.source) return null;
  const data = event.data;
  if (!isObject(data) || data.source !== SOURCE || data.v !== VERSION) return null;
  const type = data.type as K;
  if (!accept.includes(type) || !Object.hasOwn(validators, type)) return null;
  if (!validators[type](data.payload)) return null;
  return { type, payload: data.payload } as Extract<Message, { type: K }>;
}

/** `https://shop.example:8443/x` → `https://shop.example:8443`; null for what is not http(s). */
export function originOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}
