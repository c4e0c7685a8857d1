/**
 * What the server's log may hold (docs/deploy.md#probes-metrics-and-logs). Set once on the root
 * logger, so every request's, job's and worker's child logger follows it:
 *
 * - **No query parameters.** A failed statement's error (Drizzle's `DrizzleQueryError`, the
 *   driver's error under it, PGlite's carrying `query` and `params`) is logged as its kind, its
 *   SQLSTATE, constraint, table and column, and the statement with its literals blanked — never its
 *   parameters (a password hash, an email, a token) nor the driver's `detail` (`Key (email)=(…)`).
 *   Issue 31 found argon2id hashes in the log of a failed insert.
 * - **No secrets in URLs.** The links of emails carry tokens (`/reset-password?token=…`,
 *   `/register-team-mate/{token}`, `/consent/confirm?token=…`), and so do the API calls their pages
 *   make (`invitations/{token}`) and the social sign-in return (`code`, `state`): a logged URL has
 *   them replaced with `[redacted]`.
 *
 * Every error is rebuilt here rather than by pino's own serializer, which copies an error's
 * enumerable fields, its message with every cause's, and every cause's stack.
 */
import { API_PATH } from '@playdesk/contract/urls';
import type { FastifyLoggerOptions, FastifyRequest, FastifyServerOptions } from 'fastify';

export const REDACTED = '[redacted]';

/** Query parameters whose value is a secret wherever they appear. */
const SECRET_QUERY_PARAMS = new Set([
  'token',
  'invitation',
  'code',
  'state',
  'access_token',
  'id_token',
  'refresh_token',
  'password',
  'secret',
]);

/** Paths whose next segment is a secret: a page of an email's link, or the API call it makes. */
const SECRET_PATH_SEGMENT = new RegExp(
  `^((?:${API_PATH})?/(?:register-team-mate|invitations)/)[^/?]+`,
);

/** The URL (path and query) with every token it carries replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  const path = at === -1 ? url : url.slice(0, at);
  const safePath = path.replace(SECRET_PATH_SEGMENT, `$1${REDACTED}`);
  if (at === -1) return safePath;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((part) => {
      const eq = part.indexOf('=');
      if (eq === -1) return part;
      let name = part.slice(0, eq);
      try {
        name = decodeURIComponent(name.replaceAll('+', ' '));
      } catch {
        // A malformed name is compared as it came.
      }
      return SECRET_QUERY_PARAMS.has(name.toLowerCase())
        ? `${part.slice(0, eq)}=${REDACTED}`
        : part;
    })
    .join('&');
  return `${safePath}?${query}`;
}

/** What a driver's error may show: its kind and where, never a value. */
const DATABASE_ERROR_FIELDS = [
  'code',
  'severity',
  'constraint',
  'table',
  'column',
  'schema',
  'dataType',
  'routine',
] as const;

/** A string literal in SQL text: `'…'` with `''` inside, or an escape string `E'…'`. */
const SQL_LITERAL = /'(?:[^']|'')*'/g;
/** The part of Drizzle's message that lists the parameters (`\nparams: a,b,c`). */
const PARAMS_LINE = /(\bparams: )[^\n]*/g;
/** The value PostgreSQL quotes at the end of a message (`invalid input syntax for type uuid: "…"`). */
const QUOTED_VALUE = /: ".*"/gs;

const blankLiterals = (sql: string) => sql.replace(SQL_LITERAL, "'?'");

/** Removes Drizzle's parameter list, and any SQL literal after "Failed query:", from a text. */
export function redactText(text: string): string {
  if (!text.includes('params: ') && !text.includes('Failed query:')) return text;
  return text
    .replace(PARAMS_LINE, `$1${REDACTED}`)
    .replace(
      /(Failed query: )([^\n]*)/g,
      (_, head: string, sql: string) => head + blankLiterals(sql),
    );
}

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null;

/** Drizzle's wrapper, or a driver error that carries the statement (PGlite's does). */
const isQueryError = (e: Fields) => typeof e.query === 'string' && 'params' in e;

