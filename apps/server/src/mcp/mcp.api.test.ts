/**
 * The MCP endpoint (docs/mcp.md) spoken to by the SDK's own client over Streamable HTTP, on a
 * port of the test app: the tools are the document's API-key operations (their input schemas
 * compile), a campaign is run end to end with the task tools, and a key reaches through MCP
 * exactly what it reaches over REST — a read-only key is refused its writes, a key without
 * `rewards` sees no reward tools, bad input is an error result naming the field, and the audit log
 * says "via MCP" for a call made through it (and only then).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { and, desc, eq } from 'drizzle-orm';
import {
  API_KEY_MODULES,
  CreatedApiKeyResponse,
  type ApiKeyAccess,
  type ApiKeyModule,
} from '@playdesk/contract';
import { GAME_EXAMPLES } from '@playdesk/games/examples';
import { accounts, auditLog } from '../db/schema.js';
import { MCP_MARK_HEADER } from '../http/mcp-mark.js';
import { fileTestContext } from '../test/harness.js';
import type { OpenApiDocument } from './operations.js';

const t = await fileTestContext({ API_KEY_RATE_LIMIT_PER_MINUTE: '1000' });
const owner = await t.login('owner@playdesk.test');
let base = '';

beforeAll(async () => {
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

const clients: Client[] = [];
afterAll(async () => {
  for (const client of clients) await client.close();
});

async function createKey(modules: ApiKeyModule[], access: ApiKeyAccess, name = 'Assistant') {
  return (await createKeyWithId(modules, access, name)).secret;
}
async function createKeyWithId(modules: ApiKeyModule[], access: ApiKeyAccess, name: string) {
  const res = await t.api('POST', 'api-keys', { ...owner, body: { name, modules, access } });
  expect(res.statusCode, res.body).toBe(201);
  const created = CreatedApiKeyResponse.parse(res.json());
  return { secret: created.secret, id: created.api_key.id };
}

async function connect(secret: string): Promise<Client> {
  const client = new Client({ name: 'playdesk-test', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(`${base}/mcp`), {
    requestInit: { headers: { authorization: `Bearer ${secret}` } },
  });
  await client.connect(transport);
  clients.push(client);
  return client;
}

const textOf = (result: unknown) =>
  (result as CallToolResult).content.map((c) => (c.type === 'text' ? c.text : '')).join('\n');
const jsonOf = <T>(result: unknown): T => JSON.parse(textOf(result)) as T;
/** A resource's text (every resource here is JSON text, none a blob). */
const resourceText = (read: { contents: ({ text: string } | { blob: string })[] }) => {
  const [first] = read.contents;
  return first && 'text' in first ? first.text : '';
};

const doc = (
  await t.app.inject({ method: 'GET', url: '/services/api/docs/json' })
).json<OpenApiDocument>();
/** Every operation the document says an API key may call. */
const keyOperations = Object.values(doc.paths).flatMap((item) =>
  Object.values(item)
    .filter((op) => op.security?.some((s) => 'apiKey' in s))
    .map((op) => op.operationId!),
);

/** Demo Coffee Co.'s audit entries, newest first (of one action when given). */
const auditEntries = (action?: string) =>
  t.db
    .select({
      action: auditLog.action,
      kind: auditLog.actorKind,
      label: auditLog.actorLabel,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      after: auditLog.after,
    })
    .from(auditLog)
    .innerJoin(accounts, eq(accounts.id, auditLog.accountId))
    .where(
      and(eq(accounts.publicId, owner.account), action ? eq(auditLog.action, action) : undefined),
    )
    .orderBy(desc(auditLog.seq));

const writeKey = await createKey([...API_KEY_MODULES], 'write', 'Campaign assistant');
const readKey = await createKey(['games', 'rewards'], 'read');
const gamesOnlyKey = await createKey(['games'], 'write');

