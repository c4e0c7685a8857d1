import { accountGamePageUrl } from '@playdesk/contract/urls';
import { type ReactNode } from 'react';
import { Link } from 'react-router';
import { pathTo } from '../../rules/routes';
import { LinkButton } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { cx } from '../../ui/cx';
import { CalendarIcon, ChartIcon, CheckIcon, GamesIcon, TemplatesIcon } from '../../ui/icons';
import { richText, useT } from '../../i18n/i18n';

/** A business with no plays yet: the three steps to the first ones, ticked as they are done. */
export function FirstPlays({
  account,
  games,
}: {
  account: string | undefined;
  games: { status: string }[];
}) {
  const t = useT();
  const created = games.length > 0;
  const published = games.some((g) => g.status === 'published');
  const steps: {
    done: boolean;
    title: string;
    text: string;
    action: ReactNode;
    icon: ReactNode;
  }[] = [
    {
      done: created,
      title: t('dashboard.first.create'),
      text: t('dashboard.first.create_text'),
      action: (
        <LinkButton
          to={pathTo(created ? 'GameList' : 'GameAdd')}
          size="sm"
          variant={created ? 'secondary' : 'primary'}
        >
          {t(created ? 'dashboard.first.your_games' : 'dashboard.first.create')}
        </LinkButton>
      ),
      icon: <GamesIcon className="size-5" />,
    },
    {
      done: published,
      title: t('dashboard.first.publish'),
      text: t('dashboard.first.publish_text'),
      action: (
        <LinkButton
          to={pathTo('GameList')}
          size="sm"
          variant={created && !published ? 'primary' : 'secondary'}
        >
          {t('dashboard.first.open_games')}
        </LinkButton>
      ),
      icon: <CheckIcon className="size-5" />,
    },
    {
      done: false,
      title: t('dashboard.first.share'),
      text: t('dashboard.first.share_text'),
      action: (
        <span className="flex flex-wrap gap-2">
          <LinkButton
            to={pathTo('GameCalendar')}
            size="sm"
            variant={published ? 'primary' : 'secondary'}
          >
            {t('dashboard.first.calendar')}
          </LinkButton>
          {account ? (
            <a
              href={accountGamePageUrl(window.location.origin, account)}
              target="_blank"
              rel="noreferrer"
              className="inline-flex h-8 items-center rounded-lg px-3 text-sm font-medium text-primary-600 hover:bg-primary-50"
            >
              {t('dashboard.first.page')}
            </a>
          ) : null}
        </span>
      ),
      icon: <CalendarIcon className="size-5" />,
    },
  ];
  return (
    <Card className="overflow-hidden" data-testid="dashboard-empty">
      <div className="grid gap-6 bg-gradient-to-br from-primary-50 via-white to-white p-6 sm:p-8 lg:grid-cols-[1fr_1.4fr]">
        <div>
          <span className="flex size-12 items-center justify-center rounded-full bg-primary-600 text-white shadow-sm">
            <ChartIcon className="size-6" />
          </span>
          <h2 className="mt-4 text-xl font-semibold tracking-tight text-slate-900">
            {t('dashboard.first.title')}
          </h2>
          <p className="mt-2 text-sm leading-6 text-slate-600">{t('dashboard.first.text')}</p>
          <p className="mt-4 flex items-center gap-2 text-sm text-slate-500">
            <TemplatesIcon className="size-4 shrink-0" />
            <span>
              {richText(
                t,
                'dashboard.first.tip',
                {},
                {
                  screens: (
                    <Link to={pathTo('TemplateList')} className="font-medium text-primary-600">
                      {t('dashboard.first.screens')}
                    </Link>
                  ),
                },
              )}
            </span>
          </p>
        </div>
        <ol className="space-y-3">
          {steps.map((step, index) => (
            <li
              key={step.title}
              className="flex gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
            >
              <span
                className={cx(
                  'flex size-9 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
                  step.done ? 'bg-emerald-500 text-white' : 'bg-primary-50 text-primary-700',
                )}
                aria-hidden="true"
              >
                {step.done ? <CheckIcon className="size-5" /> : index + 1}
              </span>
              <div className="min-w-0 flex-1">
                <p className="font-medium text-slate-900">
                  {step.title}
                  {step.done ? <span className="sr-only">{t('dashboard.first.done')}</span> : null}
                </p>
                <p className="mt-0.5 text-sm text-slate-600">{step.text}</p>
                <div className="mt-3">{step.action}</div>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </Card>
  );
}
