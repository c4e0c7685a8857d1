/**
 * Bad text is a 400 naming its field, never a 500, on every route the API documents. The routes,
 * their parameters and their body fields come from the served OpenAPI document, so a new route or
 * field is covered without anyone remembering this file. Into each path parameter, query
 * parameter and body field (free-form objects such as a game's content included) this sends text
 * PostgreSQL cannot store or that is not valid Unicode (U+0000, lone surrogates) and dates in
 * year 0000, and the account header gets the same; PostgreSQL used to answer these with a 500.
 */
import type { LightMyRequestResponse } from 'fastify';
import { TEXT_MESSAGES } from '@playdesk/contract';
import { API_PATH } from '@playdesk/contract/urls';
import { describe, expect, it } from 'vitest';
import { pairedDevice } from '../test/counter.js';
import { fileTestContext } from '../test/harness.js';

interface Schema {
  title?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  enum?: unknown[];
  additionalProperties?: Schema | boolean;
  propertyNames?: Schema;
  pattern?: string;
  format?: string;
}
interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  schema?: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}
interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
}

/** Text no field accepts, with the message that says why. */
const BAD_TEXT: [string, string][] = [
  ['a\u0000b', TEXT_MESSAGES.nul],
  ['\ud800', TEXT_MESSAGES.surrogate],
  ['x\udc00y', TEXT_MESSAGES.surrogate],
];
/** Year 0000, which PostgreSQL refuses, for fields that hold a date or a moment. */
const BAD_DATE = { date: '0000-01-01', moment: '0000-01-01T00:00:00Z' };
/** The same in a URL: NUL, the UTF-8 of a lone surrogate, an overlong NUL. */
const BAD_IN_URL = ['a%00b', '%ED%A0%80', '%C0%80'];
/** Valid values of the query parameters, so that only the one under test is wrong. */
const QUERY_SAMPLES: Record<string, string> = {
  // A wallet link's signature (play/rewards/{id}/pass.pkpass, google-wallet).
  s: 'qS-1r2JpRX8nuFIB5Dp1Mg',
  from: '2026-11-01',
  to: '2026-11-30',
  reward: 'some-reward',
  location: 'some-location',
  date: '2026-11-21',
  page: '1',
  page_size: '20',
  type: 'quiz',
  status: 'draft',
  kind: 'success',
  search: 'coffee',
  game: 'some-game',
  domain: 'play.example.com',
  url: 'https://shop.example.com/page',
  won: 'yes',
  risk: 'high',
  consent: 'some-consent',
  sort: 'last_seen',
  q: 'free',
  format: 'json',
  lang: 'fr',
  language: 'fr',
  visit: '6f1c2a9e-3b7d-4c1e-9a52-0d8e4b7f1a23',
  group_by: 'source',
  compare_from: '2026-10-01',
  compare_to: '2026-10-31',
  commitment: 'a'.repeat(64),
  source_url: 'https://example.com/page',
  parent_url: 'https://example.com/',
  show_all: '1',
  account: 'some-account',
  invitation: 'x'.repeat(43),
  actor: 'u_3fN8dW1k',
  action: 'api_key.created',
  // Single sign-on's start and the OpenID Connect provider's answer.
  email: 'lea@cafe-aurora.example.com',
  code: 'some-code',
  state: 'some-state',
  iss: 'https://idp.example.com',
  error: 'access_denied',
  error_description: 'denied',
  cursor:
    'eyJ2IjoiMjAyNi0xMS0wMVQwMDowMDowMC4wMDBaIiwiaWQiOiIwMDAwMDAwMC0wMDAwLTAwMDAtMDAwMC0wMDAwMDAwMDAwMDAifQ',
};

const t = await fileTestContext();
const owner = await t.login('owner@playdesk.test');
const doc = (await t.app.inject({ method: 'GET', url: '/services/api/docs/json' })).json<OpenApi>();

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );

/** A paired counter device's token, for the routes only a device reaches (`deviceToken`). */
const device = await pairedDevice(t, owner);
const deviceRoutes = new Set(
  t.app.apiRoutes.filter((r) => r.access === 'device').map((r) => `${r.method} ${r.url}`),
);
const send = (method: string, url: string, body?: unknown, account = owner.account) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: deviceRoutes.has(`${method} ${url}`)
      ? { authorization: `Bearer ${device.token}` }
      : { authorization: `Bearer ${owner.token}`, 'x-account': account },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });

const errorsOf = (res: LightMyRequestResponse) => {
  try {
    return res.json<{ errors?: string[] }>().errors ?? [];
  } catch {
    return [];
  }
};

/**
 * Expects a 400 whose errors name `field` with `message` (or any message). Without a message, a
 * field inside it may be the one named (a map's entry of the wrong shape: `fields.x.deep:
 * Unknown field`).
 */
