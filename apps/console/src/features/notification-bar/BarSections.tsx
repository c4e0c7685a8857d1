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
import { browserTimeZone } from '../../lib/format';

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
  const { errors } = form.formState;
  const text = useWatch({ control: form.control, name: 'text' });
  return (
    <Section title="Message">
      <Field label="Text" error={errors.text?.message} hint={`${text.length}/200 characters`}>
        {(field) => (
          <Textarea
            {...field}
            {...form.register('text')}
            rows={2}
            maxLength={200}
            placeholder="e.g. Play our coffee quiz and win a free latte!"
          />
        )}
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Button label" error={errors.button_label?.message}>
          {(field) => <Input {...field} {...form.register('button_label')} maxLength={40} />}
        </Field>
        <Controller
          control={form.control}
          name="game_id"
          render={({ field: { ref, ...field } }) => (
            <Field
              label="Linked game"
              error={errors.game_id?.message}
              hint="The button opens this game."
            >
              {(props) => (
                <Select {...props} {...field} ref={ref} data-testid="bar-game">
                  <option value="">No game</option>
                  {field.value && !games && savedGame ? (
                    <option value={savedGame.public_id}>{savedGame.name}</option>
                  ) : null}
                  {(games ?? []).map((g) => (
                    <option key={g.public_id} value={g.public_id}>
                      {g.name}
                      {g.status === 'published' ? '' : ` (${g.status})`}
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
          No games yet.{' '}
          <Link to={pathTo('GameAdd')} className="font-medium text-primary-600">
            Create one
          </Link>{' '}
          to link it from the bar.
        </p>
      ) : null}
    </Section>
  );
}

/** Colours and position. */
export function LookSection({ form }: { form: BarForm }) {
  const { errors } = form.formState;
  const [color, background] = useWatch({ control: form.control, name: ['color', 'background'] });
  const lowContrast = (() => {
    const ratio = contrastRatio(color, background);
    return ratio !== null && ratio < 4.5
      ? `Text may be hard to read on this background (contrast ${ratio.toFixed(1)}:1, aim for 4.5:1).`
      : undefined;
  })();
  return (
    <Section title="Look">
      <div className="grid gap-5 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="background"
          render={({ field }) => (
            <ColorField
              label="Background"
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
              label="Text colour"
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
          Position
        </p>
        <Controller
          control={form.control}
          name="position"
          render={({ field }) => (
            <Segmented
              label="Position"
              value={field.value}
              onChange={field.onChange}
              options={[
                { value: 'top', label: 'Top of the page' },
                { value: 'bottom', label: 'Bottom of the page' },
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
  const { errors } = form.formState;
  const timeZone = useMemo(() => browserTimeZone(), []);
  return (
    <Section title="Schedule">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label="Start"
          error={errors.starts_at?.message}
          hint="Empty: as soon as it is switched on."
        >
          {(field) => <Input {...field} {...form.register('starts_at')} type="datetime-local" />}
        </Field>
        <Field label="End" error={errors.ends_at?.message} hint="Empty: until you switch it off.">
          {(field) => <Input {...field} {...form.register('ends_at')} type="datetime-local" />}
        </Field>
      </div>
      <p className="-mt-2 text-xs text-slate-500">Times are in your time zone ({timeZone}).</p>
    </Section>
  );
}
