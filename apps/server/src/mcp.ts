/**
 * Playdesk's MCP server for desktop assistants that start a local process (docs/mcp.md#desktop):
 * `npx playdesk-mcp` or `node apps/server/dist/mcp.js`, with `PLAYDESK_URL` (the Playdesk server)
 * and `PLAYDESK_API_KEY` (an API key). It speaks MCP on standard input and output and passes every
 * message to the server's `/mcp` endpoint with the key: the tools, resources and their answers are
 * the server's, so this process holds no rule of its own.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import {
  CallToolRequestSchema,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
  ReadResourceRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';

const VERSION = '1.2.0';

/** Standard output is the protocol's: everything for a person goes to standard error. */
function fail(message: string): never {
  process.stderr.write(`playdesk-mcp: ${message}\n`);
  process.exit(2);
}

export function endpointOf(base: string | undefined): URL {
  if (!base) fail('set PLAYDESK_URL to your Playdesk address (e.g. https://playdesk.example.com)');
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    fail(`PLAYDESK_URL is not an address: ${base}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    fail('PLAYDESK_URL must start with https://');
  // The address of the server, or of its endpoint itself.
  return url.pathname.replace(/\/+$/, '').endsWith('/mcp')
    ? url
    : new URL(`${url.pathname.replace(/\/+$/, '')}/mcp`, url);
}

async function main(): Promise<void> {
  const endpoint = endpointOf(process.env.PLAYDESK_URL);
  const key = process.env.PLAYDESK_API_KEY?.trim();
  if (!key) fail('set PLAYDESK_API_KEY to an API key (console → Settings → API keys)');

  const remote = new Client({ name: 'playdesk-mcp', version: VERSION });
  try {
    await remote.connect(
      new StreamableHTTPClientTransport(endpoint, {
        requestInit: { headers: { authorization: `Bearer ${key}` } },
      }),
    );
  } catch (err) {
    fail(`could not reach ${endpoint.href}: ${err instanceof Error ? err.message : String(err)}`);
  }

  const local = new Server(
    { name: 'playdesk', title: 'Playdesk', version: VERSION },
    {
      capabilities: { tools: {}, resources: {} },
      instructions: remote.getInstructions(),
    },
  );
  local.setRequestHandler(ListToolsRequestSchema, (request) => remote.listTools(request.params));
  local.setRequestHandler(CallToolRequestSchema, (request) => remote.callTool(request.params));
  local.setRequestHandler(ListResourcesRequestSchema, (request) =>
    remote.listResources(request.params),
  );
  local.setRequestHandler(ListResourceTemplatesRequestSchema, (request) =>
    remote.listResourceTemplates(request.params),
  );
  local.setRequestHandler(ReadResourceRequestSchema, (request) =>
    remote.readResource(request.params),
  );
  local.onclose = () => {
    void remote.close().finally(() => process.exit(0));
  };
  await local.connect(new StdioServerTransport());
}

await main();
