import { describe, expect, it } from 'vitest';
import { linkify, otherLinkOrigin } from './mailbox-model';

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

describe('otherLinkOrigin', () => {
  it('names the origin of links that leave the console’s own', () => {
    const text = 'Reset: http://localhost:3000/reset-password?token=abc';
    expect(otherLinkOrigin(text, 'http://127.0.0.1:3000')).toBe('http://localhost:3000');
    expect(otherLinkOrigin(text, 'http://localhost:3000')).toBeNull();
    expect(otherLinkOrigin('No link here.', 'http://localhost:3000')).toBeNull();
  });
});
