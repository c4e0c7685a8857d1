import { describe, expect, it } from 'vitest';
import { pageQuery, visitQuery } from './visit.js';
import type { TabStore } from './visit.js';

const read = (query: string) => Object.fromEntries(new URLSearchParams(query));
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function tab(): TabStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

describe('what the frame learns of the visit', () => {
  it('hands the host page’s campaign parameters and its referrer’s origin, and a visit id', () => {
    const store = tab();
    const query = read(
      visitQuery(
        store,
        'https://cafe.example/blog/post?utm_source=newsletter&utm_medium=email&utm_campaign=may&pd_placement=pl_1#top',
        'https://mail.example/inbox?message=42',
      ),
    );
    expect(query).toEqual({
      parent_url:
        'https://cafe.example/blog/post?utm_source=newsletter&utm_medium=email&utm_campaign=may&pd_placement=pl_1',
      parent_referrer: 'https://mail.example',
      visit: expect.stringMatching(UUID),
    });
    // Kept in this tab's sessionStorage, and nothing more than that.
    expect([...store.data.keys()]).toEqual(['playdesk.visit']);
  });

  it('keeps nothing else of the host page’s query or hash (it may be personal)', () => {
    expect(pageQuery('https://shop.example/order?email=ann%40example.com&id=7#pay', '')).toEqual({
      url: 'https://shop.example/order',
    });
  });

  it('keeps the first touch across the pages of the visit in the tab', () => {
    const store = tab();
    const first = read(
      visitQuery(store, 'https://cafe.example/?utm_source=qr', 'https://www.google.com/search?q=x'),
    );
    const again = read(
      visitQuery(store, 'https://cafe.example/?utm_source=qr', 'https://www.google.com/'),
    );
    expect(again).toEqual(first);
    const later = read(visitQuery(store, 'https://cafe.example/menu', 'https://cafe.example/'));
    expect(later).toEqual({
      parent_url: 'https://cafe.example/menu',
      parent_referrer: 'https://cafe.example',
      visit: first.visit,
      visit_url: 'https://cafe.example/?utm_source=qr',
      visit_referrer: 'https://www.google.com',
    });
    // Another tab is another visit.
    expect(read(visitQuery(tab(), 'https://cafe.example/menu', '')).visit).not.toBe(first.visit);
  });

  it('works without storage, and says nothing of what it cannot read', () => {
    const blocked: TabStore = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    };
    expect(read(visitQuery(blocked, 'about:blank', 'javascript:alert(1)'))).toEqual({
      visit: expect.stringMatching(UUID),
    });
    expect(read(visitQuery(null, 'https://cafe.example/', '')).visit).toMatch(UUID);
  });
});
