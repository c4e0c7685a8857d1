/**
 * "Where players give up" (issue 34 §3): each step of the game as its players met it (a question,
 * a guess, a share of the board) with how many reached it and stopped there, the answers chosen,
 * the time to finish as a histogram and the lead form's fields people left.
 */
import type { GameStep, GameStepsResponse } from '@playdesk/contract';
import { useT, type T } from '../../../i18n/i18n';
import { formatNumber } from '../../../lib/format';
import { Card, CardBody, CardHeader } from '../../../ui/Card';
import { cx } from '../../../ui/cx';
import { Skeleton } from '../../../ui/Skeleton';
import { useGameSteps } from './api';
import { formatRate } from './FunnelCard';
import { barHeights, rate, reachShare, type InsightPeriod } from './funnel-model';

export function GiveUpCard({ game, period }: { game: string; period: InsightPeriod }) {
  const t = useT();
  const steps = useGameSteps(game, period.from, period.to);
  const data = steps.data;
  return (
    <Card data-testid="give-up">
      <CardHeader title={t('insight.giveup.title')} description={t('insight.giveup.hint')} />
      <CardBody className={cx('space-y-8', steps.isPlaceholderData && 'opacity-70')}>
        {data ? (
          <StepsBody data={data} />
        ) : steps.isError ? (
          <p className="text-sm text-slate-600">{t('insight.failed')}</p>
        ) : (
          <div className="space-y-3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-10 w-full" />
            ))}
          </div>
        )}
      </CardBody>
    </Card>
  );
}

function stepLabel(t: T, kind: GameStepsResponse['step_kind'], step: GameStep) {
  const { n } = step;
  if (kind === 'question') return t('insight.giveup.question', { n });
  if (kind === 'guess') return t('insight.giveup.guess', { n });
  return t('insight.giveup.progress', { share: n });
}

