/**
 * The examples of the served OpenAPI document (issue 32, item 11):
 * - every operation's request body and success response carries an example, per media type;
 * - every example in the document (on a media type or on a schema, at any depth) is valid against
 *   its schema, with the formats checked (ajv-formats), so a client generated from the document
 *   or a mock server built from it sends and expects what the server does;
 * - strings say their formats where the server checks one (email, date in 2000–2099, IANA time
 *   zones, colours).
 * The document may be OpenAPI 3.0 (`nullable: true` beside `type`) or 3.1 (type arrays): both are
 * read as JSON Schema.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { fileTestContext } from '../test/harness.js';

// ajv-formats is CommonJS with a default export; under NodeNext its namespace is what is imported.
const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;

type Schema = { [key: string]: unknown };
interface Media {
  schema?: Schema;
  example?: unknown;
  examples?: Record<string, { value?: unknown }>;
}
interface Operation {
  operationId?: string;
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { content?: Record<string, Media> }>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

const t = await fileTestContext({ APP_URL: 'https://playdesk.example.com' });
const doc = (
  await t.app.inject({ method: 'GET', url: '/services/api/docs/json' })
).json<Document>();
const METHODS = new Set(['get', 'put', 'post', 'patch', 'delete']);
const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
  Object.entries(methods)
    .filter(([method]) => METHODS.has(method))
    .map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })),
);

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The keywords whose value is a schema, a list of schemas or a map of schemas. */
const ONE_SCHEMA = ['items', 'additionalProperties', 'not', 'contains', 'propertyNames'];
const SCHEMA_LISTS = ['anyOf', 'oneOf', 'allOf', 'prefixItems'];
const SCHEMA_MAPS = ['properties', 'patternProperties'];

function subSchemas(schema: Schema): Schema[] {
  const out: Schema[] = [];
  for (const key of ONE_SCHEMA) if (isSchema(schema[key])) out.push(schema[key]);
  for (const key of SCHEMA_LISTS)
    if (Array.isArray(schema[key])) out.push(...(schema[key] as unknown[]).filter(isSchema));
  for (const key of SCHEMA_MAPS)
    if (isSchema(schema[key])) out.push(...Object.values(schema[key]).filter(isSchema));
  return out;
}

/**
 * An OpenAPI 3.0 schema as plain JSON Schema: `nullable: true` lets null through (also past an
 * `enum`, as 3.0 means it), a boolean `exclusiveMinimum`/`exclusiveMaximum` becomes the bound it
 * flags, OpenAPI's annotations are left out, and sub-schemas are rewritten too.
 * A 3.1 schema comes out unchanged but for the annotations.
 */
const EXCLUSIVE_BOUNDS = [
  ['exclusiveMinimum', 'minimum'],
  ['exclusiveMaximum', 'maximum'],
] as const;

function toJsonSchema(schema: Schema): Schema {
  let out: Schema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'nullable' || key === 'example' || key === 'discriminator' || key === 'xml')
      continue;
    if (ONE_SCHEMA.includes(key) && isSchema(value)) out[key] = toJsonSchema(value);
    else if (SCHEMA_LISTS.includes(key) && Array.isArray(value))
      out[key] = value.map((v: unknown) => (isSchema(v) ? toJsonSchema(v) : v));
    else if (SCHEMA_MAPS.includes(key) && isSchema(value))
      out[key] = Object.fromEntries(
        Object.entries(value).map(([k, v]) => [k, isSchema(v) ? toJsonSchema(v) : v]),
      );
    else out[key] = value;
  }
  // 3.0 (JSON Schema draft 4) says an exclusive bound as a flag beside the bound.
  for (const [flag, bound] of EXCLUSIVE_BOUNDS) {
    if (typeof out[flag] !== 'boolean') continue;
    const { [flag]: exclusive, [bound]: limit, ...rest } = out;
    out = exclusive === true ? { ...rest, [flag]: limit } : { ...rest, [bound]: limit };
  }
  if (schema.nullable !== true) return out;
  if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
  if (typeof out.type === 'string') return { ...out, type: [out.type, 'null'] };
  if (out.type === undefined) return { anyOf: [out, { type: 'null' }] };
  return out;
}

const AjvClass = doc.openapi.startsWith('3.0') ? Ajv : Ajv2020;
// `strict: false`: a schema may carry annotations Ajv does not know (`example`, `x-…`); formats
// are still checked, and an unknown one fails the test below instead of being skipped.
const ajv = new AjvClass({ strict: false, allErrors: true, validateFormats: true });
addFormats(ajv);

function validatorOf(schema: Schema): ValidateFunction {
  return ajv.compile(toJsonSchema(schema));
}

