import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contract from './index.js';

/**
 * A default inside a change request fills in the fields a client left out, so a PATCH that sends
 * one field silently resets the others (it happened to templates). Every `Update…Request` and
 * `…Patch` schema the contract exports, present and future, must therefore carry no default.
 */
function defaultsIn(schema: z.ZodType, path: string): string[] {
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  const inner = (key: string, at = path) => defaultsIn(def[key] as z.ZodType, at);
  switch (def.type) {
    case 'default':
    case 'prefault':
    case 'catch':
      return [path || '(root)'];
    case 'optional':
    case 'nullable':
    case 'nonoptional':
    case 'readonly':
      return inner('innerType');
    case 'pipe':
      return [...inner('in'), ...inner('out')];
    case 'array':
      return inner('element', `${path}[]`);
    case 'record':
      return inner('valueType', `${path}{}`);
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, value]) =>
        defaultsIn(value, path ? `${path}.${key}` : key),
      );
    case 'union':
      return (def.options as z.ZodType[]).flatMap((option) => defaultsIn(option, path));
    case 'intersection':
      return [...inner('left'), ...inner('right')];
    default:
      return [];
  }
}

const patchSchemas = Object.entries(contract as Record<string, unknown>).filter(
  (entry): entry is [string, z.ZodType] =>
    /^Update\w*Request$|Patch$/.test(entry[0]) && entry[1] instanceof z.ZodType,
);

describe('change requests', () => {
  it('are found by name (the check below is not vacuous)', () => {
    expect(patchSchemas.map(([name]) => name)).toEqual(
      expect.arrayContaining(['UpdateTemplateRequest', 'UpdateGameRequest', 'GameSettingsPatch']),
    );
  });

  it.each(patchSchemas)('%s carries no default', (_name, schema) => {
    expect(defaultsIn(schema, '')).toEqual([]);
  });
});
