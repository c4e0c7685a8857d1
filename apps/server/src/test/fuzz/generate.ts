/**
 * Values for the API fuzzer (issue 18 §9): a seeded random source, values that follow an
 * OpenAPI (JSON Schema) fragment, and the hostile values a client can send instead — wrong
 * types, huge and odd unicode strings, prototype-pollution keys, path traversal.
 *
 * Everything is derived from one seed, so a failing run is replayed by running it again.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  default?: unknown;
}

/** mulberry32: small, fast, good enough to pick test cases; the same seed gives the same run. */
export class Random {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }
}

/** Strings a careless server chokes on. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800', // a lone surrogate
  '\u202Eevil\u202C', // right-to-left override
  '🎲'.repeat(50),
  'Z̸̡̢͈̝̙̘̦͉̰a̶͍̦̱̪ͅl̵g̸o',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{constructor.constructor("return process")()}}',
  '${process.exit(1)}',
  '../../../../etc/passwd',
  '..%2f..%2f..%2fetc%2fpasswd',
  '%00',
  '%',
  '\\\\server\\share',
  'http://169.254.169.254/latest/meta-data/',
  'http://127.0.0.1:5432/',
  'file:///etc/passwd',
  '=HYPERLINK("http://evil.example")',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '9007199254740993',
  'true',
  'null',
  '__proto__',
  'constructor',
  '\r\nSet-Cookie: a=b',
  'é'.normalize('NFD'),
];

const HOSTILE_VALUES: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  -0,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  1e308,
  [],
  [null],
  {},
  { __proto__: { polluted: true } },
  '',
];

export type Mutation =
  | 'valid'
  | 'wrong-type'
  | 'hostile-string'
  | 'huge-string'
  | 'huge-list'
  | 'prototype'
  | 'extra-keys'
  | 'missing-required'
  | 'deep';

export const MUTATIONS: readonly Mutation[] = [
  'valid',
  'valid',
  'wrong-type',
  'hostile-string',
  'huge-string',
  'huge-list',
  'prototype',
  'extra-keys',
  'missing-required',
  'deep',
];

function types(schema: JsonSchema): string[] {
  if (schema.type === undefined) return [];
  return Array.isArray(schema.type) ? schema.type : [schema.type];
}

function formatted(format: string, r: Random): string | null {
  switch (format) {
    case 'email':
      return `fuzz${r.int(0, 9999)}@example.test`;
    case 'uri':
    case 'url':
      return r.pick(['https://example.test/', 'https://shop.example.test/page?x=1']);
    case 'date':
      return '2026-11-26';
    case 'date-time':
      return '2026-11-26T10:00:00.000Z';
    case 'uuid':
      return '00000000-0000-4000-8000-000000000000';
    default:
      return null;
  }
}

/** A value that follows the schema (as far as a generator without regex support can). */
export function validValue(
  schema: JsonSchema,
  r: Random,
  ids: readonly string[],
  depth = 0,
): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return r.pick(schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union && union.length > 0) return validValue(r.pick(union), r, ids, depth);
  if (schema.allOf && schema.allOf.length > 0) {
    const merged: Record<string, unknown> = {};
    for (const part of schema.allOf) {
      const v = validValue(part, r, ids, depth);
      if (v && typeof v === 'object' && !Array.isArray(v)) Object.assign(merged, v);
      else return v;
    }
    return merged;
  }
  const ts = types(schema).filter((t) => t !== 'null');
  const type = ts.length > 0 ? r.pick(ts) : schema.properties ? 'object' : 'string';
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      if (depth > 6) return out;
      const required = new Set(schema.required ?? []);
      for (const [key, prop] of Object.entries(schema.properties ?? {})) {
        if (required.has(key) || r.chance(0.6)) out[key] = validValue(prop, r, ids, depth + 1);
      }
      return out;
    }
    case 'array': {
      const min = schema.minItems ?? 0;
      const max = Math.min(schema.maxItems ?? 3, min + 3);
      const n = r.int(min, Math.max(min, max));
      return Array.from({ length: n }, () => validValue(schema.items ?? {}, r, ids, depth + 1));
    }
    case 'integer': {
      const min = schema.minimum ?? 0;
      const max = schema.maximum ?? min + 100;
      return r.int(Math.ceil(min), Math.floor(Math.min(max, min + 1_000_000)));
    }
    case 'number': {
      const min = schema.minimum ?? 0;
      const max = schema.maximum ?? min + 100;
      return min + r.next() * (Math.min(max, min + 1_000_000) - min);
    }
    case 'boolean':
      return r.chance(0.5);
    default: {
      const f = schema.format ? formatted(schema.format, r) : null;
      if (f !== null) return f;
      if (ids.length > 0 && r.chance(0.3)) return r.pick(ids);
      const min = schema.minLength ?? 1;
      const max = Math.min(schema.maxLength ?? 20, min + 20);
      const n = r.int(min, Math.max(min, max));
      return 'fuzz'.repeat(Math.ceil(n / 4)).slice(0, n);
    }
  }
}

