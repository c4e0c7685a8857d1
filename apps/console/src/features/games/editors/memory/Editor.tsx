import { MEMORY, MEMORY_LIMITS } from '@playdesk/games/content/memory';
import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '../../../../ui/Button';
import { Field } from '../../../../ui/Field';
import { PlusIcon } from '../../../../ui/icons';
import { Input } from '../../../../ui/Input';
import { DownIcon, IconButton, TrashIcon, UpIcon } from '../../controls';
import type { MemoryForm } from './form';
import type { GameFormValues } from '../../game-form';
import { ImageField } from '../../../media';
import { useEditorErrors } from '../../editor/useEditorErrors';
import { useT } from '../../../../i18n/i18n';

type Values = GameFormValues<MemoryForm>;

const { min: MIN_PAIRS, max: MAX_PAIRS } = MEMORY_LIMITS.pairs;

/** Move up, move down and remove for pair `index` (never below the fewest pairs a game has). */
function PairControls({
  index,
  count,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  onMove(from: number, to: number): void;
  onRemove(index: number): void;
}) {
  const t = useT();
  const n = index + 1;
  return (
    <div className="flex items-center">
      <IconButton
        label={t('game-content.memory.up', { n })}
        disabled={index === 0}
        onClick={() => onMove(index, index - 1)}
      >
        <UpIcon />
      </IconButton>
      <IconButton
        label={t('game-content.memory.down', { n })}
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1)}
      >
        <DownIcon />
      </IconButton>
      <IconButton
        label={t('game-content.memory.remove', { n })}
        tone="danger"
        disabled={count <= MIN_PAIRS}
        onClick={() => onRemove(index)}
      >
        <TrashIcon />
      </IconButton>
    </div>
  );
}

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
          <li
            key={field.key}
            className="rounded-xl border border-slate-200 bg-slate-50/50 p-4"
            data-testid="memory-pair"
          >
            <div className="mb-3 flex items-center justify-between gap-2">
              <h3 className="text-sm font-semibold text-slate-800">
                {t('game-content.memory.item', { n: index + 1 })}
              </h3>
              <PairControls
                index={index}
                count={pairs.fields.length}
                onMove={pairs.move}
                onRemove={pairs.remove}
              />
            </div>
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
          </li>
        ))}
      </ol>
      {listError ? (
        <p className="text-sm text-red-600" role="alert">
          {listError}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button
          variant="secondary"
          icon={<PlusIcon className="size-4" />}
          onClick={add}
          disabled={pairs.fields.length >= MAX_PAIRS}
        >
          {t('game-content.memory.add')}
        </Button>
        <p className="text-xs text-slate-500">
          {t('game-content.memory.rules', {
            min: MIN_PAIRS,
            max: MAX_PAIRS,
            ...MEMORY.pairs,
          })}
        </p>
      </div>
    </div>
  );
}
