/**
 * The served OpenAPI document (issue 20; docs/guides/add-an-api-route.md#openapi):
 * - every API route of the app's catalogue is an operation with a unique camelCase operationId,
 *   a summary, a description and one tag the top level lists with a description;
 * - each operation's `security` says what the guard enforces for its `config.access`/`module`;
 * - a game's content and a play action are documented per game type from the engines' schemas;
 * - the player's token (`X-PLAYER`) is a security scheme on the player routes that read it;
 * - every answer says its media type as sent (CSV, HTML, the web manifest; errors in JSON; a 204
 *   without content), and every schema compiles in Ajv strict mode (issue 32);
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
import { openApiAjv } from '../test/openapi-ajv.js';
import { BODY_LIMITS } from './body-limits.js';
import { API_TAGS, registerOpenApi, sizeText } from './openapi.js';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const SERVER_URL = 'https://playdesk.example.com';
const OPTIONS = { apiPrefix: API_PATH, serverUrl: SERVER_URL, version: '1', docsCsp: true };

interface Operation {
  operationId?: string;
  parameters?: { name: string; schema: Schema }[];
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { description?: string; content?: Record<string, { schema: Schema }> }>;
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
  components: { securitySchemes: Record<string, { type: string; description?: string }> };
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

/** The player routes that read `X-PLAYER` (their `config.player`), by operationId. */
const PLAYER_ROUTES: Record<string, 'optional' | 'required'> = {
  playGetGame: 'optional',
  playStartSession: 'optional',
  playGetSession: 'required',
  playSendAction: 'required',
  playGetLeaderboard: 'optional',
  playUpdatePlayer: 'required',
  playGetLeadForm: 'optional',
  playSendLeadForm: 'optional',
  playGetMyData: 'required',
  playForgetMe: 'required',
  playListAccountRewards: 'optional',
  playGetApplePass: 'optional',
  playGetGoogleWalletLink: 'optional',
  playCreatePushSubscription: 'required',
  playDeletePushSubscription: 'required',
  playGetLoyaltyCard: 'optional',
  playBuyLoyaltyItem: 'required',
  // A live show's join plays as the business's player it names (docs/live.md#plays-leads-and-rewards).
  playJoinLive: 'optional',
};

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

  it("names its server, both bearer schemes and the player's token", () => {
    expect(doc.servers).toEqual([expect.objectContaining({ url: SERVER_URL })]);
    expect(doc.components.securitySchemes).toEqual({
      sessionToken: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
      apiKey: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
      deviceToken: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
      playerToken: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'X-PLAYER' }),
    });
    // Linked to where a player gets it.
    expect(doc.components.securitySchemes.playerToken!.description).toContain(
      '`player_token` that starting a play answers ([playStartSession](#/play/playStartSession)',
    );
    const start = doc.paths[`${API_PATH}/play/games/{public_id}/sessions`]!.post!;
    expect(start.operationId).toBe('playStartSession');
    expect(JSON.stringify(start.responses['201']!.content)).toContain('"player_token"');
  });

  it("says on every operation what the guard enforces for the route's access and module", () => {
    const withPlayer = operations.filter(({ op }) => op.security?.some((s) => 'playerToken' in s));
    expect(withPlayer.map(({ op }) => op.operationId).sort()).toEqual(
      Object.keys(PLAYER_ROUTES).sort(),
    );
    for (const route of t.app.apiRoutes.filter((r) => r.documented)) {
      const op = doc.paths[toOpenApiPath(route.url)]![route.method.toLowerCase()]!;
      // A counter route's `redeem` is a key's `rewards` (docs/rewards.md#redemption-in-store).
      const keyModule = route.module === 'redeem' ? 'rewards' : route.module;
      const keyable =
        (route.access === 'account' || route.access === 'counter') &&
        keyModule !== undefined &&
        (API_KEY_MODULES as readonly string[]).includes(keyModule) &&
        !route.url.startsWith(`${API_PATH}/api-keys`);
      const player = PLAYER_ROUTES[op.operationId!];
      const expected =
        route.access === 'public'
          ? player === 'optional'
            ? [{}, { playerToken: [] }]
            : player === 'required'
              ? [{ playerToken: [] }]
              : []
          : route.access === 'device'
            ? [{ deviceToken: [] }]
            : route.access === 'counter'
              ? [{ deviceToken: [] }, { sessionToken: [] }, ...(keyable ? [{ apiKey: [] }] : [])]
              : keyable
                ? [{ sessionToken: [] }, { apiKey: [] }]
                : [{ sessionToken: [] }];
      expect(op.security, `${route.method} ${route.url}`).toEqual(expected);
      if (route.access !== 'public' || player === 'required')
        expect(Object.keys(op.responses), `${route.method} ${route.url}`).toContain('401');
      // An API key is refused with a 403 where it may not go.
      if (route.access !== 'public')
        expect(Object.keys(op.responses), `${route.method} ${route.url}`).toContain('403');
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

  it('says the media type of every answer as sent: JSON errors, CSV, HTML, the manifest, no 204 body', () => {
    const media = (path: string, method: string) =>
      Object.fromEntries(
        Object.entries(doc.paths[`${API_PATH}${path}`]![method]!.responses).map(([s, r]) => [
          s,
          Object.keys(r.content ?? {}),
        ]),
      );
    const json = ['application/json'];
    expect(media('/api-keys/{id}', 'delete')['204']).toEqual([]);
    const csv = media('/players/export', 'get');
    expect(csv['200']).toEqual(['text/csv']);
    expect(csv['400']).toEqual(json);
    expect(csv['403']).toEqual(json);
    const winners = media('/rewards/{id}/winners', 'get');
    expect(winners['200']).toEqual(['application/json', 'text/csv']);
    expect(winners['404']).toEqual(json);
    const invoice = media('/billing/test-invoices/{id}', 'get');
    expect(invoice['200']).toEqual(['text/html']);
    expect(invoice['404']).toEqual(json);
    const manifest = media('/play/accounts/{public_id}/manifest.webmanifest', 'get');
    expect(manifest['200']).toEqual(['application/manifest+json']);
    expect(manifest['404']).toEqual(json);
    const qr = media('/placements/{id}/qr', 'get');
    expect(qr['200']).toEqual(['image/png', 'image/svg+xml']);
    expect(qr['404']).toEqual(json);
    const pass = media('/play/rewards/{id}/pass.pkpass', 'get');
    expect(pass['200']).toEqual(['application/vnd.apple.pkpass']);
    expect(pass['404']).toEqual(json);
    // A redirect: no content, its Location header.
    expect(media('/play/rewards/{id}/google-wallet', 'get')['302']).toEqual([]);
    // Signed in only: an API key is answered 403.
    for (const method of ['get', 'post'])
      expect(media('/billing/test-checkout/{id}', method)['403']).toEqual(json);
    // Every other answer with content is JSON.
    const others = operations.flatMap(({ key, op }) =>
      Object.entries(op.responses).flatMap(([status, r]) =>
        Object.keys(r.content ?? {})
          .filter((type) => type !== 'application/json')
          .map((type) => `${key} ${status} ${type}`),
      ),
    );
    expect(others.sort()).toEqual(
      [
        `GET ${API_PATH}/players/export 200 text/csv`,
        `GET ${API_PATH}/audit-log/export 200 text/csv`,
        `GET ${API_PATH}/loyalty/members/export 200 text/csv`,
        `GET ${API_PATH}/rewards/redemptions 200 text/csv`,
        `GET ${API_PATH}/rewards/{id}/winners 200 text/csv`,
        `GET ${API_PATH}/billing/test-invoices/{id} 200 text/html`,
        `GET ${API_PATH}/play/accounts/{public_id}/manifest.webmanifest 200 application/manifest+json`,
        `GET ${API_PATH}/games/{id}/translations/{language} 200 application/xliff+xml`,
        `GET ${API_PATH}/placements/{id}/qr 200 image/png`,
        `GET ${API_PATH}/placements/{id}/qr 200 image/svg+xml`,
        `GET ${API_PATH}/play/live/{code}/qr 200 image/svg+xml`,
        `GET ${API_PATH}/play/rewards/{id}/pass.pkpass 200 application/vnd.apple.pkpass`,
        `GET ${API_PATH}/auth/sso/saml/metadata/{account} 200 application/samlmetadata+xml`,
      ].sort(),
    );
  });

  it('compiles in Ajv strict mode: every parameter, body and answer schema (OpenAPI 3.0 dialect)', () => {
    const ajv = openApiAjv();
    const schemas = new Map<string, string[]>();
    const add = (at: string, schema: unknown) => {
      const text = JSON.stringify(schema);
      schemas.set(text, [...(schemas.get(text) ?? []), at]);
    };
    for (const { key, op } of operations) {
      for (const p of op.parameters ?? []) add(`${key} parameter ${p.name}`, p.schema);
      for (const [type, c] of Object.entries(op.requestBody?.content ?? {}))
        add(`${key} body ${type}`, c.schema);
      for (const [status, r] of Object.entries(op.responses))
        for (const [type, c] of Object.entries(r.content ?? {}))
          add(`${key} ${status} ${type}`, c.schema);
    }
    const refused: string[] = [];
    for (const [text, at] of schemas) {
      try {
        ajv.compile(JSON.parse(text) as object);
      } catch (err) {
        refused.push(`${at[0]} (and ${at.length - 1} more): ${(err as Error).message}`);
      }
    }
    // Distinct schemas (the error body and others repeat on many operations).
    expect(schemas.size).toBeGreaterThan(150);
    expect(refused).toEqual([]);
    // Strict indeed: OpenAPI 3.0's `nullable` without a `type` is refused.
    expect(() => ajv.compile({ nullable: true, oneOf: [{ type: 'object' }] })).toThrow(/nullable/);
    // A nullable union (a reward rule's winning moments, a wheel's result) accepts null.
    const unions: Schema[] = [];
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) return node.forEach(walk);
      if (typeof node !== 'object' || node === null) return;
      const { oneOf } = node as Schema;
      if (oneOf?.some((b) => JSON.stringify((b as { enum?: unknown }).enum) === '[null]'))
        unions.push(node as Schema);
      Object.values(node).forEach(walk);
    };
    walk(doc.paths);
    expect(unions.length).toBeGreaterThanOrEqual(28);
    for (const union of unions) expect(ajv.validate(union, null)).toBe(true);
  });

  // Spectral takes seconds, many more on a loaded machine. The document is the same on either
  // database (nothing in it comes from one), so its lints run on PGlite's pass only.
  it.skipIf(t.driver === 'postgres')(
    'lints clean with Spectral: spectral:oas and the OWASP API 2023 request side',
    {
      timeout: 120_000,
    },
    async () => {
      const results = await lint(doc);
      expect(results.map((r) => `${r.code} ${r.path.join('.')}: ${r.message}`)).toEqual([]);
    },
  );

  it.skipIf(t.driver === 'postgres')(
    'is linted by rules that catch what they are meant to',
    { timeout: 120_000 },
    async () => {
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
    },
  );
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
