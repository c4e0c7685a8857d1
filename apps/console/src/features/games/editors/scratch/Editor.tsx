import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { cx } from '../../../../ui/cx';
import { Field } from '../../../../ui/Field';
import { Input } from '../../../../ui/Input';
import { oddsSummary, percentValue } from '../../content-helpers';
import { IconButton, TrashIcon, ListFooter } from '../../controls';
import type { ScratchForm } from './form';
import type { GameFormValues } from '../../game-form';
import { ImageField } from '../../../media';
import { useEditorErrors } from '../../editor/useEditorErrors';
import { useT } from '../../../../i18n/i18n';

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
export default function ScratchEditor() {
  const t = useT();
  const percent = (value: number) => t('game-content.percent', { value: percentValue(value) });
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
          <p className="text-sm font-medium text-slate-700">{t('game-content.scratch.chances')}</p>
          <p
            className={cx('text-sm font-semibold', over ? 'text-red-600' : 'text-slate-700')}
            data-testid="no-luck-share"
          >
            {over
              ? t('game-content.scratch.over', { total: percent(total) })
              : t('game-content.scratch.no_luck_share', { share: percent(noLuck) })}
          </p>
        </div>
        <div
          className="flex h-3 overflow-hidden rounded-full bg-slate-200"
          role="img"
          aria-label={t('game-content.scratch.bar', {
            prizes: percent(Math.min(total, 100)),
            noLuck: percent(noLuck),
          })}
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

      <ul className="space-y-3" aria-label={t('game-content.scratch.list')}>
        {prizes.fields.map((field, index) => (
          <li
            key={field.key}
            className="grid grid-cols-[minmax(0,1fr)_6.5rem_auto] items-start gap-2 rounded-xl border border-slate-200 bg-slate-50/50 p-3 sm:gap-3"
            data-testid="scratch-prize"
          >
            <Field
              label={t('game-content.scratch.prize', { n: index + 1 })}
              error={errorFor(`content.prizes.${index}.label`)}
            >
              {(props) => (
                <Input
                  {...props}
                  placeholder={t('game-content.scratch.prize_placeholder')}
                  autoComplete="off"
                  {...register(`content.prizes.${index}.label`)}
                />
              )}
            </Field>
            <Field
              label={t('game-content.scratch.odds')}
              error={errorFor(`content.prizes.${index}.odds`)}
            >
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
              label={t('game-content.scratch.remove', { n: index + 1 })}
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
          {t('game-content.scratch.empty')}
        </p>
      ) : null}
      <ListFooter
        error={listError}
        onAdd={add}
        disabled={prizes.fields.length >= MAX_PRIZES}
        label={t('game-content.scratch.add')}
      />

      <Field
        label={t('game-content.scratch.no_luck')}
        hint={t('game-content.scratch.no_luck_hint')}
        error={errorFor('content.no_luck_text')}
      >
        {(props) => (
          <Input
            {...props}
            placeholder={t('game-content.scratch.no_luck_placeholder')}
            {...register('content.no_luck_text')}
          />
        )}
      </Field>
      <Controller
        control={control}
        name="content.cover_image"
        render={({ field }) => (
          <ImageField
            label={t('game-content.scratch.cover')}
            hint={t('game-content.scratch.cover_hint')}
            value={field.value}
            onChange={field.onChange}
            error={errorFor('content.cover_image')}
          />
        )}
      />
    </div>
  );
}
