/**
 * The API's OpenAPI document (served at /services/api/docs/json, browsable at /services/api/docs).
 *
 * Every API route documents itself from its own zod schemas. This module adds what an outside
 * developer needs on top, and refuses to start when a route leaves it out (like `config.access`,
 * ADR 002; the convention is in docs/guides/add-an-api-route.md):
 * - each route's schema names a unique camelCase `operationId`, a `summary`, a `description` and
 *   exactly one tag of `API_TAGS`;
 * - `security` is derived from the route's `config.access` / `config.module`, never written by
 *   hand, so the document says exactly what the guard in auth.ts enforces;
 * - account-scoped routes document the optional `X-ACCOUNT` header;
 * - the player's token (`X-PLAYER`) is a security scheme on the routes whose `config.player`
 *   says they read it, optional or required;
 * - every schema is typed where it may be null (OpenAPI 3.0's `nullable` needs a `type`), so the
 *   document compiles in Ajv strict mode; a route's `produces` names the media types of its
 *   success answers, its errors being JSON; a 204 has no content.
 */
import type { FastifyInstance, RouteOptions } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
// The document's examples register themselves on the contract's schemas. Only the server loads
// them: the console and the player app import the contract without them (bundle weight).
import '@playdesk/contract/examples';
import {
  API_KEY_MODULES,
  API_KEY_PREFIX,
  DEVICE_TOKEN_PREFIX,
  ERROR_CODES,
  ErrorBody,
  openApiDocs,
  type AccessModuleKey,
} from '@playdesk/contract';

/** The API's tags, in the order the docs page lists them. A route's tag must be one of these. */
export const API_TAGS = [
  { name: 'meta', description: 'Service health.' },
  {
    name: 'auth',
    description:
      'Sign-in, registration, password reset and the signed-in user. Session tokens only: API keys never reach these.',
  },
  { name: 'accounts', description: 'Sub-accounts of a business.' },
  { name: 'plans', description: 'Plans and the account subscription.' },
  {
    name: 'billing',
    description:
      'Subscription and payment: checkout, plan changes, the card, cancellation, invoices, and the payment provider’s webhooks.',
  },
  {
    name: 'games',
    description:
      'A business’s games: create, edit the content of each game type, publish, pause, delete.',
  },
  { name: 'templates', description: 'Reusable end screens (game over, success, leaderboard).' },
  {
    name: 'live',
    description:
      'Live shows: a quiz played by a room at the same moment, driven by its host, with a join code, a screen and phones (docs/live.md). The real-time part is a WebSocket at `/services/live/{code}/socket`; these routes are the host’s commands and the players’ join, answer and polling fallback.',
  },
  { name: 'calendar', description: 'Days on which games are scheduled.' },
  { name: 'notification-bar', description: 'The bar shown above a business’s published games.' },
  { name: 'dashboard', description: 'Play statistics of an account over a period.' },
  {
    name: 'stats',
    description:
      'Insight: the funnel of a game or an account by source, placement, device…, and where players give up (docs/insight.md).',
  },
  {
    name: 'placements',
    description:
      'Named places a game is promoted, each with its own link, UTM parameters and QR code.',
  },
  {
    name: 'experiments',
    description: 'A/B/n experiments on a game: variants, a traffic split, a goal and a verdict.',
  },
  { name: 'media', description: 'Images uploaded for games and templates.' },
  {
    name: 'loyalty',
    description:
      'Loyalty across games (docs/loyalty.md): earning rules, levels, badges and expiry; the points catalogue; members, their ledger and adjustments; stats. Module `rewards`.',
  },
  {
    name: 'pwa',
    description: 'The business’s installable game app (PWA) and its push notifications.',
  },
  {
    name: 'players',
    description:
      'Player data: leads collected by games, export and erasure. Needs the games module and the player_data permission (an API key: both among its modules).',
  },
  { name: 'consents', description: 'Consent texts a lead form asks players to accept.' },
  {
    name: 'privacy',
    description:
      'Retention settings and the log of erasures. Needs the games module and the player_data permission.',
  },
  { name: 'rewards', description: 'Rewards that games hand out to players.' },
  {
    name: 'counter',
    description:
      'Redemption in store (docs/rewards.md#redemption-in-store): the business’s locations and the counter devices paired to them (pair, unlock with the staff PIN, lock, read its state); checking and redeeming a reward exactly once, online or from a device’s offline queue; voiding; and the redemption report.',
  },
  {
    name: 'integrations',
    description:
      'Signed webhooks (Standard Webhooks) with their delivery log, and the Mailchimp and HubSpot connectors.',
  },
  {
    name: 'domains',
    description:
      'The sites a business’s games may be embedded on, and its own custom domains verified by DNS.',
  },
  {
    name: 'team',
    description:
      'Team mates of an account: invitations by email, modules, removal and the activity log; and the public invitation links.',
  },
  {
    name: 'play',
    description:
      'The public player API used by the player app and embeds: no credentials, rate-limited per client.',
  },
  {
    name: 'api-keys',
    description:
      'API keys for a business’s own systems. Managed by the owner and team mates with full access, with a session token only.',
  },
  {
    name: 'audit',
    description:
      'The tamper-evident audit log of an account: sign-ins, sessions, team, keys, settings, plan, rewards and odds, player data, integrations and domains; its CSV and the check of its hash chain.',
  },
  {
    name: 'sessions',
    description:
      'The signed-in person’s sessions: where and on what each signed in, when last active; end one or all others. With a session token only.',
  },
] as const satisfies readonly { name: string; description: string }[];

