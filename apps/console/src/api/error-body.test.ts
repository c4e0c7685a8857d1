import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ErrorBody, errorText as contractErrorText } from '@playdesk/contract';
import { errorText, readErrorTexts } from './error-body';

/** Bodies near the error shape: right and wrong types in each field, extra keys, non-objects. */
const field = fc.oneof(
  fc.constant(undefined),
  fc.string(),
  fc.constant(''),
  fc.integer(),
  fc.constant(null),
  fc.boolean(),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.array(fc.oneof(fc.string(), fc.integer(), fc.constant(null)), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string(), { maxKeys: 2 }),
);
const body = fc.oneof(
  fc.record(
    { message: field, errors: field, code: field, params: field, other: field },
    { requiredKeys: [] },
  ),
  fc.jsonValue(),
  fc.constant(undefined),
);

describe('the error body read without zod', () => {
  it("shows the same text as the contract's errorText for any body", () => {
    fc.assert(
      fc.property(body, (b) => {
        expect(errorText(b)).toBe(contractErrorText(b));
      }),
      { numRuns: 2000 },
    );
  });

  it("accepts exactly what the contract's message-and-errors schema accepts", () => {
    const schema = ErrorBody.pick({ message: true, errors: true }).partial();
    fc.assert(
      fc.property(body, (b) => {
        const parsed = schema.safeParse(b);
        const read = readErrorTexts(b);
        expect(read !== null).toBe(parsed.success);
        if (parsed.success) expect(read).toEqual(parsed.data);
      }),
      { numRuns: 2000 },
    );
  });

  it('reads the usual answers', () => {
    expect(errorText({ message: 'Nope', errors: ['a: A', 'B'] })).toBe('a: A\nB');
    expect(errorText({ message: 'Nope', errors: [] })).toBe('Nope');
    expect(errorText({ message: '' })).toBe('Error');
    expect(errorText({ message: 3 })).toBe('Error');
    expect(errorText({ errors: ['x', 2] })).toBe('Error');
    expect(errorText('<html>')).toBe('Error');
    expect(errorText(null)).toBe('Error');
    expect(errorText([])).toBe('Error');
  });
});
