/**
 * Every answer of an API route in the API tests is checked against the served OpenAPI document
 * (issue 32): an `onSend` hook finds the operation by method and route URL, then the status, the
 * media type, and validates a JSON body with Ajv against the documented schema. What the document
 * does not allow is recorded; the harness fails the test that caused it (test/harness.ts).
 *
 * Not checked: routes outside the API (web pages, static files, media), routes the document hides
 * (`schema.hide`, e.g. the demo mailbox), HEAD, and requests no route took (the 404 handler).
 */
import type { FastifyInstance } from 'fastify';
import type { ValidateFunction } from 'ajv';
import { openApiAjv, type OpenApiAjv } from './openapi-ajv.js';

interface MediaType {
  schema?: object;
}
interface ResponseDoc {
  content?: Record<string, MediaType>;
}
interface OperationDoc {
  responses?: Record<string, ResponseDoc>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OperationDoc>>;
}

/** An answer as the hook sees it. */
export interface Answer {
  method: string;
  /** The route's URL as registered (`/services/api/v1/games/:id`). */
  routeUrl: string;
  status: number;
  /** The Content-Type header, if any. */
  contentType: string | undefined;
  /** The body: text when it is in memory, `undefined` for a stream, `null` for none. */
  body: string | null | undefined;
}

const toOpenApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const mediaOf = (contentType: string | undefined) =>
  contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
const isJsonMedia = (type: string) => /^application\/(?:[\w.-]+\+)?json$/.test(type);

/** Judges answers against one document; schemas are compiled when first needed. */
export class ResponseChecker {
  private readonly ajv: OpenApiAjv = openApiAjv();
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(private readonly doc: OpenApiDocument) {}

  /** What is wrong with `answer` by the document, or null when it conforms. */
  problem(answer: Answer): string | null {
    const path = toOpenApiPath(answer.routeUrl);
    const method = answer.method.toLowerCase();
    const op = this.doc.paths[path]?.[method];
    if (!op) return 'the document has no such operation';
    const responses = op.responses ?? {};
    const status = String(answer.status);
    const statusKey = [status, `${status[0]}XX`, 'default'].find((k) => responses[k]);
    if (!statusKey)
      return `status ${status} is not documented (documented: ${Object.keys(responses).join(', ')})`;
    const content = responses[statusKey]!.content;
    const empty = answer.body === null || answer.body === '';
    if (!content || Object.keys(content).length === 0)
      return empty ? null : `status ${status} is documented without content, but a body was sent`;
    if (empty) return `status ${status} is documented with content, but no body was sent`;
    const media = mediaOf(answer.contentType);
    const documented = content[media];
    if (!documented)
      return `status ${status} sent ${media || 'no content type'}; documented: ${Object.keys(content).join(', ')}`;
    if (!isJsonMedia(media) || !documented.schema || answer.body === undefined) return null;
    let data: unknown;
    try {
      data = JSON.parse(answer.body!);
    } catch {
      return `status ${status} sent ${media} that is not JSON`;
    }
    const key = `${method} ${path} ${statusKey} ${media}`;
    let validate = this.compiled.get(key);
    if (!validate) {
      validate = this.ajv.compile(documented.schema);
      this.compiled.set(key, validate);
    }
    if (validate(data)) return null;
    const errors = (validate.errors ?? [])
      .slice(0, 5)
      .map((e) => `${e.instancePath || '(body)'} ${e.message ?? ''}`.trim());
    return `status ${status} body does not match the document: ${errors.join('; ')}`;
  }
}

/** One checker per document (the workers keep this module from one test file to the next). */
const checkers = new Map<string, ResponseChecker>();
/** The same document object again (the harness keeps the served one) skips writing out its text. */
const checkersByDocument = new WeakMap<OpenApiDocument, ResponseChecker>();
export function checkerFor(doc: OpenApiDocument): ResponseChecker {
  const known = checkersByDocument.get(doc);
  if (known) return known;
  const key = JSON.stringify(doc.paths);
  let checker = checkers.get(key);
  if (!checker) {
    checker = new ResponseChecker(doc);
    checkers.set(key, checker);
  }
  checkersByDocument.set(doc, checker);
  return checker;
}

export interface ResponseCheck {
  /** Adds the hook: call it before any route is registered (buildApp's `beforeRoutes`). */
  install(app: FastifyInstance): void;
  /** Starts checking against the document the app serves (once the app is ready). */
  start(doc: OpenApiDocument): void;
  /** The mismatches recorded since the last call, emptied. */
  take(): string[];
}

export function createResponseCheck(apiPrefix: string): ResponseCheck {
  let checker: ResponseChecker | null = null;
  const found: string[] = [];
  return {
    install(app) {
      app.addHook('onSend', async (request, reply, payload) => {
        const routeUrl = request.routeOptions.url;
        if (!checker || !routeUrl?.startsWith(apiPrefix) || request.method === 'HEAD')
          return payload;
        if ((request.routeOptions.schema as { hide?: boolean } | undefined)?.hide) return payload;
        // Fastify sends no body with a 204 or 304, whatever the handler gave.
        const noBody = reply.statusCode === 204 || reply.statusCode === 304;
        const body =
          noBody || payload === null || payload === undefined
            ? null
            : typeof payload === 'string'
              ? payload
              : Buffer.isBuffer(payload)
                ? payload.toString('utf8')
                : undefined;
        const contentType = reply.getHeader('content-type');
        const problem = checker.problem({
          method: request.method,
          routeUrl,
          status: reply.statusCode,
          contentType: typeof contentType === 'string' ? contentType : undefined,
          body,
        });
        if (problem)
          found.push(`${request.method} ${request.url} → ${reply.statusCode}: ${problem}`);
        return payload;
      });
    },
    start(doc) {
      checker = checkerFor(doc);
    },
    take() {
      return found.splice(0);
    },
  };
}
