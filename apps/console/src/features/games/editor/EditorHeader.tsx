import type { Game } from '@playdesk/contract';
import { gamePageUrl } from '@playdesk/contract/urls';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { ExternalIcon, PauseIcon, PlayIcon } from '../controls';
import { GAME_TYPE_NAMES } from '../game-types';
import { GameTitle } from '../GameTitle';
import { STATUS_BADGE } from '../status';
import type { Busy } from './useGameSave';
import { useT } from '../../../i18n/i18n';

/** The editor's sticky bar: back, the game's name and status, unsaved mark, and its actions. */
export function EditorHeader({
  game,
  dirty,
  busy,
  onPause,
  onPublish,
}: {
  game: Game;
  dirty: boolean;
  busy: Busy;
  onPause(): void;
  onPublish(): void;
}) {
  const t = useT();
  const status = STATUS_BADGE[game.status];
  const live = game.status === 'published';
  return (
    <div className="sticky top-16 z-20 -mx-4 mb-6 border-b border-slate-200 bg-slate-50/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 lg:-mx-8 lg:px-8">
      <div className="flex items-center justify-between gap-3 sm:gap-4">
        <GameTitle type={game.type} name={game.name}>
          <div className="flex items-center gap-2 text-xs whitespace-nowrap text-slate-500">
            <span className="hidden sm:inline">{GAME_TYPE_NAMES[game.type]}</span>
            <Badge tone={status.tone}>
              <span data-testid="game-status">{t(`games.status.${game.status}`)}</span>
            </Badge>
            {dirty ? (
              <span className="inline-flex items-center gap-1 font-medium text-amber-700">
                <span aria-hidden="true" className="size-1.5 rounded-full bg-amber-500" />
                <span className="sr-only sm:not-sr-only">{t('games.editor.unsaved')}</span>
                <span className="sm:hidden" aria-hidden="true">
                  {t('games.editor.unsaved_short')}
                </span>
              </span>
            ) : null}
          </div>
        </GameTitle>
        <div className="flex shrink-0 items-center gap-2">
          {live ? (
            <a
              href={gamePageUrl(window.location.origin, game.public_id)}
              target="_blank"
              rel="noopener noreferrer"
              className="hidden h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-primary-600 md:inline-flex"
            >
              <ExternalIcon />
              {t('games.editor.view_live')}
              <span className="sr-only">{t('games.editor.new_tab')}</span>
            </a>
          ) : null}
          {live ? (
            <Button
              variant="secondary"
              onClick={onPause}
              loading={busy === 'paused'}
              disabled={busy !== null}
              icon={<PauseIcon />}
            >
              {/* On a phone the icon alone, so a longer word (French) leaves the name its room. */}
              <span className="sr-only sm:not-sr-only">{t('games.editor.pause')}</span>
            </Button>
          ) : null}
          <Button
            type="submit"
            variant={live ? 'primary' : 'secondary'}
            loading={busy === 'save'}
            disabled={busy !== null}
          >
            {t('games.editor.save')}
          </Button>
          {!live ? (
            <Button
              onClick={onPublish}
              loading={busy === 'published'}
              disabled={busy !== null}
              icon={<PlayIcon />}
            >
              <span className="sr-only sm:not-sr-only">{t('games.editor.publish')}</span>
            </Button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
