import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Button } from '../../../ui/Button';
import { cx } from '../../../ui/cx';
import { Field } from '../../../ui/Field';
import { PlusIcon } from '../../../ui/icons';
import { Input } from '../../../ui/Input';
import { oddsSummary, percentText } from '../content-helpers';
import { IconButton, TrashIcon } from '../controls';
import type { ScratchForm } from '../content-forms';
import type { GameFormValues } from '../game-form';
import { ImageField } from '../../media';
import { useEditorErrors } from './useEditorErrors';

type Values = GameFormValues<ScratchForm>;

/** Scratch content schema limit (packages/games/src/scratch/content.ts). */
const MAX_PRIZES = 20;

const BAR_COLOURS = [
  'bg-primary-600',
  'bg-primary-400',
  'bg-amber-400',
  'bg-emerald-500',
  'bg-sky-500',
];

/** ScratchMe prizes with their odds; whatever is left is "no luck". */
export function ScratchEditor() {
  const { control, register, setFocus } = useFormContext<Values>();
  const { errorFor } = useEditorErrors();
  const prizes = useFieldArray({ control, name: 'content.prizes', keyName: 'key' });
  const watched = useWatch({ control, name: 'content.prizes' });
  const { total, noLuck } = oddsSummary(watched.map((p) => p.odds));
  const listError = errorFor('content.prizes');
  const over = total > 100;

  const add = () => {
    const index = prizes.fields.length;
    prizes.append({ pid: null, label: '', odds: 10 }, { shouldFocus: false });
    window.setTimeout(() => setFocus(`content.prizes.${index}.label`), 0);
  };

  return (
    <div className="space-y-5">
      <div>
        <div className="mb-2 flex items-baseline justify-between gap-3">
          <p className="text-sm font-medium text-slate-700">Chances per card</p>
          <p
            className={cx('text-sm font-semibold', over ? 'text-red-600' : 'text-slate-700')}
            data-testid="no-luck-share"
          >
            {over ? `Odds add up to ${percentText(total)}` : `No luck: ${percentText(noLuck)}`}
          </p>
        </div>
        <div
          className="flex h-3 overflow-hidden rounded-full bg-slate-200"
          role="img"
          aria-label={`Prizes ${percentText(Math.min(total, 100))}, no luck ${percentText(noLuck)}`}
        >
          {watched.map((p, i) => {
            const width = Number.isFinite(p.odds) && p.odds > 0 ? Math.min(p.odds, 100) : 0;
            return (
              <div
                key={i}
                className={cx(BAR_COLOURS[i % BAR_COLOURS.length], over && 'bg-red-400')}
                style={{ width: `${width}%` }}
              />
            );
          })}
        </div>
      </div>

      <ul className="space-y-3" aria-label="Prizes">
        {prizes.fields.map((field, index) => (
          <li
            key={field.key}
            className="grid grid-cols-[minmax(0,1fr)_6.5rem_auto] items-start gap-2 rounded-xl border border-slate-200 bg-slate-50/50 p-3 sm:gap-3"
            data-testid="scratch-prize"
          >
            <Field label={`Prize ${index + 1}`} error={errorFor(`content.prizes.${index}.label`)}>
              {(props) => (
                <Input
                  {...props}
                  placeholder="e.g. Free coffee"
                  autoComplete="off"
                  {...register(`content.prizes.${index}.label`)}
                />
              )}
            </Field>
            <Field label="Odds (%)" error={errorFor(`content.prizes.${index}.odds`)}>
              {(props) => (
                <Input
                  {...props}
                  type="number"
                  inputMode="decimal"
                  min={0.01}
                  max={100}
                  step={0.01}
                  {...register(`content.prizes.${index}.odds`, { valueAsNumber: true })}
                />
              )}
            </Field>
            <IconButton
              label={`Remove prize ${index + 1}`}
              tone="danger"
              className="mt-7"
              onClick={() => prizes.remove(index)}
            >
              <TrashIcon />
            </IconButton>
          </li>
        ))}
      </ul>
      {prizes.fields.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-4 py-5 text-center text-sm text-slate-500">
          No prizes: every card shows the “no luck” text.
        </p>
      ) : null}
      {listError ? (
        <p className="text-sm text-red-600" role="alert">
          {listError}
        </p>
      ) : null}
      <Button
        variant="secondary"
        icon={<PlusIcon className="size-4" />}
        onClick={add}
        disabled={prizes.fields.length >= MAX_PRIZES}
      >
        Add prize
      </Button>

      <Field
        label="“No luck” text"
        hint="Shown on a card without a prize."
        error={errorFor('content.no_luck_text')}
      >
        {(props) => (
          <Input {...props} placeholder="No luck this time" {...register('content.no_luck_text')} />
        )}
      </Field>
      <Controller
        control={control}
        name="content.cover_image"
        render={({ field }) => (
          <ImageField
            label="Scratch cover (optional)"
            hint="What players scratch off. Without one, the card is purple."
            value={field.value}
            onChange={field.onChange}
            error={errorFor('content.cover_image')}
          />
        )}
      />
    </div>
  );
}
