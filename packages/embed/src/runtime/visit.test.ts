import { describe, expect, it } from 'vitest';
import { visitQuery } from './visit.js';

const read = (query: string) => Object.fromEntries(new URLSearchParams(query));

describe('what the frame learns of the visit', () => {
  it('hands the host page’s campaign parameters and its referrer’s origin', () => {
    expect(
      read(
        visitQuery(
          'https://cafe.example/blog/post?utm_source=newsletter&utm_medium=email&utm_campaign=may&pd_placement=pl_1#top',
          'https://mail.example/inbox?message=42',
        ),
      ),
    ).toEqual({
      parent_url:
        'https://cafe.example/blog/post?utm_source=newsletter&utm_medium=email&utm_campaign=may&pd_placement=pl_1',
      parent_referrer: 'https://mail.example',
    });
  });

  it('keeps nothing else of the host page’s query or hash (it may be personal)', () => {
    expect(
      read(visitQuery('https://shop.example/order?email=ann%40example.com&id=7#pay', '')),
    ).toEqual({ parent_url: 'https://shop.example/order' });
  });

  it('says nothing it cannot read', () => {
    expect(visitQuery('about:blank', 'javascript:alert(1)')).toBe('');
  });
});
