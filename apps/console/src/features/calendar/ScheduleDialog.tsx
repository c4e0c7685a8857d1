import type { GameSummary } from '@playdesk/contract';
import type { GameType } from '@playdesk/games';
import { GAME_TYPE_NAMES } from '../games';
import { useId } from 'react';
import { Controller, useForm, useWatch, type UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../api/client';
import { pathTo } from '../../rules/routes';
import { useT } from '../../i18n/i18n';
import { toast } from '../../session/toast';
import { Button, LinkButton } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { applyServerErrors, contractResolver } from '../../ui/form-errors';
import { Modal } from '../../ui/Modal';
import { Segmented } from '../../ui/Segmented';
import { Select } from '../../ui/Select';
import { useCalendarMutations } from './api';
import { addDays, rangeLabel, shortDayLabel, type IsoDay } from '../../lib/dates';
import { MiniMonth } from './MiniMonth';
import {
  SCHEDULE_FIELDS,
  scheduleRequest,
  ScheduleSchema,
  toggleDay,
  type ScheduleValues,
} from './schedule-form';
import { DateRangeFields } from './DateRangeFields';

const FORM_ID = 'schedule-game-form';

export function ScheduleDialog({
  open,
  onOpenChange,
  day,
  today,
  games,
  gamesLoading,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The day the dialog was opened from (first day of the range, or the first single day). */
  day: IsoDay;
  today: IsoDay;
  games: GameSummary[];
  gamesLoading: boolean;
}) {
  const t = useT();
  const { create } = useCalendarMutations();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('calendar.schedule')}
      description={t('calendar.dialog.hint')}
      testId="schedule-dialog"
      footer={
        games.length > 0 ? (
          <>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" form={FORM_ID} loading={create.isPending}>
              {t('calendar.dialog.submit')}
            </Button>
          </>
        ) : null
      }
    >
      {gamesLoading ? (
        <p className="py-6 text-center text-sm text-slate-500">{t('calendar.dialog.loading')}</p>
      ) : games.length === 0 ? (
        <div className="py-4 text-center">
          <p className="font-medium text-slate-900">{t('calendar.dialog.no_games')}</p>
          <p className="mt-1 text-sm text-slate-600">{t('calendar.dialog.no_games_hint')}</p>
          <LinkButton to={pathTo('GameAdd')} className="mt-4">
            {t('calendar.dialog.create_game')}
          </LinkButton>
        </div>
      ) : (
        <ScheduleForm
          day={day}
          today={today}
          games={games}
          onSubmit={(values, setError) => {
            const game = games.find((g) => g.public_id === values.game_id);
            create.mutate(scheduleRequest(values), {
              onSuccess: ({ entries }) => {
                const when =
                  values.mode === 'range'
                    ? rangeLabel(values.starts_on, values.ends_on)
                    : t('calendar.days', { count: entries.length });
                const scheduled = game
                  ? t('calendar.scheduled', { name: game.name, when })
                  : t('calendar.scheduled_game', { when });
                toast.success(
                  game && game.status !== 'published'
                    ? `${scheduled} ${t('calendar.publish_it')}`
                    : scheduled,
                );
                onOpenChange(false);
              },
              onError: (error) => {
                if (error instanceof ApiError) {
                  applyServerErrors(error.body, setError, SCHEDULE_FIELDS);
                }
              },
            });
          }}
        />
      )}
    </Modal>
  );
}

function ScheduleForm({
  day,
  today,
  games,
  onSubmit,
}: {
  day: IsoDay;
  today: IsoDay;
  games: GameSummary[];
  onSubmit(values: ScheduleValues, setError: UseFormSetError<ScheduleValues>): void;
}) {
  const t = useT();
  const daysLabelId = useId();
  const published = games.filter((g) => g.status === 'published');
  const form = useForm<ScheduleValues, unknown, ScheduleValues>({
    resolver: contractResolver(ScheduleSchema),
    defaultValues: {
      game_id: published.length === 1 ? published[0]!.public_id : '',
      mode: 'range',
      starts_on: day,
      ends_on: addDays(day, 6),
      days: [day],
    },
  });
  const { errors } = form.formState;
  const mode = useWatch({ control: form.control, name: 'mode' });
  const gameId = useWatch({ control: form.control, name: 'game_id' });
  const chosen = games.find((g) => g.public_id === gameId);

  return (
    <form
      id={FORM_ID}
      noValidate
      className="space-y-5"
      onSubmit={form.handleSubmit((values) => onSubmit(values, form.setError))}
    >
      <Field label={t('calendar.dialog.game')} error={errors.game_id?.message}>
        {(field) => (
          <Select {...field} {...form.register('game_id')} data-testid="schedule-game">
            <option value="">{t('calendar.dialog.choose_game')}</option>
            {games.map((g) => (
              <option key={g.public_id} value={g.public_id}>
                {g.name} · {GAME_TYPE_NAMES[g.type as GameType] ?? g.type}
                {g.status === 'published' ? '' : ` (${t('calendar.status', { status: g.status })})`}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {chosen && chosen.status !== 'published' ? (
        <p className="-mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800">
          {t('calendar.dialog.unpublished', { status: chosen.status })}
        </p>
      ) : null}

      <Controller
        control={form.control}
        name="mode"
        render={({ field }) => (
          <Segmented
            label={t('calendar.dialog.how')}
            value={field.value}
            onChange={field.onChange}
            className="w-full"
            options={[
              { value: 'range', label: t('calendar.dialog.range') },
              { value: 'days', label: t('calendar.dialog.single_days') },
            ]}
          />
        )}
      />

      {mode === 'range' ? (
        <DateRangeFields
          start={form.register('starts_on')}
          end={form.register('ends_on')}
          startError={errors.starts_on?.message}
          endError={errors.ends_on?.message}
        />
      ) : (
        <Controller
          control={form.control}
          name="days"
          render={({ field }) => (
            <div className="space-y-2" role="group" aria-labelledby={daysLabelId}>
              <p id={daysLabelId} className="text-sm font-medium text-slate-700">
                {t('calendar.dialog.days')}{' '}
                <span className="font-normal text-slate-500">{t('calendar.dialog.days_hint')}</span>
              </p>
              <MiniMonth
                selected={field.value}
                onToggle={(d) => field.onChange(toggleDay(field.value, d))}
                today={today}
                initialMonth={day}
              />
              {field.value.length > 0 ? (
                <ul className="flex flex-wrap gap-1.5" aria-label={t('calendar.dialog.chosen')}>
                  {field.value.map((d) => (
                    <li key={d}>
                      <button
                        type="button"
                        onClick={() => field.onChange(toggleDay(field.value, d))}
                        className="inline-flex items-center gap-1 rounded-full bg-primary-50 py-0.5 pr-1.5 pl-2.5 text-xs font-medium text-primary-700 ring-1 ring-primary-200 hover:bg-primary-100"
                        aria-label={t('calendar.dialog.remove_day', {
                          day: shortDayLabel(d, true),
                        })}
                      >
                        {shortDayLabel(d)}
                        <span aria-hidden="true">×</span>
                      </button>
                    </li>
                  ))}
                </ul>
              ) : null}
              {errors.days?.message ? (
                <p className="text-sm text-red-600" role="alert">
                  {errors.days.message}
                </p>
              ) : null}
            </div>
          )}
        />
      )}
    </form>
  );
}
