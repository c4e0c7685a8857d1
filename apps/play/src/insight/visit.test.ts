import { afterEach, describe, expect, it, vi } from 'vitest';
import { ensureVisit, readAttribution, VISIT_KEY } from './visit.js';
import type { VisitStorage } from './visit.js';

const APP = 'https://play.example';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function memoryStorage(): VisitStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
}

describe('reading where a visit came from', () => {
  it('takes the page’s UTM parameters, placement and referrer on a game page', () => {
    expect(
      readAttribution({
        href: `${APP}/game/g1?utm_source=newsletter&utm_medium=email&utm_campaign=may&pd_placement=pl_Counter1`,
        referrer: 'https://mail.example/inbox',
        embed: false,
      }),
    ).toEqual({
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'may',
      placement: 'pl_Counter1',
      referrer: 'https://mail.example/inbox',
    });
  });

  it('in an embed, reads the host page’s parameters, its referrer and its address', () => {
    const host =
      'https://cafe.example/blog?utm_source=newsletter&utm_medium=email&utm_campaign=may';
    const frame = `${APP}/game-embedder/g1/inline?${new URLSearchParams({
      parent_url: host,
      parent_referrer: 'https://news.example',
    }).toString()}`;
    expect(
      // The frame's own referrer is the host page: not where the visit came from.
      readAttribution({ href: frame, referrer: 'https://cafe.example/', embed: true }),
    ).toEqual({
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'may',
      referrer: 'https://news.example',
      host_url: host,
    });
  });

  it('on a later page of the host site, keeps where the visit began (the runtime says)', () => {
    const frame = `${APP}/game-embedder/g1/popup?${new URLSearchParams({
      parent_url: 'https://cafe.example/menu',
      parent_referrer: 'https://cafe.example',
      visit: '0b7a3c4e-1f2a-4b3c-8d4e-5f6a7b8c9d0e',
      visit_url: 'https://cafe.example/?utm_source=qr&utm_medium=print',
    }).toString()}`;
    expect(
      ensureVisit(null, { href: frame, referrer: 'https://cafe.example/', embed: true }),
    ).toEqual({
      // The host page's tab keeps the visit: the frame takes its id.
      visit_id: '0b7a3c4e-1f2a-4b3c-8d4e-5f6a7b8c9d0e',
      utm_source: 'qr',
      utm_medium: 'print',
      host_url: 'https://cafe.example/?utm_source=qr&utm_medium=print',
    });
  });

  it('in a hand-pasted iframe, the referrer is the host page (its parameters are not the frame’s)', () => {
    expect(
      readAttribution({
        href: `${APP}/game-embedder/g1?utm_source=ignored`,
        referrer: 'https://cafe.example/',
        embed: true,
      }),
    ).toEqual({ host_url: 'https://cafe.example/' });
  });

  it('keeps only the referrer when there is no campaign', () => {
    expect(
      readAttribution({
        href: `${APP}/game/g1`,
        referrer: 'https://www.instagram.com/',
        embed: false,
      }),
    ).toEqual({ referrer: 'https://www.instagram.com/' });
  });

  it('is empty for a direct visit (the server then says direct), and for our own pages', () => {
    expect(readAttribution({ href: `${APP}/game/g1`, referrer: '', embed: false })).toEqual({});
    expect(
      readAttribution({
        href: `${APP}/game/g1`,
        referrer: `${APP}/game?account=acc1`,
        embed: false,
      }),
    ).toEqual({});
  });

  it('bounds the values and drops a placement that is not a public id', () => {
    const long = 'x'.repeat(150);
    const read = readAttribution({
      href: `${APP}/game/g1?utm_source=${long}&utm_medium=%20%20&pd_placement=a%20b`,
      referrer: `https://r.example/${'y'.repeat(3000)}`,
      embed: false,
    });
    expect(read.utm_source).toHaveLength(100);
    expect(read.referrer).toHaveLength(2000);
    expect(read).not.toHaveProperty('utm_medium');
    expect(read).not.toHaveProperty('placement');
  });
});

