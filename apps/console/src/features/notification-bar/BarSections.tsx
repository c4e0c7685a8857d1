import type { GameSummary, NotificationBar, NotificationBarInput } from '@playdesk/contract';
import { contrastRatio } from '@playdesk/ui/color';
import { useId, useMemo, type ReactNode } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { pathTo } from '../../rules/routes';
import { ColorField } from '../../ui/ColorField';
import { Field } from '../../ui/Field';
import { Input } from '../../ui/Input';
import { Segmented } from '../../ui/Segmented';
import { Select } from '../../ui/Select';
import { Textarea } from '../../ui/Textarea';
import type { BarFormValues } from './bar-model';
import { browserTimeZone, formatNumber } from '../../lib/format';
import { richText, useT } from '../../i18n/i18n';

/** The bar editor's form, as each section receives it. */
export type BarForm = UseFormReturn<BarFormValues, unknown, NotificationBarInput>;

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-5 border-t border-slate-100 px-5 py-5 sm:px-6">
      <h3 id={id} className="text-sm font-semibold text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** The text, the button's label and the game it opens. */
export function MessageSection({
  form,
  games,
  savedGame,
}: {
  form: BarForm;
  /** The account's games; undefined while they load. */
  games: GameSummary[] | undefined;
  savedGame: NotificationBar['game'];
}) {
  const t = useT();
  const { errors } = form.formState;
  const text = useWatch({ control: form.control, name: 'text' });
  return (
    <Section title={t('notification-bar.message.title')}>
      <Field
        label={t('notification-bar.message.text')}
        error={errors.text?.message}
        hint={t('notification-bar.message.count', { count: text.length, max: 200 })}
      >
        {(field) => (
          <Textarea
            {...field}
            {...form.register('text')}
            rows={2}
            maxLength={200}
            placeholder={t('notification-bar.message.placeholder')}
          />
        )}
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t('notification-bar.message.button')} error={errors.button_label?.message}>
          {(field) => <Input {...field} {...form.register('button_label')} maxLength={40} />}
        </Field>
        <Controller
          control={form.control}
          name="game_id"
          render={({ field: { ref, ...field } }) => (
            <Field
              label={t('notification-bar.message.game')}
              error={errors.game_id?.message}
              hint={t('notification-bar.message.game_hint')}
            >
              {(props) => (
                <Select {...props} {...field} ref={ref} data-testid="bar-game">
                  <option value="">{t('notification-bar.message.no_game')}</option>
                  {field.value && !games && savedGame ? (
                    <option value={savedGame.public_id}>{savedGame.name}</option>
                  ) : null}
                  {(games ?? []).map((g) => (
                    <option key={g.public_id} value={g.public_id}>
                      {g.name}
                      {g.status === 'published'
                        ? ''
                        : ` (${t(`notification-bar.game_status.${g.status}`)})`}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          )}
        />
      </div>
      {games && games.length === 0 ? (
        <p className="text-sm text-slate-500">
          {richText(
            t,
            'notification-bar.message.no_games',
            {},
            {
              create: (
                <Link to={pathTo('GameAdd')} className="font-medium text-primary-600">
                  {t('notification-bar.message.create_one')}
                </Link>
              ),
            },
          )}
        </p>
      ) : null}
    </Section>
  );
}

/** Colours and position. */
export function LookSection({ form }: { form: BarForm }) {
  const t = useT();
  const { errors } = form.formState;
  const [color, background] = useWatch({ control: form.control, name: ['color', 'background'] });
  const lowContrast = (() => {
    const ratio = contrastRatio(color, background);
    return ratio !== null && ratio < 4.5
      ? t('notification-bar.look.contrast', {
          ratio: formatNumber(Math.round(ratio * 10) / 10),
          aim: formatNumber(4.5),
        })
      : undefined;
  })();
  return (
    <Section title={t('notification-bar.look.title')}>
      <div className="grid gap-5 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="background"
          render={({ field }) => (
            <ColorField
              label={t('notification-bar.look.background')}
              value={field.value}
              onChange={field.onChange}
              error={errors.background?.message}
              testId="bar-background"
            />
          )}
        />
        <Controller
          control={form.control}
          name="color"
          render={({ field }) => (
            <ColorField
              label={t('notification-bar.look.colour')}
              value={field.value}
              onChange={field.onChange}
              error={errors.color?.message}
              hint={lowContrast}
              testId="bar-color"
            />
          )}
        />
      </div>
      <div className="space-y-1.5">
        <p className="text-sm font-medium text-slate-700" id="bar-position-label">
          {t('notification-bar.look.position')}
        </p>
        <Controller
          control={form.control}
          name="position"
          render={({ field }) => (
            <Segmented
              label={t('notification-bar.look.position')}
              value={field.value}
              onChange={field.onChange}
              options={[
                { value: 'top', label: t('notification-bar.look.top') },
                { value: 'bottom', label: t('notification-bar.look.bottom') },
              ]}
              testId="bar-position"
            />
          )}
        />
      </div>
    </Section>
  );
}

/** When the bar is active, in the business's own time zone. */
export function ScheduleSection({ form }: { form: BarForm }) {
  const t = useT();
  const { errors } = form.formState;
  const timeZone = useMemo(() => browserTimeZone(), []);
  return (
    <Section title={t('notification-bar.schedule.title')}>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label={t('notification-bar.schedule.start')}
          error={errors.starts_at?.message}
          hint={t('notification-bar.schedule.start_hint')}
        >
          {(field) => <Input {...field} {...form.register('starts_at')} type="datetime-local" />}
        </Field>
        <Field
          label={t('notification-bar.schedule.end')}
          error={errors.ends_at?.message}
          hint={t('notification-bar.schedule.end_hint')}
        >
          {(field) => <Input {...field} {...form.register('ends_at')} type="datetime-local" />}
        </Field>
      </div>
      <p className="-mt-2 text-xs text-slate-500">
        {t('notification-bar.schedule.zone', { zone: timeZone })}
      </p>
    </Section>
  );
}
