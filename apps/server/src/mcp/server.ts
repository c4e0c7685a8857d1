/**
 * The MCP endpoint (docs/mcp.md): `POST /mcp`, Streamable HTTP, stateless (each request its own
 * server and transport, answered as JSON), taken by an API key only (`config.access: 'api_key'`,
 * http/auth.ts). What a key sees is what it may call: the document's operations of its modules
 * and access (operations.ts), the task tools made of them (tasks.ts), the game types and the
 * business's games and rewards (resources.ts). Every call the tools make is the REST request
 * itself, injected with the same key (docs/adr/021-mcp-tools-replay-rest.md).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
  McpError,
  ReadResourceRequestSchema,
  type CallToolResult,
  type Resource,
} from '@modelcontextprotocol/sdk/types.js';
import { GAME_TYPES, type GameType } from '@playdesk/games/registry';
import type { Database } from '../db/client.js';
import { audit, type AuditActor } from '../db/audit-log.js';
import type { ApiRoute } from '../http/auth.js';
import { auditOriginOf } from '../http/audit-context.js';
import { viaMcpLabel } from '../http/mcp-mark.js';
import type { AccountContext } from '../http/tenancy.js';
import { BODY_LIMITS } from '../http/body-limits.js';
import type { App } from '../http/types.js';
import {
  errorText,
  inputError,
  injectRest,
  keyMayCall,
  operationTools,
  restRequestOf,
  resultOf,
  type Caller,
  type KeyReach,
  type OpenApiDocument,
  type OperationTool,
  type RestAnswer,
} from './operations.js';
import {
  DATA_RESOURCES,
  DATA_TEMPLATES,
  dataTemplates,
  GAME_TYPE_URI,
  gameTypeDocument,
  gameTypeResources,
} from './resources.js';
import { TASK_TOOLS, type CallOperation } from './tasks.js';

export const MCP_PATH = '/mcp';

const INSTRUCTIONS =
  'Playdesk runs mini-games for a business (quizzes, wordles, scratch cards, wheels…), gives rewards to winners and collects leads. ' +
  'To run a campaign: read playdesk://game-types/{type} for the content schema, a worked example and the rules; create_game; ' +
  'attach_reward (listRewards or createReward first); schedule_game; publish with updateGame (status published) once the business agrees; ' +
  'campaign_report for the results. Every tool is a call of the Playdesk REST API with this API key: an error names each field and its problem.';

interface Catalogue {
  operations: OperationTool[];
  byName: Map<string, OperationTool>;
}

function catalogueOf(app: FastifyInstance): Catalogue {
  const operations = operationTools(app.swagger() as unknown as OpenApiDocument);
  return { operations, byName: new Map(operations.map((op) => [op.tool.name, op])) };
}

/** The first list in an answer (a page's `data`), as resources: each item's public id and name. */
function itemsOf(body: unknown): { public_id: string; name?: string }[] {
  const data = (body as { data?: unknown } | null)?.data;
  return Array.isArray(data)
    ? (data as { public_id?: unknown; name?: unknown }[])
        .filter((item) => typeof item.public_id === 'string')
        .map((item) => ({
          public_id: item.public_id as string,
          ...(typeof item.name === 'string' ? { name: item.name } : {}),
        }))
    : [];
}

