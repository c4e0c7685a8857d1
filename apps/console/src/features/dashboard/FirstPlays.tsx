import { accountGamePageUrl } from '@playdesk/contract/urls';
import { type ReactNode } from 'react';
import { Link } from 'react-router';
import { pathTo } from '../../rules/routes';
import { LinkButton } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { cx } from '../../ui/cx';
import { CalendarIcon, ChartIcon, CheckIcon, GamesIcon, TemplatesIcon } from '../../ui/icons';

/** A business with no plays yet: the three steps to the first ones, ticked as they are done. */
export function FirstPlays({
  account,
  games,
}: {
  account: string | undefined;
  games: { status: string }[];
}) {
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
      title: 'Create a game',
      text: 'Pick one of six games — a Quiz or a Wordle takes two minutes — and fill it with your own words.',
      action: (
        <LinkButton
          to={pathTo(created ? 'GameList' : 'GameAdd')}
          size="sm"
          variant={created ? 'secondary' : 'primary'}
        >
          {created ? 'Your games' : 'Create a game'}
        </LinkButton>
      ),
      icon: <GamesIcon className="size-5" />,
    },
    {
      done: published,
      title: 'Publish it',
      text: 'Preview it as a player would, then publish. Drafts cannot be played.',
      action: (
        <LinkButton
          to={pathTo('GameList')}
          size="sm"
          variant={created && !published ? 'primary' : 'secondary'}
        >
          Open games
        </LinkButton>
      ),
      icon: <CheckIcon className="size-5" />,
    },
    {
      done: false,
      title: 'Share it or schedule it',
      text: 'Send the game’s link, embed it on your site, or put it on the calendar so your game page shows it.',
      action: (
        <span className="flex flex-wrap gap-2">
          <LinkButton
            to={pathTo('GameCalendar')}
            size="sm"
            variant={published ? 'primary' : 'secondary'}
          >
            Open calendar
          </LinkButton>
          {account ? (
            <a
              href={accountGamePageUrl(window.location.origin, account)}
              target="_blank"
              rel="noreferrer"
              className="inline-flex h-8 items-center rounded-lg px-3 text-sm font-medium text-primary-600 hover:bg-primary-50"
            >
              Your game page ↗
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
          <h2 className="mt-4 text-xl font-semibold tracking-tight text-slate-900">No plays yet</h2>
          <p className="mt-2 text-sm leading-6 text-slate-600">
            Your plays, wins and new players appear here as soon as people start playing. Three
            steps get you there — most businesses finish them in a few minutes.
          </p>
          <p className="mt-4 flex items-center gap-2 text-sm text-slate-500">
            <TemplatesIcon className="size-4 shrink-0" />
            <span>
              Tip: design your{' '}
              <Link to={pathTo('TemplateList')} className="font-medium text-primary-600">
                win and game-over screens
              </Link>
              .
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
                  {step.done ? <span className="sr-only"> (done)</span> : null}
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
