import { useRef, type KeyboardEvent } from 'react';
import { useT } from '../../i18n/i18n';
import { useSearchParams } from 'react-router';
import { pathTo } from '../../rules/routes';
import { showUpgrade } from '../../rules/visibility';
import { useSession, useViewer } from '../../session/hooks';
import { LinkButton } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { cx } from '../../ui/cx';
import { EmptyState } from '../../ui/EmptyState';
import { LockIcon, SettingsIcon, SuccessIcon, UsersIcon } from '../../ui/icons';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import { useCrmGate } from './api';
import { ConsentsTab } from './consents/ConsentsTab';
import { PlayersTab } from './players/PlayersTab';
import { PrivacyTab } from './privacy/PrivacyTab';

const TABS = [
  { id: 'players', Icon: UsersIcon },
  { id: 'consents', Icon: SuccessIcon },
  { id: 'privacy', Icon: SettingsIcon },
] as const;
type TabId = (typeof TABS)[number]['id'];

function readTab(value: string | null): TabId {
  return TABS.find((t) => t.id === value)?.id ?? 'players';
}

/**
 * CRMList `/crm` (docs/product-rules.md#player-data): the players who filled a game's form,
 * the consents forms ask for, and the privacy settings. The tab sits in the URL (`?tab=consents`).
 */
export function CrmPage() {
  const t = useT();
  const crm = useSession((s) => s.user?.plan.crm ?? false);
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = readTab(searchParams.get('tab'));
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const choose = (next: TabId) =>
    setSearchParams(next === 'players' ? new URLSearchParams() : { tab: next });
  const onKey = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + TABS.length) % TABS.length;
    choose(TABS[next]!.id);
    refs.current[next]?.focus();
  };

  if (!crm) return <UpgradeNotice />;
  return (
    <>
      <PageHeader title={t('crm.title')} description={t('crm.description')} />
      <div
        role="tablist"
        aria-label={t('crm.tabs')}
        className="-mx-4 mb-5 flex gap-1 overflow-x-auto border-b border-slate-200 px-4 sm:mx-0 sm:px-0"
      >
        {TABS.map(({ id, Icon }, index) => (
          <button
            key={id}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`crm-tab-${id}`}
            aria-selected={tab === id}
            aria-controls="crm-panel"
            tabIndex={tab === id ? 0 : -1}
            onClick={() => choose(id)}
            onKeyDown={(e) => onKey(e, index)}
            data-testid={`crm-tab-${id}`}
            className={cx(
              '-mb-px flex shrink-0 items-center gap-2 border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap transition-colors',
              'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-600',
              tab === id
                ? 'border-primary-600 text-primary-700'
                : 'border-transparent text-slate-500 hover:border-slate-300 hover:text-slate-700',
            )}
          >
            <Icon className="size-4.5" />
            {t(`crm.tab.${id}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="crm-panel" aria-labelledby={`crm-tab-${tab}`}>
        {tab === 'players' ? <PlayersTab /> : tab === 'consents' ? <ConsentsTab /> : <PrivacyTab />}
      </div>
    </>
  );
}

/** Without the plan's `crm` flag: the server's own words (they name the plan) and a way up. */
function UpgradeNotice() {
  const t = useT();
  const viewer = useViewer();
  const gate = useCrmGate(true);
  const message = gate.data?.blocked ?? t('crm.upgrade.text');
  return (
    <>
      <PageHeader title={t('crm.title')} description={t('crm.upgrade.description')} />
      <Card data-testid="crm-upgrade">
        {gate.isPending ? (
          <div className="space-y-3 p-10" aria-busy="true" aria-label={t('crm.upgrade.checking')}>
            <Skeleton className="mx-auto size-12 rounded-full" />
            <Skeleton className="mx-auto h-4 w-64" />
            <Skeleton className="mx-auto h-3 w-80 max-w-full" />
          </div>
        ) : (
          <EmptyState
            className="border-0"
            icon={<LockIcon className="size-6" />}
            title={t('crm.upgrade.title')}
            description={message}
            points={[t('crm.upgrade.point1'), t('crm.upgrade.point2'), t('crm.upgrade.point3')]}
            action={
              viewer && showUpgrade(viewer) ? (
                <LinkButton to={pathTo('Upgrade')}>{t('crm.upgrade.compare')}</LinkButton>
              ) : undefined
            }
          />
        )}
      </Card>
    </>
  );
}
