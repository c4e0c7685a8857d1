/**
 * A business's integration, written only against the generated client (`schema.d.ts` +
 * openapi-fetch) and an API key, over real HTTP: list games, create and publish one game of every
 * type with valid content, read their plays, leaderboards and players. The committed types must be
 * what the served document generates today, so a server change the client does not follow fails
 * here (and the typecheck of this file fails when a path or field it uses goes away).
 */
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import createClient from 'openapi-fetch';
import { describe, expect, it } from 'vitest';
import { GAME_TYPES, GAMES, type GameType } from '@playdesk/games/registry';
import { DEMO_PASSWORD } from '../seed/seed.js';
import { fileTestContext } from '../test/harness.js';
import { generateClientTypes, SCHEMA_FILE } from './generate.js';
import { DOCUMENT_SERVER_URL } from './served-document.js';
import type { paths } from './schema.js';

type CreateGameBody = NonNullable<
  paths['/services/api/v1/games']['post']['requestBody']
>['content']['application/json'];

/** A new game of `type` with the registry's starter content (valid for that type by definition). */
function newGameBody(type: GameType): CreateGameBody {
  // The union's branches pair each type with its content; a loop over types cannot say which.
  return {
    type,
    name: `Shop ${type}`,
    content: GAMES[type].starter.content,
  } as CreateGameBody;
}

// The document names the same server as the one the generator reads (served-document.ts).
const t = await fileTestContext({ APP_URL: DOCUMENT_SERVER_URL });
await t.app.listen({ port: 0, host: '127.0.0.1' });
const baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;

describe('the generated client', () => {
  // The document is the same on either database: generated and compared on PGlite's pass only.
  it.skipIf(t.driver === 'postgres')(
    'is what the served document generates today',
    { timeout: 120_000 },
    async () => {
      const served = await t.app.inject({ method: 'GET', url: '/services/api/docs/json' });
      const generated = await generateClientTypes(served.json<Record<string, unknown>>());
      expect(
        generated === readFileSync(SCHEMA_FILE, 'utf8'),
        'apps/server/src/api-client/schema.d.ts is out of date: run `npm run openapi:client`',
      ).toBe(true);
    },
  );

  it("does a business's integration job with an API key", async () => {
    // A person signs in once and creates the key (session token).
    const console = createClient<paths>({ baseUrl });
    const login = await console.POST('/services/api/v1/login', {
      body: { email: 'owner@playdesk.test', password: DEMO_PASSWORD },
    });
    expect(login.response.status).toBe(200);
    // A login with a second factor would answer its challenge instead (docs/two-factor.md).
    if (!login.data || !('user' in login.data)) throw new Error('expected a session');
    const sessionToken = login.data.user.token;
    const created = await console.POST('/services/api/v1/api-keys', {
      headers: { Authorization: `Bearer ${sessionToken}` },
      // Players' data needs player_data beside games (docs/product-rules.md#player-data-permission).
      body: { name: 'Shop integration', modules: ['games', 'player_data'], access: 'write' },
    });
    expect(created.response.status).toBe(201);
    const secret = created.data!.secret;

    // From here on, the business's system: the key only.
    const api = createClient<paths>({ baseUrl, headers: { Authorization: `Bearer ${secret}` } });
    const before = await api.GET('/services/api/v1/games', {
      params: { query: { page: 1, page_size: 100 } },
    });
    expect(before.response.status).toBe(200);
    expect(before.response.headers.get('ratelimit-limit')).not.toBeNull();
    const existing = before.data!.meta.total;

    const made: { id: string; type: GameType }[] = [];
    for (const type of GAME_TYPES) {
      const game = await api.POST('/services/api/v1/games', { body: newGameBody(type) });
      expect(game.response.status, JSON.stringify(game.error)).toBe(201);
      expect(game.data!.game.type).toBe(type);
      const id = game.data!.game.public_id;
      const published = await api.PATCH('/services/api/v1/games/{id}', {
        params: { path: { id } },
        body: { status: 'published' },
      });
      expect(published.data?.game.status, JSON.stringify(published.error)).toBe('published');
      made.push({ id, type });
    }

    // Players play each game once (the public player API needs no credentials).
    const players = createClient<paths>({ baseUrl });
    for (const { id } of made) {
      const started = await players.POST('/services/api/v1/play/games/{public_id}/sessions', {
        params: { path: { public_id: id } },
        body: {},
      });
      expect(started.response.status, JSON.stringify(started.error)).toBe(201);
    }

    // Read the plays and leaderboards back.
    const after = await api.GET('/services/api/v1/games', {
      params: { query: { page: 1, page_size: 100 } },
    });
    expect(after.data!.meta.total).toBe(existing + GAME_TYPES.length);
    for (const { id, type } of made) {
      const summary = after.data!.data.find((g) => g.public_id === id);
      expect(summary, type).toMatchObject({ type, status: 'published', plays: 1 });
      const board = await api.GET('/services/api/v1/play/games/{public_id}/leaderboard', {
        params: { path: { public_id: id } },
      });
      expect(board.response.status).toBe(200);
      expect(Array.isArray(board.data!.entries)).toBe(true);
    }
    const one = await api.GET('/services/api/v1/games/{id}', {
      params: { path: { id: made[0]!.id } },
    });
    expect(one.data!.game.content).toEqual(
      expect.objectContaining(GAMES[made[0]!.type].starter.content),
    );

    // The players the business's forms collected (the plan has player data).
    const known = await api.GET('/services/api/v1/players', {});
    expect(known.response.status, JSON.stringify(known.error)).toBe(200);
    expect(Array.isArray(known.data!.data)).toBe(true);

    // What the key may not do comes back as the one error shape.
    const refused = await api.GET('/services/api/v1/api-keys');
    expect(refused.response.status).toBe(403);
    expect(refused.error).toEqual({ message: 'API keys cannot call this route.' });
  });
});
