import { useState } from 'react';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Field } from '../../../../ui/Field';
import { PlusIcon } from '../../../../ui/icons';
import { Input } from '../../../../ui/Input';
import { Textarea } from '../../../../ui/Textarea';
import { cx } from '../../../../ui/cx';
import { IconButton, ListItemCard, XIcon, ListFooter } from '../../controls';
import type { QuizForm } from './form';
import type { GameFormValues } from '../../game-form';
import { ImageField } from '../../../media';
import { useEditorErrors } from '../../editor/useEditorErrors';
import { ReplaySettings } from '../../editor/ReplaySettings';
import { useT } from '../../../../i18n/i18n';

type Values = GameFormValues<QuizForm>;

/** Limits of the quiz engine's content schema (packages/games/src/quiz/content.ts). */
const MAX_QUESTIONS = 50;
const MIN_OPTIONS = 2;
const MAX_OPTIONS = 6;
const OPTION_KEYS = 'ABCDEF';

const newQuestion = (): QuizForm['questions'][number] => ({
  qid: null,
  text: '',
  image: null,
  options: [{ value: '' }, { value: '' }],
  correct: 0,
});

/** Quiz questions: text, optional picture, 2–6 options with the correct one; add, remove, reorder. */
export default function QuizEditor() {
  const t = useT();
  const { control, register, setFocus } = useFormContext<Values>();
  const { errorFor } = useEditorErrors();
  const questions = useFieldArray({ control, name: 'content.questions', keyName: 'key' });
  const listError = errorFor('content.questions');

  const add = () => {
    questions.append(newQuestion(), { shouldFocus: false });
    const index = questions.fields.length;
    window.setTimeout(() => setFocus(`content.questions.${index}.text`), 0);
  };

  return (
    <div className="space-y-4">
      <ol className="space-y-4" aria-label={t('game-content.quiz.list')}>
        {questions.fields.map((field, index) => (
          <ListItemCard
            key={field.key}
            title={t('game-content.quiz.item', { n: index + 1 })}
            testId="quiz-question"
            noun="question"
            index={index}
            count={questions.fields.length}
            onMove={questions.move}
            onRemove={questions.remove}
          >
            <div className="space-y-4">
              <Field
                label={t('game-content.quiz.question')}
                error={
                  errorFor(`content.questions.${index}.text`) ??
                  errorFor(`content.questions.${index}`)
                }
              >
                {(props) => (
                  <Textarea
                    {...props}
                    rows={2}
                    placeholder={t('game-content.quiz.question_placeholder')}
                    {...register(`content.questions.${index}.text`)}
                  />
                )}
              </Field>
              <QuestionOptions index={index} />
              <QuestionPicture index={index} />
            </div>
          </ListItemCard>
        ))}
      </ol>
      <ListFooter
        error={listError}
        onAdd={add}
        disabled={questions.fields.length >= MAX_QUESTIONS}
        label={t('game-content.quiz.add')}
      />
      <div className="border-t border-slate-100 pt-4">
        <Field
          label={t('game-content.quiz.pass_mark')}
          hint={t('game-content.quiz.pass_mark_hint')}
          error={errorFor('content.pass_percent')}
        >
          {(props) => (
            <Input
              {...props}
              type="number"
              inputMode="numeric"
              min={0}
              max={100}
              step={1}
              className="max-w-32"
              {...register('content.pass_percent', { valueAsNumber: true })}
            />
          )}
        </Field>
      </div>
      <ReplaySettings noun="question" count={questions.fields.length} />
    </div>
  );
}

/** A picture above the question: offered as a link until one is chosen. */
function QuestionPicture({ index }: { index: number }) {
  const t = useT();
  const { control } = useFormContext<Values>();
  const { errorFor } = useEditorErrors();
  const image = useWatch({ control, name: `content.questions.${index}.image` });
  const [open, setOpen] = useState(false);
  const error = errorFor(`content.questions.${index}.image`);
  if (!image && !open && !error) {
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-primary-700 hover:text-primary-800 focus-visible:outline-2 focus-visible:outline-primary-600"
      >
        <PlusIcon className="size-4" /> {t('game-content.quiz.add_picture')}
      </button>
    );
  }
  return (
    <Controller
      control={control}
      name={`content.questions.${index}.image`}
      render={({ field }) => (
        <ImageField
          label={t('game-content.quiz.picture')}
          hint={t('game-content.quiz.picture_hint')}
          value={field.value}
          onChange={(url) => {
            field.onChange(url);
            if (!url) setOpen(false);
          }}
          error={error}
        />
      )}
    />
  );
}

