/**
 * GameFairPlay (issue 36, docs/fair-play.md): a game's rules against scripts and prize hunters —
 * verified players, velocity limits per source, and what each risk level does. One form, saved
 * whole (`PUT /games/{id}/fair-play`); the defaults flag risky plays and block nothing.
 */
import {
  CHALLENGE_METHODS,
  DEFAULT_FAIR_PLAY,
  EMAIL_VERIFICATION_MODES,
  FairPlayRequest,
  RISK_ACTIONS,
  RISK_LEVELS,
  VELOCITY_LIMITS,
  type FairPlaySettings,
  type Game,
  type RiskLevel,
} from '@playdesk/contract';
import { Controller, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../../api/client';
import { useT } from '../../../i18n/i18n';
import { toast } from '../../../session/toast';
import { Button } from '../../../ui/Button';
import { Card, CardBody, CardHeader } from '../../../ui/Card';
import { EmptyState } from '../../../ui/EmptyState';
import { Field } from '../../../ui/Field';
import { applyServerErrors, contractResolver } from '../../../ui/form-errors';
import { GamesIcon } from '../../../ui/icons';
import { Input } from '../../../ui/Input';
import { RiskBadge } from '../../../ui/RiskBadge';
import { SaveBar } from '../../../ui/SaveBar';
import { Segmented } from '../../../ui/Segmented';
import { Skeleton } from '../../../ui/Skeleton';
import { SwitchField } from '../../../ui/SwitchField';
import { UnsavedChangesGuard } from '../../../ui/UnsavedChangesGuard';
import { GameFrame } from '../insight/GameTabs';
import { useFairPlay, useSaveFairPlay } from './api';
import {
  FAIR_PLAY_FIELDS,
  levelRange,
  toRequest,
  toValues,
  VELOCITY_SOURCES,
  VELOCITY_WINDOWS,
  type FairPlayFormValues,
} from './fair-play-model';

export function FairPlayPage() {
  return <GameFrame>{(game) => <FairPlayLoader game={game} />}</GameFrame>;
}

function FairPlayLoader({ game }: { game: Game }) {
  const t = useT();
  const settings = useFairPlay(game.public_id);
  if (settings.isPending) {
    return (
      <div aria-busy="true" aria-label={t('games.fair.loading')} className="space-y-6">
        <Skeleton className="h-48 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (settings.isError) {
    return (
      <EmptyState
        icon={<GamesIcon className="size-6" />}
        title={t('games.fair.failed')}
        description={t('games.fair.failed_hint')}
        action={<Button onClick={() => void settings.refetch()}>{t('common.try_again')}</Button>}
      />
    );
  }
  return <FairPlayForm game={game} saved={settings.data.fair_play} />;
}

function FairPlayForm({ game, saved }: { game: Game; saved: FairPlaySettings }) {
  const t = useT();
  const save = useSaveFairPlay(game.public_id);
  const form = useForm<FairPlayFormValues, unknown, FairPlayRequest>({
    resolver: contractResolver(FairPlayRequest, toRequest),
    defaultValues: toValues(saved),
    mode: 'onTouched',
  });
  const { isDirty } = form.formState;
  const onSubmit = form.handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: ({ fair_play }) => {
        form.reset(toValues(fair_play));
        toast.success(t('games.fair.saved'));
      },
      onError: (error) =>
        error instanceof ApiError && applyServerErrors(error.body, form.setError, FAIR_PLAY_FIELDS),
    }),
  );

  return (
    <>
      <UnsavedChangesGuard dirty={isDirty && !save.isPending} />
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-label={t('games.fair.form_label', { name: game.name })}
        data-testid="fair-play-form"
        className="max-w-4xl"
      >
        <div className="mb-6 flex flex-wrap items-start justify-between gap-3">
          <p className="max-w-2xl text-sm text-slate-600">{t('games.fair.intro')}</p>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => form.reset(toValues(DEFAULT_FAIR_PLAY), { keepDefaultValues: true })}
            data-testid="fair-play-defaults"
          >
            {t('games.fair.defaults')}
          </Button>
        </div>
        <div className="space-y-6">
          <VerificationCard form={form} />
          <VelocityCard form={form} />
          <Card className="overflow-hidden">
            <CardHeader
              title={t('games.fair.levels.title')}
              description={t('games.fair.levels.hint')}
            />
            <ul className="divide-y divide-slate-100">
              {RISK_LEVELS.map((level) => (
                <LevelRow key={level} form={form} level={level} />
              ))}
            </ul>
            <ChallengeWith form={form} />
            <SaveBar dirty={isDirty} onDiscard={() => form.reset()} saving={save.isPending} />
          </Card>
        </div>
      </form>
    </>
  );
}

/** The on/off rules of the verification card, with the part of their texts' keys. */
const SWITCHES = [
  { name: 'verify_phone', texts: 'phone' },
  { name: 'refuse_disposable_email', texts: 'disposable' },
] as const;

type Form = UseFormReturn<FairPlayFormValues, unknown, FairPlayRequest>;

