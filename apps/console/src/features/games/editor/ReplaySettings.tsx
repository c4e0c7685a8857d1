import { Controller, useFormContext } from 'react-hook-form';
import { Field } from '../../../ui/Field';
import { Input } from '../../../ui/Input';
import { Switch } from '../../../ui/Switch';
import type { ReplayForm } from '../content-forms';
import type { GameFormValues } from '../game-form';
import { useEditorErrors } from './useEditorErrors';

type Values = GameFormValues<ReplayForm>;

const TEXTS = {
  question: {
    reveal:
      'After a wrong answer, players see the right option. Off: they only learn whether they were right.',
    pool: (count: number) =>
      `Leave empty to ask all ${count} in a random order. A smaller number draws that many at random each play, so a replay asks different questions.`,
  },
  phrase: {
    reveal: 'A player who runs out of lives sees every answer. Off: only the phrases they solved.',
    pool: (count: number) =>
      `Leave empty to play all ${count} in your order. A number draws that many at random, in a random order, each play.`,
  },
} as const;

/**
 * Replay settings of Quiz and EmojiQ: without them, losing once shows every answer and the next
 * play is a sure top score. Both default to the safe side (answers secret, every item played).
 */
export function ReplaySettings({ noun, count }: { noun: 'question' | 'phrase'; count: number }) {
  const { control } = useFormContext<Values>();
  const { errorFor } = useEditorErrors();
  const texts = TEXTS[noun];
  return (
    <div className="space-y-4 border-t border-slate-100 pt-4" data-testid="replay-settings">
      <Controller
        control={control}
        name="content.reveal_answers"
        render={({ field }) => (
          <Switch
            checked={field.value}
            onChange={(checked) => field.onChange(checked)}
            label="Show the answers at the end"
            description={`${texts.reveal} Keep it off so that replaying is not a cheat sheet.`}
          />
        )}
      />
      <Controller
        control={control}
        name="content.pool_size"
        render={({ field }) => (
          <Field
            label={`${noun === 'question' ? 'Questions' : 'Phrases'} per play`}
            hint={texts.pool(count)}
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
                placeholder={`All ${count}`}
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
