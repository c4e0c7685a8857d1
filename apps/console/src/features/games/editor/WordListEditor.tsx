import { useId, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { Button } from '../../../ui/Button';
import { cx } from '../../../ui/cx';
import { Input } from '../../../ui/Input';
import { XIcon } from '../controls';
import { addWords, splitWords } from '../content-helpers';
import type { WordleForm } from '../editors/wordle/form';
import type { GameFormValues } from '../game-form';
import { useEditorErrors } from './useEditorErrors';
import { contentMessage } from './content-messages';
import { useT, type MessageKey } from '../../../i18n/i18n';

// Wordhunt's form has only `words`; Wordle's also `allowed_guesses`.
type Values = GameFormValues<WordleForm>;

export interface WordListRules {
  /** 'lower' for Wordle (stored lower-case), 'upper' for Wordhunt. */
  letterCase: 'lower' | 'upper';
  max: number;
  /** Texts of src/i18n (part `game-content`). */
  hint: MessageKey;
  placeholder: MessageKey;
  /** The list edited: the game's words, or Wordle's extra allowed guesses. */
  field?: 'words' | 'allowed_guesses';
  /** Label of the text box, of the list, and the text shown while it is empty. */
  labels?: { add: MessageKey; list: MessageKey; empty: MessageKey };
}

const WORD_LABELS = {
  add: 'game-content.words.add_label',
  list: 'game-content.words.list',
  empty: 'game-content.words.empty',
} as const;

export const WORDLE_RULES: WordListRules = {
  letterCase: 'lower',
  max: 500,
  hint: 'game-content.wordle.hint',
  placeholder: 'game-content.wordle.placeholder',
};

export const WORDLE_ALLOWED_RULES: WordListRules = {
  letterCase: 'lower',
  max: 1000,
  hint: 'game-content.wordle.allowed_hint',
  placeholder: 'game-content.wordle.allowed_placeholder',
  field: 'allowed_guesses',
  labels: {
    add: 'game-content.wordle.allowed_add',
    list: 'game-content.wordle.allowed_list',
    empty: 'game-content.wordle.allowed_empty',
  },
};

export const WORDHUNT_RULES: WordListRules = {
  letterCase: 'upper',
  max: 20,
  hint: 'game-content.wordhunt.hint',
  placeholder: 'game-content.wordhunt.placeholder',
};

/** A word list of Wordle or Wordhunt, as chips: type a word and press Enter, or paste many. */
export function WordListEditor({ rules }: { rules: WordListRules }) {
  const t = useT();
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
            notes.push(t('game-content.words.duplicates', { words: result.duplicates.join(', ') }));
          }
          if (result.overflow.length > 0) {
            notes.push(t('game-content.words.overflow', { max: rules.max }));
          }
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
                {t(labels.add)}
              </label>
              <div className="mt-1.5 flex gap-2">
                <Input
                  id={inputId}
                  ref={field.ref}
                  value={draft}
                  placeholder={t(rules.placeholder)}
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
                  {t('game-content.words.add')}
                </Button>
              </div>
              <p id={hintId} className="mt-1.5 text-xs text-slate-500">
                {t(rules.hint)} {t('game-content.words.enter')}
              </p>
            </div>

            <div className="flex items-center justify-between">
              <p className="text-sm font-medium text-slate-700">
                {t('game-content.words.count', { count: words.length })}
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
                  {t('game-content.words.remove_all')}
                </button>
              ) : null}
            </div>
            {words.length > 0 ? (
              <ul
                className="flex flex-wrap gap-2"
                aria-label={t(labels.list)}
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
                        aria-label={t('game-content.words.remove', { word })}
                      >
                        <XIcon />
                      </button>
                    </li>
                  );
                })}
              </ul>
            ) : (
              <p className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-500">
                {t(labels.empty)}
              </p>
            )}
            {problems.length > 0 || listError ? (
              <ul className="space-y-1 text-sm text-red-600" role="alert">
                {listError ? <li>{listError}</li> : null}
                {problems.map((p, i) => (
                  <li key={i}>
                    {p.message.toLowerCase().includes(p.word.toLowerCase())
                      ? p.message
                      : t('game-content.words.problem', {
                          word: p.word.toUpperCase(),
                          message: contentMessage(t, p.message),
                        })}
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
