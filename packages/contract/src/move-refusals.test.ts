import { describe, expect, it } from 'vitest';
import { moveRefusal } from './move-refusals.js';

describe('moveRefusal (issue 33 §9)', () => {
  it("gives each engine's reason its code and params", () => {
    expect(moveRefusal('Enter a 5-letter word')).toEqual(['move.word_length', { length: 5 }]);
    expect(moveRefusal('Use letters only')).toEqual(['move.letters_only']);
    expect(moveRefusal('Not in word list')).toEqual(['move.not_in_word_list']);
    expect(moveRefusal('You already found LATTE.')).toEqual([
      'move.word_already_found',
      { word: 'LATTE' },
    ]);
    expect(moveRefusal('You already tried the letter E.')).toEqual([
      'move.letter_repeated',
      { letter: 'E' },
    ]);
    expect(moveRefusal('Time is up.')).toEqual(['play.time_up']);
    expect(moveRefusal('This game is over')).toEqual(['play.session_over']);
    expect(moveRefusal('That is not something you can do in Wordhunt.')).toEqual(['move.invalid']);
    expect(moveRefusal('Something new')).toEqual(['move.refused']);
  });
});
