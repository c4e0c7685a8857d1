/**
 * Strict request bodies (docs/product-rules.md#unknown-fields): a field the request does not
 * take is refused with a 400 naming it, never silently dropped, so a misspelt field (`name` for
 * `app_name`) cannot look like a change that worked.
 *
 * The contract's schemas are plain `z.object`s (the console and the player app reuse them for
 * forms and answers); every API route's body is made strict here, once, when the route
 * registers, so a route added later is strict without anyone remembering. The OpenAPI document is
 * built from the same strict schema and shows `additionalProperties: false`.
 *
 * An object that says what it takes beyond its fields (`z.looseObject`, `.catchall(…)`) keeps
 * that; free-form JSON the engines check (`JsonObject`: a game's content, a move) is a custom
 * schema and left as it is, and so are the engines' schemas that document it.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { openApiDocs } from '@playdesk/contract';

type Schema = z.core.$ZodType;
type Def = z.core.$ZodTypeDef & Record<string, unknown>;

const defOf = (schema: Schema) => schema._zod.def as Def;
const isZod = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && '_zod' in value;

/** Schemas whose `innerType` is the one that parses the value. */
const WRAPPERS = new Set([
  'optional',
  'nullable',
  'nonoptional',
  'default',
  'prefault',
  'catch',
  'readonly',
]);

/**
 * A copy of `schema` in which every object without a catch-all refuses unknown keys, at any
 * depth (through optionals, defaults, lists, records, unions and pipes). Metadata (descriptions,
 * titles) carries over: each copy names its original as parent.
 */
export function strictSchema<T extends Schema>(schema: T, seen = new Map<Schema, Schema>()): T {
  const done = seen.get(schema);
  if (done) return done as T;
  if (openApiDocs.isEngineSchema(schema as unknown as z.ZodType)) return schema;
  const def = defOf(schema);
  const strict = <S extends Schema>(inner: S): S => strictSchema(inner, seen);
  let next: Partial<Def> | null = null;
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, Schema>;
      const strictShape: Record<string, Schema> = {};
      for (const key of Object.keys(shape)) {
        // A getter (a recursive shape) stays lazy.
        Object.defineProperty(strictShape, key, {
          enumerable: true,
          configurable: true,
          get: () => strict(shape[key]!),
        });
      }
      next = { shape: strictShape, catchall: def.catchall ?? z.never() };
      break;
    }
    case 'array':
      next = { element: strict(def.element as Schema) };
      break;
    case 'record':
      next = { valueType: strict(def.valueType as Schema) };
      break;
    case 'tuple':
      next = {
        items: (def.items as Schema[]).map(strict),
        rest: def.rest ? strict(def.rest as Schema) : def.rest,
      };
      break;
    case 'union':
      next = { options: (def.options as Schema[]).map(strict) };
      break;
    case 'pipe': {
      // `z.preprocess(fn, schema)`: the schema after the function is the one that reads the
      // body; `schema.transform(fn)`: the schema before it.
      const from = def.in as Schema;
      const into = def.out as Schema;
      next =
        defOf(from).type === 'transform' ? { out: strict(into) } : { in: strict(from), out: into };
      break;
    }
    case 'lazy': {
      const getter = def.getter as () => Schema;
      next = { getter: () => strict(getter()) };
      break;
    }
    default:
      if (WRAPPERS.has(def.type)) next = { innerType: strict(def.innerType as Schema) };
  }
  if (!next) {
    seen.set(schema, schema);
    return schema;
  }
  const copy = (schema as unknown as z.ZodType).clone({ ...def, ...next } as never, {
    parent: true,
  }) as unknown as T;
  seen.set(schema, copy);
  // The document describes the copy as it described the original (openapi.ts), strict too.
  const doc = openApiDocs.get(schema as unknown as z.ZodType);
  if (doc)
    openApiDocs.add(copy as unknown as z.ZodType, {
      ...doc,
      documentedAs: strictSchema(doc.documentedAs as unknown as Schema, seen) as never,
    });
  return copy;
}

/**
 * Makes the body schema of every API route strict as the route registers. Call it before the
 * OpenAPI document is registered, so the document is built from the strict schemas.
 */
export function registerStrictBodies(app: FastifyInstance, apiPrefix: string): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(apiPrefix)) return;
    const body = route.schema?.body;
    if (isZod(body)) route.schema = { ...route.schema, body: strictSchema(body) };
  });
}

export const UNKNOWN_FIELD = 'Unknown field: this request does not take it';
/** A key the error may repeat: anything else (NUL, a whole paragraph) is not echoed back. */
const PLAIN_KEY = /^[A-Za-z0-9_$.-]{1,64}$/;

/** One `field: problem` per unknown key of a zod `unrecognized_keys` issue at `path`. */
export function unknownFieldErrors(path: string, keys: readonly unknown[]): string[] {
  return keys.map((key) =>
    typeof key === 'string' && PLAIN_KEY.test(key)
      ? `${path ? `${path}.` : ''}${key}: ${UNKNOWN_FIELD}`
      : `${path || 'body'}: A field in here is unknown and its name is not valid`,
  );
}
