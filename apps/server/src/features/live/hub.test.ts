import { describe, expect, it } from 'vitest';
import type { LiveView } from '@playdesk/contract';
import { COUNT_GAP_MS, countGap, stateMessages } from './hub.js';
import { viewsOf, type LiveSnapshot } from './view.js';

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
    phase,
    question: 0,
    openedAt: at,
    deadline: new Date(at.getTime() + 20_000),
    paused: null,
    reward: null,
    rewardedAt: null,
    playerCount: 2,
    createdAt: at,
    updatedAt: at,
  } as LiveSnapshot['row'],
  game: 'quiz1',
  players: ['p1', 'p2'].map((id, i) => ({
    id,
    sessionId: 's1',
    nickname: `Zoë ${i} \u2028`,
    nicknameKey: `zoe ${i}`,
    team: null,
    out: false,
    score: 900 * i,
    tokenHash: `h${i}`,
    joinedAt: at,
  })) as unknown as LiveSnapshot['players'],
  answers: [{ playerId: 'p2', option: 0, points: 900, correct: true }],
  playerCount: 2,
  answerCount: 1,
});

describe('stateMessages (the fan-out serialises the shared view once)', () => {
  it.each(['question', 'revealed'] as const)(
    'gives each socket exactly the JSON of its whole state message (%s)',
    (phase) => {
      const views = viewsOf(snapshot(phase), at.getTime() + 5_000);
      const message = stateMessages(views);
      for (const playerId of [null, 'p1', 'p2', 'gone']) {
        const whole = { v: 1, type: 'state', view: views(playerId) };
        expect(JSON.parse(message(playerId))).toEqual(whole);
        expect(message(playerId)).toBe(JSON.stringify(whole));
      }
    },
  );

  it('still serialises whole views if `me` is not the last key of a view', () => {
    const views = (playerId: string | null) =>
      ({ me: playerId ? { nickname: playerId } : null, phase: 'lobby' }) as unknown as LiveView;
    const message = stateMessages(views);
    expect(JSON.parse(message('p1'))).toEqual({ v: 1, type: 'state', view: views('p1') });
  });
});

describe('countGap (count updates spaced by the fan-out’s cost)', () => {
  it('waits 250 ms for a small show, twice the last fan-out for a big one', () => {
    expect(countGap(0)).toBe(COUNT_GAP_MS);
    expect(countGap(100)).toBe(COUNT_GAP_MS);
    expect(countGap(400)).toBe(800);
  });
});
