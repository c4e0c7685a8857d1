/**
 * A game's placements (issue 34 §5): named places it is promoted, each with its own link (UTM
 * parameters and `pd_placement`) and QR code to download as PNG or SVG, and its own funnel row.
 */
import { CreatePlacementRequest, type Placement } from '@playdesk/contract';
import { copyText } from '@playdesk/ui/clipboard';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError, messageOf } from '../../../api/client';
import { codedText } from '../../../api/error-codes';
import { useT } from '../../../i18n/i18n';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../session/toast';
import { Button } from '../../../ui/Button';
import { Card, CardHeader } from '../../../ui/Card';
import { Field } from '../../../ui/Field';
import { applyServerErrors, contractResolver } from '../../../ui/form-errors';
import { PlusIcon } from '../../../ui/icons';
import { Input } from '../../../ui/Input';
import { Skeleton } from '../../../ui/Skeleton';
import { CopyIcon, DownloadIcon } from '../controls';
import { downloadQr, PLACEMENT_FIELDS, useCreatePlacement, usePlacements } from './api';
import { EMPTY_PLACEMENT, placementRequest, type PlacementFormValues } from './placement-model';

export function PlacementsCard({ game }: { game: string }) {
  const t = useT();
  const list = usePlacements(game);
  const [adding, setAdding] = useState(false);
  const placements = list.data?.data ?? [];
  return (
    <Card data-testid="placements">
      <CardHeader
        title={t('insight.placements.title')}
        description={t('insight.placements.hint')}
        action={
          adding ? null : (
            <Button
              size="sm"
              icon={<PlusIcon className="size-4" />}
              onClick={() => setAdding(true)}
            >
              {t('insight.placements.add')}
            </Button>
          )
        }
      />
      {adding ? <PlacementForm game={game} onDone={() => setAdding(false)} /> : null}
      {list.isPending ? (
        <div className="space-y-2 p-5">
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      ) : list.isError ? (
        <p className="px-5 py-6 text-sm text-slate-600">{t('insight.failed')}</p>
      ) : placements.length === 0 ? (
        <p className="px-5 py-6 text-sm text-slate-500">{t('insight.placements.none')}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {placements.map((p) => (
            <PlacementRow key={p.public_id} placement={p} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function PlacementRow({ placement }: { placement: Placement }) {
  const t = useT();
  const [busy, setBusy] = useState<'png' | 'svg' | null>(null);
  const copy = async () => {
    if (await copyText(placement.url)) toast.success(t('insight.placements.copied'));
    else toast.warning(t('insight.placements.copy_failed'));
  };
  const download = async (format: 'png' | 'svg') => {
    setBusy(format);
    try {
      await downloadQr(placement, format);
    } catch (error) {
      toast.warning(messageOf(error));
    } finally {
      setBusy(null);
    }
  };
  const utm = [placement.utm_source, placement.utm_medium, placement.utm_campaign]
    .filter(Boolean)
    .join(' / ');
  return (
    <li
      className="flex flex-col gap-3 px-5 py-4 lg:flex-row lg:items-center"
      data-testid="placement"
    >
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words text-slate-900">{placement.name}</p>
        <p className="text-xs text-slate-500">
          {t('insight.placements.utm', { utm })} · {formatDate(placement.created_at)}
        </p>
        <p className="mt-1 truncate font-mono text-xs text-slate-600" title={placement.url}>
          {placement.url}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" icon={<CopyIcon />} onClick={() => void copy()}>
          {t('insight.placements.copy')}
        </Button>
        {(['png', 'svg'] as const).map((format) => (
          <Button
            key={format}
            size="sm"
            variant="secondary"
            icon={<DownloadIcon />}
            loading={busy === format}
            onClick={() => void download(format)}
            data-testid={`qr-${format}`}
          >
            {t(`insight.placements.qr_${format}`)}
          </Button>
        ))}
      </div>
    </li>
  );
}

function PlacementForm({ game, onDone }: { game: string; onDone(): void }) {
  const t = useT();
  const create = useCreatePlacement(game);
  const form = useForm<PlacementFormValues, unknown, CreatePlacementRequest>({
    resolver: contractResolver(CreatePlacementRequest, (v: PlacementFormValues) =>
      placementRequest(game, v),
    ),
    defaultValues: EMPTY_PLACEMENT,
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((request) =>
    create.mutate(request, {
      onSuccess: ({ placement }) => {
        toast.success(t('insight.placements.created', { name: placement.name }));
        form.reset(EMPTY_PLACEMENT);
        onDone();
      },
      onError: (e) => {
        if (!(e instanceof ApiError)) return;
        applyServerErrors(e.body, form.setError, [...PLACEMENT_FIELDS]);
        // The game has a placement of that name (409): said beside the name.
        if (e.status === 409)
          form.setError(
            'name',
            { type: 'server', message: codedText(e.body) ?? messageOf(e) },
            { shouldFocus: true },
          );
      },
    }),
  );
  return (
    <form
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      className="space-y-4 border-b border-slate-100 bg-slate-50/60 px-5 py-5"
      aria-label={t('insight.placements.add')}
      data-testid="placement-form"
    >
      <Field
        label={t('insight.placements.name')}
        hint={t('insight.placements.name_hint')}
        error={errors.name?.message}
      >
        {(props) => (
          <Input {...props} maxLength={80} autoComplete="off" {...form.register('name')} />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        {(['utm_source', 'utm_medium', 'utm_campaign'] as const).map((key) => (
          <Field
            key={key}
            label={t(`insight.placements.${key}`)}
            hint={t(`insight.placements.${key}_hint`)}
            error={errors[key]?.message}
          >
            {(props) => (
              <Input {...props} maxLength={100} autoComplete="off" {...form.register(key)} />
            )}
          </Field>
        ))}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={create.isPending}>
          {t('insight.placements.create')}
        </Button>
      </div>
    </form>
  );
}
