import { asArray, asNumber, asObject, asString, orNull, type ContentCodec } from '../codec';

export interface PersonalityOutcomeForm {
  /** The outcome's id: answers and reward rules name it, a play records it. Never edited. */
  oid: string;
  title: string;
  text: string;
  image: string | null;
  link_label: string;
  link_url: string;
}
export interface PersonalityAnswerForm {
  text: string;
  /** Points the answer gives each outcome, by outcome id; 0 (or empty) for none. */
  points: Record<string, number>;
}
export interface PersonalityQuestionForm {
  qid: string | null;
  text: string;
  image: string | null;
  answers: PersonalityAnswerForm[];
}
export interface PersonalityForm {
  /** In tie-break order. */
  outcomes: PersonalityOutcomeForm[];
  questions: PersonalityQuestionForm[];
}

export const codec: ContentCodec<PersonalityForm> = {
  toForm: (content) => {
    const outcomes = asArray(content.outcomes).map((item) => {
      const o = asObject(item);
      return {
        oid: asString(o.id),
        title: asString(o.title),
        text: asString(o.text),
        image: orNull(o.image),
        link_label: asString(o.link_label),
        link_url: asString(o.link_url),
      };
    });
    return {
      outcomes,
      questions: asArray(content.questions).map((item) => {
        const q = asObject(item);
        return {
          qid: orNull(q.id),
          text: asString(q.text),
          image: orNull(q.image),
          answers: asArray(q.answers).map((a) => {
            const answer = asObject(a);
            // Every outcome has its box, 0 for none (so a saved form is not "changed" by them).
            const points: Record<string, number> = Object.fromEntries(
              outcomes.map((o) => [o.oid, 0]),
            );
            for (const p of asArray(answer.points)) {
              const { outcome_id, points: n } = asObject(p);
              if (typeof outcome_id === 'string') points[outcome_id] = asNumber(n, 0);
            }
            return { text: asString(answer.text), points };
          }),
        };
      }),
    };
  },
  toContent: (form) => ({
    questions: form.questions.map((q) => ({
      ...(q.qid ? { id: q.qid } : {}),
      text: q.text,
      image: q.image || null,
      answers: q.answers.map((a) => ({
        text: a.text,
        // In the outcomes' order; outcomes removed since are left out.
        points: form.outcomes.flatMap((o) => {
          const n = Number(a.points[o.oid]);
          return Number.isFinite(n) && n !== 0 ? [{ outcome_id: o.oid, points: n }] : [];
        }),
      })),
    })),
    outcomes: form.outcomes.map((o) => ({
      id: o.oid,
      title: o.title,
      text: o.text,
      image: o.image || null,
      link_label: o.link_label || null,
      link_url: o.link_url || null,
    })),
  }),
  fieldPath: ([list, index, field, answer, sub]) => {
    if (index === undefined || field === undefined) return null;
    // An answer's points (none, or an outcome the test lacks) are the answer's problem.
    if (list === 'questions' && field === 'answers' && answer !== undefined && sub === 'points')
      return [list, index, field, answer, 'text'];
    if (list === 'questions' && field === 'id') return [list, index, 'text'];
    // An outcome no answer counts for, or a repeated id, is the outcome's problem.
    if (list === 'outcomes' && field === 'id') return [list, index, 'title'];
    return null;
  },
};
