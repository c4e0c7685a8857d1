import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  boundedList,
  capList,
  IMAGE_REF_MESSAGES,
  ImageRef,
  isImageRef,
  OptionalImageRef,
  TEXT_MESSAGES,
  text,
  textProblem,
} from './input.js';
import { emojiqContentSchema } from './emojiq/content.js';

const messages = (result: z.ZodSafeParseResult<unknown>) =>
  result.success ? [] : result.error.issues.map((issue) => issue.message);

/** Runs `fn` and returns how long it took, in milliseconds. */
function timed(fn: () => void): number {
  const start = performance.now();
  fn();
  return performance.now() - start;
}

describe('text', () => {
  const word = text(5, { trim: true, tooLong: 'Too long' })
    .min(2, 'Too short')
    .regex(/^[a-z]+$/, 'Letters only');

  it('accepts text within the limit, trimmed first', () => {
    expect(word.parse('  abc  ')).toBe('abc');
  });

  it('checks the length first and stops there', () => {
    expect(messages(word.safeParse('abcdef1'))).toEqual(['Too long']);
  });

  it.each([
    ['a\u0000b', TEXT_MESSAGES.nul],
    ['\ud800', TEXT_MESSAGES.surrogate],
    ['x\udc00', TEXT_MESSAGES.surrogate],
    ['\ud83d', TEXT_MESSAGES.surrogate],
  ])('refuses %j with one clear message', (value, message) => {
    expect(messages(word.safeParse(value))).toEqual([message]);
  });

  it('keeps whole emoji (surrogate pairs) and other characters', () => {
    expect(textProblem('😀 café ☕')).toBeNull();
    expect(text(10).parse('😀😀')).toBe('😀😀');
  });

  it('never runs a later check on an over-long value', () => {
    let calls = 0;
    const counted = text(10).refine(() => {
      calls++;
      return true;
    });
    counted.safeParse('x'.repeat(11));
    counted.safeParse('a\u0000');
    expect(calls).toBe(0);
    counted.safeParse('fine');
    expect(calls).toBe(1);
  });
});

describe('capList', () => {
  it('refuses a long list before parsing any item, with one message', () => {
    let parsed = 0;
    const item = z.string().refine(() => {
      parsed++;
      return true;
    });
    const list = capList(3, 'At most 3', z.array(item).max(3, 'At most 3'));
    const result = list.safeParse(Array.from({ length: 100_000 }, () => 'x'));
    expect(messages(result)).toEqual(['At most 3']);
    expect(parsed).toBe(0);
    expect(list.parse(['a', 'b'])).toEqual(['a', 'b']);
    expect(parsed).toBe(2);
  });
});

describe('boundedList', () => {
  const words = boundedList(text(10), {
    min: 2,
    max: 3,
    notList: 'Add some words',
    tooFew: 'Add at least 2 words',
    tooMany: 'Use at most 3 words',
  });

  it('says what is wrong with the list as a whole', () => {
    expect(messages(words.safeParse(5))).toEqual(['Add some words']);
    expect(messages(words.safeParse(['a']))).toEqual(['Add at least 2 words']);
    expect(messages(words.safeParse(['a', 'b', 'c', 'd']))).toEqual(['Use at most 3 words']);
    expect(words.parse(['a', 'b'])).toEqual(['a', 'b']);
  });

  it('caps the list before its items and takes any length from zero without a minimum', () => {
    const any = boundedList(z.string(), { max: 1, notList: 'A list', tooMany: 'One at most' });
    expect(any.parse([])).toEqual([]);
    expect(messages(any.safeParse(Array.from({ length: 10_000 }, () => 5)))).toEqual([
      'One at most',
    ]);
  });
});

describe('image addresses', () => {
  const media = `/media/${'0123456789abcdef'.repeat(2)}.webp`;

  it.each([
    'https://cdn.example.com/logo.png',
    'https://cdn.example.com:8443/a/b(1).jpg?size=2&v=3#x',
    media,
    '/play/demo/latte-art.svg',
  ])('accepts %s', (value) => {
    expect(isImageRef(value)).toBe(true);
    expect(ImageRef.parse(` ${value} `)).toBe(value);
  });

  it.each([
    ['javascript:alert(1)', IMAGE_REF_MESSAGES.invalid],
    ['JAVASCRIPT:alert(1)', IMAGE_REF_MESSAGES.invalid],
    ['data:image/svg+xml;base64,PHN2Zz4=', IMAGE_REF_MESSAGES.invalid],
    ['http://cdn.example.com/logo.png', IMAGE_REF_MESSAGES.insecure],
    ['//evil.example/x.png', IMAGE_REF_MESSAGES.invalid],
    ['/\\evil.example/x.png', IMAGE_REF_MESSAGES.invalid],
    ['/console/index.html', IMAGE_REF_MESSAGES.invalid],
    ['/media/../console/x.png', IMAGE_REF_MESSAGES.invalid],
    ['https://user:pw@evil.example/x.png', IMAGE_REF_MESSAGES.invalid],
    ['https://cdn.example.com/x".png', IMAGE_REF_MESSAGES.invalid],
    ['https://cdn.example.com/a b.png', IMAGE_REF_MESSAGES.invalid],
    ['https://', IMAGE_REF_MESSAGES.invalid],
    ['', IMAGE_REF_MESSAGES.invalid],
    [`https://x.test/${'a'.repeat(2000)}`, IMAGE_REF_MESSAGES.tooLong],
  ])('refuses %j: %s', (value, message) => {
    expect(messages(ImageRef.safeParse(value))).toEqual([message]);
  });

  it('leaves an optional image empty when it is missing or blank', () => {
    for (const value of [undefined, null, '', '   ']) {
      expect(OptionalImageRef.parse(value)).toBeNull();
    }
    expect(messages(OptionalImageRef.safeParse('javascript:alert(1)'))).toEqual([
      IMAGE_REF_MESSAGES.invalid,
    ]);
  });
});

describe('the length limit protects costly checks', () => {
  it('answers at once for an EmojiQ clue of a million characters (segmenting is quadratic on Node 20)', () => {
    const content = { phrases: [{ emojis: '😀'.repeat(500_000), answer: 'Smile' }] };
    let result: z.ZodSafeParseResult<unknown> | undefined;
    expect(timed(() => (result = emojiqContentSchema.safeParse(content)))).toBeLessThan(500);
    expect(messages(result!)).toEqual(['Use at most 12 emoji']);
  });
});