function VerificationCard({ form }: { form: Form }) {
  const t = useT();
  const mode = useWatch({ control: form.control, name: 'verify_email' });
  return (
    <Card>
      <CardHeader title={t('games.fair.verify.title')} description={t('games.fair.verify.hint')} />
      <CardBody className="space-y-6">
        <div className="space-y-2">
          <p className="text-sm font-medium text-slate-700">{t('games.fair.email.label')}</p>
          <Controller
            control={form.control}
            name="verify_email"
            render={({ field }) => (
              <Segmented
                label={t('games.fair.email.label')}
                value={field.value}
                onChange={field.onChange}
                // On a phone a choice goes to the next line rather than break its word.
                className="flex-wrap"
                testId="fair-play-email"
                options={EMAIL_VERIFICATION_MODES.map((value) => ({
                  value,
                  label: t(`games.fair.email.${value}`),
                }))}
              />
            )}
          />
          <p className="text-xs text-slate-500" aria-live="polite">
            {t(`games.fair.email.${mode}_hint`)}
          </p>
        </div>
        {SWITCHES.map(({ name, texts }) => (
          <SwitchField
            key={name}
            control={form.control}
            name={name}
            label={t(`games.fair.${texts}.label`)}
            description={t(`games.fair.${texts}.hint`)}
          />
        ))}
      </CardBody>
    </Card>
  );
}

function VelocityCard({ form }: { form: Form }) {
  const t = useT();
  const errors = form.formState.errors.velocity;
  return (
    <Card>
      <CardHeader
        title={t('games.fair.velocity.title')}
        description={t('games.fair.velocity.hint')}
      />
      <div className="divide-y divide-slate-100">
        {VELOCITY_SOURCES.map((source) => (
          <div
            key={source}
            role="group"
            aria-labelledby={`velocity-${source}-name`}
            className="grid grid-cols-2 gap-4 px-5 py-4 sm:grid-cols-[minmax(0,1fr)_8rem_8rem] sm:items-start"
            data-testid={`velocity-${source}`}
          >
            <div className="col-span-2 sm:col-span-1">
              <p id={`velocity-${source}-name`} className="text-sm font-medium text-slate-900">
                {t(`games.fair.velocity.${source}`)}
              </p>
              <p className="mt-0.5 text-xs text-slate-500">
                {t(`games.fair.velocity.${source}_hint`)}
              </p>
            </div>
            {VELOCITY_WINDOWS.map((window) => (
              <Field
                key={window}
                label={t(`games.fair.velocity.${window}`)}
                error={errors?.[source]?.[window]?.message}
              >
                {(props) => (
                  <Input
                    {...props}
                    type="number"
                    inputMode="numeric"
                    min={VELOCITY_LIMITS.min}
                    max={VELOCITY_LIMITS.max}
                    step={1}
                    {...form.register(`velocity.${source}.${window}`)}
                  />
                )}
              </Field>
            ))}
          </div>
        ))}
      </div>
    </Card>
  );
}

function LevelRow({ form, level }: { form: Form; level: RiskLevel }) {
  const t = useT();
  const action = useWatch({ control: form.control, name: `actions.${level}` });
  const label = t(`games.fair.level.${level}`);
  return (
    <li
      className="grid gap-3 px-5 py-4 md:grid-cols-[10rem_minmax(0,1fr)] md:items-start"
      data-testid={`risk-${level}`}
    >
      <div className="flex flex-wrap items-center gap-2 md:flex-col md:items-start md:gap-1">
        <RiskBadge level={level}>{label}</RiskBadge>
        <span className="text-xs text-slate-500">
          {t('games.fair.level.range', { ...levelRange(level) })}
        </span>
      </div>
      <div className="min-w-0 space-y-1.5">
        <Controller
          control={form.control}
          name={`actions.${level}`}
          render={({ field }) => (
            <Segmented
              label={t('games.fair.actions_label', { level: label })}
              value={field.value}
              onChange={field.onChange}
              size="sm"
              className="flex-wrap"
              testId={`risk-${level}-action`}
              options={RISK_ACTIONS.map((value) => ({
                value,
                label: t(`games.fair.action.${value}`),
              }))}
            />
          )}
        />
        <p className="text-xs text-slate-500" aria-live="polite">
          {t(`games.fair.action.${action}_hint`)}
        </p>
      </div>
    </li>
  );
}

/** What `challenge` asks of a form with an email: the invisible check, or the verified email. */
function ChallengeWith({ form }: { form: Form }) {
  const t = useT();
  const method = useWatch({ control: form.control, name: 'challenge_with' });
  const label = t('games.fair.challenge_with.label');
  return (
    <div className="space-y-2 border-t border-slate-100 px-5 py-4" data-testid="challenge-with">
      <p className="text-sm font-medium text-slate-700">{label}</p>
      <Controller
        control={form.control}
        name="challenge_with"
        render={({ field }) => (
          <Segmented
            label={label}
            value={field.value}
            onChange={field.onChange}
            size="sm"
            className="flex-wrap"
            testId="fair-play-challenge-with"
            options={CHALLENGE_METHODS.map((value) => ({
              value,
              label: t(`games.fair.challenge_with.${value}`),
            }))}
          />
        )}
      />
      <p className="text-xs text-slate-500" aria-live="polite">
        {t(`games.fair.challenge_with.${method}_hint`)}
      </p>
    </div>
  );
}
