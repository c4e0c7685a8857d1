import type { Experiment } from '@playdesk/contract';
import { Link } from 'react-router';
import { useT } from '../../../i18n/i18n';
import { formatDate } from '../../../lib/format';
import { pathTo } from '../../../rules/routes';
import { Badge } from '../../../ui/Badge';
import { LinkButton } from '../../../ui/Button';
import { Card, CardHeader } from '../../../ui/Card';
import { EmptyState } from '../../../ui/EmptyState';
import { PlusIcon, SparklesIcon } from '../../../ui/icons';
import { Skeleton } from '../../../ui/Skeleton';
import { useExperiments } from './api';
import { GameFrame } from './GameTabs';

/** GameExperiments: a game's experiments, running first, and "New experiment". */
export function ExperimentsPage() {
  return <GameFrame>{(game) => <ExperimentList game={game.public_id} />}</GameFrame>;
}

export function ExperimentStatus({ experiment }: { experiment: Experiment }) {
  const t = useT();
  if (experiment.status === 'running')
    return <Badge tone="success">{t('insight.experiments.running')}</Badge>;
  return (
    <Badge tone="neutral">
      {experiment.promoted_variant
        ? t('insight.experiments.promoted', { variant: experiment.promoted_variant })
        : t('insight.experiments.stopped')}
    </Badge>
  );
}

function ExperimentList({ game }: { game: string }) {
  const t = useT();
  const list = useExperiments(game);
  const experiments = [...(list.data?.data ?? [])].sort(
    (a, b) =>
      Number(b.status === 'running') - Number(a.status === 'running') ||
      b.started_at.localeCompare(a.started_at),
  );
  const add = (
    <LinkButton
      to={pathTo('GameExperimentAdd', { id: game })}
      icon={<PlusIcon className="size-4" />}
      data-testid="new-experiment"
    >
      {t('insight.experiments.new')}
    </LinkButton>
  );
  if (list.isPending) return <Skeleton className="h-48 w-full" />;
  if (!list.isError && experiments.length === 0) {
    return (
      <EmptyState
        icon={<SparklesIcon className="size-6" />}
        title={t('insight.experiments.none')}
        description={t('insight.experiments.none_hint')}
        action={add}
      />
    );
  }
  return (
    <Card>
      <CardHeader
        title={t('insight.experiments.title')}
        description={t('insight.experiments.hint')}
        action={add}
      />
      {list.isError ? (
        <p className="px-5 py-6 text-sm text-slate-600">{t('insight.failed')}</p>
      ) : (
        <ul className="divide-y divide-slate-100" data-testid="experiments">
          {experiments.map((e) => (
            <li
              key={e.public_id}
              className="flex flex-wrap items-center justify-between gap-3 px-5 py-4"
            >
              <div className="min-w-0">
                <Link
                  to={pathTo('GameExperiment', { id: game, experiment: e.public_id })}
                  className="font-medium break-words text-slate-900 hover:text-primary-700"
                >
                  {e.name}
                </Link>
                <p className="text-xs text-slate-500">
                  {t('insight.experiments.summary', {
                    goal: t(`insight.goal.${e.goal}`),
                    variants: e.variants.length,
                    date: formatDate(e.started_at),
                  })}
                </p>
              </div>
              <ExperimentStatus experiment={e} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
