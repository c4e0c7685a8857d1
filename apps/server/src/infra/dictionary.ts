/**
 * The word games' dictionaries, one per language (docs/game-rules.md#languages), on the server
 * only: they are megabytes, never part of a browser bundle. Each is loaded on the first play or
 * save in its language and kept for the process's life.
 *
 * Loading is the slow part (decoding a list or a trie takes 0.3–3.5 s of one core, see
 * docs/guides/add-a-language.md): `dictionaryReady(language)` does it in a worker thread, which hands
 * back cspell's binary trie of it (a transferred buffer) that this thread turns into a lookup in
 * milliseconds, so a first German Wordle never stalls the other requests. The
 * server awaits it wherever a game asks the dictionary (saving a game, starting and moving in a
 * play: `usesDictionary` of packages/games). A lookup before that loads in this thread, as before.
 *
 * Words are looked up in the language's tile form (`normalizeLetters` of
 * `packages/games/src/wordle/letters.ts`): the French `ecole` finds `école`, the Dutch `ĳzer`
 * finds `ijzer`. Sources (npm packages, see docs/guides/add-a-language.md):
 * - en `word-list`, fr `an-array-of-french-words`, es `an-array-of-spanish-words`: plain lists,
 *   kept as a trie of the tile forms of their words of Wordle's lengths (4–8 tiles; Wordhunt does
 *   not ask the dictionary).
 * - de, it, nl, pt: cspell's Hunspell-derived dictionaries (`@cspell/dict-*`, affixes already
 *   expanded), read with `cspell-trie-lib` and asked directly (listing them would take seconds
 *   to minutes: Italian's trie holds millions of forms). Their tries also hold every word
 *   lower-cased without accents, which is the tile form of Italian, Portuguese and Dutch (`ĳ`
 *   spelt `ij`); German keeps `ä ö ü ß`, so it is asked for the word as it is or capitalised
 *   (nouns), never without its umlauts.
 */
import { Worker } from 'node:worker_threads';
import { decodeTrie } from 'cspell-trie-lib';
import { gameOf, type GameType } from '@playdesk/games/registry';
import {
  isTileWord,
  normalizeLetters,
  wordLanguage,
  type WordLanguage,
} from '@playdesk/games/letters';
import {
  DICTIONARY_SOURCES,
  prepareDictionary,
  type PreparedDictionary,
} from './dictionary-source.js';

type Lookup = (tiles: string) => boolean;

/** A lookup from what `prepareDictionary` made (in the worker, or here). */
function lookupOf(language: WordLanguage, prepared: PreparedDictionary): Lookup {
  const trie = decodeTrie(prepared.binary);
  const has = (word: string, caseSensitive: boolean) =>
    trie.hasWord(word, caseSensitive) && !trie.isForbiddenWord(word);
  const source = DICTIONARY_SOURCES[language];
  // A list's trie holds the tile forms themselves.
  if (source.kind === 'list') return (tiles) => has(tiles, true);
  // German: as it is or capitalised (nouns), accents and all.
  if (source.ask === 'exact')
    return (tiles) => has(tiles, true) || has(tiles.charAt(0).toUpperCase() + tiles.slice(1), true);
  const toTrie = source.ask;
  return (tiles) => has(toTrie(tiles), false);
}

const loaded = new Map<WordLanguage, Lookup>();
const loading = new Map<WordLanguage, Promise<void>>();

/**
 * The worker: the bundle's `dictionary-worker.js` beside `main.js`, or, when the server runs from
 * its TypeScript sources (tests, `npm run dev`), the `.ts` file through tsx's loader, registered
 * inside the worker (a worker's `--import` does not reach its own entry on Node 20).
 */
function startWorker(language: WordLanguage): Worker {
  const workerData = { language };
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./dictionary-worker.js', import.meta.url), { workerData });
  const script = JSON.stringify(new URL('./dictionary-worker.ts', import.meta.url).href);
  return new Worker(
    `import('tsx/esm/api').then(({ register }) => { register(); return import(${script}); });`,
    { eval: true, workerData },
  );
}

/** Loads `language`'s dictionary in a worker thread (once; later calls share the load). */
export function dictionaryReady(language?: string): Promise<void> {
  const lang = wordLanguage(language);
  if (loaded.has(lang)) return Promise.resolve();
  let pending = loading.get(lang);
  if (!pending) {
    pending = new Promise<PreparedDictionary>((resolve, reject) => {
      const worker = startWorker(lang);
      worker.once('message', (prepared: PreparedDictionary) => {
        resolve(prepared);
        void worker.terminate();
      });
      worker.once('error', reject);
      worker.once('exit', (code) =>
        reject(new Error(`The ${lang} dictionary worker exited (${code})`)),
      );
    })
      .then(
        (prepared) => {
          if (!loaded.has(lang)) loaded.set(lang, lookupOf(lang, prepared));
        },
        // A worker that cannot start (a missing build file): the first lookup loads it here.
        (error: unknown) =>
          process.emitWarning(
            `The ${lang} dictionary could not be loaded in a worker (${String(error)}); it will be loaded in the server's thread`,
          ),
      )
      .finally(() => loading.delete(lang));
    loading.set(lang, pending);
  }
  return pending;
}

/**
 * Loads, off this thread, the dictionaries a game of `type` asks in `languages` (a Wordle's), so
 * that checking its content or refereeing its play never stalls the server for seconds. Other
 * games ask none: nothing is loaded.
 */
export function dictionariesFor(
  type: GameType,
  languages: Iterable<string | null | undefined>,
): Promise<void> | undefined {
  // Undefined, not a resolved promise, for the other games: the play paths await only when
  // there is something to wait for (an await would move a start out of its batch's tick).
  if (!gameOf(type).usesDictionary) return undefined;
  return Promise.all(
    [...new Set(languages)].map((language) => dictionaryReady(language ?? 'en')),
  ).then(() => undefined);
}

/** The language's dictionary: loaded here (blocking) when no `dictionaryReady` came first. */
export function dictionaryFor(language: WordLanguage): Lookup {
  let lookup = loaded.get(language);
  if (!lookup) {
    lookup = lookupOf(language, prepareDictionary(language));
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
