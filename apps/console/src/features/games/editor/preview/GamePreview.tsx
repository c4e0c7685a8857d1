import type { Difficulty, FooterButton, GameType } from '@playdesk/games';
import { OptionalEmoji } from '@playdesk/games/emoji';
import { rtl } from '@playdesk/i18n';
import { useMemo, useState } from 'react';
import { Button } from '../../../../ui/Button';
import { cx } from '../../../../ui/cx';
import { sanitizeRichText } from '../../../../ui/rich-text';
import { GAME_TYPE_NAMES, GameTypeIcon } from '../../game-types';
import { RestartIcon } from '../../controls';
import { PhoneFrame, PreviewBoundary } from './PreviewParts';
import { PreviewSession } from './PreviewSession';
import { useT } from '../../../../i18n/i18n';
import { contentMessage } from '../content-messages';
import { PreviewLanguage, usePreviewTexts } from './preview-texts';

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
  /**
   * The language the player's screen is previewed in (the translation picked, else the game's
   * default language): the player app's own words follow it.
   */
  language: string;
}

/**
 * The live preview: the game as a player sees it on a phone, running the real engine and view in
 * the browser. It restarts when the content or the difficulty changes (the caller debounces) and
 * with Restart; nothing is sent to the server and no play is counted.
 */
export function GamePreview({ language, ...props }: GamePreviewProps) {
  return (
    <PreviewLanguage lang={language}>
      <PreviewIn {...props} language={language} />
    </PreviewLanguage>
  );
}

function PreviewIn({ game, content, problem, language }: GamePreviewProps) {
  const t = useT();
  const words = usePreviewTexts();
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
            {t('games.preview.title')}
          </h2>
          <p className="text-xs text-slate-500">{t('games.preview.not_counted')}</p>
        </div>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setRound((n) => n + 1)}
          disabled={playable === null}
          icon={<RestartIcon />}
        >
          {t('games.preview.restart')}
        </Button>
      </div>

      <PhoneFrame backgroundImage={game.backgroundImage}>
        <article
          className="flex flex-col gap-3 rounded-3xl bg-white p-4 shadow-2xl shadow-primary-950/30"
          lang={words.lang ?? undefined}
          dir={words.lang ? (rtl(words.lang) ? 'rtl' : 'ltr') : undefined}
        >
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
                {game.name.trim() || t('games.preview.untitled')}
              </p>
              <p className="text-xs text-gray-500">
                {GAME_TYPE_NAMES[game.type]} · {words.chrome(game.difficulty)}
              </p>
            </div>
          </header>

          {instructions.trim() ? (
            <details className="group rounded-2xl bg-primary-50/70 px-3 py-2" open>
              <summary className="cursor-pointer text-xs font-bold tracking-wide text-primary-700 uppercase">
                {words.chrome('how_to')}
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
              {t('games.preview.paused', { problem: contentMessage(t, problem) })}
            </p>
          ) : null}

          {playable === null ? (
            <p className="py-10 text-center text-sm text-gray-500">{t('games.preview.empty')}</p>
          ) : (
            <div className={cx('transition-opacity', problem && 'pointer-events-none opacity-50')}>
              <PreviewBoundary key={`${lastGood?.key}|${game.difficulty}|${language}|${round}`}>
                <PreviewSession
                  type={game.type}
                  content={playable}
                  difficulty={game.difficulty}
                  footerButtons={game.footerButtons}
                  popupTexts={game.popupTexts}
                  language={language}
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
              {game.cta.label.trim() || words.chrome('visit')}
              <span className="sr-only">{words.chrome('new_tab')}</span>
            </a>
          ) : null}
        </article>
      </PhoneFrame>
    </section>
  );
}