function StepsBody({ data }: { data: GameStepsResponse }) {
  const t = useT();
  return (
    <>
      <p className="text-sm text-slate-600">
        {t('insight.giveup.summary', {
          plays: data.plays,
          finished: formatNumber(data.finished),
          rate: formatRate(t, rate(data.finished, data.plays)),
        })}
        {data.sampled < data.plays
          ? ` ${t('insight.giveup.sampled', { count: data.sampled })}`
          : ''}
      </p>
      {data.steps.length === 0 ? (
        <p className="text-sm text-slate-500">{t('insight.giveup.no_steps')}</p>
      ) : (
        <ol className="space-y-4" data-testid="give-up-steps">
          {data.steps.map((step) => (
            <li key={step.key} className="rounded-lg border border-slate-200 px-4 py-3">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                <div className="min-w-0">
                  <p className="text-sm font-medium text-slate-900">
                    {stepLabel(t, data.step_kind, step)}
                  </p>
                  {data.step_kind === 'question' && step.label && step.label !== step.key ? (
                    <p className="text-xs break-words text-slate-500">{step.label}</p>
                  ) : null}
                </div>
                <p className="text-xs text-slate-600 tabular-nums">
                  {t('insight.giveup.reached', { count: formatNumber(step.reached) })}
                  {' · '}
                  <span className={step.abandoned > 0 ? 'font-semibold text-red-700' : undefined}>
                    {t('insight.giveup.abandoned', {
                      count: formatNumber(step.abandoned),
                      rate: formatRate(t, rate(step.abandoned, step.reached)),
                    })}
                  </span>
                  {step.median_seconds !== null
                    ? ` · ${t('insight.giveup.median', { seconds: formatNumber(Math.round(step.median_seconds)) })}`
                    : ''}
                </p>
              </div>
              <div
                className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100"
                role="img"
                aria-label={t('insight.giveup.reach_bar', {
                  rate: formatRate(t, reachShare(step.reached, data.plays)),
                })}
              >
                <div
                  className="h-full rounded-full bg-primary-500"
                  style={{ width: `${reachShare(step.reached, data.plays) * 100}%` }}
                />
              </div>
              {step.answers && step.answers.length > 0 ? (
                <details className="group mt-2">
                  <summary className="cursor-pointer text-xs font-medium text-primary-700 hover:text-primary-800">
                    {t('insight.giveup.answers', { count: step.answers.length })}
                  </summary>
                  <Answers answers={step.answers} />
                </details>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      <TimeToFinish bars={data.time_to_finish} />
      {data.form_fields.length > 0 ? (
        <div>
          <h3 className="text-sm font-semibold text-slate-900">{t('insight.giveup.form')}</h3>
          <ul className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-200">
            {data.form_fields.map((field) => (
              <li key={field.key} className="flex justify-between gap-3 px-4 py-2 text-sm">
                <span className="font-mono text-slate-700">{field.key}</span>
                <span className="text-slate-600 tabular-nums">
                  {t('insight.giveup.form_left', { count: formatNumber(field.abandoned) })}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}

function Answers({ answers }: { answers: NonNullable<GameStep['answers']> }) {
  const t = useT();
  const total = answers.reduce((s, a) => s + a.count, 0);
  return (
    <ul className="mt-3 space-y-1.5">
      {answers.map((answer, i) => {
        const share = total > 0 ? answer.count / total : 0;
        return (
          <li key={i} className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 text-xs">
            <span className="flex min-w-0 items-center gap-1.5">
              <span className="truncate text-slate-700">{answer.label}</span>
              {answer.correct ? (
                <span className="shrink-0 font-medium text-emerald-700">
                  {t('insight.giveup.correct')}
                </span>
              ) : null}
            </span>
            <span className="text-slate-600 tabular-nums">
              {formatNumber(answer.count)} · {formatRate(t, total > 0 ? share : null)}
            </span>
            <div className="col-span-2 h-1.5 overflow-hidden rounded-full bg-slate-100">
              <div
                className={cx(
                  'h-full rounded-full',
                  answer.correct ? 'bg-emerald-500' : 'bg-slate-400',
                )}
                style={{ width: `${share * 100}%` }}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function TimeToFinish({ bars }: { bars: GameStepsResponse['time_to_finish'] }) {
  const t = useT();
  const heights = barHeights(bars.map((b) => b.count));
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-900">{t('insight.giveup.time')}</h3>
      {bars.every((b) => b.count === 0) ? (
        <p className="mt-2 text-sm text-slate-500">{t('insight.giveup.time_none')}</p>
      ) : (
        <div
          className="mt-3 overflow-x-auto"
          tabIndex={0}
          role="region"
          aria-label={t('insight.giveup.time')}
        >
          <ul className="flex h-36 min-w-full items-end gap-1" data-testid="time-histogram">
            {bars.map((bar, i) => (
              <li key={i} className="flex h-full min-w-8 flex-1 flex-col items-center gap-1">
                <span className="text-[10px] text-slate-600 tabular-nums">
                  {bar.count > 0 ? formatNumber(bar.count) : ''}
                </span>
                <div className="flex min-h-0 w-full flex-1 items-end">
                  <div
                    className="w-full rounded-t bg-primary-400"
                    style={{ height: `${Math.max(heights[i]! * 100, bar.count > 0 ? 2 : 0)}%` }}
                    title={
                      bar.to === null
                        ? t('insight.giveup.bar_open', {
                            from: formatNumber(bar.from),
                            count: formatNumber(bar.count),
                          })
                        : t('insight.giveup.bar', {
                            from: formatNumber(bar.from),
                            to: formatNumber(bar.to),
                            count: formatNumber(bar.count),
                          })
                    }
                  />
                </div>
                <span className="text-[10px] whitespace-nowrap text-slate-500 tabular-nums">
                  {t('insight.giveup.seconds', { value: formatNumber(bar.from) })}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