describe('the visit', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is made once per tab: a random UUID, the first touch kept across pages', () => {
    const tab = memoryStorage();
    const first = ensureVisit(tab, {
      href: `${APP}/game/g1?utm_source=newsletter&utm_medium=email`,
      referrer: 'https://mail.example/',
      embed: false,
    });
    expect(first.visit_id).toMatch(UUID);
    expect(first.utm_source).toBe('newsletter');
    expect(JSON.parse(tab.data.get(VISIT_KEY)!)).toEqual(first);
    // The next page of the tab came from elsewhere: the visit stays what it was.
    const later = ensureVisit(tab, {
      href: `${APP}/game/g2?utm_source=instagram`,
      referrer: 'https://www.instagram.com/',
      embed: false,
    });
    expect(later).toEqual(first);
    // Another tab is another visit.
    const other = ensureVisit(memoryStorage(), {
      href: `${APP}/game/g1`,
      referrer: '',
      embed: false,
    });
    expect(other.visit_id).toMatch(UUID);
    expect(other.visit_id).not.toBe(first.visit_id);
  });

  it('makes a v4 UUID where the page lacks crypto.randomUUID (plain http)', () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', {
      getRandomValues: (array: Uint8Array) => real.getRandomValues(array),
    });
    const ids = new Set(
      Array.from(
        { length: 50 },
        () => ensureVisit(null, { href: `${APP}/game/g1`, referrer: '', embed: false }).visit_id,
      ),
    );
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(UUID);
  });

  it('replaces a kept visit that is not one, and lives without storage', () => {
    const tab = memoryStorage();
    tab.data.set(VISIT_KEY, '{"visit_id":"not-a-uuid"}');
    expect(
      ensureVisit(tab, { href: `${APP}/game/g1`, referrer: '', embed: false }).visit_id,
    ).toMatch(UUID);
    const blocked: VisitStorage = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    };
    expect(ensureVisit(blocked, { href: `${APP}/game/g1`, referrer: '', embed: false })).toEqual({
      visit_id: expect.stringMatching(UUID),
    });
    expect(
      ensureVisit(null, { href: `${APP}/game/g1`, referrer: '', embed: false }).visit_id,
    ).toMatch(UUID);
  });

  it('writes no cookie and nothing in localStorage: only the tab’s sessionStorage', async () => {
    const session = memoryStorage();
    const local = {
      getItem: vi.fn(() => null),
      setItem: vi.fn(),
      removeItem: vi.fn(),
    };
    const cookieWrites: string[] = [];
    const doc = {
      referrer: 'https://news.example/',
      visibilityState: 'visible',
      addEventListener: vi.fn(),
      get cookie() {
        return '';
      },
      set cookie(value: string) {
        cookieWrites.push(value);
      },
    };
    const beacons: Blob[] = [];
    vi.stubGlobal('window', {
      sessionStorage: session,
      localStorage: local,
      location: {
        href: `${APP}/game/g1?utm_source=newsletter`,
        pathname: '/game/g1',
      },
      addEventListener: vi.fn(),
      setTimeout: (run: () => void) => run(),
    });
    vi.stubGlobal('document', doc);
    vi.stubGlobal('navigator', {
      sendBeacon: (_url: string, data: Blob) => beacons.push(data) > 0,
    });
    vi.resetModules();
    const { currentVisit } = await import('./visit.js');
    const { track } = await import('./track.js');
    const visit = currentVisit();
    expect(visit.utm_source).toBe('newsletter');
    track('view', {
      public_id: 'g1',
      language: 'en',
      experiment: { public_id: 'exp1', variant: 'B' },
    } as Parameters<typeof track>[1]);
    // The beacon is a chunk of its own, loaded with the first step.
    await vi.waitFor(() => expect(beacons).toHaveLength(1));
    expect(JSON.parse(await beacons[0]!.text())).toEqual({
      visit,
      events: [{ step: 'view', game: 'g1', variant: 'B', language: 'en' }],
    });
    expect([...session.data.keys()]).toEqual([VISIT_KEY]);
    expect(local.setItem).not.toHaveBeenCalled();
    expect(local.getItem).not.toHaveBeenCalled();
    expect(cookieWrites).toEqual([]);
  });
});
