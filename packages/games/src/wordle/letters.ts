/**
 * The letters of the word games per language (docs/game-rules.md#languages): which letters are
 * tiles, which are folded into another when matching, and the on-screen keyboard.
 *
 * A word is matched in its *tile form*: `normalizeLetters(lang, text)`, lower-case, one code point
 * per tile, only the language's letters (`alphabetOf(lang)`). The rules:
 * - en, fr, it, pt: every accent and the cedilla are folded (`école` → `ecole`, `ação` → `acao`):
 *   a player types `ecole` and it counts as `école`; the revealed word shows its real letters.
 *   `œ`/`æ` become `oe`/`ae`.
 * - es: accents folded (`árbol` → `arbol`), `ñ` kept: it is a letter of the Spanish alphabet and
 *   has its own key (`año` and `ano` are different words). `ü` → `u`.
 * - de: `ä ö ü ß` kept as letters of their own (own keys on a German keyboard; `schon`/`schön`,
 *   `Masse`/`Maße` differ); `ß` is one tile, shown as `ẞ`. Other accents folded (`Café` → `cafe`).
 * - nl: `ij` is one tile, `ĳ` (as in Lingo and Dutch crosswords): `ijzer` has 4 tiles. Accents
 *   and the trema are folded (`één` → `een`, `ideeën` → `ideeen`).
 */

export const WORD_LANGUAGES = ['en', 'fr', 'de', 'es', 'it', 'nl', 'pt'] as const;
export type WordLanguage = (typeof WORD_LANGUAGES)[number];

const A_TO_Z = 'abcdefghijklmnopqrstuvwxyz';

/** Letters a language keeps as tiles of their own besides a–z. */
const EXTRA_LETTERS: Record<WordLanguage, string> = {
  en: '',
  fr: '',
  de: 'äöüß',
  es: 'ñ',
  it: '',
  nl: 'ĳ',
  pt: '',
};

/** Ligatures written as two letters in every language. */
const LIGATURES: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss', ĳ: 'ij' };

/** Whether `lang` is one of the word games' languages. */
export function isWordLanguage(lang: unknown): lang is WordLanguage {
  return typeof lang === 'string' && (WORD_LANGUAGES as readonly string[]).includes(lang);
}

/**
 * A word game's refusal of a language it has no words for (Arabic, say), or null: the game's
 * words and guesses follow its language's letters and dictionary (docs/game-rules.md#languages).
 */
export function wordLanguageProblem(game: string, lang: string | undefined) {
  if (lang === undefined || isWordLanguage(lang)) return null;
  return {
    message: `${game} has no words in this language yet.`,
    problems: [
      {
        path: [] as (string | number)[],
        message: `${game} can be played in ${WORD_LANGUAGES.join(', ')}, not ${lang}`,
      },
    ],
  };
}

/** The language's word rules; anything unknown (an older game, a language without words) is English. */
export function wordLanguage(lang: string | null | undefined): WordLanguage {
  if (!lang) return 'en';
  const base = lang.toLowerCase().split(/[-_]/)[0];
  return isWordLanguage(base) ? base : 'en';
}

/** The letters that are tiles in a language, a–z first. */
export function alphabetOf(lang: WordLanguage): string[] {
  return [...A_TO_Z, ...EXTRA_LETTERS[lang]];
}

function foldLetter(lang: WordLanguage, letter: string): string {
  if (EXTRA_LETTERS[lang].includes(letter)) return letter;
  const ligature = LIGATURES[letter];
  if (ligature) return ligature;
  return letter.normalize('NFD').replace(/\p{M}/gu, '');
}

/** Already in tile form in every language but Dutch (whose `ij` is one tile): plain a–z. */
const PLAIN = /^[a-z]*$/;

/**
 * The tile form of a word in a language: trimmed, lower-case, accents folded or kept by the
 * language's rule, Dutch `ij` as the one tile `ĳ`. Characters that are not letters are kept as
 * they are, so `isTileWord` can refuse them.
 */
export function normalizeLetters(lang: WordLanguage, text: string): string {
  // Most words are plain a–z already: no code point to fold (a Wordle start checks every secret
  // word of its game, twice, and this was a seventh of the start's CPU).
  if (PLAIN.test(text)) return lang === 'nl' ? text.replace(/ij/g, 'ĳ') : text;
  const lower = text.trim().normalize('NFC').replace(/ẞ/g, 'ß').toLowerCase();
  const folded = [...lower].map((letter) => foldLetter(lang, letter)).join('');
  return lang === 'nl' ? folded.replace(/ij/g, 'ĳ') : folded;
}

/** The tiles of a word in tile form (one code point each). */
export function tilesOf(word: string): string[] {
  return [...word];
}

const ALPHABETS = new Map(WORD_LANGUAGES.map((lang) => [lang, new Set(alphabetOf(lang))]));

/** Whether a word in tile form uses only the language's letters (and has some). */
export function isTileWord(lang: WordLanguage, word: string): boolean {
  const alphabet = ALPHABETS.get(lang) ?? new Set(alphabetOf(lang));
  const tiles = tilesOf(word);
  return tiles.length > 0 && tiles.every((tile) => alphabet.has(tile));
}

/** A tile as shown in capitals: `ß` as `ẞ` (not `SS`, which would be two letters in one tile). */
export function upperTile(letter: string): string {
  return letter === 'ß' ? 'ẞ' : letter.toUpperCase();
}

/**
 * The on-screen keyboard's letter rows (Enter and Backspace are added by the view): the layout a
 * player of the language knows — AZERTY in French, QWERTZ with `ü ö ä ß` in German, `ñ` in
 * Spanish, an `ĳ` key in Dutch, QWERTY otherwise. Accents folded by the rule have no key.
 */
const KEYBOARDS: Record<WordLanguage, readonly (readonly string[])[]> = {
  en: rows('qwertyuiop', 'asdfghjkl', 'zxcvbnm'),
  fr: rows('azertyuiop', 'qsdfghjklm', 'wxcvbn'),
  de: rows('qwertzuiopü', 'asdfghjklöä', 'yxcvbnmß'),
  es: rows('qwertyuiop', 'asdfghjklñ', 'zxcvbnm'),
  it: rows('qwertyuiop', 'asdfghjkl', 'zxcvbnm'),
  nl: rows('qwertyuiop', 'asdfghjkl', 'zxcvbnmĳ'),
  pt: rows('qwertyuiop', 'asdfghjkl', 'zxcvbnm'),
};

function rows(...lines: string[]): string[][] {
  return lines.map((line) => [...line]);
}

/** The keyboard rows for a language; every letter of its alphabet has exactly one key. */
export function keyboardFor(lang: WordLanguage): readonly (readonly string[])[] {
  return KEYBOARDS[lang];
}

/** The tile a key press types in a language (`Ñ` → `ñ`; `é` → `e` in French), or null. */
export function keyTile(lang: WordLanguage, key: string): string | null {
  if ([...key].length !== 1) return null;
  const tile = normalizeLetters(lang, key);
  return tilesOf(tile).length === 1 && isTileWord(lang, tile) ? tile : null;
}
