import { PERSONALITY, PERSONALITY_LIMITS } from '@playdesk/games/content/personality';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Field } from '../../../../ui/Field';
import { Input } from '../../../../ui/Input';
import { Textarea } from '../../../../ui/Textarea';
import { IconButton, ListItemCard, TrashIcon, ListFooter } from '../../controls';
import type { PersonalityForm, PersonalityOutcomeForm } from './form';
import type { GameFormValues } from '../../game-form';
import { ImageField } from '../../../media';
import { useEditorErrors } from '../../editor/useEditorErrors';
import type { ReactNode } from 'react';
import { useT } from '../../../../i18n/i18n';

type Values = GameFormValues<PersonalityForm>;

/** An optional picture of an outcome or a question. */
function PictureField({
  name,
  label,
  hint,
  testId,
}: {
  name: `content.outcomes.${number}.image` | `content.questions.${number}.image`;
  label: string;
  hint?: string;
  testId: string;
}) {
  const { control } = useFormContext<Values>();
  const { errorFor } = useEditorErrors();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: image }) => (
        <ImageField
          label={label}
          {...(hint ? { hint } : {})}
          value={image.value}
          onChange={image.onChange}
          error={errorFor(name)}
          testId={testId}
        />
      )}
    />
  );
}

/** A new outcome's id: not one of the test's, stable once made (answers and rewards name it). */
function newOutcomeId(outcomes: readonly PersonalityOutcomeForm[]): string {
  const taken = new Set(outcomes.map((o) => o.oid));
  let n = outcomes.length + 1;
  while (taken.has(`o${n}`)) n++;
  return `o${n}`;
}

function OutcomeCard({ index }: { index: number }) {
  const t = useT();
  const { control, register } = useFormContext<Values>();
  const { errorFor } = useEditorErrors();
  const oid = useWatch({ control, name: `content.outcomes.${index}.oid` });
  const path = `content.outcomes.${index}` as const;
  return (
    <div className="space-y-3">
      <p className="text-xs text-slate-500">
        {t('game-content.personality.outcome_code', { code: oid })}
      </p>
      <Field label={t('game-content.personality.title')} error={errorFor(`${path}.title`)}>
        {(props) => (
          <Input
            {...props}
            placeholder={t('game-content.personality.title_placeholder')}
            maxLength={PERSONALITY_LIMITS.maxTitleLength}
            autoComplete="off"
            data-testid={`personality-outcome-title-${index}`}
            {...register(`${path}.title`)}
          />
        )}
      </Field>
      <Field label={t('game-content.personality.text')} error={errorFor(`${path}.text`)}>
        {(props) => (
          <Textarea
            {...props}
            rows={3}
            placeholder={t('game-content.personality.text_placeholder')}
            maxLength={PERSONALITY_LIMITS.maxTextLength}
            data-testid={`personality-outcome-text-${index}`}
            {...register(`${path}.text`)}
          />
        )}
      </Field>
      <PictureField
        name={`${path}.image`}
        label={t('game-content.personality.picture')}
        hint={t('game-content.personality.picture_hint')}
        testId={`personality-outcome-image-${index}`}
      />
      <div className="grid gap-3">
        <Field
          label={t('game-content.personality.link_label')}
          error={errorFor(`${path}.link_label`)}
        >
          {(props) => (
            <Input
              {...props}
              placeholder={t('game-content.personality.link_label_placeholder')}
              maxLength={PERSONALITY_LIMITS.maxLinkLabelLength}
              autoComplete="off"
              data-testid={`personality-outcome-link-label-${index}`}
              {...register(`${path}.link_label`)}
            />
          )}
        </Field>
        <Field
          label={t('game-content.personality.link_url')}
          hint={t('game-content.personality.link_url_hint')}
          error={errorFor(`${path}.link_url`)}
        >
          {(props) => (
            <Input
              {...props}
              type="url"
              inputMode="url"
              placeholder="https://"
              maxLength={PERSONALITY_LIMITS.maxUrlLength}
              autoComplete="off"
              data-testid={`personality-outcome-link-url-${index}`}
              {...register(`${path}.link_url`)}
            />
          )}
        </Field>
      </div>
    </div>
  );
}

