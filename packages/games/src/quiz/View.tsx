import { useEffect, useEffectEvent, useId, useState } from 'react';
import type { QuizAction, QuizAnsweredView, QuizViewModel } from './engine.js';
import { errorMessage } from '../view-support.js';
import { englishViewT, type ViewT } from '../view-texts.js';

export interface QuizViewProps {
  view: QuizViewModel;
  send: (action: QuizAction) => Promise<void>;
  disabled?: boolean;
  t?: ViewT;
}

const OPTION_KEYS = 'abcdef';

/** The right option's text, or null when the game keeps it secret. */
function correctText(answer: QuizAnsweredView): string | null {
  return answer.correct_option === null ? null : (answer.options[answer.correct_option] ?? null);
}

/** Feedback on the question just answered: ✓/✗ with words, never colour alone. */
function LastAnswer({ answer, t }: { answer: QuizAnsweredView; t: ViewT }) {
  const right = correctText(answer);
  return (
    <div
      className={`flex items-start gap-2 rounded-lg border p-3 text-sm ${answer.correct ? 'border-green-600 bg-green-50 text-green-900' : 'border-red-600 bg-red-50 text-red-900'}`}
    >
      <span aria-hidden="true" className="text-lg leading-5 font-bold">
        {answer.correct ? '✓' : '✗'}
      </span>
      <p>
        <span className="font-semibold">
          {answer.correct ? t('quiz.correct') : t('quiz.not_quite')}
        </span>{' '}
        {answer.correct
          ? t('quiz.is_right', { answer: right ?? '' })
          : right === null
            ? t('quiz.is_not', { answer: answer.options[answer.option] ?? '' })
            : t('quiz.was', { answer: right })}
      </p>
    </div>
  );
}

interface OptionsProps {
  options: string[];
  disabled: boolean;
  onChoose: (option: number) => void;
}

function Options({ options, disabled, onChoose }: OptionsProps) {
  return (
    <ul className="flex flex-col gap-2">
      {options.map((option, i) => (
        <li key={i}>
          <button
            type="button"
            disabled={disabled}
            onClick={() => onChoose(i)}
            className="flex min-h-12 w-full items-center gap-3 rounded-lg border-2 border-primary-200 bg-white px-3 py-2 text-start text-base text-gray-900 touch-manipulation hover:border-primary-600 hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-primary-600 disabled:opacity-60"
          >
            <span
              aria-hidden="true"
              className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary-100 text-sm font-bold text-primary-700 uppercase"
            >
              {OPTION_KEYS[i]}
            </span>
            <span>{option}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

function resultLine(answer: QuizAnsweredView, t: ViewT): string {
  const right = correctText(answer);
  if (answer.correct) return t('quiz.line_correct', { answer: right ?? '' });
  const chosen = answer.options[answer.option] ?? '';
  return right === null
    ? t('quiz.line_wrong', { chosen })
    : t('quiz.line_wrong_was', { chosen, answer: right });
}

function Results({ view, t }: { view: QuizViewModel; t: ViewT }) {
  const counts = { correct: view.correct_count, total: view.total };
  const summary =
    view.reason === 'timeout' ? t('quiz.summary_timeout', counts) : t('quiz.summary', counts);
  return (
    <section className="flex flex-col gap-3" aria-label={t('quiz.results')}>
      <p className="text-center text-base font-semibold text-primary-700">{summary}</p>
      {view.answered.some((answer) => correctText(answer) === null) && (
        <p className="text-center text-sm text-gray-700">{t('quiz.secret')}</p>
      )}
      <ol className="flex flex-col gap-2">
        {view.answered.map((answer) => (
          <li key={answer.id} className="rounded-lg border border-gray-200 p-3 text-sm">
            <p className="font-medium text-gray-900">{answer.text}</p>
            <p className={answer.correct ? 'text-green-800' : 'text-red-800'}>
              <span aria-hidden="true">{answer.correct ? '✓ ' : '✗ '}</span>
              {resultLine(answer, t)}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** One question at a time with big option buttons (keys A–F / 1–6 also choose). */
export function QuizView({ view, send, disabled = false, t = englishViewT }: QuizViewProps) {
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState('');
  const current = view.current;
  const locked = disabled || pending || !current || view.status !== 'playing';
  const last = view.answered.at(-1);

  const headingId = useId();

  async function choose(option: number) {
    if (locked || !current) return;
    setPending(true);
    setMessage('');
    try {
      await send({ type: 'answer', question_id: current.id, option });
    } catch (error) {
      setMessage(errorMessage(error, t));
    } finally {
      setPending(false);
    }
  }

  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey || !current) return;
    const target = event.target as HTMLElement | null;
    if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
    const key = event.key.toLowerCase();
    const index = /^[1-6]$/.test(key) ? Number(key) - 1 : OPTION_KEYS.indexOf(key);
    if (index < 0 || index >= current.options.length) return;
    event.preventDefault();
    void choose(index);
  });

  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-4 p-2">
      <div aria-live="polite">{last && <LastAnswer key={last.id} answer={last} t={t} />}</div>
      {current ? (
        <section className="flex flex-col gap-3" aria-labelledby={headingId}>
          <p className="text-sm font-medium text-primary-700">
            {t('quiz.progress', { n: view.index + 1, total: view.total })}
          </p>
          {current.image && (
            <img
              src={current.image}
              alt=""
              className="max-h-52 w-full rounded-lg bg-gray-100 object-contain"
            />
          )}
          <h2 id={headingId} className="text-lg font-semibold text-gray-900">
            {current.text}
          </h2>
          <Options options={current.options} disabled={locked} onChoose={(i) => void choose(i)} />
        </section>
      ) : (
        <Results view={view} t={t} />
      )}
      <p role="alert" className="min-h-5 text-center text-sm text-red-700">
        {message}
      </p>
    </div>
  );
}
