/**
 * A live show of a personality test (docs/live.md#personality-shows): the questions go out as a
 * quiz's, but no answer is right and nobody scores; at the end each player gets the outcome the
 * personality engine gives their answers — the same engine, run the same way, as the test played
 * alone (`../personality/engine.ts`) — and the screen shows how many players got each outcome.
 * Pure: the server reads the answers and stores each player's outcome once, at the end.
 */
import type { PersonalityContent, PersonalityOutcome } from '../personality/content.js';
import { personalityEngine, resultView } from '../personality/engine.js';
import type { PersonalityResultView } from '../personality/view-model.js';
import type { LiveQuestion } from './engine.js';

export type { PersonalityContent, PersonalityResultView };

/** The show's questions: the test's, each answer an option, none of them right. */
export function personalityQuestions(content: PersonalityContent): LiveQuestion[] {
  return content.questions.map((q) => ({
    text: q.text,
    options: q.answers.map((a) => a.text),
    correct: null,
  }));
}

export interface LiveAnswerOf {
  /** The question's index in the show. */
  question: number;
  option: number;
  /** When it was counted (ms since the epoch). */
  answeredAt: number;
}

/**
 * One player's outcome from their show answers: the personality engine started on the test and
 * given each answer as a move, in the questions' order. A player who answered every question gets
 * exactly the outcome the test played alone gives the same answers. A player who missed some
 * (late, or joined after the start) gets the outcome of the questions they answered — the engine
 * run on those questions only; a player who answered none gets no outcome (null).
 */
export function liveOutcome(
  content: PersonalityContent,
  answers: readonly LiveAnswerOf[],
): PersonalityResultView | null {
  const byQuestion = new Map(answers.map((a) => [a.question, a]));
  const answered = content.questions
    .map((q, i) => ({ q, a: byQuestion.get(i) }))
    .filter((x): x is { q: (typeof content.questions)[number]; a: LiveAnswerOf } => !!x.a);
  if (answered.length === 0) return null;
  const test: PersonalityContent = { ...content, questions: answered.map((x) => x.q) };
  let state = personalityEngine.start(test, {
    difficulty: 'normal',
    seed: 0,
    now: answered[0]!.a.answeredAt,
  });
  for (const { q, a } of answered) {
    const applied = personalityEngine.apply(
      state,
      { type: 'answer', question_id: q.id, option: a.option },
      { now: a.answeredAt },
    );
    // The show checked each answer already (an option of its question, once): never refused.
    if (!applied.ok) return null;
    state = applied.state;
  }
  return personalityEngine.view(state, answered.at(-1)!.a.answeredAt).result;
}

/** An outcome of the test by its id, as a player sees it (null: not one of the test's). */
export function outcomeById(
  content: Pick<PersonalityContent, 'outcomes'>,
  id: string | null,
): PersonalityResultView | null {
  const found = id === null ? undefined : content.outcomes.find((o) => o.id === id);
  return found ? resultView(found) : null;
}

export interface OutcomeCount {
  id: string;
  title: string;
  /** How many players got it. */
  players: number;
}

/** How many players got each outcome, in the test's order (its tie-break order), zeros included. */
export function outcomeDistribution(
  outcomes: readonly Pick<PersonalityOutcome, 'id' | 'title'>[],
  got: readonly (string | null)[],
): OutcomeCount[] {
  const counts = new Map<string, number>();
  for (const id of got) if (id !== null) counts.set(id, (counts.get(id) ?? 0) + 1);
  return outcomes.map((o) => ({ id: o.id, title: o.title, players: counts.get(o.id) ?? 0 }));
}
