/**
 * Strict request bodies (docs/product-rules.md#unknown-fields), over every API route that takes a
 * JSON body. The routes come from the served document, so a route added later is walked without
 * anyone remembering this file: each is sent a body with a field it does not take, and must
 * answer 400 naming that field (a 400 for a missing field alone does not count).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATH } from '@playdesk/contract/urls';
import { createTestContext, type Session, type TestContext } from '../test/harness.js';
import { pairedDevice } from '../test/counter.js';
import { UNKNOWN_FIELD } from './strict-bodies.js';

const UNKNOWN = '__unknown_field_x';

/**
 * Bodies that must name their branch before any field is read (a union picks its branch by
 * `kind`/`type`). Every other route gets `{}` plus the unknown field.
 */
const BODY_SAMPLES: Record<string, Record<string, unknown>> = {};

interface Document {
  paths: Record<
    string,
    Record<string, { requestBody?: { content: Record<string, { schema: unknown }> } }>
  >;
}

let t: TestContext;
let owner: Session;
let doc: Document;
beforeAll(async () => {
  t = await createTestContext();
  owner = await t.login('owner@playdesk.test');
  doc = (await t.app.inject({ method: 'GET', url: '/services/api/docs/json' })).json<Document>();
});
afterAll(() => t.close());

/** A paired counter device, for the routes only a device reaches. */
let paired: Promise<{ token: string }> | undefined;
const deviceToken = () => (paired ??= pairedDevice(t, owner));

/** Every operation with a JSON body, as `METHOD path-relative-to-the-API`. */
function jsonBodyRoutes() {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([, op]) => op.requestBody?.content['application/json'])
      .map(([method]) => ({
        method: method.toUpperCase() as 'POST',
        path: path.slice(API_PATH.length + 1),
      })),
  );
}

describe('strict request bodies', () => {
  it('finds the routes that take a JSON body', () => {
    const keys = jsonBodyRoutes().map((r) => `${r.method} ${r.path}`);
    expect(keys).toEqual(expect.arrayContaining(['PUT pwa', 'POST login', 'POST games']));
    expect(keys.length).toBeGreaterThan(30);
  });

  it('documents every request object as closed (additionalProperties: false)', () => {
    const open: string[] = [];
    const walk = (node: unknown, at: string) => {
      if (Array.isArray(node)) return node.forEach((n, i) => walk(n, `${at}[${i}]`));
      if (typeof node !== 'object' || node === null) return;
      const schema = node as Record<string, unknown>;
      if (schema.type === 'object' && schema.properties && schema.additionalProperties !== false)
        open.push(at);
      for (const [key, value] of Object.entries(schema)) walk(value, `${at}.${key}`);
    };
    for (const { method, path } of jsonBodyRoutes()) {
      const op = doc.paths[`${API_PATH}/${path}`]![method.toLowerCase()]!;
      walk(op.requestBody!.content['application/json']!.schema, `${method} ${path}`);
    }
    // A game's content and a move are documented with the engines' own schemas, which the
    // engines check (documented.ts); only their wrapping objects are the route's.
    expect(open.filter((at) => !/\.(content|action)\b/.test(at))).toEqual([]);
  });

  it('answers 400 naming a field the route does not take, on every route with a body', async () => {
    const failures: string[] = [];
    for (const { method, path } of jsonBodyRoutes()) {
      const key = `${method} ${path}`;
      // A language is a choice, a live show's code has its form: valid ones, so that only the
      // unknown field is wrong.
      const url = path.replace(/\{(\w+)\}/g, (_, name) =>
        name === 'language' ? 'fr' : name === 'code' ? 'K7QX2M' : 'sample-id',
      );
      const device = t.app.apiRoutes.some(
        (r) => r.access === 'device' && r.method === method && r.url === `${API_PATH}/${path}`,
      );
      const res = await t.api(method, url, {
        ...(path.startsWith('play/')
          ? {}
          : device
            ? { token: (await deviceToken()).token }
            : owner),
        body: { ...BODY_SAMPLES[key], [UNKNOWN]: 1 },
      });
      const errors = res.statusCode === 400 ? (res.json<{ errors?: string[] }>().errors ?? []) : [];
      if (!errors.includes(`${UNKNOWN}: ${UNKNOWN_FIELD}`))
        failures.push(`${key} → ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
  });

  it('refuses a misspelt field of PUT pwa and changes nothing', async () => {
    const before = (await t.api('GET', 'pwa', owner)).json<unknown>();
    const res = await t.api('PUT', 'pwa', { ...owner, body: { name: 'Renamed' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'The request is not valid.',
      errors: [`name: ${UNKNOWN_FIELD}`],
    });
    expect((await t.api('GET', 'pwa', owner)).json()).toEqual(before);
  });

  it('names an unknown field inside a nested object by its path', async () => {
    const res = await t.api('POST', 'pwa/notifications', {
      ...owner,
      body: {
        title: 'Sample',
        body: 'Sample',
        target: { type: 'app', gmae_id: 'x' },
        audience: { type: 'all' },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: string[] }>().errors).toEqual([`target.gmae_id: ${UNKNOWN_FIELD}`]);
  });
});
