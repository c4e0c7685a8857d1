/**
 * The MCP tools made from the OpenAPI document (docs/mcp.md): every operation an API key may call
 * is a tool, named by its `operationId`, described by its summary and description, its input the
 * operation's path and query parameters and its JSON body (`body`). Nothing here names a route:
 * a route added to the API is a tool as soon as it is in the document.
 *
 * A tool call is the REST request itself, injected into the same app with the caller's key
 * (docs/adr/021-mcp-tools-replay-rest.md): the route's validation, guard, tenancy, rate limit
 * and audit apply unchanged, so a tool can never do what the route would refuse.
 */
import type { FastifyInstance } from 'fastify';
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import { hasModule, seesPlayerData } from '@playdesk/contract';
import type { AuditOrigin } from '../db/audit-log.js';
import type { ApiRoute } from '../http/auth.js';
import { mcpMarkHeader } from '../http/mcp-mark.js';
import { keyModuleOf } from '../http/openapi.js';
import type { AccountContext } from '../http/tenancy.js';

export type JsonSchema = Record<string, unknown>;

interface OpenApiParameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
}
interface OpenApiOperation {
  operationId?: string;
  summary?: string;
  description?: string;
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  security?: Record<string, string[]>[];
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/** One operation an API key may call, as a tool. */
export interface OperationTool {
  tool: Tool;
  method: string;
  /** The document's path (`/services/api/v1/games/{id}`). */
  path: string;
  /** The same as the app's route catalogue writes it (`…/games/:id`). */
  routeUrl: string;
  pathParams: string[];
  queryParams: string[];
  /** The body's media type when the operation takes one. */
  bodyType: string | null;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/**
 * Operations that delete, void, erase, revoke, publish or otherwise undo: marked `destructiveHint`
 * so an assistant asks before calling them. By the operation's name, or a change whose summary or
 * description speaks of publishing (a game's PATCH of `status`).
 */
const DESTRUCTIVE_NAME = /delete|void|erase|revoke|remove|unpair|cancel|reset|rotate|publish/i;
const PUBLISHES = /\bpublish/i;

/** OpenAPI 3.0 keywords JSON Schema does not know, dropped from a tool's input schema. */
const OPENAPI_ONLY = new Set(['discriminator', 'xml', 'externalDocs', 'deprecated']);

/**
 * The operation's schema as JSON Schema (what MCP clients validate with): 3.0's `nullable` becomes
 * a `null` type, an `example` becomes `examples`, the integer sizes (`int32`) and OpenAPI's own
 * keywords go.
 */
export function toJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (typeof node !== 'object' || node === null) return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node as JsonSchema)) {
    if (OPENAPI_ONLY.has(key) || key.startsWith('x-') || key === 'nullable') continue;
    if (key === 'example') {
      out.examples = [value];
      continue;
    }
    if (key === 'format' && (value === 'int32' || value === 'int64')) continue;
    // `properties` maps names to schemas: its keys are never keywords.
    out[key] =
      key === 'properties' && typeof value === 'object' && value !== null
        ? Object.fromEntries(
            Object.entries(value as JsonSchema).map(([name, schema]) => [
              name,
              toJsonSchema(schema),
            ]),
          )
        : toJsonSchema(value);
  }
  const source = node as JsonSchema;
  if (source.nullable === true && typeof source.type === 'string') out.type = [source.type, 'null'];
  // 3.0's exclusive bounds are flags beside `minimum`/`maximum`; JSON Schema's are the numbers.
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof source[flag] !== 'boolean') continue;
    if (source[flag] === true && typeof source[bound] === 'number') {
      out[flag] = source[bound];
      Reflect.deleteProperty(out, bound);
    } else Reflect.deleteProperty(out, flag);
  }
  return out;
}

/** Keywords whose value is a map of schemas, a list of schemas, or one schema. */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs']);
const SCHEMA_LISTS = new Set(['anyOf', 'oneOf', 'allOf', 'prefixItems']);
const SCHEMA_ONE = new Set(['items', 'additionalProperties', 'not', 'propertyNames', 'contains']);

const isSchema = (v: unknown): v is JsonSchema =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The schema with each of its sub-schemas passed through `fn` (the keywords' own values kept). */
function mapSubschemas(node: JsonSchema, fn: (child: JsonSchema) => JsonSchema): JsonSchema {
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (SCHEMA_MAPS.has(key) && isSchema(value))
      out[key] = Object.fromEntries(
        Object.entries(value).map(([name, child]) => [name, isSchema(child) ? fn(child) : child]),
      );
    else if (SCHEMA_LISTS.has(key) && Array.isArray(value))
      out[key] = value.map((child: unknown) => (isSchema(child) ? fn(child) : child));
    else if (SCHEMA_ONE.has(key) && isSchema(value)) out[key] = fn(value);
    else out[key] = value;
  }
  return out;
}

