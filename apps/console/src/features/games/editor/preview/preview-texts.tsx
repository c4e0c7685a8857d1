import type { Refusal } from '@playdesk/games';
import type { ViewT } from '@playdesk/games/views';
import type { Params } from '@playdesk/i18n';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useI18n } from '../../../../i18n/i18n';
import {
  CHROME,
  loadPlayerTexts,
  needsPlayerTexts,
  playerLanguage,
  type ChromeKey,
  type PlayerTexts,
} from './player-texts';

/** The player app's texts of the game previewed, or null for the console's own (see player-texts). */
const PlayerTextsContext = createContext<PlayerTexts | null>(null);

/**
 * Gives the preview inside it the player app's texts in `lang` (the language previewed), once
 * downloaded; until then, and when they are not needed, the console's.
 */
export function PreviewLanguage({ lang, children }: { lang: string; children: ReactNode }) {
  const { lang: consoleLang } = useI18n();
  const needed = needsPlayerTexts(lang, consoleLang);
  const [texts, setTexts] = useState<PlayerTexts | null>(null);
  useEffect(() => {
    if (!needed) return;
    let live = true;
    loadPlayerTexts(lang).then(
      (loaded) => live && setTexts(loaded),
      () => undefined, // offline: the console's texts stay, the next preview tries again
    );
    return () => {
      live = false;
    };
  }, [lang, needed]);
  return (
    <WithPlayerTexts texts={needed && texts?.lang === playerLanguage(lang) ? texts : null}>
      {children}
    </WithPlayerTexts>
  );
}

/** The preview inside it shows `texts` (the console's own words with null). */
export function WithPlayerTexts({
  texts,
  children,
}: {
  texts: PlayerTexts | null;
  children: ReactNode;
}) {
  return <PlayerTextsContext.Provider value={texts}>{children}</PlayerTextsContext.Provider>;
}

export interface PreviewTexts {
  /** The language of the player's screen, when the player app's texts are shown. */
  lang: string | null;
  /** One of the preview's own words; null for a word the console has no text of. */
  chrome(key: ChromeKey, params?: Params): string | null;
  /** The board's translator (the views' English without one). */
  view: ViewT | undefined;
  /** A move the engine refused, in the player's words (its English reason without them). */
  refusal(refusal: Refusal): string;
}

/** The words of the preview's player screen, in the language previewed. */
export function usePreviewTexts(): PreviewTexts {
  const player = useContext(PlayerTextsContext);
  const { t } = useI18n();
  if (player) {
    return {
      lang: player.lang,
      chrome: (key, params) => player.t(CHROME[key].player, params),
      view: player.view,
      refusal: (refusal) => {
        // The player app's text for the code the server would send with this refusal.
        const key = `error.${refusal.code}`;
        const text = player.t(key, refusal.params);
        return text && text !== key ? text : refusal.error;
      },
    };
  }
  return {
    lang: null,
    chrome: (key, params) => {
      const own = CHROME[key].console;
      return own ? t(own, params) : null;
    },
    view: undefined,
    refusal: (refusal) => refusal.error,
  };
}
