import { describe, expect, it } from 'vitest';
import { addWords, oddsSummary, percentValue, splitWords } from './content-helpers';

describe('content helpers', () => {
  it('sums odds exactly and leaves the rest to no luck', () => {
    expect(oddsSummary([20, 5])).toEqual({ total: 25, noLuck: 75 });
    expect(oddsSummary([33.33, 33.33, 33.33])).toEqual({ total: 99.99, noLuck: 0.01 });
    expect(oddsSummary([0.1, 0.2])).toEqual({ total: 0.3, noLuck: 99.7 });
    expect(oddsSummary([70, 40])).toEqual({ total: 110, noLuck: 0 });
    expect(oddsSummary([Number.NaN, -5, 10])).toEqual({ total: 10, noLuck: 90 });
  });

  it('prints percentages without noise', () => {
    expect(percentValue(25)).toBe(25);
    expect(percentValue(12.5)).toBe(12.5);
    expect(percentValue(0.30000000000000004)).toBe(0.3);
    expect(percentValue(33.333333)).toBe(33.33);
  });

  it('splits typed or pasted words', () => {
    expect(splitWords(' latte, mocha\ncrema;;beans  ')).toEqual([
      'latte',
      'mocha',
      'crema',
      'beans',
    ]);
    expect(splitWords('   ')).toEqual([]);
  });

  it('adds words in the game’s case, without duplicates, up to the limit', () => {
    expect(addWords(['ROAST'], ['roast', 'Latte', 'mocha'], 'upper', 3)).toEqual({
      words: ['ROAST', 'LATTE', 'MOCHA'],
      duplicates: ['ROAST'],
      overflow: [],
    });
    expect(addWords(['latte'], ['Mocha', 'crema'], 'lower', 2)).toEqual({
      words: ['latte', 'mocha'],
      duplicates: [],
      overflow: ['crema'],
    });
  });
});