const TAG_NAMES: ReadonlySet<string> = new Set(API_TAGS.map((t) => t.name));
const OPERATION_ID = /^[a-z][a-zA-Z0-9]*$/;

/** Modules an API key may be given (the contract's list), as a set for the security rule. */
const KEY_MODULES: ReadonlySet<string> = new Set(API_KEY_MODULES);

/**
 * How a public player route takes the player's token (`X-PLAYER`): `optional` (without it the
 * caller is a new or anonymous player), `required` (401 without a known one).
 */
export type PlayerTokenUse = 'optional' | 'required';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads the player's token (`X-PLAYER`): documented as the playerToken scheme. */
    player?: PlayerTokenUse;
    /**
     * An example of each text success body the route `produces` (a CSV file, an HTML page), by
     * media type, for the document; a text body may instead be a string schema with an example.
     */
    textExamples?: Readonly<Record<string, string>>;
  }
}

interface RouteDocConfig {
  access?: string;
  module?: AccessModuleKey;
  /** false: API keys never reach this route, whatever its module. */
  apiKeys?: boolean;
  player?: PlayerTokenUse;
  textExamples?: Readonly<Record<string, string>>;
}

/**
 * The module an API key needs for a route of `module`: the same, but `redeem` (a team mate's
 * module, never a key's) is reached by a key with `rewards` (a business's own till).
 */
export function keyModuleOf(module: AccessModuleKey): AccessModuleKey {
  return module === 'redeem' ? 'rewards' : module;
}

/** True when an API key holding the route's module may call it (auth.ts enforces the same). */
export function apiKeysMayCall(config: RouteDocConfig | undefined): boolean {
  return (
    (config?.access === 'account' || config?.access === 'counter') &&
    config.apiKeys !== false &&
    config.module !== undefined &&
    KEY_MODULES.has(keyModuleOf(config.module))
  );
}

export function securityOf(config: RouteDocConfig | undefined): Record<string, string[]>[] {
  // `{}`: the token may be left out (OpenAPI's optional security).
  if (config?.player === 'optional') return [{}, { playerToken: [] }];
  if (config?.player === 'required') return [{ playerToken: [] }];
  if (!config?.access || config.access === 'public') return [];
  if (config.access === 'device') return [{ deviceToken: [] }];
  if (config.access === 'counter')
    return [
      { deviceToken: [] },
      { sessionToken: [] },
      ...(apiKeysMayCall(config) ? [{ apiKey: [] }] : []),
    ];
  if (apiKeysMayCall(config)) return [{ sessionToken: [] }, { apiKey: [] }];
  return [{ sessionToken: [] }];
}

interface RouteSchemaDoc {
  operationId?: unknown;
  summary?: unknown;
  description?: unknown;
  tags?: unknown;
  hide?: boolean;
}

/**
 * Refuses an API route whose schema lacks what the document needs. Returns the problems (empty
 * when the route is fine); `seen` collects operationIds to find duplicates.
 */
