/**
 * Where each language's dictionary comes from, and the compact form it is loaded into
 * (infra/dictionary.ts), a binary trie: made in the dictionary worker, or in the server's thread when a word is
 * asked before the worker was (see dictionary.ts for the packages and the tile forms).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { buildITrieFromWords, decodeTrie } from 'cspell-trie-lib';
import wordListPath from 'word-list';
import { WORDLE_WORDS } from '@playdesk/games/content/wordle';
import { isTileWord, normalizeLetters, tilesOf, type WordLanguage } from '@playdesk/games/letters';

const require = createRequire(import.meta.url);

/** Lengths (in tiles) worth keeping in a Set: Wordle's. */
const MIN_TILES = WORDLE_WORDS.minLength;
const MAX_TILES = WORDLE_WORDS.maxLength;

export type DictionarySource =
  /** A plain list of words, kept as a trie of their tile forms, asked as they are. */
  | { kind: 'list'; words: () => string[] }
  /**
   * A cspell trie, asked for the word `exact` (as it is or capitalised) or lower-cased without
   * accents through `ask` (its `~` forms).
   */
  | { kind: 'trie'; pkg: string; file: string; ask: 'exact' | ((tiles: string) => string) };

/**
 * What a worker hands back: the dictionary as cspell's binary trie (a transferable buffer that
 * this thread decodes in milliseconds, where building a Set of a list's words took up to 180 ms).
 */
export interface PreparedDictionary {
  binary: Uint8Array<ArrayBuffer>;
}

/** A plain list read from a package's file: `lines` (one word a line) or a JSON array. */
function plainList(file: string, format: 'lines' | 'json'): string[] {
  const text = readFileSync(file, 'utf8');
  return format === 'lines' ? text.split('\n') : (JSON.parse(text) as string[]);
}

function packageFile(pkg: string, file: string): string {
  return join(dirname(require.resolve(`${pkg}/package.json`)), file);
}

export const DICTIONARY_SOURCES: Record<WordLanguage, DictionarySource> = {
  en: { kind: 'list', words: () => plainList(wordListPath, 'lines') },
  fr: {
    kind: 'list',
    words: () => plainList(packageFile('an-array-of-french-words', 'index.json'), 'json'),
  },
  es: {
    kind: 'list',
    words: () => plainList(packageFile('an-array-of-spanish-words', 'index.json'), 'json'),
  },
  de: { kind: 'trie', pkg: '@cspell/dict-de-de', file: 'de_DE.trie.gz', ask: 'exact' },
  nl: {
    kind: 'trie',
    pkg: '@cspell/dict-nl-nl',
    file: 'Dutch.trie.gz',
    ask: (tiles) => tiles.replace(/ĳ/g, 'ij'),
  },
  it: { kind: 'trie', pkg: '@cspell/dict-it-it', file: 'dict/it-it.trie', ask: (tiles) => tiles },
  pt: {
    kind: 'trie',
    pkg: '@cspell/dict-pt-pt',
    file: 'dict/Portuguese-European.trie.gz',
    ask: (tiles) => tiles,
  },
};

/** The tile forms of the words of usable length that use only the language's letters. */
function tileForms(lang: WordLanguage, words: Iterable<string>): Set<string> {
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
  return set;
}

/**
 * Reads `language`'s package and makes its compact form: the slow part (seconds for German), done
 * off the server's thread by the worker.
 */
export function prepareDictionary(language: WordLanguage): PreparedDictionary {
  const source = DICTIONARY_SOURCES[language];
  const trie =
    source.kind === 'list'
      ? buildITrieFromWords(tileForms(language, source.words()))
      : cspellTrie(source.pkg, source.file);
  const binary = trie.data.encodeToBTrie?.();
  if (!binary) throw new Error(`cspell-trie-lib cannot encode the ${language} dictionary`);
  return { binary };
}

function cspellTrie(pkg: string, file: string) {
  const folder = dirname(require.resolve(`${pkg}/cspell-ext.json`));
  const data = readFileSync(join(folder, file));
  return decodeTrie((file.endsWith('.gz') ? gunzipSync(data) : data).toString('utf8'));
}
