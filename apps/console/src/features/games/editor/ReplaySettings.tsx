import { Controller, useFormContext } from 'react-hook-form';
import { Field } from '../../../ui/Field';
import { Input } from '../../../ui/Input';
import { SwitchField } from '../../../ui/SwitchField';
import type { ReplayForm } from '../editors/codec';
import type { GameFormValues } from '../game-form';
import { useEditorErrors } from './useEditorErrors';
import { useT } from '../../../i18n/i18n';

type Values = GameFormValues<ReplayForm>;

/**
 * Replay settings of Quiz and EmojiQ: without them, losing once shows every answer and the next
 * play is a sure top score. Both default to the safe side (answers secret, every item played).
 */
export function ReplaySettings({ noun, count }: { noun: 'question' | 'phrase'; count: number }) {
  const { control } = useFormContext<Values>();
  const { errorFor } = useEditorErrors();
  const t = useT();
  return (
    <div className="space-y-4 border-t border-slate-100 pt-4" data-testid="replay-settings">
      <SwitchField
        control={control}
        name="content.reveal_answers"
        label={t('game-content.replay.reveal')}
        description={t(`game-content.replay.reveal_hint.${noun}`)}
      />
      <Controller
        control={control}
        name="content.pool_size"
        render={({ field }) => (
          <Field
            label={t('game-content.replay.per_play', { noun })}
            hint={t(`game-content.replay.pool_hint.${noun}`, { count })}
            error={errorFor('content.pool_size')}
          >
            {(props) => (
              <Input
                {...props}
                ref={field.ref}
                name={field.name}
                type="number"
                inputMode="numeric"
                min={1}
                max={count}
                step={1}
                placeholder={t('game-content.replay.all', { count })}
                className="max-w-32"
                value={field.value ?? ''}
                onBlur={field.onBlur}
                onChange={(event) => {
                  const raw = event.currentTarget.value.trim();
                  field.onChange(raw === '' ? null : Number(raw));
                }}
              />
            )}
          </Field>
        )}
      />
    </div>
  );
}
