/** The parsing of an uploaded pool file (docs/product-rules.md#rewards): line breaks and line numbers. */
import { describe, expect, it } from 'vitest';
import { parseCodes } from './codes.js';

const text = (s: string) => parseCodes(s, { csv: false, kind: 'unique_code' });
const csv = (s: string) => parseCodes(s, { csv: true, kind: 'unique_code' });

describe('parseCodes', () => {
  it.each([
    ['\\n', 'A1\nA2\n\nA3\n'],
    ['\\r\\n', 'A1\r\nA2\r\n\r\nA3\r\n'],
    ['\\r (old Mac)', 'A1\rA2\r\rA3\r'],
    ['mixed', 'A1\r\nA2\r\nA3'.replace('\r\nA3', '\r\rA3')],
  ])('reads %s line breaks with the same codes and line numbers', (_name, file) => {
    const parsed = text(file);
    expect(parsed.codes).toEqual(['A1', 'A2', 'A3']);
    expect(parsed.lines).toEqual([1, 2, 4]);
    expect(parsed.report.blank).toBe(1);
  });

  it('reports duplicates, over-long and invalid lines with their line numbers', () => {
    const parsed = text(`code\nA1\nA1\n${'x'.repeat(500)}\nB\u0007\nC\n`);
    expect(parsed.codes).toEqual(['A1', 'C']);
    expect(parsed.lines).toEqual([2, 6]);
    expect(parsed.report.examples.map((e) => [e.line, e.problem])).toEqual([
      [3, 'duplicate'],
      [4, 'too_long'],
      [5, 'invalid'],
    ]);
  });

  it('takes the first column of a CSV, with the line where each record ends', () => {
    expect(csv('code,valid_until\r\nA1,2027-12-31\r\nA2;x\r\n').codes).toEqual(['A1', 'A2']);
    const quoted = csv('code,note\n"A1","two\nlines"\n"A2",x\n');
    expect(quoted.codes).toEqual(['A1', 'A2']);
    expect(quoted.lines).toEqual([3, 4]);
  });
});
