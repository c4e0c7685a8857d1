import { useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { PlusIcon } from '../../../ui/icons';
import { Input } from '../../../ui/Input';
import { ListItemCard } from '../controls';
import type { EmojiqForm } from '../content-forms';
import type { GameFormValues } from '../game-form';
import { useEditorErrors } from './useEditorErrors';
import { ReplaySettings } from './ReplaySettings';

type Values = GameFormValues<EmojiqForm>;

/** EmojiQ content schema limit (packages/games/src/emojiq/content.ts). */
const MAX_PHRASES = 30;

/** EmojiQ phrases: the emoji clue, the answer players spell, an optional hint. */
export function EmojiqEditor() {
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
      <ol className="space-y-3" aria-label="Phrases">
        {phrases.fields.map((field, index) => (
          <ListItemCard
            key={field.key}
            title={`Phrase ${index + 1}`}
            testId="emojiq-phrase"
            noun="phrase"
            index={index}
            count={phrases.fields.length}
            onMove={phrases.move}
            onRemove={phrases.remove}
          >
            <div className="grid gap-3 sm:grid-cols-[9rem_minmax(0,1fr)]">
              <Field label="Emoji" error={errorFor(`content.phrases.${index}.emojis`)}>
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
              <Field label="Answer" error={errorFor(`content.phrases.${index}.answer`)}>
                {(props) => (
                  <Input
                    {...props}
                    placeholder="e.g. Pizza lover"
                    autoComplete="off"
                    {...register(`content.phrases.${index}.answer`)}
                  />
                )}
              </Field>
              <div className="sm:col-span-2">
                <Field label="Hint (optional)" error={errorFor(`content.phrases.${index}.hint`)}>
                  {(props) => (
                    <Input
                      {...props}
                      placeholder="Shown to players who get stuck"
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
          disabled={phrases.fields.length >= MAX_PHRASES}
        >
          Add phrase
        </Button>
        <p className="text-xs text-slate-500">
          Answers use letters, spaces and simple punctuation. Up to 12 emoji per phrase.
        </p>
      </div>
      <ReplaySettings noun="phrase" count={phrases.fields.length} />
    </div>
  );
}
