import { useId, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { Button } from '../../../ui/Button';
import { cx } from '../../../ui/cx';
import { Input } from '../../../ui/Input';
import { XIcon } from '../controls';
import { addWords, splitWords } from '../content-helpers';
import type { WordleForm } from '../content-forms';
import type { GameFormValues } from '../game-form';
import { useEditorErrors } from './useEditorErrors';
import { countOf, noun } from '../../../lib/format';

// Wordhunt's form has only `words`; Wordle's also `allowed_guesses`.
type Values = GameFormValues<WordleForm>;

export interface WordListRules {
  /** 'lower' for Wordle (stored lower-case), 'upper' for Wordhunt. */
  letterCase: 'lower' | 'upper';
  max: number;
  hint: string;
  placeholder: string;
  /** The list edited: the game's words, or Wordle's extra allowed guesses. */
  field?: 'words' | 'allowed_guesses';
  /** Label of the text box, of the list, and the text shown while it is empty. */
  labels?: { add: string; list: string; empty: string };
}

const WORD_LABELS = { add: 'Add words', list: 'Words', empty: 'No words yet.' };

export const WORDLE_RULES: WordListRules = {
  letterCase: 'lower',
  max: 500,
  hint: 'Words of 4 to 8 letters (a–z), all the same length. Each play picks one at random.',
  placeholder: 'e.g. latte',
};

export const WORDLE_ALLOWED_RULES: WordListRules = {
  letterCase: 'lower',
  max: 1000,
  hint: 'Same length as the secret words. Players can guess these as well as English words.',
  placeholder: 'e.g. crema',
  field: 'allowed_guesses',
  labels: {
    add: 'Add allowed guesses',
    list: 'Allowed guesses',
    empty: 'None: players can guess English dictionary words only.',
  },
};

export const WORDHUNT_RULES: WordListRules = {
  letterCase: 'upper',
  max: 20,
  hint: '3 to 20 words of 3 to 12 letters (A–Z). They are hidden in the grid for players to find.',
  placeholder: 'e.g. COFFEE',
};

/** A word list of Wordle or Wordhunt, as chips: type a word and press Enter, or paste many. */
export function WordListEditor({ rules }: { rules: WordListRules }) {
  const name = `content.${rules.field ?? 'words'}` as const;
  const labels = rules.labels ?? WORD_LABELS;
  const { control } = useFormContext<Values>();
  const { errorFor, under } = useEditorErrors();
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const [draft, setDraft] = useState('');
  const [note, setNote] = useState('');

  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const words = field.value;
        const wordErrors = under(name);
        const listError = errorFor(name);
        const itemError = (i: number) => wordErrors[`${name}.${i}`];

        const add = (raw: string[]) => {
          const result = addWords(words, raw, rules.letterCase, rules.max);
          if (result.words.length !== words.length) field.onChange(result.words);
          const notes: string[] = [];
          if (result.duplicates.length > 0) {
            notes.push(`Already in the list: ${result.duplicates.join(', ')}.`);
          }
          if (result.overflow.length > 0) notes.push(`The list holds at most ${rules.max} words.`);
          setNote(notes.join(' '));
        };

        const commit = () => {
          const parts = splitWords(draft);
          if (parts.length > 0) add(parts);
          setDraft('');
        };

        const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
          if (event.key === 'Enter' || event.key === ',') {
            event.preventDefault();
            commit();
          } else if (event.key === 'Backspace' && draft === '' && words.length > 0) {
            setDraft(words.at(-1) ?? '');
            field.onChange(words.slice(0, -1));
          }
        };

        const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
          const text = event.clipboardData.getData('text');
          const parts = splitWords(text);
          if (parts.length > 1) {
            event.preventDefault();
            add(parts);
          }
        };

        const remove = (i: number) => {
          field.onChange(words.filter((_, j) => j !== i));
          setNote('');
        };

        const problems = words
          .map((word, i) => ({ word, message: itemError(i) }))
          .filter((p): p is { word: string; message: string } => Boolean(p.message));

        return (
          <div className="space-y-3">
            <div>
              <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
                {labels.add}
              </label>
              <div className="mt-1.5 flex gap-2">
                <Input
                  id={inputId}
                  ref={field.ref}
                  value={draft}
                  placeholder={rules.placeholder}
                  autoComplete="off"
                  autoCapitalize={rules.letterCase === 'upper' ? 'characters' : 'none'}
                  spellCheck={false}
                  onChange={(e) => setDraft(e.currentTarget.value)}
                  onKeyDown={onKeyDown}
                  onPaste={onPaste}
                  onBlur={() => {
                    commit();
                    field.onBlur();
                  }}
                  aria-describedby={hintId}
                  invalid={Boolean(listError)}
                />
                <Button variant="secondary" onClick={commit} disabled={!draft.trim()}>
                  Add
                </Button>
              </div>
              <p id={hintId} className="mt-1.5 text-xs text-slate-500">
                {rules.hint} Press Enter after each word, or paste a list.
              </p>
            </div>

            <div className="flex items-center justify-between">
              <p className="text-sm font-medium text-slate-700">
                {countOf(words.length, noun('word', 'words'))}
              </p>
              {words.length > 0 ? (
                <button
                  type="button"
                  className="text-xs font-medium text-slate-500 hover:text-red-600"
                  onClick={() => {
                    field.onChange([]);
                    setNote('');
                  }}
                >
                  Remove all
                </button>
              ) : null}
            </div>
            {words.length > 0 ? (
              <ul
                className="flex flex-wrap gap-2"
                aria-label={labels.list}
                data-testid={rules.field === 'allowed_guesses' ? 'allowed-guesses' : 'word-list'}
              >
                {words.map((word, i) => {
                  const invalid = Boolean(itemError(i));
                  return (
                    <li
                      key={`${word}-${i}`}
                      className={cx(
                        'inline-flex items-center gap-0.5 rounded-full py-0.5 pr-0.5 pl-3 font-mono text-sm font-semibold tracking-wide ring-1 ring-inset',
                        invalid
                          ? 'bg-red-50 text-red-700 ring-red-300'
                          : 'bg-primary-50 text-primary-800 ring-primary-200',
                      )}
                      aria-invalid={invalid || undefined}
                    >
                      {word.toUpperCase()}
                      <button
                        type="button"
                        onClick={() => remove(i)}
                        className="inline-flex size-6 items-center justify-center rounded-full text-current/70 hover:bg-white hover:text-current focus-visible:outline-2 focus-visible:outline-primary-600"
                        aria-label={`Remove ${word}`}
                      >
                        <XIcon />
                      </button>
                    </li>
                  );
                })}
              </ul>
            ) : (
              <p className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-500">
                {labels.empty}
              </p>
            )}
            {problems.length > 0 || listError ? (
              <ul className="space-y-1 text-sm text-red-600" role="alert">
                {listError ? <li>{listError}</li> : null}
                {problems.map((p, i) => (
                  <li key={i}>
                    {p.message.toLowerCase().includes(p.word.toLowerCase())
                      ? p.message
                      : `${p.word.toUpperCase()}: ${p.message}`}
                  </li>
                ))}
              </ul>
            ) : null}
            {note ? (
              <p className="text-sm text-amber-700" role="status">
                {note}
              </p>
            ) : null}
          </div>
        );
      }}
    />
  );
}

/** Wordhunt's content: its hidden words. */
export function WordhuntEditor() {
  return <WordListEditor rules={WORDHUNT_RULES} />;
}
