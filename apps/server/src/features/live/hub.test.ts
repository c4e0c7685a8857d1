import { describe, expect, it, vi } from 'vitest';
import type { LiveView } from '@playdesk/contract';
import { createCacheBus } from '../../infra/cache-bus.js';
import { COUNT_GAP_MS, countGap, createLiveHub, stateMessages, VIEWS_FRESH_MS } from './hub.js';
import { translatedContent } from '@playdesk/contract';
import { personalityContentSchema } from '@playdesk/games/content/personality';
import { personalityQuestions } from '@playdesk/games/live/personality';
import { LIVE_PERSONALITY_TEST } from '@playdesk/games/live/personality-fixture';
import { viewsOf, type LiveSnapshot, type LiveViews } from './view.js';

const at = new Date('2026-11-30T12:00:00Z');
const snapshot = (phase: 'question' | 'revealed'): LiveSnapshot => ({
  row: {
    id: 's1',
    publicId: 'show',
    accountId: 'a1',
    gameId: 'g1',
    code: 'ABCDEF',
    mode: 'classic',
    teams: 0,
    questionSeconds: 20,
    questions: [{ text: 'Which "bean"?', options: ['Arabica', 'Robusta'], correct: 0 }],
    personality: null,
    translations: {
      fr: {
        questions: [{ text: 'Quel « grain » ?', options: ['Arabica', 'Robusta'], correct: 0 }],
        personality: null,
      },
    },
    phase,
    question: 0,
    openedAt: at,
    deadline: new Date(at.getTime() + 20_000),
    paused: null,
    reward: null,
    rewardedAt: null,
    playerCount: 3,
    createdAt: at,
    updatedAt: at,
  } as LiveSnapshot['row'],
  game: 'quiz1',
  players: ['p1', 'p2', 'p3'].map((id, i) => ({
    id,
    sessionId: 's1',
    nickname: `Zoë ${i} \u2028`,
    nicknameKey: `zoe ${i}`,
    team: null,
    out: false,
    score: 900 * i,
    tokenHash: `h${i}`,
    // p2 plays in French; p3 asked for German, which the show has not: its own language.
    language: [null, 'fr', 'de'][i],
    joinedAt: at,
  })) as unknown as LiveSnapshot['players'],
  answers: [{ playerId: 'p2', option: 0, points: 900, correct: true }],
  playerCount: 3,
  answerCount: 1,
});

describe('stateMessages (the fan-out serialises the shared view once)', () => {
  it.each(['question', 'revealed'] as const)(
    'gives each socket exactly the JSON of its whole state message (%s)',
    (phase) => {
      const views = viewsOf(snapshot(phase), at.getTime() + 5_000);
      const message = stateMessages(views);
      for (const playerId of [null, 'p1', 'p2', 'p3', 'gone']) {
        const whole = { v: 1, type: 'state', view: views(playerId) };
        expect(JSON.parse(message(playerId))).toEqual(whole);
        expect(message(playerId)).toBe(JSON.stringify(whole));
      }
    },
  );

  it('gives a phone the question in its language, the screen and the others in the show’s', () => {
    const views = viewsOf(snapshot('question'), at.getTime() + 5_000);
    const message = stateMessages(views);
    const questionOf = (playerId: string | null) =>
      (JSON.parse(message(playerId)) as { view: LiveView }).view.question!.text;
    expect(questionOf('p2')).toBe('Quel « grain » ?');
    expect([null, 'p1', 'p3'].map(questionOf)).toEqual(Array(3).fill('Which "bean"?'));
  });

  it('still serialises whole views if `me` is not the last key of a view', () => {
    const view = (playerId: string | null) =>
      ({ me: playerId ? { nickname: playerId } : null, phase: 'lobby' }) as unknown as LiveView;
    const views = Object.assign(view, {
      shared: () => view(null),
      own: (playerId: string) => ({ me: view(playerId).me!, language: null }),
    });
    const message = stateMessages(views);
    expect(JSON.parse(message('p1'))).toEqual({ v: 1, type: 'state', view: views('p1') });
  });
});

describe('viewsOf (a personality test’s end in the phone’s language)', () => {
  it('gives a French phone its outcome in French, the screen the outcomes in the show’s language', () => {
    const test = personalityContentSchema.parse(LIVE_PERSONALITY_TEST);
    const french = personalityContentSchema.parse(
      translatedContent(LIVE_PERSONALITY_TEST, {
        'outcomes.0.title': 'Amateur de latte',
        'outcomes.0.text': 'Doux et régulier.',
      }),
    );
    const snap = snapshot('revealed');
    const ended: LiveSnapshot = {
      ...snap,
      row: {
        ...snap.row,
        phase: 'ended',
        questions: personalityQuestions(test),
        personality: test,
        translations: { fr: { questions: personalityQuestions(french), personality: french } },
      },
      players: snap.players.map((p) => ({ ...p, outcome: 'latte' })),
      answers: [],
    };
    const views = viewsOf(ended, at.getTime());
    expect(views('p2').me!.outcome).toMatchObject({
      title: 'Amateur de latte',
      text: 'Doux et régulier.',
    });
    expect(views('p2').outcomes![0]).toMatchObject({
      id: 'latte',
      title: 'Amateur de latte',
      players: 3,
    });
    expect(views('p1').me!.outcome!.title).toBe('Latte lover');
    expect(views(null).outcomes![0]!.title).toBe('Latte lover');
  });
});

