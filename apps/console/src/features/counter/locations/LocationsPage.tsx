import type { Location } from '@playdesk/contract';
import { useState } from 'react';
import { useT } from '../../../i18n/i18n';
import { toast } from '../../../session/toast';
import { Badge } from '../../../ui/Badge';
import { Button, buttonClass } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { EmptyState } from '../../../ui/EmptyState';
import { MapPinIcon, PlusIcon, ScanIcon } from '../../../ui/icons';
import { ConfirmDialog } from '../../../ui/Modal';
import { PageHeader } from '../../../ui/PageHeader';
import { Skeleton } from '../../../ui/Skeleton';
import { useDeleteLocation, useLocations } from '../api';
import { RewardTabs } from '../RewardTabs';
import { SCANNER_PATH } from '../scanner';
import { DevicesPanel } from './DevicesPanel';
import { LocationDialog } from './LocationDialog';
import { timeZoneLabel } from './location-model';

/**
 * RewardLocations (issue 35): the business's shops, each with its address, time zone, staff PIN
 * (set or not, never shown) and its paired counter devices.
 */
export function LocationsPage() {
  const t = useT();
  const list = useLocations();
  const [editing, setEditing] = useState<Location | 'new' | null>(null);
  const rows = list.data?.data ?? [];
  return (
    <>
      <PageHeader
        title={t('counter.locations.title')}
        description={t('counter.locations.description')}
        actions={
          <>
            <a href={SCANNER_PATH} className={buttonClass('secondary')} data-testid="open-scanner">
              <ScanIcon className="size-4" />
              {t('counter.page.open')}
            </a>
            <Button
              icon={<PlusIcon className="size-4" />}
              onClick={() => setEditing('new')}
              data-testid="new-location"
            >
              {t('counter.new')}
            </Button>
          </>
        }
      />
      <RewardTabs className="mb-6" />
      {list.isPending ? (
        <div className="space-y-4" aria-busy="true" aria-label={t('counter.locations.loading')}>
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-32 w-full" />
        </div>
      ) : list.isError && !list.data ? (
        <EmptyState
          icon={<MapPinIcon className="size-6" />}
          title={t('counter.locations.failed')}
          description={t('counter.locations.failed_text')}
          action={<Button onClick={() => void list.refetch()}>{t('common.try_again')}</Button>}
        />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={<MapPinIcon className="size-6" />}
          title={t('counter.locations.empty')}
          description={t('counter.locations.empty_text')}
          points={[
            t('counter.locations.point_pin'),
            t('counter.locations.point_pair'),
            t('counter.locations.point_report'),
          ]}
          action={
            <Button icon={<PlusIcon className="size-4" />} onClick={() => setEditing('new')}>
              {t('counter.new')}
            </Button>
          }
        />
      ) : (
        <ul className="space-y-4" aria-label={t('counter.locations.title')}>
          {rows.map((location) => (
            <LocationCard
              key={location.public_id}
              location={location}
              onEdit={() => setEditing(location)}
            />
          ))}
        </ul>
      )}
      <LocationDialog
        location={editing === 'new' ? null : editing}
        open={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
      />
    </>
  );
}

function LocationCard({ location, onEdit }: { location: Location; onEdit(): void }) {
  const t = useT();
  const remove = useDeleteLocation();
  const [deleting, setDeleting] = useState(false);
  return (
    <li data-testid="location-card">
      <Card>
        <div className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <h2 className="truncate text-base font-semibold text-slate-900">{location.name}</h2>
            {location.address ? (
              <p className="text-sm whitespace-pre-line text-slate-600">{location.address}</p>
            ) : null}
            <div className="mt-2 flex flex-wrap items-center gap-2 text-xs text-slate-500">
              <span>{timeZoneLabel(location.time_zone)}</span>
              {location.has_pin ? (
                <Badge tone="success">{t('counter.location.pin_set')}</Badge>
              ) : (
                <Badge tone="warning">{t('counter.location.pin_none')}</Badge>
              )}
              {location.latitude !== null ? (
                <span
                  title={`${location.latitude}, ${location.longitude}`}
                  data-testid="location-on-map"
                >
                  <Badge tone="neutral">{t('counter.location.on_map')}</Badge>
                </span>
              ) : null}
              <span>{t('counter.location.devices', { count: location.devices })}</span>
            </div>
          </div>
          <div className="flex shrink-0 gap-2">
            <Button variant="secondary" size="sm" onClick={onEdit} data-testid="edit-location">
              {t('counter.location.edit')}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setDeleting(true)}
              data-testid="delete-location"
            >
              {t('counter.location.delete')}
            </Button>
          </div>
        </div>
        <DevicesPanel location={location} />
      </Card>
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t('counter.location.delete_title', { name: location.name })}
        description={t('counter.location.delete_text', { count: location.devices })}
        confirmLabel={t('counter.location.delete')}
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(location.public_id, {
            onSuccess: () => toast.success(t('counter.location.deleted', { name: location.name })),
            onSettled: () => setDeleting(false),
          })
        }
      />
    </li>
  );
}
