import { gameOf, type GameType, type GameView } from '@playdesk/games/registry';
import { describe, expect, it } from 'vitest';
import {
  canBuyLetter,
  frozenSecondsLeft,
  isImageRef,
  livesOf,
  pointsText,
  reasonText,
} from './game-info.js';

/** A real view of each game: its starter content, just started. */
function viewOf<T extends GameType>(type: T): GameView<T> {
  const { engine, starter } = gameOf(type);
  const content = engine.contentSchema.parse(starter.content);
  return engine.view(
    engine.start(content, { difficulty: 'easy', seed: 1, now: 0 }),
    0,
  ) as GameView<T>;
}

describe('livesOf', () => {
  it('reads lives from the view', () => {
    const view = { ...viewOf('emojiq'), lives: 5, max_lives: 8 };
    expect(livesOf('emojiq', 'easy', view)).toEqual({ lives: 5, max: 8 });
  });
  it('shows full lives before the game starts', () => {
    expect(livesOf('emojiq', 'hard', null)).toEqual({ lives: 4, max: 4 });
  });
  it('has no lives for other games', () => {
    expect(livesOf('wordle', 'easy', viewOf('wordle'))).toBeNull();
  });
});

describe('view fields', () => {
  it('reads can_buy_letter and time_left_seconds where the game has them', () => {
    expect(canBuyLetter({ ...viewOf('emojiq'), can_buy_letter: true })).toBe(true);
    expect(canBuyLetter({ ...viewOf('emojiq'), can_buy_letter: false })).toBe(false);
    expect(canBuyLetter(viewOf('quiz'))).toBe(false);
    expect(frozenSecondsLeft({ ...viewOf('wordle'), time_left_seconds: 42 })).toBe(42);
    expect(frozenSecondsLeft(viewOf('emojiq'))).toBeNull();
  });
});

describe('reasonText', () => {
  it('words every engine reason', () => {
    for (const reason of [
      'solved',
      'completed',
      'prize',
      'no_luck',
      'timeout',
      'out_of_tries',
      'out_of_lives',
      'solved_by_player',
    ]) {
      expect(reasonText(reason)).toBeTruthy();
    }
    expect(reasonText(undefined)).toBeNull();
  });

  it('says how many answers of a finished quiz were right, not that it went well', () => {
    const quiz = viewOf('quiz');
    expect(reasonText('completed', { ...quiz, correct_count: 0, total: 4, status: 'lost' })).toBe(
      'You got 0 of 4 right.',
    );
    expect(reasonText('completed', { ...quiz, correct_count: 9, total: 9, status: 'won' })).toBe(
      'You got 9 of 9 right.',
    );
    expect(reasonText('completed', null)).toBe('All questions answered.');
  });

  it('names the outcome a personality test came to', () => {
    const test = viewOf('personality');
    const result = {
      id: 'flat',
      title: 'The flat white',
      text: 'Smooth.',
      image: null,
      link: null,
    };
    expect(reasonText('completed', { ...test, result })).toBe('Your result: The flat white');
    expect(reasonText('completed', { ...test, result: null })).toBe('All questions answered.');
  });

  it('names the prize a scratch card held', () => {
    const card = viewOf('scratch');
    const prize = { kind: 'prize', prize_id: 'p1', label: 'Free espresso' } as const;
    expect(reasonText('prize', { ...card, result: prize })).toBe('Your prize: Free espresso');
    expect(reasonText('prize', { ...card, result: null })).toBe('Your card holds a prize.');
    const noLuck = { kind: 'no_luck', text: 'Next time!' } as const;
    expect(reasonText('no_luck', { ...card, result: noLuck })).toBe('No prize on this card.');
  });
});

describe('isImageRef', () => {
  it('tells image addresses from emoji', () => {
    expect(isImageRef('https://cdn.example/i.png')).toBe(true);
    expect(isImageRef(`/media/${'0f'.repeat(16)}.png`)).toBe(true);
    expect(isImageRef('javascript:alert(1)')).toBe(false);
    expect(isImageRef('☕')).toBe(false);
    expect(isImageRef('//evil.example/x')).toBe(false);
  });
});

describe('pointsText', () => {
  it('follows the documented points per game (product-rules.md#points)', () => {
    expect(pointsText('wordle', 'hard')).toBe('Win 10 points');
    expect(pointsText('quiz', 'easy')).toBe('5 points per right answer');
    expect(pointsText('scratch', 'normal')).toBe('5 points per card');
    expect(pointsText('puzzle', 'normal')).toBe('Win 30 points');
    expect(pointsText('emojiq', 'hard')).toBe('Win 50 points');
    expect(pointsText('personality', 'hard')).toBeNull();
  });
});
