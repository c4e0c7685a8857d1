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

/** The visit's fields as `VisitAttribution` takes them unchanged. */
function plainVisit(v: unknown): boolean {
  if (!isRecord(v)) return false;
  for (const key in v) {
    const value = v[key];
    switch (key) {
      case 'visit_id':
        if (typeof value !== 'string' || !VISIT_ID.test(value)) return false;
        break;
      case 'utm_source':
      case 'utm_medium':
      case 'utm_campaign':
        if (!plainText(value, 100, true)) return false;
        break;
      case 'referrer':
      case 'host_url':
        if (!plainText(value, 2000, true)) return false;
        break;
      case 'placement':
        if (!plainText(value, 64, false, 1)) return false;
        break;
      case 'returning':
        if (typeof value !== 'boolean') return false;
        break;
      default:
        return false;
    }
  }
  return typeof v.visit_id === 'string';
}

/** An event as `BeaconEvent` takes it unchanged. */
function plainEvent(e: unknown): boolean {
  if (!isRecord(e)) return false;
  for (const key in e) {
    const value = e[key];
    switch (key) {
      case 'step':
        if (!STEPS.has(value)) return false;
        break;
      case 'game':
        if (!plainText(value, 64, false, 1)) return false;
        break;
      case 'session_id':
        if (!plainText(value, 64, false)) return false;
        break;
      case 'target':
        if (!plainText(value, 64, true)) return false;
        break;
      case 'variant':
        if (!plainText(value, 16, false)) return false;
        break;
      case 'language':
        if (!LANGUAGE_SET.has(value)) return false;
        break;
      default:
        return false;
    }
  }
  return STEPS.has(e.step) && typeof e.game === 'string';
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
    plainVisit(body.visit) &&
    Array.isArray(events) &&
    events.length >= 1 &&
    events.length <= BEACON_EVENTS_MAX &&
    events.every(plainEvent)
  );
}