describe('countGap (count updates spaced by the fan-out’s cost)', () => {
  it('waits 250 ms for a small show, twice the last fan-out for a big one', () => {
    expect(countGap(0)).toBe(COUNT_GAP_MS);
    expect(countGap(100)).toBe(COUNT_GAP_MS);
    expect(countGap(400)).toBe(800);
  });
});

describe('the views for hellos, joins and polls (hub.views)', () => {
  /** A hub on an in-process bus whose reads are held until the test lets them go. */
  function hubWithReads() {
    const bus = createCacheBus(null);
    const reads: { only: readonly string[]; release: () => void }[] = [];
    let now = 0;
    const fakeViews = (only: readonly string[]): LiveViews => {
      const views = (playerId: string | null) =>
        ({ me: playerId && only.includes(playerId) ? { nickname: playerId } : null }) as LiveView;
      return Object.assign(views, {
        shared: () => ({}) as Omit<LiveView, 'me'>,
        own: (playerId: string) =>
          only.includes(playerId)
            ? { me: { nickname: playerId } as NonNullable<LiveView['me']>, language: null }
            : null,
      });
    };
    const hub = createLiveHub(
      bus,
      (_id, only = []) =>
        new Promise<LiveViews>((resolve) =>
          reads.push({ only, release: () => resolve(fakeViews(only)) }),
        ),
      (error) => {
        throw error;
      },
      () => now,
    );
    const settle = () => new Promise((resolve) => setImmediate(resolve));
    return { hub, reads, settle, tick: (ms: number) => (now += ms) };
  }

  it('gives the hellos of one moment one read, of their own players', async () => {
    const { hub, reads, settle } = hubWithReads();
    const asked = [hub.views('s1', 'p1'), hub.views('s1', 'p2'), hub.views('s1', null)];
    await settle();
    expect(reads.map((r) => [...r.only].sort())).toEqual([['p1', 'p2']]);
    reads[0]!.release();
    const [p1, p2, screen] = await Promise.all(asked);
    expect(p1!('p1').me).toEqual({ nickname: 'p1' });
    expect(p2!('p2').me).toEqual({ nickname: 'p2' });
    expect(screen!(null).me).toBeNull();
  });

  it('serves a later hello from that read for 250 ms when it holds its row, else reads it', async () => {
    const { hub, reads, settle, tick } = hubWithReads();
    const first = hub.views('s1', 'p1');
    await settle();
    reads[0]!.release();
    await first;
    tick(100);
    // Its row is in the read, and a join or a screen needs none: no read.
    expect((await hub.views('s1', 'p1'))!('p1').me).toEqual({ nickname: 'p1' });
    await hub.views('s1', null);
    expect(reads).toHaveLength(1);
    // A player the read does not hold (joined after it) gets a read of its own row.
    const late = hub.views('s1', 'p3');
    await settle();
    expect(reads[1]!.only).toEqual(['p3']);
    reads[1]!.release();
    expect((await late)!('p3').me).toEqual({ nickname: 'p3' });
    // Past 250 ms, read again.
    tick(VIEWS_FRESH_MS);
    const again = hub.views('s1', 'p1');
    await settle();
    expect(reads).toHaveLength(3);
    reads[2]!.release();
    await again;
  });

  it('reads again for a hello whose read a command overtook, and keeps no view from before it', async () => {
    const { hub, reads, settle } = hubWithReads();
    const hello = hub.views('s1', 'p1');
    await settle();
    expect(reads).toHaveLength(1);
    // The host's command arrives while the show is read.
    hub.notify('s1', true);
    reads[0]!.release();
    await vi.waitFor(() => expect(reads).toHaveLength(2));
    reads[1]!.release();
    expect((await hello)!('p1').me).toEqual({ nickname: 'p1' });
    // The read after the command is kept: the next hello needs none.
    await hub.views('s1', 'p1');
    expect(reads).toHaveLength(2);
  });

  it('gives a phone that said hello during a fan-out’s read no view without its row, then its own', async () => {
    const { hub, reads, settle } = hubWithReads();
    const sent = (playerId: string) => {
      const texts: string[] = [];
      return {
        texts,
        socket: { playerId, send: () => {}, sendText: (text: string) => texts.push(text) },
      };
    };
    const p1 = sent('p1');
    hub.add('s1', p1.socket);
    // A command: the fan-out reads the rows of the phones connected now (p1).
    hub.notify('s1', true);
    await vi.waitFor(() => expect(reads).toHaveLength(1));
    expect(reads[0]!.only).toEqual(['p1']);
    // p2's hello lands while that read runs (its own view came from its hello's read).
    const p2 = sent('p2');
    hub.add('s1', p2.socket);
    reads[0]!.release();
    await vi.waitFor(() => expect(p1.texts).toHaveLength(1));
    await settle();
    expect(p2.texts).toEqual([]);
    // The next count update (a real timer, COUNT_GAP_MS later) holds p2's row: its `me`.
    await vi.waitFor(() => expect(reads).toHaveLength(2), { timeout: 2 * COUNT_GAP_MS + 500 });
    expect([...reads[1]!.only].sort()).toEqual(['p1', 'p2']);
    reads[1]!.release();
    await vi.waitFor(() => expect(p2.texts).toHaveLength(1));
    const view = (JSON.parse(p2.texts[0]!) as { view: LiveView }).view;
    expect(view.me).toEqual({ nickname: 'p2' });
    hub.close();
  });
});
