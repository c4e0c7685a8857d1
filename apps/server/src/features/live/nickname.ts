/**
 * The nickname check of a live show (docs/live.md#nicknames): a small block list of offensive
 * words per player language (`nicknames/<lang>.json`), English always checked too. The nickname is
 * folded first — lower case, accents dropped, look-alike digits and signs read as letters
 * ("5h1t", "f.u.c.k") — and a listed word is refused as a whole word, or anywhere inside the
 * nickname when it has 5 letters or more (short words would refuse innocent names: "Scunthorpe").
 */
import { LANGUAGES } from '@playdesk/contract';
import ar from './nicknames/ar.json' with { type: 'json' };
import de from './nicknames/de.json' with { type: 'json' };
import en from './nicknames/en.json' with { type: 'json' };
import es from './nicknames/es.json' with { type: 'json' };
import fr from './nicknames/fr.json' with { type: 'json' };
import it from './nicknames/it.json' with { type: 'json' };
import nl from './nicknames/nl.json' with { type: 'json' };
import pt from './nicknames/pt.json' with { type: 'json' };

const LISTS: Record<string, readonly string[]> = { ar, de, en, es, fr, it, nl, pt };

const LOOK_ALIKES: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '@': 'a',
  $: 's',
  '!': 'i',
};

/** Lower case, without accents, look-alikes read as letters. */
export function foldNickname(nickname: string): string {
  return nickname
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[013457 8@$!]/g, (c) => LOOK_ALIKES[c] ?? c);
}

const folded = Object.fromEntries(
  Object.entries(LISTS).map(([lang, words]) => [lang, [...new Set(words.map(foldNickname))]]),
);

/** The listed word the nickname holds, or null. */
export function blockedWord(nickname: string, language = 'en'): string | null {
  const text = foldNickname(nickname);
  const words = text.split(/[^\p{L}]+/u).filter(Boolean);
  const squeezed = words.join('');
  const lists = new Set(['en', LISTS[language] ? language : 'en']);
  for (const lang of lists) {
    for (const word of folded[lang]!) {
      if (words.includes(word) || squeezed === word) return word;
      if ([...word].length >= 5 && squeezed.includes(word)) return word;
    }
  }
  return null;
}

/** Every player language has its list (a test keeps them in step). */
export const NICKNAME_LANGUAGES = LANGUAGES;
