import {
  asArray,
  asNumber,
  asObject,
  asString,
  orNull,
  replay,
  type ContentCodec,
  type ReplayForm,
} from '../codec';

export interface QuizQuestionForm {
  /** The stored question id (kept so a question keeps its id when reordered), or null. */
  qid: string | null;
  text: string;
  image: string | null;
  options: { value: string }[];
  correct: number;
}

export interface QuizForm extends ReplayForm {
  questions: QuizQuestionForm[];
  pass_percent: number;
}

export const codec: ContentCodec<QuizForm> = {
  toForm: (content) => ({
    questions: asArray(content.questions).map((item) => {
      const q = asObject(item);
      return {
        qid: orNull(q.id),
        text: asString(q.text),
        image: orNull(q.image),
        options: asArray(q.options).map((o) => ({ value: asString(o) })),
        correct: asNumber(q.correct, 0),
      };
    }),
    pass_percent: asNumber(content.pass_percent, 60),
    ...replay.toForm(content),
  }),
  toContent: (form) => ({
    questions: form.questions.map((q) => ({
      ...(q.qid ? { id: q.qid } : {}),
      text: q.text,
      image: q.image || null,
      options: q.options.map((o) => o.value),
      correct: q.correct,
    })),
    pass_percent: form.pass_percent,
    ...replay.toContent(form),
  }),
  fieldPath: ([list, index, field, option]) => {
    if (list !== 'questions' || index === undefined || field === undefined) return null;
    if (field === 'options' && option !== undefined) return [list, index, field, option, 'value'];
    // A duplicate question id is the question's problem.
    return [list, index, field === 'id' ? 'text' : field];
  },
};