/** One MCP server for one request of one key. */
function serverFor(
  app: FastifyInstance,
  db: Database,
  catalogue: Catalogue,
  routes: Map<string, ApiRoute>,
  caller: Caller,
  reach: KeyReach & { scope: AccountContext },
  actor: AuditActor,
  version: string,
): Server {
  const may = (operationId: string) => {
    const op = catalogue.byName.get(operationId);
    return op !== undefined && keyMayCall(routes.get(`${op.method} ${op.routeUrl}`), reach);
  };
  const call: CallOperation = async (operationId, args): Promise<RestAnswer> => {
    const op = catalogue.byName.get(operationId);
    if (!op) throw new Error(`No operation ${operationId} in the API document`);
    const request = restRequestOf(op, args);
    if (Array.isArray(request))
      return { status: 400, body: { message: 'Invalid request.', errors: request }, text: '' };
    return injectRest(app, caller, request);
  };
  const read = async (operationId: string, args: Record<string, unknown>, uri: string) => {
    const answer = await call(operationId, args);
    if (answer.status >= 400)
      throw new McpError(
        answer.status === 404 ? -32002 : ErrorCode.InvalidParams,
        `${uri}: ${errorText(answer)}`,
      );
    return {
      contents: [{ uri, mimeType: 'application/json', text: JSON.stringify(answer.body, null, 2) }],
    };
  };

  const recordDestructive = (op: OperationTool, path: string) =>
    audit(
      db,
      {
        accountId: reach.scope.account.id,
        actor,
        origin: caller.origin,
      },
      {
        action: 'mcp.destructive_call',
        target: { type: 'tool', id: op.tool.name },
        after: { method: op.method, path },
      },
    );

  const server = new Server(
    { name: 'playdesk', title: 'Playdesk', version },
    { capabilities: { tools: {}, resources: {} }, instructions: INSTRUCTIONS },
  );

  server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: [
      ...TASK_TOOLS.filter((task) => task.uses.every(may)).map((task) => task.tool),
      ...catalogue.operations.filter((op) => may(op.tool.name)).map((op) => op.tool),
    ],
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request): Promise<CallToolResult> => {
    const { name } = request.params;
    const args = request.params.arguments ?? {};
    const task = TASK_TOOLS.find((t) => t.tool.name === name);
    if (task) return task.run(args, call);
    const op = catalogue.byName.get(name);
    // A tool the key does not list is still the REST call: the route's guard answers (a
    // read-only key's 403), never this layer's guess.
    if (!op)
      return {
        isError: true,
        content: [{ type: 'text', text: `There is no tool ${name}: list them with tools/list.` }],
      };
    const rest = restRequestOf(op, args);
    if (Array.isArray(rest)) return inputError(rest);
    const answer = await injectRest(app, caller, rest);
    // What the assistant deleted, voided, erased or published is in the audit log as its own
    // entry (the route's entry, where it writes one, says "via MCP" too).
    if (op.tool.annotations?.destructiveHint && answer.status < 300)
      await recordDestructive(op, rest.url.split('?')[0]!);
    return resultOf(answer);
  });

  server.setRequestHandler(ListResourcesRequestSchema, async () => {
    const resources: Resource[] = [...gameTypeResources()];
    for (const data of DATA_RESOURCES) {
      if (!may(data.operation)) continue;
      resources.push({
        uri: data.uri,
        name: data.name,
        title: data.title,
        description: data.description,
        mimeType: 'application/json',
      });
      const answer = await call(data.operation, {});
      if (answer.status >= 400) continue;
      for (const item of itemsOf(answer.body))
        resources.push({
          uri: `${data.uri}/${item.public_id}`,
          name: `${data.name.slice(0, -1)}-${item.public_id}`,
          title: item.name ?? item.public_id,
          mimeType: 'application/json',
        });
    }
    return { resources };
  });

  server.setRequestHandler(ListResourceTemplatesRequestSchema, () => ({
    resourceTemplates: dataTemplates(may),
  }));

  server.setRequestHandler(ReadResourceRequestSchema, async (request) => {
    const { uri } = request.params;
    const type = GAME_TYPES.find((t) => GAME_TYPE_URI(t) === uri);
    if (type)
      return {
        contents: [
          {
            uri,
            mimeType: 'application/json',
            text: JSON.stringify(gameTypeDocument(type as GameType), null, 2),
          },
        ],
      };
    const data = DATA_RESOURCES.find((d) => d.uri === uri);
    if (data) return read(data.operation, {}, uri);
    for (const template of DATA_TEMPLATES) {
      const id = template.pattern.exec(uri)?.[1];
      if (id) return read(template.operation, { id: decodeURIComponent(id) }, uri);
    }
    throw new McpError(-32002, `Resource not found: ${uri}`);
  });

  return server;
}

/** JSON-RPC's answer to a method the endpoint does not take (GET's stream, DELETE's session). */
function notAllowed(reply: FastifyReply) {
  return reply
    .code(405)
    .header('allow', 'POST')
    .send({
      jsonrpc: '2.0',
      error: {
        code: ErrorCode.ConnectionClosed,
        message: 'This MCP server is stateless: send each message with POST.',
      },
      id: null,
    });
}

export function registerMcp(app: App, { db, version }: { db: Database; version: string }): void {
  let catalogue: Catalogue | undefined;
  let routes: Map<string, ApiRoute> | undefined;
  const config = { access: 'api_key' } as const;
  const schema = { hide: true };

  app.post(
    MCP_PATH,
    // A tool call may carry a game's content (a quiz of 50 questions).
    { config, schema, bodyLimit: BODY_LIMITS.game },
    async (request: FastifyRequest, reply: FastifyReply) => {
      // Built on the first call, when every route is registered and the document complete.
      catalogue ??= catalogueOf(app);
      routes ??= new Map(app.apiRoutes.map((r) => [`${r.method} ${r.url}`, r]));
      const key = request.auth?.apiKey;
      if (!key || !request.scope) throw new Error('The MCP endpoint needs an API key (auth.ts)');
      const server = serverFor(
        app,
        db,
        catalogue,
        routes,
        {
          authorization: request.headers.authorization ?? '',
          origin: auditOriginOf(request),
        },
        { modules: key.modules, access: key.access, scope: request.scope },
        { kind: 'api_key', id: key.publicId, label: viaMcpLabel(key.name) },
        version,
      );
      const transport = new StreamableHTTPServerTransport({
        sessionIdGenerator: undefined,
        enableJsonResponse: true,
      });
      // The answer is the transport's: the headers set so far (the key's rate limit) go with it.
      reply.hijack();
      for (const [name, value] of Object.entries(reply.getHeaders()))
        if (value !== undefined) reply.raw.setHeader(name, value);
      reply.raw.setHeader('x-content-type-options', 'nosniff');
      reply.raw.setHeader('x-request-id', request.id);
      reply.raw.on('close', () => {
        void transport.close();
        void server.close();
      });
      await server.connect(transport);
      await transport.handleRequest(request.raw, reply.raw, request.body);
    },
  );
  app.get(MCP_PATH, { config, schema }, (_request, reply) => notAllowed(reply));
  app.delete(MCP_PATH, { config, schema }, (_request, reply) => notAllowed(reply));
}
