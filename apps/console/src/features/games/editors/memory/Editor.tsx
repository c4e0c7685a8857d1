import { MEMORY, MEMORY_LIMITS } from '@playdesk/games/content/memory';
import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import { Field } from '../../../../ui/Field';
import { Input } from '../../../../ui/Input';
import { ListItemCard, ListFooter } from '../../controls';
import type { MemoryForm } from './form';
import type { GameFormValues } from '../../game-form';
import { ImageField } from '../../../media';
import { useEditorErrors } from '../../editor/useEditorErrors';
import { useT } from '../../../../i18n/i18n';

type Values = GameFormValues<MemoryForm>;

const { min: MIN_PAIRS, max: MAX_PAIRS } = MEMORY_LIMITS.pairs;

/**
 * Memory's pairs: each a text, and a picture that the card shows instead (the text then describes
 * it to players who cannot see it, and is what a translator changes). Each pair is on two cards.
 */
export default function MemoryEditor() {
  const t = useT();
  const { control, register, setFocus } = useFormContext<Values>();
  const { errorFor } = useEditorErrors();
  const pairs = useFieldArray({ control, name: 'content.pairs', keyName: 'key' });
  const listError = errorFor('content.pairs');

  const add = () => {
    const index = pairs.fields.length;
    pairs.append({ pid: null, text: '', image: null }, { shouldFocus: false });
    window.setTimeout(() => setFocus(`content.pairs.${index}.text`), 0);
  };

  return (
    <div className="space-y-4">
      <ol className="grid gap-3 lg:grid-cols-2" aria-label={t('game-content.memory.list')}>
        {pairs.fields.map((field, index) => (
          <ListItemCard
            key={field.key}
            title={t('game-content.memory.item', { n: index + 1 })}
            testId="memory-pair"
            noun="pair"
            index={index}
            count={pairs.fields.length}
            min={MIN_PAIRS}
            onMove={pairs.move}
            onRemove={pairs.remove}
          >
            <div className="space-y-3">
              <Field
                label={t('game-content.memory.text')}
                hint={t('game-content.memory.text_hint')}
                error={errorFor(`content.pairs.${index}.text`)}
              >
                {(props) => (
                  <Input
                    {...props}
                    placeholder={t('game-content.memory.text_placeholder')}
                    maxLength={MEMORY_LIMITS.maxTextLength}
                    autoComplete="off"
                    {...register(`content.pairs.${index}.text`)}
                  />
                )}
              </Field>
              <Controller
                control={control}
                name={`content.pairs.${index}.image`}
                render={({ field: image }) => (
                  <ImageField
                    label={t('game-content.memory.picture')}
                    hint={t('game-content.memory.picture_hint')}
                    value={image.value}
                    onChange={image.onChange}
                    error={errorFor(`content.pairs.${index}.image`)}
                    testId={`memory-pair-image-${index}`}
                  />
                )}
              />
            </div>
          </ListItemCard>
        ))}
      </ol>
      <ListFooter
        error={listError}
        onAdd={add}
        disabled={pairs.fields.length >= MAX_PAIRS}
        label={t('game-content.memory.add')}
        note={t('game-content.memory.rules', {
          min: MIN_PAIRS,
          max: MAX_PAIRS,
          ...MEMORY.pairs,
        })}
      />
    </div>
  );
}