export function routeDocProblems(route: Pick<RouteOptions, 'schema'>, seen: Set<string>): string[] {
  const schema = (route.schema ?? {}) as RouteSchemaDoc;
  if (schema.hide) return [];
  const problems: string[] = [];
  const { operationId, summary, description, tags } = schema;
  if (typeof operationId !== 'string' || !OPERATION_ID.test(operationId))
    problems.push('schema.operationId must be a camelCase name (e.g. listRewards)');
  else if (seen.has(operationId)) problems.push(`schema.operationId ${operationId} is used twice`);
  else seen.add(operationId);
  if (typeof summary !== 'string' || summary.trim() === '' || summary.length > 80)
    problems.push('schema.summary must be a short sentence (at most 80 characters)');
  if (typeof description !== 'string' || description.trim().length < 10)
    problems.push('schema.description must say what the route does for an outside developer');
  if (!Array.isArray(tags) || tags.length !== 1 || !TAG_NAMES.has(String(tags[0])))
    problems.push(
      `schema.tags must be exactly one of API_TAGS in apps/server/src/http/openapi.ts (${[...TAG_NAMES].join(', ')})`,
    );
  return problems;
}

const X_ACCOUNT = {
  type: 'object',
  properties: {
    'x-account': {
      type: 'string',
      maxLength: 64,
      pattern: '^[A-Za-z0-9_-]+$',
      description:
        'Public id of the account to act in. Session tokens: defaults to the session’s current account. ' +
        'API keys: optional; when sent it must be the key’s own account.',
    },
  },
} as const;

type JsonSchema = Record<string, unknown>;
const isObject = (v: unknown): v is JsonSchema => typeof v === 'object' && v !== null;

/** zod's openapi-3.0 form of `z.null()` inside a union. */
const isNullBranch = (schema: JsonSchema) =>
  schema.nullable === true && Array.isArray(schema.enum) && schema.enum.length === 1;

/**
 * Per-schema rewrite while zod converts: what the provider's default does (a nullable union
 * collapses to `nullable: true`; dates answer as date-time strings), plus the swap of a schema
 * registered in the contract's `openApiDocs` for the schema it is documented as (a game's content
 * and a player's move, one branch per game type).
 */
function overrideSchema(ctx: { zodSchema: unknown; jsonSchema: JsonSchema }): void {
  const zodSchema = ctx.zodSchema as z.ZodType;
  const docs = openApiDocs.get(zodSchema);
  if (docs) {
    const documented = z.toJSONSchema(docs.documentedAs, {
      target: 'openapi-3.0',
      io: docs.io,
      unrepresentable: 'any',
      reused: 'inline',
      override: overrideSchema as never,
    }) as JsonSchema;
    delete documented.$schema;
    // The converted shape is replaced whole by the documented one.
    for (const key of Object.keys(ctx.jsonSchema)) Reflect.deleteProperty(ctx.jsonSchema, key);
    Object.assign(ctx.jsonSchema, documented);
    return;
  }
  const anyOf = ctx.jsonSchema.anyOf;
  if (Array.isArray(anyOf)) {
    const branches = (anyOf as JsonSchema[]).filter((b) => Object.keys(b).length > 0);
    const others = branches.filter((b) => !isNullBranch(b));
    if (others.length === 1 && others.length < branches.length) {
      delete ctx.jsonSchema.anyOf;
      Object.assign(ctx.jsonSchema, others[0], { nullable: true });
    } else if (others.length > 0 && others.length < branches.length) {
      ctx.jsonSchema.anyOf = others;
      ctx.jsonSchema.nullable = true;
    } else ctx.jsonSchema.anyOf = branches;
  }
}

/**
 * OpenAPI 3.0's `nullable` only widens a `type` given next to it (not an `enum`); zod writes a nullable union
 * (`oneOf`/`anyOf` of objects) as `nullable: true` without one, which validators refuse to
 * compile (Ajv: "nullable cannot be used without type"). Such a schema becomes its union plus the
 * 3.0 form of null, `{ type, nullable: true, enum: [null] }` (zod's own form of `z.null()`).
 */
function typeNullables(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) typeNullables(item);
    return;
  }
  if (!isObject(node)) return;
  // 3.0.3: `nullable` does not widen an `enum`; a nullable enum lists null itself.
  if (node.nullable === true && Array.isArray(node.enum) && !node.enum.includes(null))
    node.enum = [...(node.enum as unknown[]), null];
  if (node.nullable === true && node.type === undefined) {
    delete node.nullable;
    const unionKey = Array.isArray(node.oneOf)
      ? 'oneOf'
      : Array.isArray(node.anyOf)
        ? 'anyOf'
        : null;
    const branches = unionKey ? (node[unionKey] as JsonSchema[]) : [];
    const typed = branches.find((b) => typeof b.type === 'string');
    const nullBranch = { type: typed?.type ?? 'string', nullable: true, enum: [null] };
    if (unionKey) node[unionKey] = [...branches, nullBranch];
    else {
      // Any other shape: the value as described, or null.
      const rest = { ...node };
      for (const key of Object.keys(node))
        if (key !== 'description') Reflect.deleteProperty(node, key);
      node.anyOf = [rest, nullBranch];
    }
  }
  for (const value of Object.values(node)) typeNullables(value);
}

