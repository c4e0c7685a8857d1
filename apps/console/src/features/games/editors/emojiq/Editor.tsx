import { EMOJIQ_LIMITS } from '@playdesk/games/content/emojiq';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Field } from '../../../../ui/Field';
import { Input } from '../../../../ui/Input';
import { ListItemCard, ListFooter } from '../../controls';
import type { EmojiqForm } from './form';
import type { GameFormValues } from '../../game-form';
import { useEditorErrors } from '../../editor/useEditorErrors';
import { ReplaySettings } from '../../editor/ReplaySettings';
import { useT } from '../../../../i18n/i18n';

type Values = GameFormValues<EmojiqForm>;

/** EmojiQ content schema limits (packages/games/src/emojiq/content.ts). */
const MAX_PHRASES = EMOJIQ_LIMITS.phrases.max;

/** EmojiQ phrases: the emoji clue, the answer players spell, an optional hint. */
export default function EmojiqEditor() {
  const t = useT();
  const { control, register, setFocus } = useFormContext<Values>();
  const { errorFor } = useEditorErrors();
  const phrases = useFieldArray({ control, name: 'content.phrases', keyName: 'key' });
  const listError = errorFor('content.phrases');

  const add = () => {
    const index = phrases.fields.length;
    phrases.append({ emojis: '', answer: '', hint: '' }, { shouldFocus: false });
    window.setTimeout(() => setFocus(`content.phrases.${index}.emojis`), 0);
  };

  return (
    <div className="space-y-4">
      <ol className="space-y-3" aria-label={t('game-content.emojiq.list')}>
        {phrases.fields.map((field, index) => (
          <ListItemCard
            key={field.key}
            title={t('game-content.emojiq.item', { n: index + 1 })}
            testId="emojiq-phrase"
            noun="phrase"
            index={index}
            count={phrases.fields.length}
            onMove={phrases.move}
            onRemove={phrases.remove}
          >
            <div className="grid gap-3 sm:grid-cols-[9rem_minmax(0,1fr)]">
              <Field
                label={t('game-content.emojiq.emoji')}
                error={errorFor(`content.phrases.${index}.emojis`)}
              >
                {(props) => (
                  <Input
                    {...props}
                    className="text-xl tracking-widest"
                    placeholder="🍕❤️"
                    autoComplete="off"
                    {...register(`content.phrases.${index}.emojis`)}
                  />
                )}
              </Field>
              <Field
                label={t('game-content.emojiq.answer')}
                error={errorFor(`content.phrases.${index}.answer`)}
              >
                {(props) => (
                  <Input
                    {...props}
                    placeholder={t('game-content.emojiq.answer_placeholder')}
                    autoComplete="off"
                    {...register(`content.phrases.${index}.answer`)}
                  />
                )}
              </Field>
              <div className="sm:col-span-2">
                <Field
                  label={t('game-content.emojiq.hint')}
                  error={errorFor(`content.phrases.${index}.hint`)}
                >
                  {(props) => (
                    <Input
                      {...props}
                      placeholder={t('game-content.emojiq.hint_placeholder')}
                      autoComplete="off"
                      {...register(`content.phrases.${index}.hint`)}
                    />
                  )}
                </Field>
              </div>
            </div>
          </ListItemCard>
        ))}
      </ol>
      <ListFooter
        error={listError}
        onAdd={add}
        disabled={phrases.fields.length >= MAX_PHRASES}
        label={t('game-content.emojiq.add')}
        note={t('game-content.emojiq.rules', { max: EMOJIQ_LIMITS.emojis.max })}
      />
      <ReplaySettings noun="phrase" count={phrases.fields.length} />
    </div>
  );
}
