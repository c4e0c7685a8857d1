/**
 * The MCP tools are the OpenAPI document's operations, with no list of their own: a route added
 * to the API (here, by the test, after the product's routes) is a tool at once, described and
 * typed by its own schema, guarded like every route, and callable — without a change to the MCP
 * code (docs/mcp.md#how-tools-are-made).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { CreatedApiKeyResponse } from '@playdesk/contract';
import { scopeOf } from '../http/auth.js';
import { createTestContext } from '../test/harness.js';

const t = await createTestContext(
  {},
  {
    extraApiRoutes: (api) => {
      api.post(
        '/drift-probe/:id',
        {
          config: { access: 'account', module: 'games' },
          schema: {
            tags: ['games'],
            operationId: 'probeDrift',
            summary: 'A route only this test adds',
            description: 'Echoes its input, to show a new route becomes an MCP tool by itself.',
            params: z.object({ id: z.string().max(20) }),
            querystring: z.object({ loud: z.enum(['yes', 'no']).optional() }),
            body: z.object({ words: z.array(z.string().max(20)).max(3) }).strict(),
            response: {
              200: z.object({ id: z.string(), words: z.array(z.string()), account: z.string() }),
            },
          },
        },
        async (request) => ({
          id: request.params.id,
          words:
            request.query.loud === 'yes'
              ? request.body.words.map((w) => w.toUpperCase())
              : request.body.words,
          account: scopeOf(request).account.publicId,
        }),
      );
    },
  },
);
const owner = await t.login('owner@playdesk.test');
let client: Client;
let readClient: Client;

async function connect(base: string, modules: string[], access: 'read' | 'write') {
  const res = await t.api('POST', 'api-keys', {
    ...owner,
    body: { name: 'Drift', modules, access },
  });
  const { secret } = CreatedApiKeyResponse.parse(res.json());
  const c = new Client({ name: 'drift-test', version: '1.0.0' });
  await c.connect(
    new StreamableHTTPClientTransport(new URL(`${base}/mcp`), {
      requestInit: { headers: { authorization: `Bearer ${secret}` } },
    }),
  );
  return c;
}

beforeAll(async () => {
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  client = await connect(base, ['games'], 'write');
  readClient = await connect(base, ['games'], 'read');
});
afterAll(async () => {
  await client.close();
  await readClient.close();
  await t.close();
});

const textOf = (result: unknown) =>
  (result as CallToolResult).content.map((c) => (c.type === 'text' ? c.text : '')).join('\n');

it('lists a route added to the API as a tool, from its own schema', async () => {
  const { tools } = await client.listTools();
  const probe = tools.find((tool) => tool.name === 'probeDrift');
  expect(probe).toMatchObject({
    title: 'A route only this test adds',
    description:
      'A route only this test adds\n\nEchoes its input, to show a new route becomes an MCP tool by itself.',
    annotations: { readOnlyHint: false, destructiveHint: false },
  });
  expect(probe!.inputSchema).toMatchObject({
    type: 'object',
    required: ['id', 'body'],
    properties: {
      id: { type: 'string', maxLength: 20 },
      loud: { type: 'string', enum: ['yes', 'no'] },
      body: { type: 'object', properties: { words: { type: 'array', maxItems: 3 } } },
    },
  });
  // A read-only key does not see a write.
  const readTools = (await readClient.listTools()).tools.map((tool) => tool.name);
  expect(readTools).not.toContain('probeDrift');
});

it('calls it as the REST route, validation included', async () => {
  const ok = await client.callTool({
    name: 'probeDrift',
    arguments: { id: 'abc', loud: 'yes', body: { words: ['latte', 'mocha'] } },
  });
  expect(ok.isError, textOf(ok)).toBeFalsy();
  expect(JSON.parse(textOf(ok))).toEqual({
    id: 'abc',
    words: ['LATTE', 'MOCHA'],
    account: owner.account,
  });
  const bad = await client.callTool({
    name: 'probeDrift',
    arguments: { id: 'abc', body: { words: ['a', 'b', 'c', 'd'], extra: 1 } },
  });
  expect(bad.isError).toBe(true);
  expect(textOf(bad)).toMatch(/^400 /);
  expect(textOf(bad)).toContain('words');
  const refused = await readClient.callTool({
    name: 'probeDrift',
    arguments: { id: 'abc', body: { words: [] } },
  });
  expect(textOf(refused)).toBe('403 This API key is read-only.');
});