const INT32 = 2 ** 31;

/**
 * Every integer gets a format (int32 when its range fits, else int64), so a client knows its
 * size (OWASP API4: integer-format).
 */
function addIntegerFormats(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) addIntegerFormats(item);
    return;
  }
  if (!isObject(node)) return;
  if (node.type === 'integer' && node.format === undefined) {
    const min = typeof node.minimum === 'number' ? node.minimum : -Infinity;
    const max = typeof node.maximum === 'number' ? node.maximum : Infinity;
    node.format = min >= -INT32 && max < INT32 ? 'int32' : 'int64';
  }
  for (const value of Object.values(node)) addIntegerFormats(value);
}

const ERROR_BODY = z.toJSONSchema(ErrorBody, { target: 'openapi-3.0', io: 'output' }) as JsonSchema;
delete ERROR_BODY.$schema;

const STATUS_TEXT: Record<string, string> = {
  200: 'OK',
  201: 'Created',
  204: 'Done; no content',
  400: 'The request is not valid: `errors` names each field and its problem',
  401: 'No valid credentials: missing, unknown, expired or revoked token or API key',
  403: 'The credentials may not do this (another account, a module or access the caller lacks)',
  404: 'Not found in this account',
  409: 'Conflicts with the current state',
  413: 'The request body is too large',
  415: 'Unsupported content type',
  422: 'Understood but refused by the rules (for example a move the game does not allow)',
  429: 'Too many requests: wait for `Retry-After` seconds',
  500: 'Unexpected server error; the details are in the server log',
};

const RATE_LIMIT_HEADERS = {
  'RateLimit-Limit': {
    type: 'integer',
    format: 'int32',
    description: 'API keys only: requests a key may make per window.',
  },
  'RateLimit-Remaining': {
    type: 'integer',
    format: 'int32',
    description: 'API keys only: requests left in the current window.',
  },
  'RateLimit-Reset': {
    type: 'integer',
    format: 'int32',
    description: 'API keys only: seconds until the window resets.',
  },
};
const RETRY_AFTER = {
  'Retry-After': {
    type: 'integer',
    format: 'int32',
    description: 'Seconds to wait before the next call.',
  },
};

/**
 * The error statuses the guard itself can answer on top of what the route lists, a description
 * for every status, and for routes API keys reach the rate-limit headers and the 429. Every 429
 * says `Retry-After` (docs/product-rules.md#error-shape).
 */
function completeResponses(response: Record<string, JsonSchema>, config?: RouteDocConfig): void {
  const access = config?.access;
  const extra = ['500'];
  // A signed-in route refuses an API key it does not let through with a 403 (api-key-guard.ts).
  if (access === 'user' || access === 'account' || access === 'device' || access === 'counter')
    extra.push('401', '403');
  if (access === 'account' || access === 'counter') extra.push('400');
  if (config?.player === 'required') extra.push('401');
  const keyed = apiKeysMayCall(config);
  if (keyed) extra.push('429');
  for (const status of extra) response[status] ??= { ...ERROR_BODY };
  for (const [status, schema] of Object.entries(response)) {
    schema.description ??= STATUS_TEXT[status] ?? 'Answer';
    if (keyed && status !== '500')
      schema.headers = { ...RATE_LIMIT_HEADERS, ...(status === '429' ? RETRY_AFTER : {}) };
    else if (status === '429') schema.headers = { ...RETRY_AFTER };
  }
}

/** A body limit as an outside developer reads it: `64 KB`, `1 MB`. */
export function sizeText(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return mb >= 1 && Number.isInteger(mb) ? `${mb} MB` : `${Math.round(bytes / 1024)} KB`;
}

/**
 * What a route that takes a body answers to a body it cannot take: a body larger than the route's
 * limit is refused before it is read (413, with the limit: the route's `bodyLimit`, else the
 * app's), and a body of another media type than the route's (415, naming them; JSON unless the
 * route `consumes` others).
 */
