/**
 * The beacon's body checked without zod when it is plainly valid (issue 34 item 10: zod was about
 * a tenth of the server's CPU per beacon, the largest part the route's own code controls). The
 * check here accepts a strict subset of what the strict `BeaconRequest` schema accepts, and only
 * bodies that schema would return unchanged (no text to trim); anything else — a wrong type, an
 * unknown field, a value with surrounding spaces — goes through zod, which answers the request
 * as before, errors included. beacon-body.test.ts checks the two agree.
 */
import {
  BEACON_EVENTS_MAX,
  BEACON_STEPS,
  LANGUAGES,
  textProblem,
  type BeaconRequest,
} from '@playdesk/contract';

const VISIT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const STEPS: ReadonlySet<unknown> = new Set(BEACON_STEPS);
const LANGUAGE_SET: ReadonlySet<unknown> = new Set(LANGUAGES);

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A text the schema's `text(max)` takes as it is: at most `max` UTF-16 units (never more code
 * points than that), no NUL or broken character, and — `trimmed` — no surrounding white space.
 * `min`: the shortest allowed.
 */
function plainText(v: unknown, max: number, trimmed: boolean, min = 0): boolean {
  return (
    typeof v === 'string' &&
    v.length <= max &&
    v.length >= min &&
    (!trimmed || v === v.trim()) &&
    textProblem(v) === null
  );
}

type Check = (value: unknown) => boolean;

/** The visit's fields as `VisitAttribution` takes them unchanged. */
const VISIT_FIELDS = new Map<string, Check>([
  ['visit_id', (v) => typeof v === 'string' && VISIT_ID.test(v)],
  ['utm_source', (v) => plainText(v, 100, true)],
  ['utm_medium', (v) => plainText(v, 100, true)],
  ['utm_campaign', (v) => plainText(v, 100, true)],
  ['referrer', (v) => plainText(v, 2000, true)],
  ['host_url', (v) => plainText(v, 2000, true)],
  ['placement', (v) => plainText(v, 64, false, 1)],
  ['returning', (v) => typeof v === 'boolean'],
]);

/** An event's fields as `BeaconEvent` takes them unchanged. */
const EVENT_FIELDS = new Map<string, Check>([
  ['step', (v) => STEPS.has(v)],
  ['game', (v) => plainText(v, 64, false, 1)],
  ['session_id', (v) => plainText(v, 64, false)],
  ['target', (v) => plainText(v, 64, true)],
  ['variant', (v) => plainText(v, 16, false)],
  ['language', (v) => LANGUAGE_SET.has(v)],
]);

/** An object holding only `fields`, each passing its check, and each of `required`. */
function plainObject(v: unknown, fields: Map<string, Check>, required: readonly string[]): boolean {
  if (!isRecord(v)) return false;
  for (const key in v) {
    const check = fields.get(key);
    if (!check || !check(v[key])) return false;
  }
  return required.every((key) => Object.hasOwn(v, key));
}

/**
 * True when `body` (parsed JSON) is a `BeaconRequest` the strict schema accepts and returns as it
 * is; false says only "ask zod".
 */
export function isPlainBeacon(body: unknown): body is BeaconRequest {
  if (!isRecord(body)) return false;
  for (const key in body) if (key !== 'visit' && key !== 'events') return false;
  const events = body.events;
  return (
    plainObject(body.visit, VISIT_FIELDS, ['visit_id']) &&
    Array.isArray(events) &&
    events.length >= 1 &&
    events.length <= BEACON_EVENTS_MAX &&
    events.every((e) => plainObject(e, EVENT_FIELDS, ['step', 'game']))
  );
}
