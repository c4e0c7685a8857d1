import type { DashboardResponse } from '@playdesk/contract';
import { accountGamePageUrl } from '@playdesk/contract/urls';
import { GAME_TYPE_NAMES, type GameType } from '@playdesk/games';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useSession } from '../../session/hooks';
import { pathTo } from '../../rules/routes';
import { Button, LinkButton } from '../../ui/Button';
import { Card, CardHeader } from '../../ui/Card';
import { cx } from '../../ui/cx';
import { Field } from '../../ui/Field';
import {
  CalendarIcon,
  ChartIcon,
  CheckIcon,
  GamesIcon,
  SparklesIcon,
  TemplatesIcon,
  TrophyIcon,
  UsersIcon,
} from '../../ui/icons';
import { Input } from '../../ui/Input';
import { PageHeader } from '../../ui/PageHeader';
import { Segmented } from '../../ui/Segmented';
import { Skeleton } from '../../ui/Skeleton';
import { localDay, rangeLabel } from '../../lib/dates';
import { useGameOptions } from '../games';
import { formatCount } from '../plans';
import { useDashboard } from './api';
import {
  change,
  customRangeProblem,
  parsePeriod,
  periodLength,
  periodParams,
  presetRange,
  PRESETS,
  previousRange,
  winRate,
  type Period,
  type PeriodKey,
} from './period';
import { PlanUsage } from './PlanUsage';

const PlaysChart = lazy(() => import('./PlaysChart'));

export function DashboardPage() {
  const [today] = useState(() => localDay(new Date()));
  const [params, setParams] = useSearchParams();
  const period = parsePeriod(params, today);
  const [customOpen, setCustomOpen] = useState(period.key === 'custom');
  const business = useSession((s) => s.user?.current_account.business_name ?? '');
  const account = useSession((s) => s.user?.current_account.public_id);

  const current = useDashboard(period.from, period.to);
  const prev = previousRange(period.from, period.to);
  const previous = useDashboard(prev.from, prev.to);
  const games = useGameOptions();

  const setPeriod = (next: Period) => setParams(periodParams(next), { replace: true });
  const data = current.data;
  const everPlayed = games.data ? games.data.data.some((g) => g.plays > 0) : null;
  const newAccount = data !== undefined && data.totals.plays === 0 && everPlayed === false;
  const length = periodLength(period.from, period.to);
  const versus = `previous ${length === 1 ? 'day' : `${length} days`}`;

  return (
    <>
      <PageHeader
        title="Dashboard"
        description={`${business} · ${rangeLabel(period.from, period.to)}`}
        actions={
          <Segmented<PeriodKey>
            label="Period"
            value={customOpen ? 'custom' : period.key}
            onChange={(key) => {
              if (key === 'custom') {
                setCustomOpen(true);
                return;
              }
              setCustomOpen(false);
              setPeriod({ key, ...presetRange(key, today) });
            }}
            options={[
              ...PRESETS.map((p) => ({ value: p.key, label: p.label })),
              { value: 'custom' as const, label: 'Custom' },
            ]}
            testId="dashboard-period"
          />
        }
      />

      {customOpen ? (
        <CustomPeriod
          key={`${period.from}-${period.to}`}
          from={period.from}
          to={period.to}
          onApply={(from, to) => setPeriod({ key: 'custom', from, to })}
        />
      ) : null}

      {newAccount ? (
        <FirstPlays account={account} games={games.data?.data ?? []} />
      ) : (
        <div
          className={cx('space-y-6', current.isPlaceholderData && 'opacity-70 transition-opacity')}
          aria-busy={current.isFetching}
        >
          <Kpis data={data} previous={previous.data} versus={versus} />
          <Card>
            <CardHeader
              title="Gameplays per day"
              description={rangeLabel(period.from, period.to)}
              action={
                <div className="flex shrink-0 items-center gap-4 text-xs text-slate-600">
                  <span className="flex items-center gap-1.5">
                    <span className="h-0.5 w-4 rounded bg-[#4A3494]" aria-hidden="true" />
                    Plays
                  </span>
                  <span className="flex items-center gap-1.5">
                    <span className="h-0.5 w-4 rounded bg-[#10B981]" aria-hidden="true" />
                    Wins
                  </span>
                </div>
              }
            />
            <div className="relative px-2 pt-4 pb-2 sm:px-4">
              {data ? (
                <Suspense fallback={<Skeleton className="h-72 w-full" />}>
                  <PlaysChart days={data.days} />
                </Suspense>
              ) : (
                <Skeleton className="h-72 w-full" />
              )}
              {data && data.totals.plays === 0 ? (
                <div className="pointer-events-none absolute inset-0 flex items-center justify-center">
                  <p className="rounded-lg bg-white/90 px-4 py-2 text-sm text-slate-600 shadow-sm ring-1 ring-slate-200">
                    No plays in this period. Try a longer period.
                  </p>
                </div>
              ) : null}
            </div>
          </Card>
          <TopGames data={data} />
        </div>
      )}

      <PlanUsage />
    </>
  );
}

