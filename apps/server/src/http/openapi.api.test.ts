/**
 * The served OpenAPI document (issue 20; docs/guides/add-an-api-route.md#openapi):
 * - every API route of the app's catalogue is an operation with a unique camelCase operationId,
 *   a summary, a description and one tag the top level lists with a description;
 * - each operation's `security` says what the guard enforces for its `config.access`/`module`;
 * - a game's content and a play action are documented per game type from the engines' schemas;
 * - the document lints clean with Spectral (`.spectral.yaml`: spectral:oas + OWASP API 2023);
 * - a route without the documentation fields stops the server from starting.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { API_KEY_MODULES } from '@playdesk/contract';
import { API_PATH } from '@playdesk/contract/urls';
import { GAME_TYPES } from '@playdesk/games/registry';
import { fileTestContext } from '../test/harness.js';
import { BODY_LIMITS } from './body-limits.js';
import { API_TAGS, registerOpenApi, sizeText } from './openapi.js';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const SERVER_URL = 'https://playdesk.example.com';
const OPTIONS = { apiPrefix: API_PATH, serverUrl: SERVER_URL, version: '1', docsCsp: true };

interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
}
interface Schema {
  type?: string;
  oneOf?: Schema[];
  anyOf?: Schema[];
  title?: string;
  properties?: Record<string, Schema>;
}
interface Document {
  servers?: { url: string }[];
  tags?: { name: string; description?: string }[];
  components: { securitySchemes: Record<string, { type: string; scheme: string }> };
  paths: Record<string, Record<string, Operation>>;
}

const t = await fileTestContext({ APP_URL: SERVER_URL });
const doc = (
  await t.app.inject({ method: 'GET', url: '/services/api/docs/json' })
).json<Document>();
const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })),
);
const toOpenApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe('the OpenAPI document', () => {
  it('documents every API route, and nothing else', () => {
    const routes = t.app.apiRoutes
      .filter((r) => r.documented)
      .map((r) => `${r.method} ${toOpenApiPath(r.url)}`)
      .sort();
    expect(operations.map((o) => o.key).sort()).toEqual(routes);
  });

  it('gives every operation a unique camelCase operationId, a summary, a description and one listed tag', () => {
    const listed = new Set((doc.tags ?? []).map((tag) => tag.name));
    expect(doc.tags?.every((tag) => (tag.description ?? '').length > 0)).toBe(true);
    const ids = new Set<string>();
    for (const { key, op } of operations) {
      expect(op.operationId, key).toMatch(/^[a-z][a-zA-Z0-9]*$/);
      expect(ids.has(op.operationId!), `${key}: ${op.operationId} twice`).toBe(false);
      ids.add(op.operationId!);
      expect(op.summary?.length, key).toBeGreaterThan(0);
      expect(op.description?.length, key).toBeGreaterThan(10);
      expect(op.tags?.length, key).toBe(1);
      expect(listed.has(op.tags![0]!), `${key}: tag ${op.tags![0]}`).toBe(true);
    }
    expect([...listed]).toEqual(API_TAGS.map((tag) => tag.name));
  });

  it('names its server and both bearer schemes', () => {
    expect(doc.servers).toEqual([expect.objectContaining({ url: SERVER_URL })]);
    expect(doc.components.securitySchemes).toEqual({
      sessionToken: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
      apiKey: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    });
  });

  it("says on every operation what the guard enforces for the route's access and module", () => {
    for (const route of t.app.apiRoutes.filter((r) => r.documented)) {
      const op = doc.paths[toOpenApiPath(route.url)]![route.method.toLowerCase()]!;
      const keyable =
        route.access === 'account' &&
        route.module !== undefined &&
        (API_KEY_MODULES as readonly string[]).includes(route.module) &&
        !route.url.startsWith(`${API_PATH}/api-keys`);
      const expected =
        route.access === 'public'
          ? []
          : keyable
            ? [{ sessionToken: [] }, { apiKey: [] }]
            : [{ sessionToken: [] }];
      expect(op.security, `${route.method} ${route.url}`).toEqual(expected);
      if (route.access !== 'public')
        expect(Object.keys(op.responses), `${route.method} ${route.url}`).toContain('401');
      if (keyable) expect(Object.keys(op.responses)).toContain('429');
    }
  });

  it("documents a game's content and a play action per game type", () => {
    const create =
      doc.paths[`${API_PATH}/games`]!.post!.requestBody!.content['application/json']!.schema;
    expect(create.oneOf?.map((branch) => branch.properties?.type)).toEqual(
      GAME_TYPES.map((type) => expect.objectContaining({ enum: [type] })),
    );
    const action =
      doc.paths[`${API_PATH}/play/sessions/{id}/actions`]!.post!.requestBody!.content[
        'application/json'
      ]!.schema.properties!.action!;
    expect(action.anyOf).toHaveLength(GAME_TYPES.length);
    const game =
      doc.paths[`${API_PATH}/games/{id}`]!.get!.responses['200']!.content!['application/json']!
        .schema.properties!.game!;
    const branches = game.oneOf ?? game.anyOf ?? [];
    expect(branches.map((branch) => branch.properties?.content?.title)).toEqual(
      GAME_TYPES.map(() => expect.stringMatching(/ content$/)),
    );
  });

  it('documents the 413 with its limit on every operation that takes a body', () => {
    const limitOf = (key: string) => {
      const [method, path] = key.split(' ') as [string, string];
      const text = (doc.paths[path]![method.toLowerCase()]!.responses['413'] ?? {}) as {
        description?: string;
      };
      return text.description;
    };
    for (const { key } of operations.filter((o) => o.op.requestBody))
      expect(limitOf(key), key).toMatch(/at most \d+ (KB|MB)$/);
    const expected = (limit: number) => `The request body is too large: at most ${sizeText(limit)}`;
    expect(limitOf(`POST ${API_PATH}/login`)).toBe(expected(BODY_LIMITS.default));
    expect(limitOf(`POST ${API_PATH}/games`)).toBe(expected(BODY_LIMITS.game));
    expect(limitOf(`POST ${API_PATH}/templates`)).toBe(expected(BODY_LIMITS.template));
    expect(limitOf(`POST ${API_PATH}/play/games/{public_id}/lead`)).toBe(
      expected(BODY_LIMITS.play),
    );
  });

  // Spectral takes seconds, many more on a loaded machine.
  it(
    'lints clean with Spectral: spectral:oas and the OWASP API 2023 request side',
    {
      timeout: 120_000,
    },
    async () => {
      const results = await lint(doc);
      expect(results.map((r) => `${r.code} ${r.path.join('.')}: ${r.message}`)).toEqual([]);
    },
  );

  it('is linted by rules that catch what they are meant to', { timeout: 120_000 }, async () => {
    const broken = structuredClone(doc) as unknown as {
      paths: Record<string, Record<string, MutableOperation>>;
    };
    const list = broken.paths[`${API_PATH}/games`]!.get!;
    delete list.responses['401'];
    delete list.responses['400'];
    delete list.parameters![0]!.schema.maximum;
    const create = broken.paths[`${API_PATH}/games`]!.post!;
    delete create.operationId;
    const body = create.requestBody!.content['application/json']!.schema;
    delete body.oneOf![0]!.properties!.name!.maxLength;
    // Judged on the operations broken here only (others are the first test's business).
    const found = (await lint(broken)).filter((r) => r.path[1] === `${API_PATH}/games`);
    const codes = new Set(found.map((r) => r.code));
    expect([...codes].sort()).toEqual(
      [
        'operation-operationId',
        'playdesk-define-401',
        'playdesk-define-validation-error',
        'playdesk-request-integer-limit',
        'playdesk-request-string-limit',
      ].sort(),
    );
  });
});

interface MutableSchema {
  maximum?: number;
  maxLength?: number;
  oneOf?: MutableSchema[];
  properties?: Record<string, MutableSchema>;
}
interface MutableOperation {
  operationId?: string;
  parameters?: { schema: MutableSchema }[];
  requestBody?: { content: Record<string, { schema: MutableSchema }> };
  responses: Record<string, unknown>;
}

/** Spectral's findings on `document` with the repository's ruleset (.spectral.yaml). */
async function lint(document: unknown) {
  const dir = mkdtempSync(join(tmpdir(), 'playdesk-openapi-'));
  try {
    const file = join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(document, null, 2));
    const cli = createRequire(import.meta.url).resolve('@stoplight/spectral-cli/dist/index.js');
    const args = [cli, 'lint', file, '--ruleset', join(REPO, '.spectral.yaml'), '-f', 'json', '-q'];
    // Spectral exits 1 when it finds something; its findings are on stdout either way.
    const out = await promisify(execFile)(process.execPath, args, { cwd: REPO }).catch(
      (err: { stdout?: string }) => ({ stdout: err.stdout ?? '' }),
    );
    return JSON.parse(out.stdout || '[]') as { code: string; path: string[]; message: string }[];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the route documentation check', () => {
  const routeWith = async (schema: Record<string, unknown>) => {
    const app = Fastify({ logger: false });
    await registerOpenApi(app, OPTIONS);
    app.get(`${API_PATH}/sample`, { config: { access: 'public' }, schema }, async () => 'ok');
    await app.close();
  };
  const complete = {
    operationId: 'getSample',
    summary: 'A sample',
    description: 'Answers a sample for this test.',
    tags: ['meta'],
  };

  it('accepts a fully documented route', async () => {
    await expect(routeWith(complete)).resolves.toBeUndefined();
  });

  it.each([
    ['operationId', { ...complete, operationId: undefined }, /operationId/],
    ['a camelCase operationId', { ...complete, operationId: 'get-sample' }, /operationId/],
    ['summary', { ...complete, summary: undefined }, /summary/],
    ['description', { ...complete, description: undefined }, /description/],
    ['a listed tag', { ...complete, tags: ['nope'] }, /tags/],
  ])('refuses to start without %s', async (_what, schema, message) => {
    await expect(routeWith(schema)).rejects.toThrow(message);
  });

  it('refuses the same operationId twice', async () => {
    const app = Fastify({ logger: false });
    await registerOpenApi(app, OPTIONS);
    const options = { config: { access: 'public' as const }, schema: complete };
    app.get(`${API_PATH}/one`, options, async () => 'ok');
    expect(() => app.get(`${API_PATH}/two`, options, async () => 'ok')).toThrow(/used twice/);
    await app.close();
  });
});