/** The options of one question, with a radio for the correct one. */
function QuestionOptions({ index }: { index: number }) {
  const t = useT();
  const { control, register, setValue, getValues, setFocus } = useFormContext<Values>();
  const { errorFor } = useEditorErrors();
  const options = useFieldArray({
    control,
    name: `content.questions.${index}.options`,
    keyName: 'key',
  });
  const correct = useWatch({ control, name: `content.questions.${index}.correct` });
  const base = `content.questions.${index}` as const;
  const groupError = errorFor(`${base}.options`) ?? errorFor(`${base}.correct`);

  const remove = (j: number) => {
    const current = getValues(`${base}.correct`);
    options.remove(j);
    const next = current === j ? 0 : current > j ? current - 1 : current;
    if (next !== current) setValue(`${base}.correct`, next, { shouldDirty: true });
  };

  const add = () => {
    const j = options.fields.length;
    options.append({ value: '' }, { shouldFocus: false });
    window.setTimeout(() => setFocus(`${base}.options.${j}.value`), 0);
  };

  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-700">
        {t('game-content.quiz.options')}{' '}
        <span className="font-normal text-slate-500">{t('game-content.quiz.options_hint')}</span>
      </legend>
      <ul className="mt-2 space-y-2">
        {options.fields.map((field, j) => {
          const error = errorFor(`${base}.options.${j}.value`);
          const isCorrect = correct === j;
          return (
            <li key={field.key}>
              <div
                className={cx(
                  'flex items-center gap-2 rounded-lg border bg-white py-1 pr-1 pl-2 shadow-sm focus-within:ring-2',
                  error
                    ? 'border-red-400 focus-within:ring-red-200'
                    : isCorrect
                      ? 'border-emerald-400 focus-within:ring-emerald-200'
                      : 'border-slate-300 focus-within:border-primary-500 focus-within:ring-primary-200',
                )}
              >
                <label className="flex shrink-0 cursor-pointer items-center gap-1.5">
                  <input
                    type="radio"
                    name={`correct-${index}`}
                    checked={isCorrect}
                    onChange={() => setValue(`${base}.correct`, j, { shouldDirty: true })}
                    className="size-4 accent-emerald-600"
                    aria-label={t('game-content.quiz.is_correct', { key: OPTION_KEYS[j] })}
                  />
                  <span
                    aria-hidden="true"
                    className={cx(
                      'flex size-6 items-center justify-center rounded-full text-xs font-bold',
                      isCorrect ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-100 text-slate-600',
                    )}
                  >
                    {OPTION_KEYS[j]}
                  </span>
                </label>
                <input
                  className="h-8 min-w-0 flex-1 border-0 bg-transparent px-1 text-sm text-slate-900 placeholder:text-muted focus:outline-none"
                  placeholder={t('game-content.quiz.option', { key: OPTION_KEYS[j] })}
                  aria-label={t('game-content.quiz.option_label', {
                    n: index + 1,
                    key: OPTION_KEYS[j],
                  })}
                  aria-invalid={error ? true : undefined}
                  {...register(`${base}.options.${j}.value`)}
                />
                {isCorrect ? (
                  <span className="hidden shrink-0 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-700 sm:inline">
                    {t('game-content.quiz.correct')}
                  </span>
                ) : null}
                <IconButton
                  label={t('game-content.quiz.remove_option', { key: OPTION_KEYS[j] })}
                  tone="danger"
                  disabled={options.fields.length <= MIN_OPTIONS}
                  onClick={() => remove(j)}
                >
                  <XIcon />
                </IconButton>
              </div>
              {error ? (
                <p className="mt-1 text-sm text-red-600" role="alert">
                  {error}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      {groupError ? (
        <p className="mt-1 text-sm text-red-600" role="alert">
          {groupError}
        </p>
      ) : null}
      {options.fields.length < MAX_OPTIONS ? (
        <button
          type="button"
          onClick={add}
          className="mt-2 inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-primary-700 hover:text-primary-800 focus-visible:outline-2 focus-visible:outline-primary-600"
        >
          <PlusIcon className="size-4" /> {t('game-content.quiz.add_option')}
        </button>
      ) : null}
    </fieldset>
  );
}