function problemsOf(schema: Schema, value: unknown): string[] {
  const validate = validatorOf(schema);
  if (validate(value)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`);
}

interface Found {
  where: string;
  schema: Schema;
  value: unknown;
}

/** Every example inside a schema, at any depth, with the schema it illustrates. */
function schemaExamples(schema: Schema, where: string, found: Found[]): void {
  if ('example' in schema) found.push({ where, schema, value: schema.example });
  if (Array.isArray(schema.examples))
    for (const value of schema.examples as unknown[]) found.push({ where, schema, value });
  for (const sub of subSchemas(schema)) schemaExamples(sub, where, found);
}

/** The examples of one media type: its own (`example`, `examples`) and its schema's top level. */
function mediaExamples(media: Media): unknown[] {
  const values: unknown[] = [];
  if ('example' in media) values.push(media.example);
  for (const named of Object.values(media.examples ?? {})) values.push(named.value);
  if (media.schema && 'example' in media.schema) values.push(media.schema.example);
  if (media.schema && Array.isArray(media.schema.examples)) values.push(...media.schema.examples);
  return values;
}

interface Content {
  where: string;
  media: Media;
}

const requests: Content[] = operations.flatMap(({ key, op }) =>
  Object.entries(op.requestBody?.content ?? {}).map(([type, media]) => ({
    where: `${key} request ${type}`,
    media,
  })),
);
const successes: Content[] = operations.flatMap(({ key, op }) =>
  Object.entries(op.responses)
    .filter(([status]) => status.startsWith('2'))
    .flatMap(([status, response]) =>
      Object.entries(response.content ?? {}).map(([type, media]) => ({
        where: `${key} ${status} ${type}`,
        media,
      })),
    ),
);

function allFormats(schema: Schema, into: Set<string>): Set<string> {
  if (typeof schema.format === 'string') into.add(schema.format);
  for (const sub of subSchemas(schema)) allFormats(sub, into);
  return into;
}

const bodySchema = (path: string, method: string) =>
  doc.paths[`/services/api/v1${path}`]![method]!.requestBody!.content['application/json']!.schema!;
const successSchema = (path: string, method: string, status = '200') =>
  doc.paths[`/services/api/v1${path}`]![method]!.responses[status]!.content!['application/json']!
    .schema!;
const propertyOf = (schema: Schema, ...path: string[]): Schema =>
  path.reduce<Schema>((at, name) => (at.properties as Record<string, Schema>)[name]!, schema);

describe('the examples of the OpenAPI document', () => {
  it('finds the operations, their bodies and their answers', () => {
    expect(operations.length).toBeGreaterThan(100);
    expect(requests.length).toBeGreaterThan(40);
    expect(successes.length).toBeGreaterThan(100);
  });

  it('gives every request body an example', () => {
    const missing = requests.filter((c) => mediaExamples(c.media).length === 0).map((c) => c.where);
    expect(missing).toEqual([]);
  });

  it('gives every success response with a body an example', () => {
    const missing = successes
      .filter((c) => mediaExamples(c.media).length === 0)
      .map((c) => c.where);
    expect(missing).toEqual([]);
  });

  it('has every example valid against its schema', () => {
    const found: Found[] = [];
    for (const { where, media } of [...requests, ...successes]) {
      const schema = media.schema ?? {};
      if ('example' in media) found.push({ where, schema, value: media.example });
      for (const [name, named] of Object.entries(media.examples ?? {}))
        found.push({ where: `${where} (${name})`, schema, value: named.value });
      schemaExamples(schema, where, found);
    }
    // The same shared schema appears under many operations: each (schema, example) once.
    const seen = new Set<string>();
    const invalid: string[] = [];
    for (const { where, schema, value } of found) {
      const id = JSON.stringify([schema, value]);
      if (seen.has(id)) continue;
      seen.add(id);
      const problems = problemsOf(schema, value);
      if (problems.length > 0) invalid.push(`${where}: ${problems.join('; ')}`);
    }
    expect(seen.size).toBeGreaterThan(50);
    expect(invalid).toEqual([]);
  });

  it('uses only formats a validator knows', () => {
    const formats = new Set<string>();
    for (const { media } of [...requests, ...successes])
      if (media.schema) allFormats(media.schema, formats);
    const unknown = [...formats].filter((name) => !(name in ajv.formats));
    expect(unknown).toEqual([]);
    expect([...formats]).toEqual(expect.arrayContaining(['email', 'date', 'uri']));
  });

  it('would catch an example that breaks its schema', () => {
    const login = bodySchema('/login', 'post');
    const example = login.example as Record<string, unknown>;
    expect(problemsOf(login, example)).toEqual([]);
    expect(problemsOf(login, { ...example, email: 'not an address' })).not.toEqual([]);
    expect(problemsOf(login, { ...example, password: 42 })).not.toEqual([]);
  });

  it('says the formats the server checks: email, dates of 2000–2099, IANA time zones, colours', () => {
    expect(propertyOf(bodySchema('/register', 'post'), 'email').format).toBe('email');

    const day = propertyOf(bodySchema('/calendar/{id}', 'patch'), 'starts_on');
    expect(day.format).toBe('date');
    const inRange = validatorOf(day);
    expect(inRange('2026-11-21')).toBe(true);
    expect(inRange('1999-12-31')).toBe(false);
    expect(inRange('2100-01-01')).toBe(false);

    const zone = propertyOf(bodySchema('/pwa', 'put'), 'time_zone');
    expect(String(zone.description)).toMatch(/IANA/);
    expect(zone.example).toBe('Europe/Paris');

    const colour = propertyOf(bodySchema('/notification-bar', 'put'), 'background');
    const isColour = validatorOf(colour);
    expect(isColour('#6F4E37')).toBe(true);
    expect(isColour('brown')).toBe(false);

    const answered = propertyOf(successSchema('/notification-bar', 'get'), 'notification_bar');
    expect(propertyOf(answered, 'background').pattern).toBe('^#[0-9a-fA-F]{6}$');
  });
});
