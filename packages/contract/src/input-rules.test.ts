/**
 * The input rules hold for every schema that reads input, present and future: each request schema
 * the contract exports and each game engine's content and move schema. Every string is built on
 * the text primitive (its length checked first, NUL and broken characters refused) and every list
 * is capped before its items are parsed; a schema added without them fails here.
 */
import { GAMES } from '@playdesk/games/registry';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contract from './index.js';
import {
  DATE_YEARS,
  IsoDate,
  IsoDateTime,
  JSON_LIMITS,
  JsonObject,
  TEXT_MESSAGES,
} from './index.js';

type Def = z.core.$ZodTypeDef & Record<string, unknown>;
const defOf = (schema: z.core.$ZodType) => schema._zod.def as Def;
const checksOf = (schema: z.core.$ZodType) =>
  ((defOf(schema).checks as z.core.$ZodCheck[] | undefined) ?? []).map(
    (check) => check._zod.def as z.core.$ZodCheckDef & { check: string; abort?: boolean },
  );

/** The problems of `schema`'s strings and lists, by path. */
function problemsIn(schema: z.core.$ZodType, path: string, capped = false): string[] {
  const def = defOf(schema);
  const inner = (key: string, at = path, isCapped = false) =>
    problemsIn(def[key] as z.core.$ZodType, at, isCapped);
  switch (def.type) {
    case 'string':
      return stringProblems(schema, path || '(root)');
    case 'array':
      return [
        ...(capped ? [] : [`${path || '(root)'}: a list not capped before its items (capList)`]),
        ...inner('element', `${path}[]`),
      ];
    case 'object':
      return Object.entries(def.shape as Record<string, z.core.$ZodType>).flatMap(([key, value]) =>
        problemsIn(value, path ? `${path}.${key}` : key),
      );
    case 'record':
      return [...inner('keyType', `${path}{key}`), ...inner('valueType', `${path}{}`)];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return inner('innerType', path, capped);
    case 'pipe': {
      // A transform first (capList's guard) guards what follows; otherwise the input side is
      // what meets the outside world, and the output side only sees what it let through.
      const first = def.in as z.core.$ZodType;
      return defOf(first).type === 'transform' ? inner('out', path, true) : inner('in', path);
    }
    case 'union':
      return (def.options as z.core.$ZodType[]).flatMap((option) => problemsIn(option, path));
    case 'intersection':
      return [...inner('left'), ...inner('right')];
    default:
      return [];
  }
}

function stringProblems(schema: z.core.$ZodType, path: string): string[] {
  const checks = checksOf(schema).filter((check) => check.check !== 'overwrite');
  const first = checks[0];
  if (first?.check !== 'max_length' || first.abort !== true) {
    return [`${path}: a string whose length is not checked first (use text())`];
  }
  const nul = (schema as z.ZodType).safeParse('\u0000');
  const message = nul.success ? null : nul.error.issues[0]?.message;
  return message === TEXT_MESSAGES.nul ? [] : [`${path}: a string that accepts NUL`];
}

const REQUEST_NAME = /(Request|Query|Input|Patch|Params)$/;
const requestSchemas = Object.entries(contract as Record<string, unknown>).flatMap(
  ([name, value]) =>
    REQUEST_NAME.test(name) && typeof value === 'object' && value !== null && '_zod' in value
      ? [[name, value as z.ZodType] as const]
      : [],
);
const engineSchemas = Object.values(GAMES).flatMap(({ engine }) => [
  [`${engine.type} content`, engine.contentSchema] as const,
  [`${engine.type} move`, engine.actionSchema] as const,
]);

describe('every input schema', () => {
  it('is found (the checks below are not vacuous)', () => {
    expect(requestSchemas.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'RegisterRequest',
        'CreateGameRequest',
        'UpdateGameRequest',
        'StartSessionRequest',
        'NotificationBarInput',
        'CalendarQuery',
        'IdParams',
      ]),
    );
    // Content and move of every game of the registry.
    expect(engineSchemas).toHaveLength(Object.keys(GAMES).length * 2);
  });

  it.each([...requestSchemas, ...engineSchemas])(
    '%s checks lengths first and refuses NUL in every string, and caps every list',
    (_name, schema) => {
      expect(problemsIn(schema, '')).toEqual([]);
    },
  );

  it('the walk itself finds a bare string and an uncapped list', () => {
    expect(problemsIn(z.object({ a: z.string().max(5), b: contract.text(5).array() }), '')).toEqual(
      [
        'a: a string whose length is not checked first (use text())',
        'b: a list not capped before its items (capList)',
      ],
    );
  });
});

const messages = (result: z.ZodSafeParseResult<unknown>) =>
  result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

describe('free-form JSON (a game content, a move)', () => {
  it('refuses NUL and broken characters in any text or name, at any depth', () => {
    expect(
      messages(JsonObject.safeParse({ a: [{ b: 'x\u0000' }], c: { d: ['ok', '\ud800'] } })),
    ).toEqual(
      expect.arrayContaining([`a.0.b: ${TEXT_MESSAGES.nul}`, `c.d.1: ${TEXT_MESSAGES.surrogate}`]),
    );
    expect(messages(JsonObject.safeParse({ nested: { 'a\u0000': 1 } }))).toEqual([
      `nested: A name in here is not valid. ${TEXT_MESSAGES.nul}`,
    ]);
    expect(JsonObject.parse({ a: [1, true, null, { b: 'café 😀' }] })).toEqual({
      a: [1, true, null, { b: 'café 😀' }],
    });
  });

  it('bounds depth and size without recursion, answering at once', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    const start = Date.now();
    expect(messages(JsonObject.safeParse({ deep }))[0]).toContain(
      `nested too deeply: at most ${JSON_LIMITS.depth} levels`,
    );
    const wide = { list: Array.from({ length: JSON_LIMITS.values + 1 }, () => 'x\u0000') };
    expect(messages(JsonObject.safeParse(wide))).toEqual([
      `list: This holds too much: at most ${JSON_LIMITS.values} values`,
    ]);
    expect(Date.now() - start).toBeLessThan(1000);
  });
});

describe('dates', () => {
  it.each(['0000-01-01', '1999-12-31', '2100-01-01', '9999-12-31'])(
    'refuses %s, outside the years PostgreSQL and people use',
    (date) => {
      expect(messages(IsoDate.safeParse(date))).toEqual([
        `: Use a date between ${DATE_YEARS.min} and ${DATE_YEARS.max}`,
      ]);
      expect(IsoDateTime.safeParse(`${date}T12:00:00Z`).success).toBe(false);
    },
  );

  it('accepts real dates in range and refuses malformed ones with one message', () => {
    expect(IsoDate.parse('2026-11-21')).toBe('2026-11-21');
    expect(IsoDateTime.parse('2026-11-21T09:00:00+01:00')).toBe('2026-11-21T09:00:00+01:00');
    expect(messages(IsoDate.safeParse('2026-02-30'))).toEqual([': Not a real date']);
    expect(messages(IsoDate.safeParse('21/11/2026'))).toEqual([': Use a date like 2026-11-21']);
    expect(messages(IsoDate.safeParse('2026-11-21'.repeat(1000)))).toEqual([
      ': Use a date like 2026-11-21',
    ]);
  });
});
