import {
  COUNTER_LIMITS,
  type CounterDevice,
  type Location,
  type PairingResponse,
} from '@playdesk/contract';
import { useState } from 'react';
import { useT } from '../../../i18n/i18n';
import { formatDateTime, formatRelative } from '../../../lib/format';
import { toast } from '../../../session/toast';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { Input } from '../../../ui/Input';
import { ConfirmDialog, Modal } from '../../../ui/Modal';
import { Skeleton } from '../../../ui/Skeleton';
import { useDevices, usePairDevice, useUnpairDevice } from '../api';
import { scannerUrl } from '../scanner';

/** A location's counter devices: pairing a new one, and the paired ones with Unpair. */
export function DevicesPanel({ location }: { location: Location }) {
  const t = useT();
  const devices = useDevices(location.public_id);
  const [pairing, setPairing] = useState(false);
  const rows = devices.data?.data ?? [];
  return (
    <div className="border-t border-slate-100 px-5 py-4" data-testid="devices">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-slate-900">{t('counter.devices.title')}</h3>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setPairing(true)}
          data-testid="pair-device"
        >
          {t('counter.devices.pair')}
        </Button>
      </div>
      {!location.has_pin ? (
        <p className="mb-3 rounded-lg bg-amber-50 px-3 py-2 text-xs text-amber-800">
          {t('counter.devices.no_pin')}
        </p>
      ) : null}
      {devices.isPending ? (
        <Skeleton className="h-10 w-full" />
      ) : devices.isError ? (
        <p className="text-sm text-slate-600">
          {t('counter.devices.failed')}{' '}
          <Button variant="ghost" size="sm" onClick={() => void devices.refetch()}>
            {t('common.try_again')}
          </Button>
        </p>
      ) : rows.length === 0 ? (
        <p className="text-sm text-slate-500">{t('counter.devices.none')}</p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label={t('counter.devices.title')}>
          {rows.map((device) => (
            <DeviceRow key={device.public_id} device={device} location={location.public_id} />
          ))}
        </ul>
      )}
      <PairDialog location={location} open={pairing} onOpenChange={setPairing} />
    </div>
  );
}

function DeviceRow({ device, location }: { device: CounterDevice; location: string }) {
  const t = useT();
  const unpair = useUnpairDevice(location);
  const [confirming, setConfirming] = useState(false);
  return (
    <li
      className="flex flex-col gap-2 py-2.5 sm:flex-row sm:items-center sm:gap-4"
      data-testid="device-row"
    >
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-slate-900">{device.name}</p>
        <p className="text-xs text-slate-500">
          {device.paired_at
            ? t('counter.devices.paired_at', { date: formatDateTime(device.paired_at) })
            : t('counter.devices.waiting')}
          {' · '}
          {device.last_seen_at
            ? t('counter.devices.seen', { when: formatRelative(device.last_seen_at) })
            : t('counter.devices.never_seen')}
        </p>
      </div>
      <div className="flex shrink-0 items-center gap-2">
        {/* The server sets `locked_until` only while the device is locked. */}
        {device.locked_until ? (
          <Badge tone="danger">
            {t('counter.devices.locked', { date: formatDateTime(device.locked_until) })}
          </Badge>
        ) : device.paired_at ? (
          <Badge tone="success">{t('counter.devices.paired')}</Badge>
        ) : (
          <Badge tone="warning">{t('counter.devices.not_paired')}</Badge>
        )}
        <Button
          variant="ghost"
          size="sm"
          onClick={() => setConfirming(true)}
          data-testid="unpair-device"
        >
          {t('counter.devices.unpair')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('counter.devices.unpair_title', { name: device.name })}
        description={t('counter.devices.unpair_text')}
        confirmLabel={t('counter.devices.unpair')}
        busy={unpair.isPending}
        onConfirm={() =>
          unpair.mutate(device.public_id, {
            onSuccess: () => toast.success(t('counter.devices.unpaired', { name: device.name })),
            onSettled: () => setConfirming(false),
          })
        }
      />
    </li>
  );
}

/** "Pair a device": a name, then the pairing code, big, with its expiry and how to use it. */
function PairDialog({
  location,
  open,
  onOpenChange,
}: {
  location: Location;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const t = useT();
  const pair = usePairDevice(location.public_id);
  const [name, setName] = useState('');
  const [paired, setPaired] = useState<PairingResponse | null>(null);
  const close = (next: boolean) => {
    if (next) return;
    setPaired(null);
    setName('');
    pair.reset();
    onOpenChange(false);
  };
  return (
    <Modal
      open={open}
      onOpenChange={close}
      title={t('counter.pair.title', { location: location.name })}
      description={paired ? undefined : t('counter.pair.text')}
      testId="pair-dialog"
      footer={
        paired ? (
          <Button onClick={() => close(false)}>{t('counter.pair.done')}</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={() => close(false)}>
              {t('common.cancel')}
            </Button>
            <Button
              loading={pair.isPending}
              onClick={() => pair.mutate(name, { onSuccess: setPaired })}
              data-testid="pair-create"
            >
              {t('counter.pair.create')}
            </Button>
          </>
        )
      }
    >
      {paired ? (
        <PairingCode paired={paired} />
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            pair.mutate(name, { onSuccess: setPaired });
          }}
        >
          <Field label={t('counter.pair.name')} hint={t('counter.pair.name_hint')}>
            {(field) => (
              <Input
                {...field}
                value={name}
                onChange={(e) => setName(e.target.value)}
                maxLength={60}
                placeholder={t('counter.pair.name_placeholder')}
                autoFocus
                data-testid="pair-name"
              />
            )}
          </Field>
        </form>
      )}
    </Modal>
  );
}

function PairingCode({ paired }: { paired: PairingResponse }) {
  const t = useT();
  return (
    <div className="space-y-5">
      <div className="rounded-xl bg-slate-50 px-4 py-6 text-center ring-1 ring-slate-200 ring-inset">
        <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">
          {t('counter.pair.code')}
        </p>
        <p
          className="mt-2 font-mono text-4xl font-semibold tracking-[0.2em] break-all text-slate-900 sm:text-5xl"
          data-testid="pairing-code"
        >
          {paired.pairing_code}
        </p>
        <p className="mt-3 text-sm text-slate-600" data-testid="pairing-expires">
          {t('counter.pair.expires', {
            date: formatDateTime(paired.pairing_expires_at),
            minutes: COUNTER_LIMITS.pairingMinutes,
          })}
        </p>
      </div>
      <ol className="list-decimal space-y-2 pl-5 text-sm text-slate-700">
        <li>
          {t('counter.pair.step_open')}{' '}
          <code className="rounded bg-slate-100 px-1.5 py-0.5 break-all text-slate-900">
            {scannerUrl()}
          </code>
        </li>
        <li>{t('counter.pair.step_code')}</li>
        <li>{t('counter.pair.step_pin')}</li>
      </ol>
      <p className="text-xs text-slate-500">{t('counter.pair.once')}</p>
    </div>
  );
}