function hostile(r: Random): unknown {
  return r.chance(0.5) ? r.pick(HOSTILE_STRINGS) : r.pick(HOSTILE_VALUES);
}

/** Replaces one leaf (or the whole value) of `value` by `make()`. */
function replaceSomewhere(value: unknown, r: Random, make: () => unknown): unknown {
  if (value && typeof value === 'object' && r.chance(0.8)) {
    if (Array.isArray(value)) {
      if (value.length === 0) return [make()];
      const copy = [...value];
      const i = r.int(0, copy.length - 1);
      copy[i] = replaceSomewhere(copy[i], r, make);
      return copy;
    }
    const keys = Object.keys(value);
    if (keys.length === 0) return { [r.pick(['name', 'id', 'value'])]: make() };
    const key = r.pick(keys);
    return { ...value, [key]: replaceSomewhere((value as Record<string, unknown>)[key], r, make) };
  }
  return make();
}

/** A body for `schema` with `mutation` applied; returned as the JSON text to send. */
export function mutatedBody(
  schema: JsonSchema,
  mutation: Mutation,
  r: Random,
  ids: readonly string[],
): string {
  const base = validValue(schema, r, ids);
  switch (mutation) {
    case 'valid':
      return JSON.stringify(base);
    case 'wrong-type':
      return JSON.stringify(replaceSomewhere(base, r, () => hostile(r)));
    case 'hostile-string':
      return JSON.stringify(replaceSomewhere(base, r, () => r.pick(HOSTILE_STRINGS)));
    case 'huge-string':
      // Past every field's maximum, below the body limit for most routes, or far past it.
      return JSON.stringify(
        replaceSomewhere(base, r, () => 'x'.repeat(r.pick([5_000, 70_000, 2_000_000]))),
      );
    case 'huge-list':
      return JSON.stringify(
        replaceSomewhere(base, r, () =>
          Array.from({ length: r.pick([1_001, 20_000]) }, (_, i) => i),
        ),
      );
    case 'prototype':
      // JSON text, not an object literal: the keys must reach the server's parser as written.
      return r.pick([
        '{"__proto__":{"isAdmin":true,"polluted":1}}',
        '{"constructor":{"prototype":{"polluted":1}}}',
        `{"name":"x","__proto__":{"access_modules":["full"]},"data":${JSON.stringify(base)}}`,
      ]);
    case 'extra-keys':
      return JSON.stringify(
        base && typeof base === 'object' && !Array.isArray(base)
          ? { ...base, id: 1, account_id: 1, public_id: 'x', role: 'owner', is_admin: true }
          : base,
      );
    case 'missing-required': {
      if (!base || typeof base !== 'object' || Array.isArray(base)) return '{}';
      const req = schema.required ?? Object.keys(base);
      if (req.length === 0) return JSON.stringify(base);
      const drop = r.pick(req);
      return JSON.stringify(Object.fromEntries(Object.entries(base).filter(([k]) => k !== drop)));
    }
    case 'deep': {
      const n = r.pick([100, 5_000]);
      return '['.repeat(n) + ']'.repeat(n);
    }
  }
}

/** Percent-encodes; a lone surrogate becomes its raw (invalid UTF-8) bytes, itself a hostile input. */
export function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

/** A path parameter: a real id most of the time (so handlers run), else something hostile. */
export function pathParam(r: Random, ids: readonly string[]): string {
  if (ids.length > 0 && r.chance(0.6)) return encode(r.pick(ids));
  return encode(
    r.pick([
      ...HOSTILE_STRINGS.filter((s) => s.length > 0),
      '0',
      '-1',
      '99999999999999999999',
      'x'.repeat(199),
      'x'.repeat(500),
    ]),
  ).replace(/%2F/g, r.chance(0.5) ? '/' : '%2F');
}

/** A query-string value: valid for the schema, or hostile. */
export function queryValue(schema: JsonSchema, r: Random, ids: readonly string[]): string {
  if (r.chance(0.5)) {
    const v = validValue(schema, r, ids);
    return typeof v === 'string' ? v : JSON.stringify(v);
  }
  return String(r.pick([...HOSTILE_STRINGS, '1'.repeat(400), '-99999', '1.5', '[]', '{}']));
}
