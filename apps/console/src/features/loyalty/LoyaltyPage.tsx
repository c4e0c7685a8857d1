/**
 * RewardLoyalty (issue 39, docs/loyalty.md): the rewards section's Loyalty tab — figures, the
 * settings, the points catalogue and the members.
 */
import { useT } from '../../i18n/i18n';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { GiftIcon } from '../../ui/icons';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import { RewardTabs } from '../counter';
import { useLoyaltySettings } from './api';
import { CatalogueCard } from './CatalogueCard';
import { MembersCard } from './MembersCard';
import { SettingsCard } from './SettingsCard';
import { StatsCard } from './StatsCard';

export function LoyaltyPage() {
  const t = useT();
  const settings = useLoyaltySettings();
  return (
    <>
      <PageHeader
        title={t('rewards.loyalty.title')}
        description={t('rewards.loyalty.description')}
      />
      <RewardTabs className="mb-6" />
      {settings.isPending ? (
        <Skeleton className="h-96 rounded-xl" />
      ) : settings.isError ? (
        <EmptyState
          icon={<GiftIcon className="size-6" />}
          title={t('rewards.loyalty.load_failed')}
          description={t('rewards.loyalty.check_connection')}
          action={<Button onClick={() => void settings.refetch()}>{t('common.try_again')}</Button>}
        />
      ) : (
        <div className="space-y-6">
          <StatsCard />
          <MembersCard />
          <div className="grid items-start gap-6 xl:grid-cols-2">
            <SettingsCard saved={settings.data.loyalty} />
            <CatalogueCard />
          </div>
        </div>
      )}
    </>
  );
}