function CustomPeriod({
  from,
  to,
  onApply,
}: {
  from: string;
  to: string;
  onApply(from: string, to: string): void;
}) {
  const [draft, setDraft] = useState({ from, to });
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <form
      noValidate
      className="mb-6 flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-end"
      aria-label="Custom period"
      onSubmit={(event) => {
        event.preventDefault();
        const error = customRangeProblem(draft.from, draft.to);
        setProblem(error);
        if (!error) onApply(draft.from, draft.to);
      }}
    >
      <div className="grid flex-1 gap-3 sm:grid-cols-2">
        <Field label="From">
          {(field) => (
            <Input
              {...field}
              type="date"
              value={draft.from}
              onChange={(e) => setDraft({ ...draft, from: e.target.value })}
            />
          )}
        </Field>
        <Field label="To" error={problem ?? undefined}>
          {(field) => (
            <Input
              {...field}
              type="date"
              value={draft.to}
              onChange={(e) => setDraft({ ...draft, to: e.target.value })}
            />
          )}
        </Field>
      </div>
      <Button type="submit" className={problem ? 'sm:mb-7' : ''}>
        Show period
      </Button>
    </form>
  );
}

function Delta({ value, unit, versus }: { value: number | null; unit: string; versus: string }) {
  if (value === null) return <span className="text-slate-500">None in the {versus}</span>;
  const up = value > 0;
  const flat = value === 0;
  return (
    <span className="flex items-center gap-1.5">
      <span
        className={cx(
          'inline-flex items-center rounded-md px-1.5 py-0.5 text-xs font-semibold tabular-nums',
          flat
            ? 'bg-slate-100 text-slate-600'
            : up
              ? 'bg-emerald-50 text-emerald-700'
              : 'bg-red-50 text-red-700',
        )}
      >
        {flat ? '±0' : `${up ? '▲' : '▼'} ${Math.abs(value)}${unit}`}
      </span>
      <span className="text-slate-500">vs {versus}</span>
    </span>
  );
}

function Kpi({
  label,
  value,
  icon,
  footer,
  testId,
}: {
  label: string;
  value: ReactNode;
  icon: ReactNode;
  footer: ReactNode;
  testId: string;
}) {
  return (
    <Card className="p-4 sm:p-5">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-medium text-slate-500">{label}</p>
        <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary-50 text-primary-600">
          {icon}
        </span>
      </div>
      <p
        className="mt-2 text-2xl font-semibold tracking-tight text-slate-900 tabular-nums sm:text-3xl"
        data-testid={testId}
      >
        {value}
      </p>
      <div className="mt-3 text-xs">{footer}</div>
    </Card>
  );
}

