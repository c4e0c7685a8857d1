import { describe, expect, it } from 'vitest';
import { linkify } from './mailbox-model';

describe('linkify', () => {
  it('makes the addresses of an email links, and leaves the prose around them', () => {
    const text =
      'Hi,\n\nJoin us: http://127.0.0.1:3000/register-team-mate/abc?x=1.\nThanks, (https://example.com/a)';
    expect(linkify(text)).toEqual([
      { kind: 'text', text: 'Hi,\n\nJoin us: ' },
      { kind: 'link', href: 'http://127.0.0.1:3000/register-team-mate/abc?x=1' },
      { kind: 'text', text: '.\nThanks, (' },
      { kind: 'link', href: 'https://example.com/a' },
      { kind: 'text', text: ')' },
    ]);
  });

  it('links nothing but http and https', () => {
    expect(linkify('javascript:alert(1) mailto:a@b.c')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) mailto:a@b.c' },
    ]);
  });
});
