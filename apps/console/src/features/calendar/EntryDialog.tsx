import { MoveCalendarEntryRequest, type CalendarEntry } from '@playdesk/contract';
import type { GameType } from '@playdesk/games';
import { GAME_TYPE_NAMES } from '../games';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { ApiError } from '../../api/client';
import { pathTo } from '../../rules/routes';
import { useT } from '../../i18n/i18n';
import { toast } from '../../session/toast';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { applyServerErrors, contractResolver } from '../../ui/form-errors';
import { ConfirmDialog, Modal } from '../../ui/Modal';
import { useCalendarMutations } from './api';
import { entryLength, gameColor } from './calendar-model';
import { rangeLabel, shortDayLabel, type IsoDay } from '../../lib/dates';
import { DateRangeFields } from './DateRangeFields';

const FORM_ID = 'entry-dates-form';

export const STATUS_TONE = { published: 'success', draft: 'neutral', paused: 'warning' } as const;

type Dates = { starts_on: IsoDay; ends_on: IsoDay };

/** An entry's details: change its dates (the keyboard way to move it), open the game, remove it. */
export function EntryDialog({
  entry,
  onClose,
  colors,
}: {
  entry: CalendarEntry | null;
  onClose(): void;
  colors: ReadonlyMap<string, number>;
}) {
  const t = useT();
  const { move, remove } = useCalendarMutations();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Modal
        open={entry !== null && !confirming}
        onOpenChange={(open) => !open && onClose()}
        title={entry?.game.name ?? ''}
        description={entry ? rangeLabel(entry.starts_on, entry.ends_on) : undefined}
        testId="entry-dialog"
        footer={
          <>
            <Button
              variant="ghost"
              className="text-red-600 hover:bg-red-50 hover:text-red-700 sm:mr-auto"
              onClick={() => setConfirming(true)}
            >
              {t('calendar.entry.remove')}
            </Button>
            <Button variant="secondary" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" form={FORM_ID} loading={move.isPending}>
              {t('calendar.entry.save')}
            </Button>
          </>
        }
      >
        {entry ? (
          <EntryForm
            entry={entry}
            colors={colors}
            onSubmit={(dates, setError) =>
              move.mutate(
                { id: entry.id, ...dates },
                {
                  onSuccess: ({ entry: moved }) => {
                    toast.success(
                      t('calendar.entry.moved', {
                        name: moved.game.name,
                        range: rangeLabel(moved.starts_on, moved.ends_on),
                      }),
                    );
                    onClose();
                  },
                  onError: (error) => {
                    if (error instanceof ApiError) {
                      applyServerErrors(error.body, setError, ['starts_on', 'ends_on']);
                    }
                  },
                },
              )
            }
          />
        ) : null}
      </Modal>
      <ConfirmDialog
        open={entry !== null && confirming}
        onOpenChange={(open) => {
          if (!open) setConfirming(false);
        }}
        title={t('calendar.entry.remove_title', { name: entry?.game.name ?? '' })}
        description={
          entry
            ? entryLength(entry) === 1
              ? t('calendar.entry.remove_day', { day: shortDayLabel(entry.starts_on, true) })
              : t('calendar.entry.remove_range', {
                  range: rangeLabel(entry.starts_on, entry.ends_on),
                })
            : ''
        }
        confirmLabel={t('calendar.entry.remove_confirm')}
        busy={remove.isPending}
        onConfirm={() =>
          entry &&
          remove.mutate(entry.id, {
            onSuccess: () => {
              toast.success(t('calendar.entry.removed', { name: entry.game.name }));
              setConfirming(false);
              onClose();
            },
          })
        }
      />
    </>
  );
}

function EntryForm({
  entry,
  colors,
  onSubmit,
}: {
  entry: CalendarEntry;
  colors: ReadonlyMap<string, number>;
  onSubmit(dates: Dates, setError: ReturnType<typeof useForm<Dates>>['setError']): void;
}) {
  const t = useT();
  const form = useForm<Dates, unknown, Dates>({
    resolver: contractResolver(MoveCalendarEntryRequest),
    defaultValues: { starts_on: entry.starts_on, ends_on: entry.ends_on },
  });
  const { errors } = form.formState;
  const color = gameColor(entry.game.public_id, colors);
  const status = entry.game.status as keyof typeof STATUS_TONE;
  return (
    <form
      id={FORM_ID}
      noValidate
      className="space-y-5"
      onSubmit={form.handleSubmit((values) => onSubmit(values, form.setError))}
    >
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
        <span
          className="size-3 rounded-full"
          style={{ background: color.bar }}
          aria-hidden="true"
        />
        <span>{GAME_TYPE_NAMES[entry.game.type as GameType] ?? entry.game.type}</span>
        <Badge tone={STATUS_TONE[status] ?? 'neutral'}>
          {t('calendar.status', { status: entry.game.status })}
        </Badge>
        <Link
          to={pathTo('GameDetail', { id: entry.game.public_id })}
          className="ml-auto font-medium text-primary-600 hover:text-primary-700"
        >
          {t('calendar.entry.open_game')}
        </Link>
      </div>
      {entry.game.status !== 'published' ? (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800">
          {t('calendar.entry.unpublished', { status: entry.game.status })}
        </p>
      ) : null}
      <DateRangeFields
        start={form.register('starts_on')}
        end={form.register('ends_on')}
        startError={errors.starts_on?.message}
        endError={errors.ends_on?.message}
      />
      <p className="hidden text-xs text-slate-500 md:block">{t('calendar.entry.tip')}</p>
    </form>
  );
}
