/**
 * How every JSON answer is written: by fast-json-stringify (Fastify's own serializer), compiled
 * from the route's zod response schema turned into JSON Schema — the schema the OpenAPI document
 * shows for that answer.
 *
 * Only the fields the schema declares are written, so a field a handler adds by mistake (a
 * secret, an internal id) never reaches the client, as with the zod serializer this replaces; a
 * value that matches no branch of a union (a game's view with a field no view declares) or lacks
 * a required field fails the answer (a 500) rather than reach anyone. What the zod serializer also
 * did, checking every value against its schema on every answer, was about 30 µs of the server's
 * CPU per play start or move (an eighth of either: `bench/play.ts`, docs/benchmarks.md); the API
 * tests check every answer against the OpenAPI document instead (test/response-check.ts), on the
 * bytes this writes.
 *
 * A schema is compiled when its route first answers with it, once per process (a worker of the
 * API tests builds many apps from the same schemas); `serializer.api.test.ts` compiles every route's
 * schemas from the app's catalogue, so none first fails in production.
 */
import fastJsonStringify, { type Schema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { toJSONSchema, type ZodType } from 'zod';
import { $ZodType } from 'zod/v4/core';

type Write = (data: unknown) => string;

const compiled = new WeakMap<object, Write>();

/**
 * The JSON Schema of a zod response schema, as its answer is written: the output side, a date as
 * an ISO date-time string (JSON.stringify's), what JSON Schema cannot say (a custom check) as any
 * value.
 */
export function responseJsonSchema(schema: ZodType): Schema {
  return toJSONSchema(schema, {
    io: 'output',
    target: 'draft-7',
    unrepresentable: 'any',
    cycles: 'ref',
    reused: 'inline',
    override: (ctx) => {
      const def = ctx.zodSchema._zod.def;
      if (def.type === 'date')
        Object.assign(ctx.jsonSchema, { type: 'string', format: 'date-time' });
      // An undefined field is left out, as JSON.stringify leaves it.
      if (def.type === 'undefined') ctx.jsonSchema.type = 'null';
      // zod leaves out the fields a plain object does not declare, and says so in JSON Schema
      // with `additionalProperties: false` — which, in a union's branch, would make a value with
      // such a field match no branch. The writer leaves them out anyway; only a strict object
      // (`z.strictObject`: a game's view) keeps the keyword, so that in a union a value with a
      // field it does not declare matches no branch and fails the answer.
      if (def.type === 'object' && !(def as { catchall?: unknown }).catchall)
        delete ctx.jsonSchema.additionalProperties;
    },
  }) as Schema;
}

/** The writer of one response schema (a zod schema, or JSON Schema as it is). */
export function compileResponseSerializer(schema: unknown): Write {
  if (typeof schema !== 'object' || schema === null)
    throw new Error('A response schema must be a zod schema or a JSON Schema object');
  let write = compiled.get(schema);
  if (!write) {
    write = fastJsonStringify(
      schema instanceof $ZodType ? responseJsonSchema(schema as ZodType) : (schema as Schema),
    );
    compiled.set(schema, write);
  }
  return write;
}

/** Fastify's serializer compiler: each route's writer, compiled when the route first answers. */
export const serializerCompiler: FastifySerializerCompiler<unknown> = ({ schema }) => {
  let write: Write | undefined;
  return (data) => (write ??= compileResponseSerializer(schema))(data);
};