function expectNamed(res: LightMyRequestResponse, field: string, message?: string) {
  expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
  const named = errorsOf(res).filter(
    (e) => e.startsWith(`${field}: `) || (!message && e.startsWith(`${field}.`)),
  );
  expect(named, res.body).not.toEqual([]);
  if (message) expect(named, res.body).toContain(`${field}: ${message}`);
}

/**
 * Valid values of the path parameters that are a choice (a language) or have a form (a live
 * show's code: 6 letters and digits); the others take any text.
 */
const PATH_SAMPLES: Record<string, string> = { language: 'fr', code: 'K7QX2M' };
const urlOf = (path: string, params: Record<string, string>) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? PATH_SAMPLES[name] ?? 'x');

const first = (schema: Schema): Schema =>
  (schema.anyOf ?? schema.oneOf)?.find((s) => s.type !== 'null') ?? schema;
const typeOf = (schema: Schema) => [schema.type].flat().find((type) => type !== 'null');

/** A body of the schema's shape: every field present, texts `x`, lists of one. */
function skeleton(schema: Schema): unknown {
  const s = first(schema);
  if (s.enum) return s.enum[0];
  switch (typeOf(s)) {
    case 'object':
      return Object.fromEntries(
        Object.entries(s.properties ?? {}).map(([key, value]) => [key, skeleton(value)]),
      );
    case 'array':
      return s.items ? [skeleton(s.items)] : [];
    case 'string':
      return 'x';
    case 'number':
    case 'integer':
      return 1;
    case 'boolean':
      return true;
    default:
      return null;
  }
}

type Leaf = {
  path: (string | number)[];
  kind: 'text' | 'date' | 'moment' | 'free-form' | 'map';
  /** A valid value of a map's entries, and a key its key rule allows (kind `map`). */
  entry?: unknown;
  key?: string;
};

/**
 * The key the tests put in a map (`z.record`): one the map's key rule allows — the last of its
 * listed keys (a translation's language, never the default `en`), else `x`.
 */
const mapKey = (s: Schema): string => {
  const listed = (s.propertyNames as { enum?: string[] } | undefined)?.enum;
  return listed?.at(-1) ?? 'x';
};
/** A map's value schema, when the object is a map rather than free-form JSON (`{}`). */
const mapValue = (s: Schema): Schema | null =>
  !s.properties &&
  typeof s.additionalProperties === 'object' &&
  Object.keys(s.additionalProperties).length > 0
    ? s.additionalProperties
    : null;

/**
 * A free-form object the document describes per game type (a game's content, a move: branches
 * titled after their game, packages/contract/src/documented.ts). The route takes any object there
 * and the game type's own schema checks it later, so it is walked as free-form JSON too.
 */
const perGameType = (schema: Schema) => {
  const branches = schema.anyOf ?? schema.oneOf ?? [];
  return branches.length > 1 && branches.every((b) => b.title !== undefined);
};

/** The fields of a body that hold text (or free-form JSON), by path. */
function leaves(schema: Schema, path: (string | number)[] = []): Leaf[] {
  const s = first(schema);
  if (s.enum) return [];
  if (path.length > 0 && perGameType(schema))
    return [{ path, kind: 'free-form' }, ...leaves(s, path)];
  switch (typeOf(s)) {
    case 'object': {
      const value = mapValue(s);
      // A map's keys, and the text of its values under a valid key (`values.x` of a lead form).
      if (value)
        return [
          { path, kind: 'map', entry: skeleton(value), key: mapKey(s) },
          ...leaves(value, [...path, mapKey(s)]),
        ];
      const fields = Object.entries(s.properties ?? {}).flatMap(([key, value]) =>
        leaves(value, [...path, key]),
      );
      const freeForm = !s.properties && s.additionalProperties !== false;
      return freeForm ? [{ path, kind: 'free-form' }] : fields;
    }
    case 'array':
      return s.items ? leaves(s.items, [...path, 0]) : [];
    case 'string': {
      if (s.format === 'date-time') return [{ path, kind: 'moment' }];
      const isDate =
        s.format === 'date' ||
        (s.pattern?.includes('\\d{4}-\\d{2}-\\d{2}') && !s.pattern.includes('T'));
      return [{ path, kind: isDate ? 'date' : 'text' }];
    }
    default:
      return [];
  }
}

function withValue(body: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let at = copy;
  // A key the example lacks (a language of `translations` the example does not translate) is
  // made on the way.
  path.slice(0, -1).forEach((key, i) => {
    // An array where the next key is an index (a map entry's list: `fields.x.options.0`).
    at[key] ??= typeof path[i + 1] === 'number' ? [] : {};
    at = at[key] as Record<string | number, unknown>;
  });
  at[path.at(-1)!] = value;
  return copy;
}

const dotted = (path: (string | number)[]) => path.join('.');

