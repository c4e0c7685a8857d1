import type { Difficulty, FooterButton, GameType } from '@playdesk/games';
import {
  HeartIcon,
  HintIcon,
  LetterIcon,
  ResetIcon,
  SolveIcon,
  StarIcon,
  TimerIcon,
  type IconComponent,
} from '@playdesk/games/icons';
import { GAME_VIEWS, gameView, loadGameView, type ViewT } from '@playdesk/games/views';
import {
  lazy,
  Suspense,
  useEffect,
  useState,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { Spinner } from '../../../../ui/Spinner';
import { Pill } from './PreviewParts';
import { PreviewResult } from './PreviewResult';
import { randomSeed, RefusedMove, usePreviewPlay } from './usePreviewPlay';
import { useT } from '../../../../i18n/i18n';
import type { ChromeKey } from './player-texts';
import { usePreviewTexts } from './preview-texts';

/** The game's real view, in its own chunk (the editor downloads only the one it shows). */
const VIEWS = Object.fromEntries(
  (Object.keys(GAME_VIEWS) as GameType[]).map((type) => [
    type,
    lazy(() => loadGameView(type).then((View) => ({ default: View as ComponentType<ViewProps> }))),
  ]),
) as Record<GameType, LazyExoticComponent<ComponentType<ViewProps>>>;

interface ViewProps {
  view: unknown;
  send: (action: Record<string, unknown>) => Promise<void>;
  disabled?: boolean;
  t?: ViewT | undefined;
}

/** Footer buttons that are moves of the engine (the others belong to the live player page). */
const ACTION_BUTTONS: { key: FooterButton & ChromeKey; Icon: IconComponent }[] = [
  { key: 'letter', Icon: LetterIcon },
  { key: 'hint', Icon: HintIcon },
  { key: 'reset', Icon: ResetIcon },
  { key: 'solve', Icon: SolveIcon },
];

/** Whether the game has this button at all (its registry entry's `footerButtons`). */
function actionFits(type: GameType, key: FooterButton): boolean {
  return gameView(type).footerButtons.includes(key);
}

export interface PreviewSessionProps {
  type: GameType;
  content: unknown;
  difficulty: Difficulty;
  footerButtons: readonly FooterButton[];
  popupTexts: { win: string; fail: string };
  /** The language previewed: the play starts in it (the parent re-keys the session on a change). */
  language: string;
  onRestart(): void;
}

/**
 * Whether an ended play's end has played out: at once, or after the game's `resultDelayMs` for a
 * game whose end is animated (the wheel turning), so the result does not show before the wheel
 * stops.
 */
function useEndShown(playing: boolean, type: GameType): boolean {
  const delay = gameView(type).resultDelayMs?.();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (playing || delay === undefined) return;
    const timer = window.setTimeout(() => setShown(true), delay);
    return () => window.clearTimeout(timer);
  }, [playing, delay]);
  return !playing && (delay === undefined || shown);
}

/** One play of the game: started on mount (the parent re-keys it to restart). */
export function PreviewSession({
  type,
  content,
  difficulty,
  footerButtons,
  popupTexts,
  language,
  onRestart,
}: PreviewSessionProps) {
  const t = useT();
  const words = usePreviewTexts();
  const {
    view,
    outcome,
    playing,
    send: play,
  } = usePreviewPlay(type, content, difficulty, language);
  // A refused move reads as the player would read it, in the language previewed.
  const send = async (action: Record<string, unknown>) => {
    try {
      await play(action);
    } catch (error) {
      throw error instanceof RefusedMove ? new Error(words.refusal(error.refusal)) : error;
    }
  };
  const [actionError, setActionError] = useState('');
  // A game without points (a personality test) shows none.
  const ranked = gameView(type).scoring !== null;
  const endShown = useEndShown(playing, type);

  const runAction = async (key: FooterButton) => {
    setActionError('');
    try {
      await send(key === 'reset' ? { type: key, seed: randomSeed() } : { type: key });
    } catch (error) {
      setActionError(error instanceof Error ? error.message : (words.chrome('failed') ?? ''));
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
          <Pill label={t('games.preview.time_left')}>
            <TimerIcon className="size-4" /> {Math.floor(timeLeft / 60)}:
            {String(timeLeft % 60).padStart(2, '0')}
          </Pill>
        ) : null}
        {typeof lives === 'number' && footerButtons.includes('lives') ? (
          <Pill label={t('games.preview.lives')}>
            <HeartIcon className="size-4 text-rose-600" /> {lives}
          </Pill>
        ) : null}
        {ranked ? (
          <Pill label={t('games.preview.score')}>
            <StarIcon className="size-4 text-amber-500" /> {outcome.score}
          </Pill>
        ) : null}
      </div>

      <Suspense
        fallback={
          <div className="flex justify-center py-12 text-primary-600">
            <Spinner className="size-6" />
          </div>
        }
      >
        <View view={view} send={send} disabled={!playing} t={words.view} />
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
              <span className="text-xs font-semibold">{words.chrome(a.key)}</span>
            </button>
          ))}
        </div>
      ) : null}
      {actionError ? (
        <p role="alert" className="text-center text-xs text-red-700">
          {actionError}
        </p>
      ) : null}

      {endShown ? (
        <PreviewResult
          outcome={outcome}
          popupTexts={popupTexts}
          onRestart={onRestart}
          {...(ranked
            ? {}
            : {
                note: t('games.preview.no_points_note', {
                  won: outcome.status === 'won' ? 'yes' : 'no',
                }),
              })}
        />
      ) : null}
    </div>
  );
}
