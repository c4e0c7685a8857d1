import type { FooterButton } from '@playdesk/games';
import { OptionalEmoji } from '@playdesk/games/emoji';
import { engineFor } from '@playdesk/games/engines';
import {
  HeartIcon,
  HintIcon,
  LetterIcon,
  ResetIcon,
  SolveIcon,
  StarIcon,
  TimerIcon,
  TrophyIcon,
  type IconComponent,
} from '@playdesk/games/icons';
import {
  Component,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { Button } from '../../../ui/Button';
import { cx } from '../../../ui/cx';
import { Spinner } from '../../../ui/Spinner';
import { sanitizeRichText } from '../../../ui/rich-text';
import {
  DIFFICULTY_LABELS,
  GAME_TYPE_NAMES,
  GameTypeIcon,
  type Difficulty,
  type GameType,
} from '../game-types';

interface ViewProps {
  view: unknown;
  send: (action: Record<string, unknown>) => Promise<void>;
  disabled?: boolean;
}

type ViewComponent = ComponentType<ViewProps>;

const asView = (component: unknown) => ({ default: component as ViewComponent });

/** The real game views, each in its own chunk (the editor downloads only the one it shows). */
const VIEWS: Record<GameType, ComponentType<ViewProps>> = {
  quiz: lazy(() => import('@playdesk/games/views/quiz').then((m) => asView(m.QuizView))),
  wordle: lazy(() => import('@playdesk/games/views/wordle').then((m) => asView(m.WordleView))),
  emojiq: lazy(() => import('@playdesk/games/views/emojiq').then((m) => asView(m.EmojiqView))),
  wordhunt: lazy(() =>
    import('@playdesk/games/views/wordhunt').then((m) => asView(m.WordhuntView)),
  ),
  puzzle: lazy(() => import('@playdesk/games/views/puzzle').then((m) => asView(m.PuzzleView))),
  scratch: lazy(() => import('@playdesk/games/views/scratch').then((m) => asView(m.ScratchView))),
};

/** Footer buttons that are moves of the engine (the others belong to the live player page). */
const ACTION_BUTTONS: { key: FooterButton; Icon: IconComponent; label: string }[] = [
  { key: 'letter', Icon: LetterIcon, label: 'Letter' },
  { key: 'hint', Icon: HintIcon, label: 'Hint' },
  { key: 'reset', Icon: ResetIcon, label: 'Reset' },
  { key: 'solve', Icon: SolveIcon, label: 'Solve' },
];

export interface PreviewGame {
  type: GameType;
  name: string;
  difficulty: Difficulty;
  gameImage: string | null;
  backgroundImage: string | null;
  instructions: string;
  footerButtons: readonly FooterButton[];
  popupTexts: { win: string; fail: string };
  cta: { icon: string; label: string; link: string };
}

export interface GamePreviewProps {
  game: PreviewGame;
  /** The engine's parsed content, or null while the form's content is not valid. */
  content: unknown;
  /** Why there is no content to play (the first validation message). */
  problem: string | null;
}

const randomSeed = () => Math.floor(Math.random() * 0x7fffffff);

/**
 * The live preview: the game as a player sees it on a phone, running the real engine and view in
 * the browser. It restarts when the content or the difficulty changes (the caller debounces) and
 * with Restart; nothing is sent to the server and no play is counted.
 */
export function GamePreview({ game, content, problem }: GamePreviewProps) {
  const [round, setRound] = useState(0);
  const contentKey = useMemo(() => JSON.stringify(content), [content]);
  // The last playable content stays on screen (dimmed) while the form has an error.
  const [lastGood, setLastGood] = useState<{ key: string; content: unknown } | null>(
    content === null ? null : { key: contentKey, content },
  );
  if (content !== null && lastGood?.key !== contentKey) {
    setLastGood({ key: contentKey, content });
  }
  const playable = lastGood?.content ?? null;
  const instructions = useMemo(() => sanitizeRichText(game.instructions), [game.instructions]);

  return (
    <section aria-labelledby="preview-heading" data-testid="game-preview">
      <div className="mb-3 flex items-center justify-between gap-3">
        <div>
          <h2 id="preview-heading" className="text-sm font-semibold text-slate-900">
            Live preview
          </h2>
          <p className="text-xs text-slate-500">Plays here are not counted.</p>
        </div>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setRound((n) => n + 1)}
          disabled={playable === null}
          icon={<RestartIcon />}
        >
          Restart
        </Button>
      </div>

      <div className="mx-auto w-full max-w-[380px] rounded-[2.6rem] bg-slate-900 p-2.5 shadow-xl ring-1 ring-slate-900/10">
        <div
          className="relative h-[min(720px,calc(100dvh-15.5rem))] min-h-[520px] overflow-y-auto overscroll-contain rounded-[2.1rem] bg-primary-950 bg-cover bg-center"
          style={
            game.backgroundImage
              ? { backgroundImage: `url(${JSON.stringify(game.backgroundImage)})` }
              : undefined
          }
          data-testid="preview-screen"
        >
          <div className="sticky top-0 z-10 mx-auto h-5 w-28 rounded-b-2xl bg-slate-900" />
          <div className="px-3 pt-2 pb-5">
            <article className="flex flex-col gap-3 rounded-3xl bg-white p-4 shadow-2xl shadow-primary-950/30">
              <header className="flex items-center gap-3">
                {game.gameImage ? (
                  <img
                    src={game.gameImage}
                    alt=""
                    className="size-14 shrink-0 rounded-2xl bg-primary-100 object-cover shadow-md ring-2 ring-white"
                  />
                ) : (
                  <span
                    aria-hidden="true"
                    className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-gradient-to-br from-primary-400 to-primary-700 text-white shadow-md ring-2 ring-white"
                  >
                    <GameTypeIcon type={game.type} className="size-8" />
                  </span>
                )}
                <div className="min-w-0">
                  <p
                    className="truncate text-lg leading-tight font-extrabold text-gray-900"
                    data-testid="preview-name"
                  >
                    {game.name.trim() || 'Untitled game'}
                  </p>
                  <p className="text-xs text-gray-500">
                    {GAME_TYPE_NAMES[game.type]} · {DIFFICULTY_LABELS[game.difficulty]}
                  </p>
                </div>
              </header>

              {instructions.trim() ? (
                <details className="group rounded-2xl bg-primary-50/70 px-3 py-2" open>
                  <summary className="cursor-pointer text-xs font-bold tracking-wide text-primary-700 uppercase">
                    How to play
                  </summary>
                  <div
                    className="pd-rich mt-1.5 text-sm leading-relaxed text-gray-700"
                    data-testid="preview-instructions"
                    dangerouslySetInnerHTML={{ __html: instructions }}
                  />
                </details>
              ) : null}

              {problem ? (
                <p
                  className="rounded-xl bg-amber-50 px-3 py-2 text-xs font-medium text-amber-900 ring-1 ring-amber-200"
                  role="status"
                  data-testid="preview-problem"
                >
                  Preview paused — {problem}
                </p>
              ) : null}

              {playable === null ? (
                <p className="py-10 text-center text-sm text-gray-500">
                  Add the game’s content to play it here.
                </p>
              ) : (
                <div
                  className={cx('transition-opacity', problem && 'pointer-events-none opacity-50')}
                >
                  <PreviewBoundary key={`${lastGood?.key}|${game.difficulty}|${round}`}>
                    <PreviewSession
                      type={game.type}
                      content={playable}
                      difficulty={game.difficulty}
                      footerButtons={game.footerButtons}
                      popupTexts={game.popupTexts}
                      onRestart={() => setRound((n) => n + 1)}
                    />
                  </PreviewBoundary>
                </div>
              )}

              {game.cta.link.trim() ? (
                <a
                  href={game.cta.link}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-xl bg-amber-400 px-4 text-[15px] font-semibold text-amber-950 shadow-md hover:bg-amber-300"
                >
                  {game.cta.icon.trim() ? <OptionalEmoji text={game.cta.icon} /> : null}
                  {game.cta.label.trim() || 'Visit us'}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : null}
            </article>
          </div>
        </div>
      </div>
    </section>
  );
}

interface SessionProps {
  type: GameType;
  content: unknown;
  difficulty: Difficulty;
  footerButtons: readonly FooterButton[];
  popupTexts: { win: string; fail: string };
  onRestart(): void;
}

/** One play of the game: started on mount (the parent re-keys it to restart). */
function PreviewSession({
  type,
  content,
  difficulty,
  footerButtons,
  popupTexts,
  onRestart,
}: SessionProps) {
  const engine = engineFor(type);
  const [state, setState] = useState<unknown>(() =>
    engine.start(content, { difficulty, seed: randomSeed(), now: Date.now() }),
  );
  const [now, setNow] = useState(() => Date.now());
  const [actionError, setActionError] = useState('');
  const stateRef = useRef(state);
  const outcome = engine.outcome(state, now);
  const view = useMemo(() => engine.view(state, now), [engine, state, now]);
  const playing = outcome.status === 'playing';

  // The clock: views show the time left, and a game can end by running out of time.
  useEffect(() => {
    if (!playing || engine.timeLimitSeconds(difficulty) === null) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [playing, engine, difficulty]);

  const send = useCallback(
    async (action: Record<string, unknown>) => {
      const at = Date.now();
      const result = engine.apply(stateRef.current, action, { now: at });
      if (!result.ok) throw new Error(result.error);
      stateRef.current = result.state;
      setState(result.state);
      setNow(at);
    },
    [engine],
  );

  const runAction = async (key: FooterButton) => {
    setActionError('');
    try {
      await send(key === 'reset' ? { type: key, seed: randomSeed() } : { type: key });
    } catch (error) {
      setActionError(error instanceof Error ? error.message : 'That did not work');
    }
  };

  const View = VIEWS[type];
  const timeLeft = (view as { time_left_seconds?: unknown }).time_left_seconds;
  const lives = (view as { lives?: unknown }).lives;
  const actions = ACTION_BUTTONS.filter(
    (a) => footerButtons.includes(a.key) && actionFits(type, a.key),
  );

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-center gap-2 text-sm font-semibold">
        {typeof timeLeft === 'number' && footerButtons.includes('timer') ? (
          <Pill label="Time left">
            <TimerIcon className="size-4" /> {Math.floor(timeLeft / 60)}:
            {String(timeLeft % 60).padStart(2, '0')}
          </Pill>
        ) : null}
        {typeof lives === 'number' && footerButtons.includes('lives') ? (
          <Pill label="Lives">
            <HeartIcon className="size-4 text-rose-600" /> {lives}
          </Pill>
        ) : null}
        <Pill label="Score">
          <StarIcon className="size-4 text-amber-500" /> {outcome.score}
        </Pill>
      </div>

      <Suspense
        fallback={
          <div className="flex justify-center py-12 text-primary-600">
            <Spinner className="size-6" />
          </div>
        }
      >
        <View view={view} send={send} disabled={!playing} />
      </Suspense>

      {playing && actions.length > 0 ? (
        <div className="grid grid-cols-3 gap-2">
          {actions.map((a) => (
            <button
              key={a.key}
              type="button"
              onClick={() => void runAction(a.key)}
              className="flex min-h-14 flex-col items-center justify-center gap-0.5 rounded-2xl bg-primary-50 px-1 py-2 text-primary-900 ring-1 ring-primary-100 ring-inset hover:bg-primary-100"
            >
              <a.Icon className="size-5" />
              <span className="text-xs font-semibold">{a.label}</span>
            </button>
          ))}
        </div>
      ) : null}
      {actionError ? (
        <p role="alert" className="text-center text-xs text-red-700">
          {actionError}
        </p>
      ) : null}

      {!playing ? (
        <div
          className={cx(
            'rounded-2xl px-4 py-3 text-center ring-1',
            outcome.status === 'won'
              ? 'bg-emerald-50 text-emerald-900 ring-emerald-200'
              : 'bg-slate-50 text-slate-800 ring-slate-200',
          )}
          role="status"
          data-testid="preview-result"
        >
          <p className="text-base font-bold">
            {outcome.status === 'won' ? (
              <TrophyIcon className="mr-1 inline size-5 align-[-0.25em] text-amber-600" />
            ) : null}
            {outcome.status === 'won' ? popupTexts.win : popupTexts.fail}
          </p>
          <p className="mt-0.5 text-xs">
            {outcome.score} point{outcome.score === 1 ? '' : 's'} · shown in the{' '}
            {outcome.status === 'won' ? 'win' : 'game-over'} pop-up
          </p>
          <button
            type="button"
            onClick={onRestart}
            className="mt-2 inline-flex min-h-9 items-center justify-center rounded-xl bg-primary-600 px-4 text-sm font-semibold text-white hover:bg-primary-700"
          >
            Play again
          </button>
        </div>
      ) : null}
    </div>
  );
}

function actionFits(type: GameType, key: FooterButton): boolean {
  if (key === 'letter') return type === 'emojiq';
  if (key === 'hint' || key === 'reset') return type === 'puzzle';
  if (key === 'solve') return type === 'puzzle' || type === 'wordhunt';
  return false;
}

function Pill({ label, children }: { label: string; children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-primary-50 px-3 py-1 text-primary-900 tabular-nums ring-1 ring-primary-100">
      <span className="sr-only">{label}: </span>
      {children}
    </span>
  );
}

/** A content the engine cannot run (should not happen: content is validated first). */
class PreviewBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (this.state.failed) {
      return (
        <p className="py-8 text-center text-sm text-gray-500">
          This content cannot be previewed yet. Check the fields marked in red.
        </p>
      );
    }
    return this.props.children;
  }
}

function RestartIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className="size-4"
    >
      <path d="M16.023 9.348h4.992V4.356M2.985 19.644v-4.992h4.992m0 0 3.181 3.183a8.25 8.25 0 0 0 13.803-3.7M4.031 9.865a8.25 8.25 0 0 1 13.803-3.7l3.181 3.182" />
    </svg>
  );
}
