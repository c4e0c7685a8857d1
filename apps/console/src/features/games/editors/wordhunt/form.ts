import { strings, type ContentCodec } from '../codec';

export interface WordsForm {
  words: string[];
}

export const codec: ContentCodec<WordsForm> = {
  toForm: (content) => ({ words: strings(content.words) }),
  toContent: (form) => ({ words: [...form.words] }),
};
