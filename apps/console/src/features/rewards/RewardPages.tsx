import { useParams } from 'react-router';
import { useT } from '../../i18n/i18n';
import { Button, LinkButton } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { GiftIcon } from '../../ui/icons';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import { pathTo } from '../../rules/routes';
import { useReward } from './api';
import { BackLink, RewardEditor } from './editor/RewardEditor';

/** The route components the router imports (RewardList, RewardAdd, RewardEdit). */
export { RewardListPage } from './list/RewardListPage';

export function RewardEditorPage({ mode }: { mode: 'add' | 'edit' }) {
  const { id = '' } = useParams();
  if (mode === 'add') return <RewardEditor key="new" reward={null} />;
  return <EditReward key={id} id={id} />;
}

function EditReward({ id }: { id: string }) {
  const t = useT();
  const query = useReward(id);
  if (query.isPending) {
    return (
      <>
        <BackLink />
        <PageHeader title={t('rewards.reward')} description={t('rewards.loading')} />
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <Card className="space-y-5 p-5" aria-busy="true">
            {[0, 1, 2, 3].map((i) => (
              <div key={i} className="space-y-2">
                <Skeleton className="h-4 w-24" />
                <Skeleton className="h-10 w-full" />
              </div>
            ))}
          </Card>
          <Skeleton className="hidden aspect-[9/17.5] rounded-[2.5rem] lg:block" />
        </div>
      </>
    );
  }
  if (query.isError || !query.data) {
    const missing = !query.isError;
    return (
      <>
        <BackLink />
        <PageHeader title={t('rewards.reward')} />
        <EmptyState
          icon={<GiftIcon className="size-6" />}
          title={missing ? t('rewards.missing.title') : t('rewards.failed.title')}
          description={missing ? t('rewards.missing.text') : t('rewards.failed.text')}
          action={
            missing ? (
              <LinkButton to={pathTo('RewardList')}>{t('rewards.back')}</LinkButton>
            ) : (
              <Button onClick={() => void query.refetch()}>{t('common.try_again')}</Button>
            )
          }
        />
      </>
    );
  }
  return <RewardEditor reward={query.data} />;
}