/** One answer: its text and the points it gives each outcome (0 for none). */
function AnswerRow({
  question,
  index,
  count,
  onRemove,
}: {
  question: number;
  index: number;
  count: number;
  onRemove(index: number): void;
}) {
  const t = useT();
  const { control, register } = useFormContext<Values>();
  const { errorFor } = useEditorErrors();
  const outcomes = useWatch({ control, name: 'content.outcomes' });
  const path = `content.questions.${question}.answers.${index}` as const;
  const n = index + 1;
  return (
    <li className="space-y-2 rounded-lg border border-slate-200 bg-white p-3">
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <Field
            label={t('game-content.personality.answer', { n })}
            error={errorFor(`${path}.text`)}
          >
            {(props) => (
              <Input
                {...props}
                placeholder={t('game-content.personality.answer_placeholder')}
                maxLength={PERSONALITY_LIMITS.maxAnswerLength}
                autoComplete="off"
                data-testid={`personality-answer-${question}-${index}`}
                {...register(`${path}.text`)}
              />
            )}
          </Field>
        </div>
        <div className="pt-6">
          <IconButton
            label={t('game-content.personality.answer_remove', { n })}
            tone="danger"
            disabled={count <= PERSONALITY.answers.min}
            onClick={() => onRemove(index)}
          >
            <TrashIcon />
          </IconButton>
        </div>
      </div>
      <fieldset>
        <legend className="mb-1 text-xs font-medium text-slate-600">
          {t('game-content.personality.answer_points')}
        </legend>
        <div className="flex flex-wrap gap-2">
          {outcomes.map((outcome, o) => {
            const name =
              outcome.title.trim() || t('game-content.personality.untitled', { n: o + 1 });
            return (
              <label
                key={outcome.oid}
                className="flex min-w-0 items-center gap-1.5 rounded-md bg-slate-50 px-2 py-1 text-xs text-slate-700"
              >
                <span className="max-w-32 truncate">{name}</span>
                <input
                  type="number"
                  min={0}
                  max={PERSONALITY.points.max}
                  step={1}
                  inputMode="numeric"
                  aria-label={t('game-content.personality.points_for', { outcome: name })}
                  data-testid={`personality-points-${question}-${index}-${o}`}
                  className="w-14 rounded-md border border-slate-300 px-1.5 py-1 text-sm tabular-nums focus:border-indigo-500 focus:outline-none"
                  {...register(`${path}.points.${outcome.oid}`, {
                    setValueAs: (v: unknown) => (v === '' || v === null ? 0 : Number(v)),
                  })}
                />
              </label>
            );
          })}
        </div>
      </fieldset>
    </li>
  );
}

function QuestionCard({ index }: { index: number }) {
  const t = useT();
  const { control, register } = useFormContext<Values>();
  const { errorFor } = useEditorErrors();
  const path = `content.questions.${index}` as const;
  const answers = useFieldArray({ control, name: `${path}.answers`, keyName: 'key' });
  const answersError = errorFor(`${path}.answers`);
  return (
    <div className="space-y-3">
      <Field label={t('game-content.personality.question_text')} error={errorFor(`${path}.text`)}>
        {(props) => (
          <Input
            {...props}
            placeholder={t('game-content.personality.question_placeholder')}
            maxLength={PERSONALITY_LIMITS.maxQuestionLength}
            autoComplete="off"
            data-testid={`personality-question-${index}`}
            {...register(`${path}.text`)}
          />
        )}
      </Field>
      <PictureField
        name={`${path}.image`}
        label={t('game-content.personality.question_picture')}
        testId={`personality-question-image-${index}`}
      />
      <ol className="space-y-2">
        {answers.fields.map((field, a) => (
          <AnswerRow
            key={field.key}
            question={index}
            index={a}
            count={answers.fields.length}
            onRemove={answers.remove}
          />
        ))}
      </ol>
      <ListFooter
        error={answersError}
        onAdd={() => answers.append({ text: '', points: {} }, { shouldFocus: false })}
        disabled={answers.fields.length >= PERSONALITY.answers.max}
        label={t('game-content.personality.add_answer')}
        size="sm"
        testId={`personality-add-answer-${index}`}
      />
    </div>
  );
}

/**
 * A list of the test (its outcomes or its questions): each item in a card with its number and
 * its move and remove buttons, the list's problem, and the button that adds one.
 */
