/**
 * Every example of the API document is one the server takes (a request) or could give (an
 * answer): each is parsed by the very schema it is registered on, refinements and the game
 * engines' content and move checks included, which the JSON Schema check of
 * apps/server/src/http/openapi-examples.api.test.ts cannot see.
 */
import { describe, expect, it } from 'vitest';
import { REGISTERED } from './register.js';
import './index.js';

describe('the API document’s examples', () => {
  it('are many', () => {
    expect(REGISTERED.length).toBeGreaterThan(100);
  });

  it('each parse with the schema they illustrate', () => {
    const failing = REGISTERED.flatMap(({ schema, value, io }, i) => {
      const result = schema.safeParse(value);
      if (result.success) return [];
      const where = `#${i} (${io}) ${JSON.stringify(value).slice(0, 80)}`;
      return [
        `${where}: ${result.error.issues.map((e) => `${e.path.join('.')} ${e.message}`).join('; ')}`,
      ];
    });
    expect(failing).toEqual([]);
  });
});
