import { stringify } from 'csv-stringify/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from './csv.js';

/** What the export wrote through csv-stringify before csv.ts (the same options). */
const reference = (fields: (string | number)[]) =>
  stringify([fields], { escape_formulas: true, columns: fields.map((_, i) => String(i)) });

/** Text made mostly of the characters that matter: formula starts, separators, quotes. */
const tricky = fc.string({
  unit: fc.oneof(
    fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', ',', '"', "'", ' ', 'a', 'é', ';'),
    fc.constantFrom('\uFF1D', '\uFF0B', '\uFF0D', '\uFF20', '\u2028', '😀'),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
  ),
  maxLength: 12,
});

describe('the export’s CSV', () => {
  it('writes every row exactly as csv-stringify does', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(tricky, fc.integer(), fc.double({ noNaN: false })), {
          minLength: 1,
          maxLength: 8,
        }),
        (fields) => {
          expect(csvRow(fields)).toBe(reference(fields));
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('escapes formulas in text but not negative numbers', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell(-1)).toBe('-1');
    expect(csvCell('\uFF1D1+1')).toBe("'\uFF1D1+1");
    expect(csvCell('\rx')).toBe(`"'\rx"`);
    expect(csvCell('')).toBe('');
    expect(csvRow(['a,b', 'line\nbreak', 0])).toBe('"a,b","line\nbreak",0\n');
  });
});