function ListSection({
  id,
  heading,
  hint,
  keys,
  item,
  min,
  max,
  onMove,
  onRemove,
  onAdd,
  error,
  rules,
  listClassName,
  render,
}: {
  id: string;
  heading: string;
  hint?: string;
  keys: string[];
  item: 'outcome' | 'question';
  min: number;
  max: number;
  onMove(from: number, to: number): void;
  onRemove(index: number): void;
  onAdd(): void;
  error: string | undefined;
  rules: string;
  listClassName: string;
  render(index: number): ReactNode;
}) {
  const t = useT();
  return (
    <section className="space-y-3" aria-labelledby={id}>
      <div>
        <h3 id={id} className="text-sm font-semibold text-slate-800">
          {heading}
        </h3>
        {hint ? <p className="text-xs text-slate-500">{hint}</p> : null}
      </div>
      <ol className={listClassName}>
        {keys.map((key, index) => (
          <ListItemCard
            key={key}
            title={t(`game-content.personality.${item}`, { n: index + 1 })}
            testId={`personality-${item}`}
            noun={item}
            index={index}
            count={keys.length}
            min={min}
            onMove={onMove}
            onRemove={onRemove}
          >
            {render(index)}
          </ListItemCard>
        ))}
      </ol>
      <ListFooter
        error={error}
        onAdd={onAdd}
        disabled={keys.length >= max}
        label={t(`game-content.personality.add_${item}`)}
        note={rules}
      />
    </section>
  );
}

/**
 * A personality test: its outcomes (in tie-break order: of two with as many points, the higher
 * one wins) and its questions, each answer giving points to one or more outcomes.
 */
export default function PersonalityEditor() {
  const t = useT();
  const { control, getValues, setFocus } = useFormContext<Values>();
  const { errorFor } = useEditorErrors();
  const outcomes = useFieldArray({ control, name: 'content.outcomes', keyName: 'key' });
  const questions = useFieldArray({ control, name: 'content.questions', keyName: 'key' });

  const addOutcome = () => {
    const index = outcomes.fields.length;
    outcomes.append(
      {
        oid: newOutcomeId(getValues('content.outcomes')),
        title: '',
        text: '',
        image: null,
        link_label: '',
        link_url: '',
      },
      { shouldFocus: false },
    );
    window.setTimeout(() => setFocus(`content.outcomes.${index}.title`), 0);
  };
  const addQuestion = () => {
    const index = questions.fields.length;
    questions.append(
      {
        qid: null,
        text: '',
        image: null,
        answers: [
          { text: '', points: {} },
          { text: '', points: {} },
        ],
      },
      { shouldFocus: false },
    );
    window.setTimeout(() => setFocus(`content.questions.${index}.text`), 0);
  };

  return (
    <div className="space-y-8">
      <ListSection
        id="personality-outcomes"
        heading={t('game-content.personality.outcomes')}
        hint={t('game-content.personality.outcomes_hint')}
        keys={outcomes.fields.map((f) => f.key)}
        item="outcome"
        min={PERSONALITY.outcomes.min}
        max={PERSONALITY.outcomes.max}
        onMove={outcomes.move}
        onRemove={outcomes.remove}
        onAdd={addOutcome}
        error={errorFor('content.outcomes')}
        rules={t('game-content.personality.outcome_rules', PERSONALITY.outcomes)}
        listClassName="grid gap-3 lg:grid-cols-2"
        render={(index) => <OutcomeCard index={index} />}
      />
      <ListSection
        id="personality-questions"
        heading={t('game-content.personality.questions')}
        keys={questions.fields.map((f) => f.key)}
        item="question"
        min={PERSONALITY.questions.min}
        max={PERSONALITY.questions.max}
        onMove={questions.move}
        onRemove={questions.remove}
        onAdd={addQuestion}
        error={errorFor('content.questions')}
        rules={t('game-content.personality.question_rules', {
          min: PERSONALITY.questions.min,
          max: PERSONALITY.questions.max,
          answersMin: PERSONALITY.answers.min,
          answersMax: PERSONALITY.answers.max,
          points: PERSONALITY.points.max,
        })}
        listClassName="space-y-3"
        render={(index) => <QuestionCard index={index} />}
      />
    </div>
  );
}
