import { describe, expect, it } from 'vitest';
import { copyText, copyWithTextarea } from './clipboard.js';

describe('copyText', () => {
  it('uses the async clipboard when there is one', async () => {
    let copied = '';
    const nav = { clipboard: { writeText: async (text: string) => void (copied = text) } };
    expect(await copyText('hello', nav, () => false)).toBe(true);
    expect(copied).toBe('hello');
  });

  it('falls back to the textarea when the clipboard is missing or refuses', async () => {
    const fallback: string[] = [];
    const old = (text: string) => fallback.push(text) > 0;
    const denied = {
      clipboard: {
        writeText: async () => {
          throw new DOMException('denied', 'NotAllowedError');
        },
      },
    };
    expect(await copyText('a', {}, old)).toBe(true);
    expect(await copyText('b', denied, old)).toBe(true);
    expect(fallback).toEqual(['a', 'b']);
    expect(await copyText('c', denied, () => false)).toBe(false);
  });

  it('reports failure without a document rather than throwing', () => {
    expect(copyWithTextarea('x')).toBe(false);
  });
});
