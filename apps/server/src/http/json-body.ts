/**
 * How a request body is read (docs/product-rules.md#unknown-fields): JSON, or what an upload
 * route registers for itself; anything else, plain text too, is 415 `send application/json`.
 *
 * Fastify's own JSON parser answers "not valid JSON" for valid JSON holding a `__proto__` (or
 * `constructor.prototype`) key, which it refuses against prototype poisoning. The parser here
 * refuses them too (copied or merged, such a key changes an object's prototype), but says which
 * field is not allowed.
 */
import type { FastifyInstance } from 'fastify';
import { HttpError, invalidFields } from './errors.js';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * The paths of the keys that could poison a prototype once the body is copied or merged: any
 * `__proto__`, and a `constructor` holding a `prototype` (what Fastify's parser refuses).
 */
function forbiddenKeys(root: unknown): string[] {
  const found: string[] = [];
  const stack: { value: unknown; path: string }[] = [{ value: root, path: '' }];
  const at = (path: string, key: string) => (path ? `${path}.${key}` : key);
  while (stack.length > 0 && found.length < 10) {
    const { value, path } = stack.pop()!;
    if (!isObject(value)) continue;
    if (Object.hasOwn(value, '__proto__')) found.push(at(path, '__proto__'));
    const ctor = Object.hasOwn(value, 'constructor') ? value.constructor : undefined;
    if (isObject(ctor) && Object.hasOwn(ctor, 'prototype'))
      found.push(at(at(path, 'constructor'), 'prototype'));
    for (const [key, child] of Object.entries(value))
      if (isObject(child)) stack.push({ value: child, path: at(path, key) });
  }
  return found;
}

/** The JSON a body holds, or a 400 saying what is wrong with it. */
export function parseJsonBody(text: string): unknown {
  if (text.length === 0) throw new HttpError(400, 'The request body is empty; send a JSON object.');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON.');
  }
  // Such a key is spelt out, or escaped (`\u005f_proto__`): only then is the body walked.
  if (/proto|\\u/.test(text)) {
    const forbidden = forbiddenKeys(value);
    if (forbidden.length > 0)
      throw invalidFields(forbidden.map((path) => `${path}: This field is not allowed`));
  }
  return value;
}

/** JSON bodies through `parseJsonBody`, and no plain-text parser (Fastify has one by default). */
export function registerJsonBodies(app: FastifyInstance): void {
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseJsonBody(body as string));
    } catch (err) {
      done(err as Error, undefined);
    }
  });
}
