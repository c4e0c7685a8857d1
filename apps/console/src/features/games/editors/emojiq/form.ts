import { asArray, asObject, asString, replay, type ContentCodec, type ReplayForm } from '../codec';

export interface EmojiqPhraseForm {
  emojis: string;
  answer: string;
  hint: string;
}
export interface EmojiqForm extends ReplayForm {
  phrases: EmojiqPhraseForm[];
}

export const codec: ContentCodec<EmojiqForm> = {
  toForm: (content) => ({
    phrases: asArray(content.phrases).map((item) => {
      const p = asObject(item);
      return { emojis: asString(p.emojis), answer: asString(p.answer), hint: asString(p.hint) };
    }),
    ...replay.toForm(content),
  }),
  toContent: (form) => ({
    phrases: form.phrases.map((p) => ({
      emojis: p.emojis,
      answer: p.answer,
      ...(p.hint.trim() ? { hint: p.hint } : {}),
    })),
    ...replay.toContent(form),
  }),
};
