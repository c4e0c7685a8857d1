import { strings, type ContentCodec } from '../codec';
import type { WordsForm } from '../wordhunt/form';

export interface WordleForm extends WordsForm {
  /** Words players may guess besides the dictionary. */
  allowed_guesses: string[];
}

export const codec: ContentCodec<WordleForm> = {
  toForm: (content) => ({
    words: strings(content.words),
    allowed_guesses: strings(content.allowed_guesses),
  }),
  toContent: (form) => ({ words: [...form.words], allowed_guesses: [...form.allowed_guesses] }),
};
