/**
 * One error shape for every failure: `{ message, errors?, code?, params? }`
 * (docs/product-rules.md#error-shape).
 * Known client mistakes become 4xx with a readable message; only real bugs are 500, and their
 * details stay in the log.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ErrorCode, ErrorParams } from '@playdesk/contract';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { unknownFieldErrors } from './strict-bodies.js';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: string[],
    /** Sent as `Retry-After` (docs/product-rules.md#error-shape): when to try again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }

  /** The stable key a player's app or the console shows its own text for (docs/product-rules.md#errors). */
  code?: ErrorCode;
  params?: ErrorParams;

  /** Gives the error its code and the values its text uses; returns it, to throw. */
  coded(code: ErrorCode, params?: ErrorParams): this {
    this.code = code;
    if (params) this.params = params;
    return this;
  }
}

/** The body of an HttpError: `{ message, errors?, code?, params? }`. */
function bodyOf(error: HttpError) {
  return {
    message: error.message,
    ...(error.errors ? { errors: error.errors } : {}),
    ...(error.code ? { code: error.code } : {}),
    ...(error.params ? { params: error.params } : {}),
  };
}

export const badRequest = (message: string, errors?: string[]) =>
  new HttpError(400, message, errors);
/** The message of every 400 that names fields, whether the schema or a service found them. */
export const INVALID_REQUEST = 'The request is not valid.';
/** A 400 naming the fields at fault, each error as `path: message`. */
export const invalidFields = (errors: string[]) => badRequest(INVALID_REQUEST, errors);
export const unauthorized = (message = 'Please login to access.') => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const payloadTooLarge = (message: string) => new HttpError(413, message);
export const unsupportedMediaType = (message: string) => new HttpError(415, message);
/** A 429 with `Retry-After`: the whole seconds until a new attempt can succeed (at least 1). */
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, undefined, Math.max(1, Math.ceil(retryAfterSeconds)));
/** `Retry-After` of a 429 that does not say when: Fastify's own, or a plugin's. */
const DEFAULT_RETRY_AFTER_SECONDS = 60;

const fastifyCodeMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type; send application/json.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body.',
};

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.retryAfterSeconds !== undefined)
        reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send(bodyOf(error));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.flatMap((v) => {
        const path = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
        // A strict body's unknown keys, each named (strict-bodies.ts).
        const keys = (v.params as { keys?: unknown }).keys;
        if (v.keyword === 'unrecognized_keys' && Array.isArray(keys))
          return unknownFieldErrors(path, keys);
        return path ? `${path}: ${v.message}` : v.message;
      });
      return reply.status(400).send({ message: INVALID_REQUEST, errors });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      if (status === 429 && !reply.hasHeader('retry-after'))
        reply.header('retry-after', String(DEFAULT_RETRY_AFTER_SECONDS));
      const message =
        (error.code && fastifyCodeMessages[error.code]) ??
        (status === 429 ? 'Too many requests. Please wait a moment and try again.' : error.message);
      if (status === 429) {
        const seconds = Number(reply.getHeader('retry-after')) || DEFAULT_RETRY_AFTER_SECONDS;
        return reply
          .status(status)
          .send({ message, code: 'request.too_many', params: { seconds } });
      }
      return reply.status(status).send({ message });
    }
    if (isDatabaseUnavailable(error)) {
      // Not a bug: the database connection was cut (failover, restart, admin command). The
      // request's transaction rolled back, so the client may simply try again.
      request.log.warn({ err: error }, 'database connection lost during the request');
      return reply
        .status(503)
        .header('retry-after', '1')
        .send({ message: 'The service is briefly unavailable. Please try again in a moment.' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ message: 'Something went wrong on our side. Please try again.' });
  });
}

/**
 * A lost database connection: PostgreSQL's "admin shutdown"/"cannot connect now" classes, or
 * node-postgres reporting the socket closed under a query.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  // Drizzle wraps the driver's error ("Failed query: …") and keeps it as the cause.
  if (cause !== undefined && isDatabaseUnavailable(cause, depth + 1)) return true;
  if (typeof code === 'string' && (code.startsWith('57P') || code === '08006' || code === '08003'))
    return true;
  if (code === 'ECONNRESET' || code === 'ECONNREFUSED' || code === 'EPIPE') return true;
  return (
    typeof message === 'string' &&
    /^(Connection terminated|Client has encountered a connection error|terminating connection)/.test(
      message,
    )
  );
}
