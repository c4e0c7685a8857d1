/**
 * The Wordle dictionary: the `word-list` package's English words (about 275 000), loaded once on
 * first use and kept as a Set of lower-case words of 4–8 letters (the lengths a Wordle can have).
 * Play checks guesses against it; saving a game checks that every secret word can be guessed.
 */
import { readFileSync } from 'node:fs';
import wordListPath from 'word-list';

let words: Set<string> | undefined;

function load(): Set<string> {
  const all = readFileSync(wordListPath, 'utf8').split('\n');
  return new Set(all.filter((w) => w.length >= 4 && w.length <= 8 && /^[a-z]+$/.test(w)));
}

export function isDictionaryWord(word: string): boolean {
  words ??= load();
  return words.has(word.toLowerCase());
}
