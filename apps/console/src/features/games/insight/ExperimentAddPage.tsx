/**
 * GameExperimentAdd (issue 34 §6): name, goal, 2–4 variants (A is the game as it is) with their
 * shares and what each changes, an optional minimum sample and end date. The contract's schema
 * checks the request before it is sent; the server's refusals land on the same fields.
 */
import {
  CreateExperimentRequest,
  EXPERIMENT_GOALS,
  VARIANT_KEYS,
  type Game,
} from '@playdesk/contract';
import { DIFFICULTIES } from '@playdesk/games';
import { useMemo } from 'react';
import { useFieldArray, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../api/client';
import { useT } from '../../../i18n/i18n';
import { formatNumber } from '../../../lib/format';
import { pathTo } from '../../../rules/routes';
import { toast } from '../../../session/toast';
import { Button, LinkButton } from '../../../ui/Button';
import { Card, CardBody, CardHeader } from '../../../ui/Card';
import { cx } from '../../../ui/cx';
import { Field } from '../../../ui/Field';
import { applyServerErrors, contractResolver } from '../../../ui/form-errors';
import { PlusIcon } from '../../../ui/icons';
import { Input } from '../../../ui/Input';
import { Select } from '../../../ui/Select';
import { Textarea } from '../../../ui/Textarea';
import { UnsavedChangesGuard } from '../../../ui/UnsavedChangesGuard';
import { TrashIcon } from '../controls';
import { useCreateExperiment } from './api';
import {
  canAddVariant,
  canRemoveVariant,
  defaultExperimentValues,
  emptyVariant,
  experimentFieldPath,
  experimentFields,
  leadFormChoices,
  questionCount,
  shareTotal,
  toExperimentRequest,
  withEvenShares,
  type ExperimentFormValues,
} from './experiment-model';
import { GameFrame } from './GameTabs';

export function ExperimentAddPage() {
  return <GameFrame>{(game) => <ExperimentForm game={game} />}</GameFrame>;
}

type Form = UseFormReturn<ExperimentFormValues, unknown, CreateExperimentRequest>;

function ExperimentForm({ game }: { game: Game }) {
  const t = useT();
  const navigate = useNavigate();
  const create = useCreateExperiment();
  const resolver = useMemo(
    () =>
      contractResolver(
        CreateExperimentRequest,
        (v: ExperimentFormValues) => toExperimentRequest(v, game),
        experimentFieldPath,
      ),
    [game],
  );
  const form: Form = useForm<ExperimentFormValues, unknown, CreateExperimentRequest>({
    resolver,
    defaultValues: defaultExperimentValues(
      t('insight.form.control_name'),
      t('insight.form.variant_name', { key: 'B' }),
    ),
    mode: 'onTouched',
  });
  const variants = useFieldArray({ control: form.control, name: 'variants' });
  const values = useWatch({ control: form.control, name: 'variants' });
  const total = shareTotal(values);
  const { errors } = form.formState;
  const variantsError =
    (errors.variants as { message?: string } | undefined)?.message ??
    errors.variants?.root?.message;

  const onSubmit = form.handleSubmit((request) =>
    create.mutate(request, {
      onSuccess: ({ experiment }) => {
        toast.success(t('insight.form.created', { name: experiment.name }));
        form.reset(form.getValues());
        void navigate(
          pathTo('GameExperiment', { id: game.public_id, experiment: experiment.public_id }),
        );
      },
      onError: (e) =>
        e instanceof ApiError &&
        applyServerErrors(
          e.body,
          form.setError,
          experimentFields(form.getValues('variants').length) as never[],
          experimentFieldPath,
        ),
    }),
  );

  const addVariant = () => {
    const key = VARIANT_KEYS[variants.fields.length] ?? 'D';
    const next = withEvenShares([
      ...form.getValues('variants'),
      emptyVariant(t('insight.form.variant_name', { key })),
    ]);
    form.setValue('variants', next, { shouldDirty: true });
  };
  const even = () =>
    form.setValue('variants', withEvenShares(form.getValues('variants')), { shouldDirty: true });

  return (
    <form
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      className="space-y-6"
      aria-label={t('insight.form.title')}
      data-testid="experiment-form"
    >
      <UnsavedChangesGuard
        dirty={form.formState.isDirty && !create.isPending && !create.isSuccess}
      />
      <Card>
        <CardHeader title={t('insight.form.title')} description={t('insight.form.hint')} />
        <CardBody className="grid gap-5 sm:grid-cols-2">
          <Field label={t('insight.form.name')} error={errors.name?.message}>
            {(props) => (
              <Input {...props} maxLength={120} autoComplete="off" {...form.register('name')} />
            )}
          </Field>
          <Field label={t('insight.form.goal')} error={errors.goal?.message}>
            {(props) => (
              <Select {...props} {...form.register('goal')}>
                {EXPERIMENT_GOALS.map((g) => (
                  <option key={g} value={g}>
                    {t(`insight.goal.${g}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field
            label={t('insight.form.min_sample')}
            hint={t('insight.form.min_sample_hint')}
            error={errors.minSample?.message}
          >
            {(props) => (
              <Input
                {...props}
                type="number"
                min={10}
                inputMode="numeric"
                {...form.register('minSample')}
              />
            )}
          </Field>
          <Field
            label={t('insight.form.ends_on')}
            hint={t('insight.form.ends_on_hint')}
            error={errors.endsOn?.message}
          >
            {(props) => <Input {...props} type="date" {...form.register('endsOn')} />}
          </Field>
        </CardBody>
      </Card>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-base font-semibold text-slate-900">{t('insight.form.variants')}</h2>
          <p
            className={cx('text-sm', total === 100 ? 'text-slate-500' : 'font-medium text-red-700')}
            data-testid="share-total"
          >
            {t('insight.form.total', { total: formatNumber(total) })}
          </p>
          {variantsError ? (
            <p className="text-sm text-red-600" role="alert">
              {variantsError}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={even}>
            {t('insight.form.even')}
          </Button>
          {canAddVariant(variants.fields.length) ? (
            <Button
              size="sm"
              variant="secondary"
              icon={<PlusIcon className="size-4" />}
              onClick={addVariant}
            >
              {t('insight.form.add_variant')}
            </Button>
          ) : null}
        </div>
      </div>

      <div className="grid items-start gap-6 lg:grid-cols-2">
        {variants.fields.map((field, index) => (
          <VariantCard
            key={field.id}
            form={form}
            game={game}
            index={index}
            onRemove={
              index > 0 && canRemoveVariant(variants.fields.length)
                ? () => variants.remove(index)
                : null
            }
          />
        ))}
      </div>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <LinkButton variant="secondary" to={pathTo('GameExperiments', { id: game.public_id })}>
          {t('common.cancel')}
        </LinkButton>
        <Button type="submit" loading={create.isPending}>
          {t('insight.form.start')}
        </Button>
      </div>
    </form>
  );
}

function VariantCard({
  form,
  game,
  index,
  onRemove,
}: {
  form: Form;
  game: Game;
  index: number;
  onRemove: (() => void) | null;
}) {
  const t = useT();
  const key = VARIANT_KEYS[index] ?? 'D';
  const errors = form.formState.errors.variants?.[index];
  const control = index === 0;
  const questions = questionCount(game);
  return (
    <Card data-testid={`variant-${key}`}>
      <CardHeader
        title={t('insight.form.variant', { key })}
        description={control ? t('insight.form.control_hint') : t('insight.form.variant_hint')}
        action={
          onRemove ? (
            <Button variant="ghost" size="sm" icon={<TrashIcon />} onClick={onRemove}>
              {t('insight.form.remove')}
            </Button>
          ) : null
        }
      />
      <CardBody className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_8rem]">
          <Field label={t('insight.form.variant_label')} error={errors?.name?.message}>
            {(props) => (
              <Input {...props} maxLength={60} {...form.register(`variants.${index}.name`)} />
            )}
          </Field>
          <Field label={t('insight.form.share')} error={errors?.share?.message}>
            {(props) => (
              <Input
                {...props}
                type="number"
                min={1}
                max={99}
                inputMode="numeric"
                {...form.register(`variants.${index}.share`, {
                  // The sum's refusal sits on the list: check it again as a share changes.
                  onChange: () => {
                    if (form.formState.errors.variants) void form.trigger('variants');
                  },
                })}
              />
            )}
          </Field>
        </div>
        {control ? null : (
          <>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label={t('games.difficulty.label')} error={errors?.difficulty?.message}>
                {(props) => (
                  <Select {...props} {...form.register(`variants.${index}.difficulty`)}>
                    <option value="">{t('insight.form.as_game')}</option>
                    {DIFFICULTIES.map((d) => (
                      <option key={d} value={d}>
                        {t(`games.difficulty.${d}`)}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
              <Field label={t('insight.form.lead_form')} error={errors?.leadForm?.message}>
                {(props) => (
                  <Select {...props} {...form.register(`variants.${index}.leadForm`)}>
                    {leadFormChoices(game).map((c) => (
                      <option key={c} value={c}>
                        {t(`insight.form.lead_${c}`)}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
            </div>
            {questions !== null ? (
              <Field
                label={t('insight.form.questions')}
                hint={t('insight.form.questions_hint', { count: questions })}
                error={errors?.questions?.message}
              >
                {(props) => (
                  <Input
                    {...props}
                    type="number"
                    min={1}
                    max={questions}
                    inputMode="numeric"
                    {...form.register(`variants.${index}.questions`)}
                    data-testid="questions-kept"
                  />
                )}
              </Field>
            ) : null}
            <Field
              label={t('insight.form.instructions')}
              hint={t('insight.form.blank_keeps')}
              error={errors?.instructions?.message}
            >
              {(props) => (
                <Textarea
                  {...props}
                  rows={3}
                  {...form.register(`variants.${index}.instructions`)}
                />
              )}
            </Field>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label={t('insight.form.cta_label')} error={errors?.ctaLabel?.message}>
                {(props) => (
                  <Input
                    {...props}
                    maxLength={60}
                    {...form.register(`variants.${index}.ctaLabel`)}
                  />
                )}
              </Field>
              <Field label={t('insight.form.cta_link')} error={errors?.ctaLink?.message}>
                {(props) => (
                  <Input
                    {...props}
                    type="url"
                    placeholder="https://"
                    {...form.register(`variants.${index}.ctaLink`)}
                  />
                )}
              </Field>
              <Field label={t('insight.form.win_text')} error={errors?.winText?.message}>
                {(props) => (
                  <Input
                    {...props}
                    maxLength={200}
                    {...form.register(`variants.${index}.winText`)}
                  />
                )}
              </Field>
              <Field label={t('insight.form.fail_text')} error={errors?.failText?.message}>
                {(props) => (
                  <Input
                    {...props}
                    maxLength={200}
                    {...form.register(`variants.${index}.failText`)}
                  />
                )}
              </Field>
            </div>
          </>
        )}
      </CardBody>
    </Card>
  );
}