describe('bad text is a 400 naming the field, on every documented route', () => {
  it('finds the routes, their parameters and their body fields', () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(30);
    const params = ops.flatMap(({ op }) => (op.parameters ?? []).map((p) => `${p.in}:${p.name}`));
    expect(params).toEqual(expect.arrayContaining(['path:public_id', 'path:id', 'query:date']));
    const kinds = ops.flatMap(({ op }) => {
      const schema = op.requestBody?.content['application/json']?.schema;
      return schema ? leaves(schema).map((leaf) => leaf.kind) : [];
    });
    // Free-form JSON (a game's content) and a map (a lead form's values) are both walked.
    expect(new Set(kinds)).toEqual(new Set(['text', 'date', 'moment', 'free-form', 'map']));
  });

  it('refuses bad text in every path parameter', async () => {
    for (const { method, path, op } of operations()) {
      for (const param of (op.parameters ?? []).filter((p) => p.in === 'path')) {
        for (const bad of BAD_IN_URL) {
          const res = await send(method, urlOf(path, { [param.name]: bad }));
          const where = `${method} ${path} ${param.name}=${bad}`;
          expect(res.statusCode, `${where}: ${res.body}`).toBeGreaterThanOrEqual(400);
          expect(res.statusCode, `${where}: ${res.body}`).toBeLessThan(500);
          if (bad === 'a%00b' && path.startsWith(API_PATH)) {
            // A choice is refused as such; free text says what is wrong with it.
            expectNamed(res, param.name, param.schema?.enum ? undefined : TEXT_MESSAGES.nul);
          }
        }
      }
    }
  });

  it('refuses bad text and year 0000 in every query parameter', async () => {
    for (const { method, path, op } of operations()) {
      const query = (op.parameters ?? []).filter((p) => p.in === 'query');
      for (const param of query) {
        const sample = QUERY_SAMPLES[param.name];
        expect(sample, `add a valid sample for the query parameter ${param.name}`).toBeDefined();
        const isDate = /^\d{4}-\d{2}-\d{2}$/.test(sample!);
        for (const bad of [...BAD_IN_URL, BAD_DATE.date]) {
          const values = query.map(
            (p) => `${p.name}=${p.name === param.name ? bad : QUERY_SAMPLES[p.name]}`,
          );
          const res = await send(method, `${urlOf(path, {})}?${values.join('&')}`);
          const where = `${method} ${path}?${param.name}=${bad}`;
          expect(res.statusCode, `${where}: ${res.body}`).toBeLessThan(500);
          if (bad === 'a%00b') {
            // Numbers and choices are refused as such; free text says what is wrong with it.
            const isText = param.schema?.type === 'string' && !param.schema.enum;
            expectNamed(res, param.name, isText ? TEXT_MESSAGES.nul : undefined);
          }
          if (bad === BAD_DATE.date && isDate) expectNamed(res, param.name);
        }
      }
    }
  });

  // Thousands of requests, one per body field and bad value (15 s alone; twice that on a loaded
  // machine): a longer limit than the project's 30 s.
  it(
    'refuses bad text in every body field, at any depth, and year 0000 in every date',
    {
      timeout: 120_000,
    },
    async () => {
      let fields = 0;
      for (const { method, path, op } of operations()) {
        const schema = op.requestBody?.content['application/json']?.schema;
        if (!schema) continue;
        const body = skeleton(schema);
        const url = urlOf(path, {});
        for (const leaf of leaves(schema)) {
          fields++;
          const field = dotted(leaf.path);
          const where = `${method} ${path} ${field || '(body)'}`;
          const values: [unknown, string, string?][] =
            leaf.kind === 'free-form'
              ? BAD_TEXT.flatMap(([bad, message]): [unknown, string, string?][] => [
                  [{ deep: [{ text: bad }] }, dotted([...leaf.path, 'deep', 0, 'text']), message],
                  [{ [bad]: 'name' }, field],
                ])
              : leaf.kind === 'map'
                ? BAD_TEXT.flatMap(([bad]): [unknown, string, string?][] => [
                    // A bad key, and a value of the wrong shape: named by the map, and by the key.
                    [{ [bad]: leaf.entry }, field],
                    [{ [leaf.key!]: { deep: [{ text: bad }] } }, dotted([...leaf.path, leaf.key!])],
                  ])
                : BAD_TEXT.map(([bad, message]) => [bad, field, message]);
          if (leaf.kind === 'date' || leaf.kind === 'moment')
            values.push([BAD_DATE[leaf.kind], field]);
          for (const [value, named, message] of values) {
            const res = await send(method, url, withValue(body, leaf.path, value));
            expect(res.statusCode, `${where}: ${res.body}`).toBeLessThan(500);
            expectNamed(res, named, message);
          }
        }
      }
      expect(fields).toBeGreaterThan(40);
    },
  );

  it('refuses bad text in the X-ACCOUNT header of every account route', async () => {
    for (const route of t.app.apiRoutes.filter((r) => r.access === 'account')) {
      const url = route.url.replace(/:(\w+)/g, 'x');
      const res = await send(route.method, url, undefined, 'a\u0000b');
      expectNamed(res, 'X-ACCOUNT', TEXT_MESSAGES.nul);
    }
  });
});
