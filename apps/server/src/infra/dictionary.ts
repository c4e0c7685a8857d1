/**
 * The word games' dictionaries, one per language (docs/game-rules.md#languages), on the server
 * only: they are megabytes, never part of a browser bundle. Each is loaded on the first play or
 * save in its language and kept for the process's life.
 *
 * Words are looked up in the language's tile form (`normalizeLetters` of
 * `packages/games/src/wordle/letters.ts`): the French `ecole` finds `école`, the Dutch `ĳzer`
 * finds `ijzer`. Sources (npm packages, see docs/guides/add-a-language.md):
 * - en `word-list`, fr `an-array-of-french-words`, es `an-array-of-spanish-words`: plain lists,
 *   kept as a Set of the tile forms of their words of Wordle's lengths (4–8 tiles; Wordhunt does
 *   not ask the dictionary).
 * - de, it, nl, pt: cspell's Hunspell-derived dictionaries (`@cspell/dict-*`, affixes already
 *   expanded), read with `cspell-trie-lib` and asked directly (listing them would take seconds
 *   to minutes: Italian's trie holds millions of forms). Their tries also hold every word
 *   lower-cased without accents, which is the tile form of Italian, Portuguese and Dutch (`ĳ`
 *   spelt `ij`); German keeps `ä ö ü ß`, so it is asked for the word as it is or capitalised
 *   (nouns), never without its umlauts.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { decodeTrie } from 'cspell-trie-lib';
import wordListPath from 'word-list';
import { WORDLE_WORDS } from '@playdesk/games/content/wordle';
import {
  isTileWord,
  normalizeLetters,
  tilesOf,
  wordLanguage,
  type WordLanguage,
} from '@playdesk/games/letters';

const require = createRequire(import.meta.url);

/** Lengths (in tiles) worth keeping in a Set: Wordle's. */
const MIN_TILES = WORDLE_WORDS.minLength;
const MAX_TILES = WORDLE_WORDS.maxLength;

type Lookup = (tiles: string) => boolean;

/** A plain list read from a package's file: `lines` (one word a line) or a JSON array. */
function plainList(file: string, format: 'lines' | 'json'): string[] {
  const text = readFileSync(file, 'utf8');
  return format === 'lines' ? text.split('\n') : (JSON.parse(text) as string[]);
}

/** A Set of the tile forms of the words of usable length that use only the language's letters. */
function tileSet(lang: WordLanguage, words: Iterable<string>): Lookup {
  const set = new Set<string>();
  const plain = lang === 'nl' ? /^$/ : /^[a-z]+$/;
  for (const word of words) {
    if (word.length < MIN_TILES || word.length > MAX_TILES + 2) continue;
    if (plain.test(word)) {
      if (word.length >= MIN_TILES && word.length <= MAX_TILES) set.add(word);
      continue;
    }
    const tiles = normalizeLetters(lang, word);
    const count = tilesOf(tiles).length;
    if (count >= MIN_TILES && count <= MAX_TILES && isTileWord(lang, tiles)) set.add(tiles);
  }
  return (tiles) => set.has(tiles);
}

/** A cspell dictionary's trie, from its package (`@cspell/dict-de-de`) and file inside it. */
function cspellTrie(pkg: string, file: string) {
  const folder = dirname(require.resolve(`${pkg}/cspell-ext.json`));
  const data = readFileSync(join(folder, file));
  return decodeTrie((file.endsWith('.gz') ? gunzipSync(data) : data).toString('utf8'));
}

/** A cspell trie asked for the word lower-cased without accents (its `~` forms). */
function foldedTrie(pkg: string, file: string, toTrie: (tiles: string) => string): Lookup {
  const trie = cspellTrie(pkg, file);
  return (tiles) => {
    const word = toTrie(tiles);
    return trie.hasWord(word, false) && !trie.isForbiddenWord(word);
  };
}

/** A cspell trie asked for the word as it is or capitalised, accents and all (German). */
function exactTrie(pkg: string, file: string): Lookup {
  const trie = cspellTrie(pkg, file);
  return (tiles) => {
    const capital = tiles.charAt(0).toUpperCase() + tiles.slice(1);
    return [tiles, capital].some((word) => trie.hasWord(word, true) && !trie.isForbiddenWord(word));
  };
}

function packageFile(pkg: string, file: string): string {
  return join(dirname(require.resolve(`${pkg}/package.json`)), file);
}

const SOURCES: Record<WordLanguage, () => Lookup> = {
  en: () => tileSet('en', plainList(wordListPath, 'lines')),
  fr: () => tileSet('fr', plainList(packageFile('an-array-of-french-words', 'index.json'), 'json')),
  es: () =>
    tileSet('es', plainList(packageFile('an-array-of-spanish-words', 'index.json'), 'json')),
  de: () => exactTrie('@cspell/dict-de-de', 'de_DE.trie.gz'),
  nl: () => foldedTrie('@cspell/dict-nl-nl', 'Dutch.trie.gz', (tiles) => tiles.replace(/ĳ/g, 'ij')),
  it: () => foldedTrie('@cspell/dict-it-it', 'dict/it-it.trie', (tiles) => tiles),
  pt: () => foldedTrie('@cspell/dict-pt-pt', 'dict/Portuguese-European.trie.gz', (tiles) => tiles),
};

const loaded = new Map<WordLanguage, Lookup>();

/** The language's dictionary, loaded on first use and kept. */
export function dictionaryFor(language: WordLanguage): Lookup {
  let lookup = loaded.get(language);
  if (!lookup) {
    lookup = SOURCES[language]();
    loaded.set(language, lookup);
  }
  return lookup;
}

/** Languages whose dictionary is loaded (for tests and measurements). */
export function loadedDictionaries(): WordLanguage[] {
  return [...loaded.keys()];
}

/**
 * Whether `word` is a word of `language` (absent or unknown: English). The word may be typed with
 * or without accents: it is put in the language's tile form first.
 */
export function isDictionaryWord(word: string, language?: string): boolean {
  const lang = wordLanguage(language);
  const tiles = normalizeLetters(lang, word);
  if (!isTileWord(lang, tiles)) return false;
  return dictionaryFor(lang)(tiles);
}
