import type { ParticipationRule } from '@playdesk/contract';
import { useEffect, useRef } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { Card, CardBody, CardHeader } from '../../../ui/Card';
import { Input } from '../../../ui/Input';
import { PARTICIPATION_OPTIONS } from './lead-form-model';
import { useErrorAt, type PlayerFormValues } from './form-values';
import { givesRewards, limitForNewRewards, rewardsLimitNote } from './participation-model';
import { useT } from '../../../i18n/i18n';

/** How often one player may play: counted per email once the form is on, else per browser. */
export function ParticipationCard() {
  const t = useT();
  const { control, setValue } = useFormContext<PlayerFormValues>();
  const errorAt = useErrorAt();
  const rule = useWatch({ control, name: 'settings.participation.rule' });
  const mode = useWatch({ control, name: 'settings.lead_form.mode' });
  const participation = useWatch({ control, name: 'settings.participation' });
  const gives = givesRewards(useWatch({ control, name: 'settings.rewards' }));
  // The first reward added in the editor turns the limit on, as the server does for a game that
  // starts giving rewards (docs/product-rules.md#participation-limits); a chosen limit stays.
  const gaveBefore = useRef(gives);
  useEffect(() => {
    const next = limitForNewRewards(gaveBefore.current, gives, participation);
    gaveBefore.current = gives;
    if (next) setValue('settings.participation', next, { shouldDirty: true, shouldValidate: true });
  }, [gives, participation, setValue]);
  const note = rewardsLimitNote(gives, rule);
  const perDayError = errorAt('settings.participation.per_day');
  const choose = (next: ParticipationRule) =>
    setValue(
      'settings.participation',
      next === 'n_per_day' ? { rule: next, per_day: 3 } : { rule: next },
      { shouldDirty: true, shouldValidate: true },
    );
  return (
    <Card data-testid="participation-section">
      <CardHeader
        title={t('games.limit.title')}
        description={mode === 'off' ? t('games.limit.hint_browser') : t('games.limit.hint_email')}
      />
      <CardBody>
        {note ? (
          <p
            data-testid="participation-rewards-note"
            className={
              note.tone === 'warning'
                ? 'mb-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200 ring-inset'
                : 'mb-3 rounded-md bg-primary-50 px-3 py-2 text-sm text-primary-900 ring-1 ring-primary-100 ring-inset'
            }
          >
            {t(note.tone === 'warning' ? 'games.limit.note_unlimited' : 'games.limit.note_default')}
          </p>
        ) : null}
        <fieldset className="space-y-2">
          <legend className="sr-only">{t('games.limit.title')}</legend>
          {PARTICIPATION_OPTIONS.map((option) => (
            <label key={option.value} className="flex items-center gap-2.5 text-sm text-slate-800">
              <input
                type="radio"
                name="participation-rule"
                value={option.value}
                checked={rule === option.value}
                onChange={() => choose(option.value)}
                className="size-4 border-slate-300 text-primary-600 focus:ring-primary-500"
              />
              {t(`games.limit.rule.${option.value}`)}
              {option.value === 'n_per_day' && rule === 'n_per_day' ? (
                <Controller
                  control={control}
                  name="settings.participation.per_day"
                  render={({ field }) => (
                    <span className="flex items-center gap-2">
                      <Input
                        type="number"
                        min={1}
                        max={1000}
                        aria-label={t('games.limit.per_day_label')}
                        invalid={Boolean(perDayError)}
                        className="h-8 w-20"
                        value={field.value ?? ''}
                        onBlur={field.onBlur}
                        onChange={(e) => {
                          const n = e.currentTarget.valueAsNumber;
                          field.onChange(Number.isNaN(n) ? undefined : n);
                        }}
                      />
                      <span className="text-slate-500">{t('games.limit.per_day')}</span>
                    </span>
                  )}
                />
              ) : null}
            </label>
          ))}
          {perDayError ? (
            <p className="text-sm text-red-600" role="alert">
              {perDayError}
            </p>
          ) : (
            <p className="pt-1 text-xs text-slate-500">{t('games.limit.rolling')}</p>
          )}
        </fieldset>
      </CardBody>
    </Card>
  );
}