/** Sub-schemas shorter than this (in JSON characters) are left where they are. */
const HOIST_MIN = 200;

/**
 * The same schema with each sub-schema it repeats written once, in `$defs`, and referred to
 * (`$ref`). A game's creation repeats its settings in each game type's branch: its input schema
 * is 136 KB as written and a fraction of that so (docs/mcp.md#how-tools-are-made), which an
 * assistant reads on every turn.
 */
export function hoistRepeats(schema: JsonSchema): JsonSchema {
  const counts = new Map<string, number>();
  const count = (node: JsonSchema): JsonSchema => {
    const key = JSON.stringify(node);
    if (key.length >= HOIST_MIN) counts.set(key, (counts.get(key) ?? 0) + 1);
    return mapSubschemas(node, count);
  };
  mapSubschemas(schema, count);
  const defs: Record<string, JsonSchema> = {};
  const names = new Map<string, string>();
  const hoist = (node: JsonSchema): JsonSchema => {
    const key = JSON.stringify(node);
    if ((counts.get(key) ?? 0) < 2) return mapSubschemas(node, hoist);
    let name = names.get(key);
    if (!name) {
      name = `s${names.size + 1}`;
      names.set(key, name);
      defs[name] = mapSubschemas(node, hoist);
    }
    return { $ref: `#/$defs/${name}` };
  };
  const out = mapSubschemas(schema, hoist);
  return names.size > 0 ? { ...out, $defs: defs } : out;
}

const describe = (op: OpenApiOperation) =>
  [op.summary, op.description].filter((s): s is string => Boolean(s)).join('\n\n');

/** Every operation of the document that an API key may call, as a tool. */
export function operationTools(doc: OpenApiDocument): OperationTool[] {
  const tools: OperationTool[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op?.operationId || !op.security?.some((s) => 'apiKey' in s)) continue;
      const properties: Record<string, object> = {};
      const required: string[] = [];
      const pathParams: string[] = [];
      const queryParams: string[] = [];
      for (const param of op.parameters ?? []) {
        if (param.in !== 'path' && param.in !== 'query') continue;
        (param.in === 'path' ? pathParams : queryParams).push(param.name);
        const schema = toJsonSchema(param.schema ?? {}) as JsonSchema;
        properties[param.name] = param.description
          ? { ...schema, description: param.description }
          : schema;
        if (param.required || param.in === 'path') required.push(param.name);
      }
      const content = op.requestBody?.content ?? {};
      const bodyType = Object.keys(content)[0] ?? null;
      if (bodyType) {
        if ('body' in properties)
          throw new Error(`${op.operationId}: a parameter named "body" hides the request body`);
        const schema = content[bodyType]?.schema ?? {};
        properties.body = {
          ...(toJsonSchema(schema) as JsonSchema),
          description: `The request body (${bodyType}).`,
        };
        if (op.requestBody?.required) required.push('body');
      }
      const upper = method.toUpperCase();
      const destructive =
        upper === 'DELETE' ||
        (upper !== 'GET' &&
          (DESTRUCTIVE_NAME.test(op.operationId) || PUBLISHES.test(describe(op))));
      tools.push({
        tool: {
          name: op.operationId,
          title: op.summary,
          description: describe(op),
          inputSchema: hoistRepeats({
            type: 'object',
            properties,
            ...(required.length > 0 ? { required } : {}),
            additionalProperties: false,
          }) as OperationTool['tool']['inputSchema'],
          annotations: {
            title: op.summary,
            readOnlyHint: upper === 'GET',
            destructiveHint: upper !== 'GET' && destructive,
            idempotentHint: upper === 'GET' || upper === 'PUT' || upper === 'DELETE',
            openWorldHint: false,
          },
        },
        method: upper,
        path,
        routeUrl: path.replace(/\{([^}]+)\}/g, ':$1'),
        pathParams,
        queryParams,
        bodyType,
      });
    }
  }
  return tools;
}

/** What the key behind an MCP call may reach (the guard's own rule, api-key-guard.ts). */
export interface KeyReach {
  modules: readonly string[];
  access: 'read' | 'write';
  /** The key creator's modules in the account (null: all of them). */
  scope: Pick<AccountContext, 'accessModules'>;
}

/**
 * Whether the key may call the route: the module (a counter route's `redeem` by `rewards`), the
 * player data permission, read-only keys on GET only, and its creator's modules. The same test as
 * the guard: listing a tool the guard would refuse would only waste an assistant's turn.
 */
