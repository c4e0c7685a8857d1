import type { Game, GameStatus } from '@playdesk/contract';
import { gamePageUrl } from '@playdesk/contract/urls';
import { DIFFICULTIES, type Difficulty } from '@playdesk/games';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller, FormProvider, useForm, useFormContext, useWatch } from 'react-hook-form';
import { useLocation } from 'react-router';
import { ApiError } from '../../../api/client';
import { pathTo } from '../../../rules/routes';
import { toast } from '../../../session/toast';
import { Badge } from '../../../ui/Badge';
import { Button, LinkButton } from '../../../ui/Button';
import { Card, CardBody, CardHeader } from '../../../ui/Card';
import { Field } from '../../../ui/Field';
import { ArrowLeftIcon } from '../../../ui/icons';
import { Input } from '../../../ui/Input';
import { Segmented } from '../../../ui/Segmented';
import { useUpdateGame } from '../api';
import { ExternalIcon, PauseIcon, PlayIcon } from '../controls';
import {
  errorsUnder,
  gameFormResolver,
  gameToForm,
  parseFormContent,
  serverErrorsToFields,
  validateGameForm,
  type FieldErrorMap,
  type GameFormValues,
} from '../game-form';
import {
  DIFFICULTY_LABELS,
  difficultyDetail,
  pointsText,
  GAME_TYPE_NAMES,
  GameTypeIcon,
} from '../game-types';
import { STATUS_BADGE } from '../status';
import { EmojiqEditor } from './EmojiqEditor';
import { EditorErrorsContext, type EditorErrors } from './errors-context';
import { GamePreview } from './GamePreview';
import { PuzzleEditor } from './PuzzleEditor';
import { QuizEditor } from './QuizEditor';
import { ScratchEditor } from './ScratchEditor';
import {
  CtaSection,
  FooterButtonsSection,
  ImagesSection,
  InstructionsSection,
  PopupsSection,
} from './SettingsSections';
import { SharePanel } from './SharePanel';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';
import { WordleEditor } from './WordleEditor';
import { WORDHUNT_RULES, WordListEditor } from './WordListEditor';

const CONTENT_TITLES: Record<Game['type'], { title: string; description: string }> = {
  quiz: {
    title: 'Questions',
    description: 'Write each question with its options and mark the right answer.',
  },
  wordle: {
    title: 'Secret words',
    description: 'The words players try to guess. Use words that fit your business.',
  },
  emojiq: {
    title: 'Phrases',
    description: 'Each phrase is a row of emoji and the answer players spell out.',
  },
  wordhunt: { title: 'Hidden words', description: 'The words hidden in the letter grid.' },
  puzzle: { title: 'Picture', description: 'The picture players put back together.' },
  scratch: {
    title: 'Prizes',
    description: 'What a card can reveal, and how likely each prize is.',
  },
};

function ContentEditor({ type }: { type: Game['type'] }) {
  switch (type) {
    case 'quiz':
      return <QuizEditor />;
    case 'wordle':
      return <WordleEditor />;
    case 'wordhunt':
      return <WordListEditor rules={WORDHUNT_RULES} />;
    case 'emojiq':
      return <EmojiqEditor />;
    case 'puzzle':
      return <PuzzleEditor />;
    case 'scratch':
      return <ScratchEditor />;
  }
}

/** True when the field at `path` (or a parent, or anything below it) is marked in `tree`. */
function marked(tree: unknown, path: string): boolean {
  let node: unknown = tree;
  for (const key of path.split('.')) {
    if (node === true) return true;
    if (typeof node !== 'object' || node === null) return false;
    node = (node as Record<string, unknown>)[key];
  }
  return containsTrue(node);
}