describe('the MCP endpoint', () => {
  it('initialises, and lists every API-key operation as a tool whose input schema compiles', async () => {
    const client = await connect(writeKey);
    expect(client.getServerVersion()?.name).toBe('playdesk');
    expect(client.getInstructions()).toContain('create_game');
    const { tools } = await client.listTools();
    const names = tools.map((tool) => tool.name);
    expect(keyOperations.length).toBeGreaterThan(100);
    expect(names).toEqual(expect.arrayContaining(keyOperations));
    expect(names).toEqual(
      expect.arrayContaining(['create_game', 'schedule_game', 'attach_reward', 'campaign_report']),
    );
    // Only what an API key may call: no key management, no sign-in.
    expect(names).not.toContain('createApiKey');
    expect(names).not.toContain('login');

    const ajv = new Ajv2020({ strict: true, allErrors: true });
    addFormats(ajv);
    for (const tool of tools) {
      expect(tool.inputSchema.type, tool.name).toBe('object');
      expect(() => ajv.compile(tool.inputSchema), tool.name).not.toThrow();
      expect(tool.description?.length ?? 0, tool.name).toBeGreaterThan(10);
    }
    const byName = new Map(tools.map((tool) => [tool.name, tool]));
    // Names, descriptions and inputs come from the document.
    const createGame = byName.get('createGame')!;
    expect(createGame.description).toContain('Create a game');
    expect(createGame.inputSchema.required).toEqual(['body']);
    // Its settings, repeated in each game type's branch, are written once ($defs): a fraction of
    // the 136 KB the document's schema takes inline, and as strict.
    expect(JSON.stringify(createGame.inputSchema).length).toBeLessThan(40_000);
    const validGame = ajv.compile(createGame.inputSchema);
    const quizBody = { type: 'quiz', name: 'Quiz', content: GAME_EXAMPLES.quiz.content };
    expect(validGame({ body: quizBody }), JSON.stringify(validGame.errors)).toBe(true);
    expect(validGame({ body: { ...quizBody, colour: 'red' } })).toBe(false);
    expect(byName.get('getGame')!.inputSchema.required).toEqual(['id']);
    // Destructive operations say so; reads say they only read.
    for (const name of ['deleteGame', 'deleteReward', 'updateGame'])
      expect(byName.get(name)!.annotations?.destructiveHint, name).toBe(true);
    const voiding = tools.filter((tool) => /void|erase/i.test(tool.name));
    expect(voiding.length).toBeGreaterThan(0);
    for (const tool of voiding) expect(tool.annotations?.destructiveHint, tool.name).toBe(true);
    expect(byName.get('listGames')!.annotations).toMatchObject({
      readOnlyHint: true,
      destructiveHint: false,
    });
    expect(byName.get('createReward')!.annotations?.destructiveHint).toBe(false);
  });

  it('runs a campaign: creates a quiz with content, attaches a reward, schedules it, reads the report', async () => {
    const client = await connect(writeKey);
    const quiz = GAME_EXAMPLES.quiz;
    const created = await client.callTool({
      name: 'create_game',
      arguments: { type: 'quiz', name: 'Coffee week quiz', content: quiz.content },
    });
    expect(created.isError, textOf(created)).toBeFalsy();
    const game = jsonOf<{ game: { public_id: string; status: string } }>(created).game;
    expect(game.status).toBe('draft');

    const reward = await client.callTool({
      name: 'createReward',
      arguments: {
        body: { name: 'Free latte', kind: 'shared_code', shared_value: 'LATTE10', quantity: 50 },
      },
    });
    expect(reward.isError, textOf(reward)).toBeFalsy();
    const rewardId = jsonOf<{ reward: { public_id: string } }>(reward).reward.public_id;

    const attached = await client.callTool({
      name: 'attach_reward',
      arguments: { game_id: game.public_id, reward_id: rewardId, mode: 'winner', per_day: 10 },
    });
    expect(attached.isError, textOf(attached)).toBeFalsy();
    expect(jsonOf<{ rewards: { rules: unknown[] } }>(attached).rewards.rules).toEqual([
      expect.objectContaining({ reward_id: rewardId, mode: 'winner', per_day: 10 }),
    ]);

    const scheduled = await client.callTool({
      name: 'schedule_game',
      arguments: { game_id: game.public_id, starts_on: '2026-12-07', ends_on: '2026-12-13' },
    });
    expect(scheduled.isError, textOf(scheduled)).toBeFalsy();
    expect(textOf(scheduled)).toContain('2026-12-07');

    const report = await client.callTool({
      name: 'campaign_report',
      arguments: { game_id: game.public_id, from: '2026-11-01', to: '2026-11-30' },
    });
    expect(report.isError, textOf(report)).toBeFalsy();
    expect(jsonOf(report)).toMatchObject({
      game: { public_id: game.public_id, name: 'Coffee week quiz' },
      period: { from: '2026-11-01', to: '2026-11-30' },
      plays: 0,
      leads: 0,
      rewards_won: 0,
    });

    // The REST route's own audit entry names the key, and that it came through MCP.
    const [entry] = await auditEntries('reward.odds_changed');
    expect(entry).toMatchObject({ kind: 'api_key', label: 'Campaign assistant (via MCP)' });

    // The game is a resource now, and each game type's schema, example and rules are too.
    const { resources } = await client.listResources();
    const uris = resources.map((r) => r.uri);
    expect(uris).toEqual(
      expect.arrayContaining([
        'playdesk://game-types/quiz',
        'playdesk://games',
        'playdesk://rewards',
        `playdesk://games/${game.public_id}`,
        `playdesk://rewards/${rewardId}`,
      ]),
    );
    const read = await client.readResource({ uri: `playdesk://games/${game.public_id}` });
    expect(resourceText(read)).toContain('Coffee week quiz');
    const quizType = await client.readResource({ uri: 'playdesk://game-types/quiz' });
    const quizDoc = JSON.parse(resourceText(quizType)) as {
      content_schema: object;
      example: { create_game: { content: unknown } };
      rules: string;
    };
    expect(quizDoc.rules).toContain('pass mark');
    expect(quizDoc.example.create_game.content).toEqual(quiz.content);
    const ajv = new Ajv2020({ strict: false });
    expect(ajv.validate(quizDoc.content_schema, quiz.content), JSON.stringify(ajv.errors)).toBe(
      true,
    );
    const { resourceTemplates } = await client.listResourceTemplates();
    expect(resourceTemplates.map((r) => r.uriTemplate)).toEqual([
      'playdesk://games/{id}',
      'playdesk://rewards/{id}',
    ]);
  });

  it('records a destructive tool call in the audit log, with the key and via MCP', async () => {
    const client = await connect(writeKey);
    const created = await client.callTool({
      name: 'create_game',
      arguments: { type: 'quiz', name: 'Short-lived', content: GAME_EXAMPLES.quiz.content },
    });
    const id = jsonOf<{ game: { public_id: string } }>(created).game.public_id;
    const deleted = await client.callTool({ name: 'deleteGame', arguments: { id } });
    expect(deleted.isError, textOf(deleted)).toBeFalsy();
    const [entry] = await auditEntries();
    expect(entry).toEqual({
      action: 'mcp.destructive_call',
      kind: 'api_key',
      label: 'Campaign assistant (via MCP)',
      targetType: 'tool',
      targetId: 'deleteGame',
      after: { method: 'DELETE', path: `/services/api/v1/games/${id}` },
    });
    // Refused, it is not recorded: nothing was done.
    const again = await client.callTool({ name: 'deleteGame', arguments: { id } });
    expect(again.isError).toBe(true);
    expect((await auditEntries())[0]).toEqual(entry);
    expect(await auditEntries('mcp.destructive_call')).toHaveLength(1);
  });

  it('a call from outside cannot claim to come through MCP', async () => {
    const res = await t.api('POST', 'rewards', {
      token: writeKey,
      headers: { [MCP_MARK_HEADER]: 'forged' },
      body: { name: 'Forged', kind: 'shared_code', shared_value: 'X1' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [entry] = await auditEntries();
    expect(entry?.label).toBe('Campaign assistant');
  });

  it('refuses a read-only key its writes, with the REST route’s answer', async () => {
    const client = await connect(readKey);
    const names = (await client.listTools()).tools.map((tool) => tool.name);
    expect(names).toEqual(expect.arrayContaining(['listGames', 'getGame', 'campaign_report']));
    for (const write of ['createGame', 'updateGame', 'deleteGame', 'create_game', 'attach_reward'])
      expect(names).not.toContain(write);

    const created = await client.callTool({
      name: 'create_game',
      arguments: { type: 'quiz', name: 'Not allowed', content: GAME_EXAMPLES.quiz.content },
    });
    expect(created.isError).toBe(true);
    expect(textOf(created)).toContain('403 This API key is read-only.');
    const direct = await client.callTool({
      name: 'createGame',
      arguments: { body: { type: 'quiz', name: 'Nope', content: GAME_EXAMPLES.quiz.content } },
    });
    expect(direct.isError).toBe(true);
    expect(textOf(direct)).toContain('403 This API key is read-only.');
    const games = await client.callTool({ name: 'listGames', arguments: {} });
    expect(games.isError, textOf(games)).toBeFalsy();
  });

  it('shows a key without rewards no reward tool, and refuses them when called', async () => {
    const client = await connect(gamesOnlyKey);
    const names = (await client.listTools()).tools.map((tool) => tool.name);
    const rewardRoutes = new Set(
      t.app.apiRoutes
        .filter((r) => r.module === 'rewards' || r.module === 'redeem')
        .map((r) => `${r.method} ${r.url}`),
    );
    const rewardOperations = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) =>
          rewardRoutes.has(`${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`),
        )
        .map(([, op]) => op.operationId!),
    );
    expect(rewardOperations).toEqual(expect.arrayContaining(['listRewards', 'createReward']));
    for (const name of [...rewardOperations, 'attach_reward']) expect(names).not.toContain(name);
    expect(names).toEqual(expect.arrayContaining(['create_game', 'schedule_game', 'createGame']));
    // No player data without the player_data module either.
    const playerData = t.app.apiRoutes.filter((r) => r.playerData).length;
    expect(playerData).toBeGreaterThan(0);
    expect(names).not.toContain('listPlayers');

    const refused = await client.callTool({ name: 'listRewards', arguments: {} });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toContain('403 This API key does not include the rewards module.');
  });

  it('answers bad input with an error result naming the field, never a crash', async () => {
    const client = await connect(writeKey);
    const badContent = await client.callTool({
      name: 'create_game',
      arguments: {
        type: 'quiz',
        name: 'Broken quiz',
        content: { questions: [{ text: 'Only one option?', options: ['Yes'], correct: 0 }] },
      },
    });
    expect(badContent.isError).toBe(true);
    expect(textOf(badContent)).toMatch(/^400 /);
    expect(textOf(badContent)).toMatch(/- content\.questions\.0\.options: /);
    expect(textOf(badContent)).toContain('playdesk://game-types/quiz');

    const missing = await client.callTool({ name: 'create_game', arguments: { type: 'quiz' } });
    expect(missing.isError).toBe(true);
    expect(textOf(missing)).toContain('- name: ');
    expect(textOf(missing)).toContain('- content: ');

    const badType = await client.callTool({
      name: 'createGame',
      arguments: { body: { type: 'chess', name: 'X', content: {} } },
    });
    expect(badType.isError).toBe(true);
    expect(textOf(badType)).toMatch(/- type: /);

    const unknownArg = await client.callTool({ name: 'getGame', arguments: { name: 'x' } });
    expect(textOf(unknownArg)).toContain('- name: unknown argument');
    expect(textOf(unknownArg)).toContain('- id: Required');

    const badDate = await client.callTool({
      name: 'schedule_game',
      arguments: { game_id: 'g_nothing', starts_on: 'next monday', ends_on: '2026-12-13' },
    });
    expect(badDate.isError).toBe(true);
    expect(textOf(badDate)).toContain('- starts_on: Use a date like 2026-11-21');

    const notFound = await client.callTool({ name: 'getGame', arguments: { id: 'g_nothing' } });
    expect(notFound.isError).toBe(true);
    expect(textOf(notFound)).toMatch(/^404 /);

    const noTool = await client.callTool({ name: 'dropDatabase', arguments: {} });
    expect(noTool.isError).toBe(true);
    // The connection still works.
    expect((await client.listTools()).tools.length).toBeGreaterThan(100);
  });

  it('takes API keys only', async () => {
    const post = (authorization?: string) =>
      fetch(`${base}/mcp`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          ...(authorization ? { authorization } : {}),
        },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
      });
    expect((await post()).status).toBe(401);
    expect((await post(`Bearer ${owner.token}`)).status).toBe(401);
    expect((await post('Bearer pdk_notakey')).status).toBe(401);
    const { secret: revoked, id } = await createKeyWithId(['games'], 'write', 'Soon revoked');
    const revoke = await t.api('DELETE', `api-keys/${id}`, owner);
    expect(revoke.statusCode, revoke.body).toBeLessThan(300);
    const res = await post(`Bearer ${revoked}`);
    expect(res.status).toBe(401);
    expect(((await res.json()) as { message: string }).message).toBe(
      'This API key has been revoked.',
    );
    // A key's own calls are counted: the endpoint answers with its rate-limit headers.
    const ok = await post(`Bearer ${writeKey}`);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('ratelimit-limit')).toBe('1000');
    expect(
      (await fetch(`${base}/mcp`, { headers: { authorization: `Bearer ${writeKey}` } })).status,
    ).toBe(405);
  });
});