function documentBodyAnswers(
  response: Record<string, JsonSchema>,
  bodyLimit: number,
  consumes: unknown,
): void {
  const given = response['413'];
  response['413'] = {
    ...(given ?? ERROR_BODY),
    description:
      (given?.description as string | undefined) ??
      `The request body is too large: at most ${sizeText(bodyLimit)}`,
  };
  const types = Array.isArray(consumes) && consumes.length > 0 ? consumes : ['application/json'];
  response['415'] ??= {
    ...ERROR_BODY,
    description: `Unsupported content type: send ${types.map((t) => `\`${String(t)}\``).join(' or ')}`,
  };
}

/** A JSON media type: `application/json` or `application/…+json` (the web manifest). */
const isJsonMedia = (type: string) => /^application\/(?:[\w.-]+\+)?json$/.test(type);

/** An image other than SVG (a PNG QR code): bytes, not text. */
const isBinaryMedia = (type: string) => /^image\/(?!svg\+xml$)/.test(type);

/**
 * A text body (CSV, HTML, SVG) in the document: a string, with the route's example of it. Bytes
 * (a PNG) are a `binary` string, whose example is only named by the route's `textExamples`.
 */
function textSchema(
  schemaExample: unknown,
  routeExample: string | undefined,
  type = '',
): JsonSchema {
  if (isBinaryMedia(type))
    return { type: 'string', format: 'binary', example: routeExample ?? `(${type} file)` };
  const example = routeExample ?? (typeof schemaExample === 'string' ? schemaExample : undefined);
  return example === undefined ? { type: 'string' } : { type: 'string', example };
}

/**
 * Statuses answered without a body: those that never carry one (RFC 9110), and 302, which this
 * API sends only as redirects with their `Location` (the Google Wallet link, single sign-on's
 * hand-over to the console: 303).
 */
const NO_CONTENT = new Set(['204', '205', '302', '303', '304']);

/**
 * What each answer's content is, where it is not the default JSON: no content for a 204; for a
 * route that `produces` other media types (a CSV export, an HTML page, the web manifest), its
 * success answers in those types (text as a string) and its errors as JSON, which is what the
 * error handler sends whatever the route.
 */
function documentMediaTypes(
  response: Record<string, JsonSchema>,
  produces: unknown,
  textExamples: Readonly<Record<string, string>> = {},
): void {
  for (const [status, schema] of Object.entries(response)) {
    if (NO_CONTENT.has(status)) {
      response[status] = {
        type: 'null',
        description: schema.description ?? STATUS_TEXT[status] ?? 'Answer',
        ...(schema.headers === undefined ? {} : { headers: schema.headers }),
      };
      continue;
    }
    if (!Array.isArray(produces) || produces.length === 0) continue;
    const success = status.startsWith('2');
    const types: string[] = success ? (produces as string[]) : ['application/json'];
    const { description, headers, ...body } = schema;
    response[status] = {
      ...(description === undefined ? {} : { description }),
      ...(headers === undefined ? {} : { headers }),
      content: Object.fromEntries(
        types.map((type) => [
          type,
          {
            schema:
              isJsonMedia(type) || !success
                ? body
                : textSchema(body.example, textExamples[type], type),
          },
        ]),
      ),
    };
  }
}

export interface OpenApiOptions {
  apiPrefix: string;
  /** Base URL the document names as its server (APP_URL). */
  serverUrl: string;
  version: string;
  /** The docs page's Content-Security-Policy (web/csp.ts). */
  docsCsp: boolean | string | Record<string, string | string[]>;
  /**
   * Answers that hooks of features add to routes (status → description), by route URL: e.g. the
   * embed guard's 403 on the player routes of a game or business.
   */
  hookAnswers?: (url: string) => Record<string, string>;
}

/**
 * Registers the route checks, the document and the docs page. Call it before any API route is
 * registered, so the checks see every route.
 */
export async function registerOpenApi(
  app: FastifyInstance,
  { apiPrefix, serverUrl, version, docsCsp, hookAnswers }: OpenApiOptions,
): Promise<void> {
  const seen = new Set<string>();
  const transformSchema = createJsonSchemaTransform({
    zodToJsonConfig: { override: overrideSchema as never },
  });
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(apiPrefix) || route.method === 'HEAD') return;
    const problems = routeDocProblems(route, seen);
    if (problems.length > 0)
      throw new Error(
        `API route ${String(route.method)} ${route.url}: ${problems.join('; ')} (docs/guides/add-an-api-route.md)`,
      );
  });

  // `x-internal: false` tells API inventories (OWASP API9) that this server is public; the
  // swagger typings know no extensions, so the object is built before it is passed.
  const thisServer = {
    url: serverUrl,
    description: 'This Playdesk server (production, or local in development: APP_URL)',
    'x-internal': false,
  };
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Playdesk API',
        version,
        description:
          'Create and run mini-games, read their plays and leaderboards, and collect player data.\n\n' +
          '**Credentials.** Account routes take `Authorization: Bearer <token>` with either a console ' +
          'session token (from `POST /login`) or an API key (`' +
          API_KEY_PREFIX +
          '…`, created by the account owner on the console’s API keys page). A session names the ' +
          'account it acts in with the `X-ACCOUNT` header; a key is bound to its own account. A key ' +
          'reaches only the routes of its modules (read-only keys: GET only) and is rate-limited on ' +
          'its own, with `RateLimit-*` headers and `429` + `Retry-After` past the limit.\n\n' +
          '**At the counter** (docs/rewards.md#redemption-in-store) a paired counter device sends its own ' +
          'token (`' +
          DEVICE_TOKEN_PREFIX +
          '…`); the counter routes also take a session whose role includes `redeem` (or `rewards`) and ' +
          'an API key with the `rewards` module.\n\n' +
          '**Errors** are always `{ message, errors?, code?, params? }` (`errors` lists `field: problem` ' +
          'for a 400). An error a player or a business can see also has `code`, a stable key, and ' +
          '`params`, the values its text uses (`{ "seconds": 30 }`): a player app or the console ' +
          'shows its own text for the code, in its user’s language; `message` stays English. The codes: ' +
          ERROR_CODES.map((code) => `\`${code}\``).join(', ') +
          ' (their params: docs/product-rules.md, “Error codes”).',
        contact: { name: 'Playdesk support', url: `${serverUrl}/` },
      },
      servers: [thisServer],
      tags: API_TAGS.map((t) => ({ ...t })),
      components: {
        securitySchemes: {
          sessionToken: {
            type: 'http',
            scheme: 'bearer',
            description:
              'A console session token from `POST /login`; expires after the session lifetime.',
          },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: `${API_KEY_PREFIX}…`,
            description:
              'An API key of one account, created on the console’s API keys page. Revocable, optionally expiring.',
          },
          deviceToken: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: `${DEVICE_TOKEN_PREFIX}…`,
            description:
              'A counter device’s token, from pairing it (`POST /redeem/pair` with the pairing code the ' +
              'owner made for a location). It redeems at its location only, once unlocked with the ' +
              'location’s staff PIN (`POST /redeem/unlock`); unpairing the device ends it.',
          },
          playerToken: {
            type: 'apiKey',
            in: 'header',
            name: 'X-PLAYER',
            description:
              'A player’s secret token at one business: the `player_token` that starting a play answers ' +
              '([playStartSession](#/play/playStartSession), `POST /play/games/{public_id}/sessions`) ' +
              'when it is sent without one, the same for sending a lead form, and the new one confirming ' +
              'a player’s email answers. Keep it per business in the browser and send it on the player ' +
              'routes: optional where the player may be new, required where it names the player.',
          },
        },
      },
    },
    transform: (input) => {
      // Only the API is documented: media delivery and the web apps are not part of it.
      if (!input.url.startsWith(apiPrefix)) return { schema: { hide: true }, url: input.url };
      const out = transformSchema(input);
      if (out.schema.hide) return out;
      const config = input.route.config as RouteDocConfig | undefined;
      const schema = out.schema as JsonSchema;
      schema.security = securityOf(config);
      if ((config?.access === 'account' || config?.access === 'counter') && !schema.headers)
        schema.headers = X_ACCOUNT;
      const response = (schema.response ?? {}) as Record<string, JsonSchema>;
      if (schema.body)
        documentBodyAnswers(
          response,
          input.route.bodyLimit ?? app.initialConfig.bodyLimit ?? 0,
          schema.consumes,
        );
      for (const [status, description] of Object.entries(hookAnswers?.(input.url) ?? {}))
        response[status] ??= { ...ERROR_BODY, description };
      completeResponses(response, config);
      typeNullables(schema);
      documentMediaTypes(response, schema.produces, config?.textExamples);
      delete schema.produces;
      schema.response = response;
      addIntegerFormats(schema);
      return out;
    },
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/services/api/docs',
    staticCSP: docsCsp,
    // Authorize pastes a session token or an API key; keep it across reloads of the page.
    uiConfig: { persistAuthorization: true, tryItOutEnabled: true, displayOperationId: true },
  });
}
