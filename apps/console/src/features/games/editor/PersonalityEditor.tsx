import { PERSONALITY, PERSONALITY_LIMITS } from '@playdesk/games/content/personality';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { PlusIcon } from '../../../ui/icons';
import { Input } from '../../../ui/Input';
import { Textarea } from '../../../ui/Textarea';
import { DownIcon, IconButton, TrashIcon, UpIcon } from '../controls';
import type { PersonalityForm, PersonalityOutcomeForm } from '../content-forms';
import type { GameFormValues } from '../game-form';
import { ImageField } from '../../media';
import { useEditorErrors } from './useEditorErrors';
import { useT, type MessageKey } from '../../../i18n/i18n';

type Values = GameFormValues<PersonalityForm>;

/** Move up, move down and remove for item `index` of a list (never below its fewest items). */
function ItemControls({
  index,
  count,
  min,
  labels,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  min: number;
  labels: { up: MessageKey; down: MessageKey; remove: MessageKey };
  onMove(from: number, to: number): void;
  onRemove(index: number): void;
}) {
  const t = useT();
  const n = index + 1;
  return (
    <div className="flex items-center">
      <IconButton
        label={t(labels.up, { n })}
        disabled={index === 0}
        onClick={() => onMove(index, index - 1)}
      >
        <UpIcon />
      </IconButton>
      <IconButton
        label={t(labels.down, { n })}
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1)}
      >
        <DownIcon />
      </IconButton>
      <IconButton
        label={t(labels.remove, { n })}
        tone="danger"
        disabled={count <= min}
        onClick={() => onRemove(index)}
      >
        <TrashIcon />
      </IconButton>
    </div>
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
      <Controller
        control={control}
        name={`${path}.image`}
        render={({ field: image }) => (
          <ImageField
            label={t('game-content.personality.picture')}
            hint={t('game-content.personality.picture_hint')}
            value={image.value}
            onChange={image.onChange}
            error={errorFor(`${path}.image`)}
            testId={`personality-outcome-image-${index}`}
          />
        )}
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
      <Controller
        control={control}
        name={`${path}.image`}
        render={({ field: image }) => (
          <ImageField
            label={t('game-content.personality.question_picture')}
            value={image.value}
            onChange={image.onChange}
            error={errorFor(`${path}.image`)}
            testId={`personality-question-image-${index}`}
          />
        )}
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
      {answersError ? (
        <p className="text-sm text-red-600" role="alert">
          {answersError}
        </p>
      ) : null}
      <Button
        variant="secondary"
        size="sm"
        icon={<PlusIcon className="size-4" />}
        onClick={() => answers.append({ text: '', points: {} }, { shouldFocus: false })}
        disabled={answers.fields.length >= PERSONALITY.answers.max}
        data-testid={`personality-add-answer-${index}`}
      >
        {t('game-content.personality.add_answer')}
      </Button>
    </div>
  );
}

/**
 * A personality test: its outcomes (in tie-break order: of two with as many points, the higher
 * one wins) and its questions, each answer giving points to one or more outcomes.
 */
export function PersonalityEditor() {
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

  const outcomesError = errorFor('content.outcomes');
  const questionsError = errorFor('content.questions');
  return (
    <div className="space-y-8">
      <section className="space-y-3" aria-labelledby="personality-outcomes">
        <div>
          <h3 id="personality-outcomes" className="text-sm font-semibold text-slate-800">
            {t('game-content.personality.outcomes')}
          </h3>
          <p className="text-xs text-slate-500">{t('game-content.personality.outcomes_hint')}</p>
        </div>
        <ol className="grid gap-3 lg:grid-cols-2">
          {outcomes.fields.map((field, index) => (
            <li
              key={field.key}
              className="rounded-xl border border-slate-200 bg-slate-50/50 p-4"
              data-testid="personality-outcome"
            >
              <div className="mb-3 flex items-center justify-between gap-2">
                <h4 className="text-sm font-semibold text-slate-800">
                  {t('game-content.personality.outcome', { n: index + 1 })}
                </h4>
                <ItemControls
                  index={index}
                  count={outcomes.fields.length}
                  min={PERSONALITY.outcomes.min}
                  labels={{
                    up: 'game-content.personality.outcome_up',
                    down: 'game-content.personality.outcome_down',
                    remove: 'game-content.personality.outcome_remove',
                  }}
                  onMove={outcomes.move}
                  onRemove={outcomes.remove}
                />
              </div>
              <OutcomeCard index={index} />
            </li>
          ))}
        </ol>
        {outcomesError ? (
          <p className="text-sm text-red-600" role="alert">
            {outcomesError}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Button
            variant="secondary"
            icon={<PlusIcon className="size-4" />}
            onClick={addOutcome}
            disabled={outcomes.fields.length >= PERSONALITY.outcomes.max}
          >
            {t('game-content.personality.add_outcome')}
          </Button>
          <p className="text-xs text-slate-500">
            {t('game-content.personality.outcome_rules', PERSONALITY.outcomes)}
          </p>
        </div>
      </section>

      <section className="space-y-3" aria-labelledby="personality-questions">
        <h3 id="personality-questions" className="text-sm font-semibold text-slate-800">
          {t('game-content.personality.questions')}
        </h3>
        <ol className="space-y-3">
          {questions.fields.map((field, index) => (
            <li
              key={field.key}
              className="rounded-xl border border-slate-200 bg-slate-50/50 p-4"
              data-testid="personality-question"
            >
              <div className="mb-3 flex items-center justify-between gap-2">
                <h4 className="text-sm font-semibold text-slate-800">
                  {t('game-content.personality.question', { n: index + 1 })}
                </h4>
                <ItemControls
                  index={index}
                  count={questions.fields.length}
                  min={PERSONALITY.questions.min}
                  labels={{
                    up: 'game-content.personality.question_up',
                    down: 'game-content.personality.question_down',
                    remove: 'game-content.personality.question_remove',
                  }}
                  onMove={questions.move}
                  onRemove={questions.remove}
                />
              </div>
              <QuestionCard index={index} />
            </li>
          ))}
        </ol>
        {questionsError ? (
          <p className="text-sm text-red-600" role="alert">
            {questionsError}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Button
            variant="secondary"
            icon={<PlusIcon className="size-4" />}
            onClick={addQuestion}
            disabled={questions.fields.length >= PERSONALITY.questions.max}
          >
            {t('game-content.personality.add_question')}
          </Button>
          <p className="text-xs text-slate-500">
            {t('game-content.personality.question_rules', {
              min: PERSONALITY.questions.min,
              max: PERSONALITY.questions.max,
              answersMin: PERSONALITY.answers.min,
              answersMax: PERSONALITY.answers.max,
              points: PERSONALITY.points.max,
            })}
          </p>
        </div>
      </section>
    </div>
  );
}
