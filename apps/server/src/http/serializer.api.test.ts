/**
 * The answers' writer (http/serializer.ts): every response schema of every API route compiles
 * (the routes come from the app's catalogue, so a route added later is walked too), and a writer
 * writes what the zod schema's output is — no undeclared field, no value that fits no branch.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { StartSessionResponse } from '@playdesk/contract';
import { createTestContext, type TestContext } from '../test/harness.js';
import { demoGame } from '../test/fixtures.js';
import { compileResponseSerializer } from './serializer.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('answers written from their schemas', () => {
  it('compiles every response schema of every API route', () => {
    const failed: string[] = [];
    let schemas = 0;
    for (const route of t.app.apiRoutes)
      for (const [status, schema] of Object.entries(route.responses)) {
        schemas += 1;
        try {
          compileResponseSerializer(schema);
        } catch (err) {
          failed.push(`${route.method} ${route.url} ${status}: ${(err as Error).message}`);
        }
      }
    expect(failed).toEqual([]);
    expect(schemas).toBeGreaterThan(1000);
  });

  it('writes a play start as the zod schema outputs it, and never a field it does not declare', async () => {
    const game = await demoGame(t, 'Demo Coffee Co.', 'Coffee Wordle');
    const res = await t.api('POST', `play/games/${game.publicId}/sessions`, { body: {} });
    expect(res.statusCode).toBe(201);
    const answer = res.json<StartSessionResponse>();
    const write = compileResponseSerializer(StartSessionResponse);
    const withSecrets = {
      ...answer,
      internal_id: 'x',
      session: { ...answer.session, seed: 42, view: { ...answer.session.view } },
    };
    // The writer's output is the zod schema's own output of the same value, byte for byte.
    expect(write(withSecrets)).toBe(JSON.stringify(z.encode(StartSessionResponse, answer)));
    expect(write(withSecrets)).not.toMatch(/internal_id|"seed"/);
  });

  it('refuses a value that fits no branch of a union, or lacks a required field', () => {
    const View = z.union([
      z.strictObject({ word_length: z.number().int() }),
      z.strictObject({ size: z.number().int(), tiles: z.array(z.number().int()) }),
    ]);
    const write = compileResponseSerializer(z.object({ view: View, status: z.string() }));
    expect(write({ view: { word_length: 5 }, status: 'playing' })).toBe(
      '{"view":{"word_length":5},"status":"playing"}',
    );
    // A view with a field no view declares (a secret an engine added by mistake) is not written.
    expect(() => write({ view: { word_length: 5, secret: 'crane' }, status: 'playing' })).toThrow();
    expect(() => write({ view: { word_length: 5 } })).toThrow(/status/);
  });

  it('leaves out what a plain object does not declare, in a union too; a strict one refuses it', () => {
    const Me = z.object({ nickname: z.string() });
    const write = compileResponseSerializer(z.object({ me: Me.nullable() }));
    expect(write({ me: { id: 'internal', nickname: 'Léa' } })).toBe('{"me":{"nickname":"Léa"}}');
    expect(write({ me: null })).toBe('{"me":null}');
    const strict = compileResponseSerializer(
      z.object({ me: z.strictObject({ nickname: z.string() }).nullable() }),
    );
    expect(() => strict({ me: { id: 'internal', nickname: 'Léa' } })).toThrow();
  });

  it('writes dates as ISO strings and leaves out undefined fields, as JSON.stringify does', () => {
    const write = compileResponseSerializer(
      z.object({ at: z.date(), note: z.string().optional(), n: z.number().nullable() }),
    );
    const at = new Date('2026-12-02T02:00:30.981Z');
    expect(write({ at, n: null })).toBe('{"at":"2026-12-02T02:00:30.981Z","n":null}');
    expect(JSON.parse(write({ at, note: undefined, n: 1 }))).toEqual({
      at: '2026-12-02T02:00:30.981Z',
      n: 1,
    });
  });
});