function containsTrue(node: unknown): boolean {
  if (node === true) return true;
  if (typeof node !== 'object' || node === null) return false;
  return Object.values(node).some(containsTrue);
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

type Busy = 'save' | GameStatus | null;

/** The game editor: settings, content, live preview, share & embed; save, publish and pause. */
export function GameEditor({ game }: { game: Game }) {
  const type = game.type;
  const update = useUpdateGame();
  const initial = useMemo(() => gameToForm(game), [game]);
  const form = useForm<GameFormValues>({
    defaultValues: initial,
    resolver: gameFormResolver(type),
    shouldFocusError: true,
  });
  const { control, formState, handleSubmit, reset, register } = form;
  const values = useWatch({ control }) as GameFormValues;
  const [busy, setBusy] = useState<Busy>(null);
  const [serverErrors, setServerErrors] = useState<FieldErrorMap>({});
  const formRef = useRef<HTMLFormElement>(null);

  // A server error belongs to the values it was about: any edit clears them.
  const { subscribe } = form;
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: () => setServerErrors((current) => (Object.keys(current).length ? {} : current)),
      }),
    [subscribe],
  );

  const clientErrors = useMemo(() => validateGameForm(type, values).errors, [type, values]);
  const { dirtyFields, touchedFields, submitCount, isDirty } = formState;

  const errors: EditorErrors = useMemo(() => {
    const shown = (path: string) =>
      submitCount > 0 || marked(dirtyFields, path) || marked(touchedFields, path);
    const visible: FieldErrorMap = {};
    for (const [path, message] of Object.entries(clientErrors)) {
      if (shown(path)) visible[path] = message;
    }
    const all = { ...visible, ...serverErrors };
    return { errorFor: (path) => all[path], under: (prefix) => errorsUnder(all, prefix) };
  }, [clientErrors, serverErrors, submitCount, dirtyFields, touchedFields]);

  // The preview follows the content and difficulty after a short pause in typing.
  const previewSource = useDebounced(
    useMemo(() => ({ content: values.content, difficulty: values.difficulty }), [values]),
    350,
  );
  const previewContent = useMemo(
    () => parseFormContent(type, previewSource.content),
    [type, previewSource.content],
  );

  const save = async (data: GameFormValues, status?: GameStatus) => {
    const { request } = validateGameForm(type, data);
    if (!request) return;
    setBusy(status ?? 'save');
    try {
      const saved = await update.mutateAsync({
        publicId: game.public_id,
        body: status ? { ...request, status } : request,
      });
      reset(gameToForm(saved));
      setServerErrors({});
      toast.success(
        status === 'published'
          ? `“${saved.name}” is live. Share its link to let players in.`
          : status === 'paused'
            ? `“${saved.name}” is paused. Players cannot start it until you publish it again.`
            : 'Changes saved.',
      );
    } catch (error) {
      // A 400 names the fields to mark; the query client already showed any other failure.
      if (error instanceof ApiError && error.status === 400) {
        const { fields, other } = serverErrorsToFields(type, error.body);
        setServerErrors(fields);
        const first = Object.keys(fields)[0];
        if (first) scrollToField(first);
        toast.warning(
          other.length > 0
            ? other.join('\n')
            : `${(error.body as { message?: string } | null)?.message ?? 'Some fields need a fix.'} Check the fields marked in red.`,
        );
      }
    } finally {
      setBusy(null);
    }
  };

  const scrollToField = (path: string) => {
    window.setTimeout(() => {
      const el =
        formRef.current?.querySelector<HTMLElement>(`[name="${CSS.escape(path)}"]`) ??
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      el?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      el?.focus({ preventScroll: true });
    }, 0);
  };

  const onInvalid = () => {
    toast.warning('Some fields need a fix. Check the fields marked in red.');
    window.setTimeout(() => {
      const el = formRef.current?.querySelector<HTMLElement>(
        '[aria-invalid="true"], [role="alert"]',
      );
      el?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    }, 0);
  };

  const submitWith = (status?: GameStatus) => handleSubmit((data) => save(data, status), onInvalid);

  /** Pausing never waits for a half-finished edit: with invalid changes only the status goes. */
  const pause = async () => {
    if (isDirty && validateGameForm(type, form.getValues()).request) {
      await submitWith('paused')();
      return;
    }
    setBusy('paused');
    try {
      const saved = await update.mutateAsync({
        publicId: game.public_id,
        body: { status: 'paused' },
      });
      toast.success(
        `“${saved.name}” is paused. Players cannot start it until you publish it again.`,
      );
    } catch {
      // The query client already showed the failure.
    } finally {
      setBusy(null);
    }
  };

  // "Share & embed" from the list opens the editor at that card.
  const { hash } = useLocation();
  useEffect(() => {
    if (hash !== '#share') return;
    const timer = window.setTimeout(
      () => document.getElementById('share')?.scrollIntoView({ behavior: 'smooth' }),
      300,
    );
    return () => window.clearTimeout(timer);
  }, [hash]);

  const status = STATUS_BADGE[game.status];
  const content = CONTENT_TITLES[type];
  const live = game.status === 'published';

  return (
    <FormProvider {...form}>
      <EditorErrorsContext.Provider value={errors}>
        <UnsavedChangesGuard dirty={isDirty && busy === null} />
        <form
          ref={formRef}
          noValidate
          onSubmit={(event) => void submitWith()(event)}
          aria-label={`Edit ${game.name}`}
          data-testid="game-editor"
        >
          <div className="sticky top-16 z-20 -mx-4 mb-6 border-b border-slate-200 bg-slate-50/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 lg:-mx-8 lg:px-8">
            <div className="flex items-center justify-between gap-3 sm:gap-4">
              <div className="flex min-w-0 flex-1 items-center gap-2 sm:gap-3">
                <LinkButton
                  to={pathTo('GameList')}
                  variant="ghost"
                  size="sm"
                  className="-ml-2 px-2"
                  aria-label="Back to games"
                  icon={<ArrowLeftIcon className="size-4" />}
                />
                <span
                  aria-hidden="true"
                  className="hidden size-10 shrink-0 items-center justify-center rounded-xl bg-primary-50 text-primary-700 sm:flex"
                >
                  <GameTypeIcon type={type} className="size-5.5" />
                </span>
                <div className="min-w-0">
                  <h1
                    className="truncate text-lg font-semibold tracking-tight text-slate-900 sm:text-xl"
                    title={game.name}
                  >
                    {game.name}
                  </h1>
                  <div className="flex items-center gap-2 text-xs whitespace-nowrap text-slate-500">
                    <span className="hidden sm:inline">{GAME_TYPE_NAMES[type]}</span>
                    <Badge tone={status.tone}>
                      <span data-testid="game-status">{status.label}</span>
                    </Badge>
                    {isDirty ? (
                      <span className="inline-flex items-center gap-1 font-medium text-amber-700">
                        <span aria-hidden="true" className="size-1.5 rounded-full bg-amber-500" />
                        <span className="sr-only sm:not-sr-only">Unsaved changes</span>
                        <span className="sm:hidden" aria-hidden="true">
                          Unsaved
                        </span>
                      </span>
                    ) : null}
                  </div>
                </div>
              </div>
              <div className="flex shrink-0 items-center gap-2">
                {live ? (
                  <a
                    href={gamePageUrl(window.location.origin, game.public_id)}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="hidden h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-primary-600 md:inline-flex"
                  >
                    <ExternalIcon />
                    View live
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                ) : null}
                {live ? (
                  <Button
                    variant="secondary"
                    onClick={() => void pause()}
                    loading={busy === 'paused'}
                    disabled={busy !== null}
                    icon={<PauseIcon />}
                  >
                    Pause
                  </Button>
                ) : null}
                <Button
                  type="submit"
                  variant={live ? 'primary' : 'secondary'}
                  loading={busy === 'save'}
                  disabled={busy !== null}
                >
                  Save
                </Button>
                {!live ? (
                  <Button
                    onClick={() => void submitWith('published')()}
                    loading={busy === 'published'}
                    disabled={busy !== null}
                    icon={<PlayIcon />}
                  >
                    Publish
                  </Button>
                ) : null}
              </div>
            </div>
          </div>

          <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_380px]">
            <div className="min-w-0 space-y-6 xl:col-start-1">
              <Card>
                <CardHeader title="Game" description="The name players see and how hard it is." />
                <CardBody className="space-y-5">
                  <Field label="Name" error={errors.errorFor('name')}>
                    {(props) => (
                      <Input {...props} maxLength={120} autoComplete="off" {...register('name')} />
                    )}
                  </Field>
                  <DifficultyField type={type} />
                </CardBody>
              </Card>
              <Card>
                <CardHeader title={content.title} description={content.description} />
                <CardBody>
                  <ContentEditor type={type} />
                </CardBody>
              </Card>
            </div>

            <aside
              aria-label="Live preview"
              className="min-w-0 xl:sticky xl:top-36 xl:col-start-2 xl:row-span-2 xl:row-start-1 xl:self-start"
            >
              <GamePreview
                game={{
                  type,
                  name: values.name,
                  difficulty: previewSource.difficulty,
                  gameImage: values.settings.game_image,
                  backgroundImage: values.settings.background_image,
                  instructions: values.settings.instructions,
                  footerButtons: values.settings.footer_buttons,
                  popupTexts: values.settings.popup_texts,
                  cta: values.settings.cta,
                }}
                content={previewContent.ok ? previewContent.content : null}
                problem={previewContent.ok ? null : previewContent.message}
              />
            </aside>

            <div className="min-w-0 space-y-6 xl:col-start-1">
              <InstructionsSection />
              <ImagesSection />
              <PopupsSection />
              <CtaSection />
              <FooterButtonsSection type={type} />
              <SharePanel publicId={game.public_id} name={game.name} status={game.status} />
            </div>
          </div>
        </form>
      </EditorErrorsContext.Provider>
    </FormProvider>
  );
}

function DifficultyField({ type }: { type: Game['type'] }) {
  const { control } = useFormContext<GameFormValues>();
  return (
    <Controller
      control={control}
      name="difficulty"
      render={({ field }) => (
        <div className="space-y-1.5">
          <p className="text-sm font-medium text-slate-700">Difficulty</p>
          <Segmented<Difficulty>
            label="Difficulty"
            value={field.value}
            options={DIFFICULTIES.map((d) => ({ value: d, label: DIFFICULTY_LABELS[d] }))}
            onChange={(next) => field.onChange(next)}
            className="w-full sm:w-auto"
            testId="difficulty"
          />
          <p className="text-xs text-slate-500">
            {difficultyDetail(type, field.value)} · {pointsText(type, field.value)}
          </p>
        </div>
      )}
    />
  );
}