/** The desktop entry (src/mcp.ts, built as dist/mcp.js), run from its source. */
const STDIO_ENTRY = fileURLToPath(new URL('../mcp.ts', import.meta.url));

describe('the stdio entry (playdesk-mcp)', () => {
  it('is spoken to over standard input and output, and passes each message to /mcp', async () => {
    const client = new Client({ name: 'desktop-test', version: '1.0.0' });
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: ['--import', 'tsx', STDIO_ENTRY],
      env: { PATH: process.env.PATH ?? '', PLAYDESK_URL: base, PLAYDESK_API_KEY: writeKey },
      stderr: 'pipe',
    });
    await client.connect(transport);
    clients.push(client);
    expect(client.getInstructions()).toContain('create_game');
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(expect.arrayContaining(keyOperations));
    const created = await client.callTool({
      name: 'create_game',
      arguments: { type: 'quiz', name: 'Desktop quiz', content: GAME_EXAMPLES.quiz.content },
    });
    expect(created.isError, textOf(created)).toBeFalsy();
    const bad = await client.callTool({
      name: 'create_game',
      arguments: { type: 'quiz', name: 'Desktop quiz', content: { questions: [] } },
    });
    expect(bad.isError).toBe(true);
    expect(textOf(bad)).toContain('- content.questions');
    const quiz = await client.readResource({ uri: 'playdesk://game-types/quiz' });
    expect(resourceText(quiz)).toContain('content_schema');
    await client.close();
  });

  it('says what is missing, on standard error, when started without its settings', async () => {
    // Not spawnSync: the child calls this process's server, which must keep answering.
    const run = (env: Record<string, string>) =>
      new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
        const child = spawn(process.execPath, ['--import', 'tsx', STDIO_ENTRY], {
          env: { PATH: process.env.PATH ?? '', ...env },
        });
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
        child.on('close', (status) => resolve({ status, stdout, stderr }));
      });
    const noUrl = await run({ PLAYDESK_API_KEY: writeKey });
    expect(noUrl.status).toBe(2);
    expect(noUrl.stderr).toContain('set PLAYDESK_URL');
    expect(noUrl.stdout).toBe('');
    const badKey = await run({ PLAYDESK_URL: base, PLAYDESK_API_KEY: 'pdk_wrong' });
    expect(badKey.status).toBe(2);
    expect(badKey.stderr).toContain('This API key is not valid.');
  });
});