function Kpis({
  data,
  previous,
  versus,
}: {
  data: DashboardResponse | undefined;
  previous: DashboardResponse | undefined;
  versus: string;
}) {
  if (!data) {
    return (
      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4" aria-label="Loading figures">
        {[0, 1, 2, 3].map((i) => (
          <Card key={i} className="space-y-3 p-5">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-8 w-20" />
            <Skeleton className="h-3 w-32" />
          </Card>
        ))}
      </div>
    );
  }
  const { plays, wins, new_players } = data.totals;
  const rate = winRate(plays, wins);
  const p = previous?.totals;
  const rateChange =
    p && p.plays > 0 ? Math.round((rate - winRate(p.plays, p.wins)) * 10) / 10 : null;
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      <Kpi
        label="Plays"
        value={formatCount(plays)}
        icon={<ChartIcon className="size-4.5" />}
        footer={<Delta value={p ? change(plays, p.plays) : null} unit="%" versus={versus} />}
        testId="kpi-plays"
      />
      <Kpi
        label="Wins"
        value={formatCount(wins)}
        icon={<TrophyIcon className="size-4.5" />}
        footer={<Delta value={p ? change(wins, p.wins) : null} unit="%" versus={versus} />}
        testId="kpi-wins"
      />
      <Kpi
        label="Win rate"
        value={`${rate}%`}
        icon={<SparklesIcon className="size-4.5" />}
        footer={<Delta value={rateChange} unit=" pts" versus={versus} />}
        testId="kpi-win-rate"
      />
      <Kpi
        label="New players"
        value={formatCount(new_players)}
        icon={<UsersIcon className="size-4.5" />}
        footer={
          <Delta value={p ? change(new_players, p.new_players) : null} unit="%" versus={versus} />
        }
        testId="kpi-new-players"
      />
    </div>
  );
}

function TopGames({ data }: { data: DashboardResponse | undefined }) {
  const top = data?.top_games ?? [];
  const most = Math.max(1, ...top.map((g) => g.plays));
  return (
    <Card>
      <CardHeader
        title="Top games"
        description="Your most played games in this period."
        action={
          <Link
            to={pathTo('GameList')}
            className="shrink-0 text-sm font-medium text-primary-600 hover:text-primary-700"
          >
            All games →
          </Link>
        }
      />
      {!data ? (
        <div className="space-y-3 p-5">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-8 w-full" />
          ))}
        </div>
      ) : top.length === 0 ? (
        <p className="px-5 py-8 text-center text-sm text-slate-500">No plays in this period.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm" data-testid="top-games">
            <thead>
              <tr className="border-b border-slate-100 text-left text-xs font-medium text-slate-500">
                <th scope="col" className="px-5 py-2.5 font-medium">
                  Game
                </th>
                <th scope="col" className="px-3 py-2.5 text-right font-medium">
                  Plays
                </th>
                <th scope="col" className="px-3 py-2.5 text-right font-medium">
                  Wins
                </th>
                <th scope="col" className="hidden px-3 py-2.5 text-right font-medium sm:table-cell">
                  Win rate
                </th>
                <th scope="col" className="hidden w-1/4 px-5 py-2.5 font-medium md:table-cell">
                  <span className="sr-only">Share of plays</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {top.map((game, index) => (
                <tr key={game.public_id} className="hover:bg-slate-50/80">
                  <td className="px-5 py-3">
                    <div className="flex items-center gap-3">
                      <span className="w-4 text-xs font-semibold text-muted tabular-nums">
                        {index + 1}
                      </span>
                      <div className="min-w-0">
                        <Link
                          to={pathTo('GameDetail', { id: game.public_id })}
                          className="block truncate font-medium text-slate-900 hover:text-primary-700"
                        >
                          {game.name}
                        </Link>
                        <span className="text-xs text-slate-500">
                          {GAME_TYPE_NAMES[game.type as GameType] ?? game.type}
                        </span>
                      </div>
                    </div>
                  </td>
                  <td className="px-3 py-3 text-right font-medium text-slate-900 tabular-nums">
                    {formatCount(game.plays)}
                  </td>
                  <td className="px-3 py-3 text-right text-slate-700 tabular-nums">
                    {formatCount(game.wins)}
                  </td>
                  <td className="hidden px-3 py-3 text-right text-slate-700 tabular-nums sm:table-cell">
                    {winRate(game.plays, game.wins)}%
                  </td>
                  <td className="hidden px-5 py-3 md:table-cell">
                    <div className="h-2 overflow-hidden rounded-full bg-slate-100">
                      <div
                        className="h-full rounded-full bg-primary-500"
                        style={{ width: `${(game.plays / most) * 100}%` }}
                      />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}

/** A business with no plays yet: the three steps to the first ones, ticked as they are done. */
function FirstPlays({
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