export function keyMayCall(route: ApiRoute | undefined, key: KeyReach): boolean {
  if (!route?.module) return false;
  if (!key.modules.includes(keyModuleOf(route.module))) return false;
  if (route.playerData && !key.modules.includes('player_data')) return false;
  if (key.access === 'read' && route.method !== 'GET') return false;
  const creator = key.scope.accessModules;
  if (creator && !hasModule(creator, route.module)) return false;
  if (route.playerData && !seesPlayerData(creator)) return false;
  return true;
}

/** Who makes the injected request: the key (as its Authorization) and where the call came from. */
export interface Caller {
  authorization: string;
  /** Where the MCP request came from: its REST calls come from there too. */
  origin: AuditOrigin;
}

/** A REST answer as a tool's result: the body as text; an error as `isError` with its fields. */
export interface RestAnswer {
  status: number;
  body: unknown;
  text: string;
}

export async function injectRest(
  app: FastifyInstance,
  caller: Caller,
  request: { method: string; url: string; body?: unknown; bodyType?: string | null },
): Promise<RestAnswer> {
  const hasBody = request.body !== undefined;
  const res = await app.inject({
    method: request.method as 'GET',
    url: request.url,
    remoteAddress: caller.origin.ip,
    headers: {
      authorization: caller.authorization,
      ...(caller.origin.userAgent ? { 'user-agent': caller.origin.userAgent } : {}),
      ...(hasBody ? { 'content-type': request.bodyType ?? 'application/json' } : {}),
      ...mcpMarkHeader(),
    },
    ...(hasBody
      ? {
          payload: typeof request.body === 'string' ? request.body : JSON.stringify(request.body),
        }
      : {}),
  });
  let body: unknown = res.body;
  if (/json/.test(String(res.headers['content-type'] ?? '')) && res.body !== '') {
    try {
      body = JSON.parse(res.body) as unknown;
    } catch {
      body = res.body;
    }
  }
  return { status: res.statusCode, body, text: res.body };
}

/** An error answer's text: `403 This API key is read-only.` then each `field: problem`. */
export function errorText(answer: RestAnswer): string {
  const body = answer.body as { message?: unknown; errors?: unknown; code?: unknown } | null;
  const message = typeof body?.message === 'string' ? body.message : answer.text.slice(0, 2000);
  const errors = Array.isArray(body?.errors) ? (body.errors as unknown[]).map(String) : [];
  return [`${answer.status} ${message}`, ...errors.map((e) => `- ${e}`)].join('\n');
}

export function resultOf(answer: RestAnswer): CallToolResult {
  if (answer.status >= 400)
    return { isError: true, content: [{ type: 'text', text: errorText(answer) }] };
  const text =
    typeof answer.body === 'string'
      ? answer.body
      : answer.status === 204 || answer.text === ''
        ? JSON.stringify({ status: answer.status })
        : JSON.stringify(answer.body, null, 2);
  return { content: [{ type: 'text', text }] };
}

/** A tool result that refuses the input before any request: each `field: problem`. */
export function inputError(problems: string[]): CallToolResult {
  return {
    isError: true,
    content: [
      { type: 'text', text: ['400 Invalid request.', ...problems.map((p) => `- ${p}`)].join('\n') },
    ],
  };
}

/** The REST request of a tool call, or the problems of its arguments. */
export function restRequestOf(
  op: OperationTool,
  args: Record<string, unknown>,
): { method: string; url: string; body?: unknown; bodyType?: string | null } | string[] {
  const known = new Set([...op.pathParams, ...op.queryParams, ...(op.bodyType ? ['body'] : [])]);
  const problems: string[] = [];
  for (const name of Object.keys(args))
    if (!known.has(name))
      problems.push(
        `${name}: unknown argument${op.bodyType ? ' (the request body goes in `body`)' : ''}`,
      );
  let url = op.path;
  for (const name of op.pathParams) {
    const value = args[name];
    if (typeof value !== 'string' && typeof value !== 'number') {
      problems.push(`${name}: Required`);
      continue;
    }
    url = url.replace(`{${name}}`, encodeURIComponent(String(value)));
  }
  if (problems.length > 0) return problems;
  const query = new URLSearchParams();
  for (const name of op.queryParams) {
    const value = args[name];
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) query.append(name, String(item));
    else
      query.append(
        name,
        typeof value === 'object' ? JSON.stringify(value) : String(value as never),
      );
  }
  const search = query.toString();
  return {
    method: op.method,
    url: search ? `${url}?${search}` : url,
    ...(op.bodyType && args.body !== undefined ? { body: args.body, bodyType: op.bodyType } : {}),
  };
}
