import { useId } from 'react';
import type { PersonalityAction, PersonalityViewModel } from './engine.js';
import { useSender } from '../view-support.js';
import { ResultCard } from './ResultCard.js';
import { englishViewT, type ViewT } from '../view-texts.js';

export interface PersonalityViewProps {
  view: PersonalityViewModel;
  send: (action: PersonalityAction) => Promise<void>;
  disabled?: boolean;
  t?: ViewT;
}

/** The progress through the questions: a bar, and the same in words for everyone. */
function Progress({ view, t }: { view: PersonalityViewModel; t: ViewT }) {
  const n = Math.min(view.index + 1, view.total);
  return (
    <div className="flex flex-col gap-1">
      <p className="text-sm font-medium text-primary-700">
        {t('personality.progress', { n, total: view.total })}
      </p>
      <div
        aria-hidden="true"
        className="h-2 w-full overflow-hidden rounded-full bg-primary-100"
        data-testid="personality-progress"
      >
        <div
          className="h-full rounded-full bg-primary-600 transition-[width] motion-reduce:transition-none"
          style={{ width: `${(view.index / Math.max(1, view.total)) * 100}%` }}
        />
      </div>
    </div>
  );
}

/** One question at a time with big answer buttons, then the outcome's card. */
export function PersonalityView({
  view,
  send,
  disabled = false,
  t = englishViewT,
}: PersonalityViewProps) {
  const { run, pending, message } = useSender(send, t);
  const current = view.current;
  const locked = disabled || pending || !current || view.status !== 'playing';
  const headingId = useId();

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-4 p-2">
      {current ? (
        <section className="flex flex-col gap-3" aria-labelledby={headingId}>
          <Progress view={view} t={t} />
          {current.image && (
            <img
              src={current.image}
              alt=""
              className="max-h-44 w-full rounded-lg bg-gray-100 object-contain"
            />
          )}
          <h2 id={headingId} className="text-lg font-semibold text-gray-900 break-words">
            {current.text}
          </h2>
          <ul className="flex flex-col gap-2" aria-label={t('personality.answers')}>
            {current.answers.map((answer, i) => (
              <li key={`${current.id}-${i}`}>
                <button
                  type="button"
                  disabled={locked}
                  onClick={() => run({ type: 'answer', question_id: current.id, option: i })}
                  className="flex min-h-14 w-full items-center rounded-xl border-2 border-primary-200 bg-white px-4 py-3 text-start text-base font-medium text-gray-900 touch-manipulation break-words hover:border-primary-600 hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-primary-600 disabled:opacity-60"
                >
                  {answer}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : view.result ? (
        <div aria-live="polite">
          <ResultCard
            result={view.result}
            label={t('personality.result')}
            newTab={t('personality.new_tab')}
          />
        </div>
      ) : (
        <p className="text-center text-base text-gray-700">{t('personality.over')}</p>
      )}
      <p role="alert" className="min-h-5 text-center text-sm text-red-700">
        {message}
      </p>
    </div>
  );
}