/** Marks what `serializeError` made, so a second pass leaves it alone. */
const SAFE = Symbol('playdesk.safeError');

/** An error PostgreSQL sent: a five-character SQLSTATE and a severity. */
const isDriverError = (e: Fields) =>
  typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && typeof e.severity === 'string';

function framesOf(stack: unknown): string {
  if (typeof stack !== 'string') return '';
  return stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

const MAX_DEPTH = 5;

/**
 * An error as the log may show it; anything else is returned as it is. Idempotent: what it
 * returns passes through it unchanged.
 */
export function serializeError(err: unknown, depth = 0): unknown {
  if (!isObject(err)) return typeof err === 'string' ? redactText(err) : err;
  if (SAFE in err) return err;
  if (depth > MAX_DEPTH) return { type: 'Error', message: '[cause chain cut]' };
  const isError = err instanceof Error;
  if (!isError && !isQueryError(err)) return err;
  const type = isError ? err.constructor.name : String(err.type ?? 'Error');
  const out: Fields = { type };
  let message: string;
  if (isQueryError(err) || isDriverError(err)) {
    const query = typeof err.query === 'string' ? blankLiterals(err.query) : undefined;
    message =
      err instanceof Error &&
      typeof err.query === 'string' &&
      err.message.startsWith('Failed query:')
        ? `Failed query: ${query}`
        : String(err.message ?? '').replace(QUOTED_VALUE, `: ${REDACTED}`);
    if (query !== undefined) out.query = query;
    if ('params' in err) out.params = REDACTED;
    for (const field of DATABASE_ERROR_FIELDS)
      if (err[field] !== undefined) out[field] = err[field];
  } else {
    message = redactText(String(err.message ?? ''));
    for (const [key, value] of Object.entries(err)) {
      if (key === 'message' || key === 'stack' || key === 'cause' || key in out) continue;
      out[key] = value instanceof Error ? serializeError(value, depth + 1) : value;
    }
    if (err instanceof AggregateError)
      out.errors = err.errors.map((e: unknown) => serializeError(e, depth + 1));
  }
  out.message = message;
  const frames = framesOf(err.stack);
  out.stack = frames ? `${type}: ${message}\n${frames}` : `${type}: ${message}`;
  if (err.cause !== undefined) out.cause = serializeError(err.cause, depth + 1);
  Object.defineProperty(out, SAFE, { value: true });
  return out;
}

/** The request as a log line shows it (Fastify's fields), its URL without tokens. */
function serializeRequest(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/**
 * Every log call's arguments made safe before pino sees them: an error anywhere at the top of
 * the logged object (under `err` or any other key) is rebuilt by `serializeError`, and the
 * message loses any parameter list.
 */
function safeArguments(args: unknown[]): unknown[] {
  return args.map((arg, i) => {
    if (typeof arg === 'string') return redactText(arg);
    if (i > 0 || !isObject(arg)) return arg;
    // `log.error(err)`: pino would take the error's message as the line's message.
    if (arg instanceof Error) return { err: serializeError(arg) };
    let copy: Fields | null = null;
    for (const [key, value] of Object.entries(arg)) {
      if (!(value instanceof Error) && !(isObject(value) && isQueryError(value))) continue;
      copy ??= { ...arg };
      copy[key] = serializeError(value);
    }
    return copy ?? arg;
  });
}

/** Fastify's logger options: its own and pino's. */
type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** The root logger's options: `level`, the serializers and the hook above; `stream` for tests. */
export function loggerOptions(
  level: string,
  stream?: FastifyLoggerOptions['stream'],
): LoggerOptions {
  return {
    level,
    serializers: {
      req: serializeRequest,
      // Pino's serializers take any value; an error's comes out rebuilt, anything else as it was.
      err: serializeError as (err: Error) => { type: string; message: string; stack: string },
    },
    hooks: {
      logMethod(args, method) {
        method.apply(this, safeArguments(args) as Parameters<typeof method>);
      },
    },
    ...(stream ? { stream } : {}),
  };
}
