import { refuse, type Refusal } from '@playdesk/games';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { VIEW_TEXT_KEYS } from '../../../../../../../packages/games/src/view-texts';
import { loadSections } from '../../../../i18n/i18n';
import {
  CHROME,
  PLAYER_LANGUAGES,
  loadPlayerTexts,
  needsPlayerTexts,
  playerLanguage,
} from './player-texts';
import { usePreviewTexts, WithPlayerTexts } from './preview-texts';
import { PreviewResult } from './PreviewResult';

beforeAll(() => loadSections('games'));

const lost = { status: 'lost', score: 3, reason: 'out_of_tries' } as const;

describe("the preview's player texts", () => {
  it('are the player app’s, in the language previewed', async () => {
    const fr = await loadPlayerTexts('fr');
    expect(fr.lang).toBe('fr');
    expect(fr.t(CHROME.again.player)).toBe('Rejouer');
    expect(fr.t(CHROME.how_to.player)).toBe('Comment jouer');
    expect(fr.view('wordle.enter')).toBe('Entrée');
    expect(fr.view('wordle.tries_left', { n: 1 })).toBe('1 essai restant');
    expect(fr.view('wordle.tries_left', { n: 2 })).toBe('2 essais restants');
    const de = await loadPlayerTexts('de');
    expect(de.view('quiz.progress', { n: 2, total: 5 })).toMatch(/^Frage 2 /);
  });

  it('fall back to English for a language the player app has no catalogue of', async () => {
    expect(playerLanguage('xx')).toBe('en');
    const texts = await loadPlayerTexts('xx');
    expect(texts.lang).toBe('en');
    expect(texts.view('wordle.enter')).toBe('Enter');
  });

  it('are downloaded only when the preview needs them', () => {
    expect(needsPlayerTexts('en', 'en')).toBe(false);
    expect(needsPlayerTexts('en', 'en-XA')).toBe(false);
    expect(needsPlayerTexts('fr', 'en')).toBe(true);
    // An English game in the French console: the player's English, not the console's French.
    expect(needsPlayerTexts('en', 'fr')).toBe(true);
  });

  it('name only keys every player catalogue has', async () => {
    for (const lang of PLAYER_LANGUAGES) {
      const texts = await loadPlayerTexts(lang);
      const missing = [
        ...Object.values(CHROME).map((c) => c.player),
        ...VIEW_TEXT_KEYS.map((k) => `game.view.${k}`),
      ].filter((key) => texts.t(key) === key);
      expect(missing, lang).toEqual([]);
    }
  });

  it('show in the result of a preview play (the console’s own words without them)', async () => {
    const result = (
      <PreviewResult outcome={lost} popupTexts={{ win: '', fail: '' }} onRestart={() => {}} />
    );
    const french = renderToStaticMarkup(
      <WithPlayerTexts texts={await loadPlayerTexts('fr')}>{result}</WithPlayerTexts>,
    );
    expect(french).toContain('Rejouer');
    expect(french).toContain('Partie terminée');
    const console = renderToStaticMarkup(result);
    expect(console).toContain('Play again');
    expect(console).not.toContain('Game over');
  });

  it("say a move the engine refused in the player's words", async () => {
    function Refused({ refusal }: { refusal: Refusal }) {
      return <p>{usePreviewTexts().refusal(refusal)}</p>;
    }
    const fr = await loadPlayerTexts('fr');
    const inFrench = (refusal: Refusal) =>
      renderToStaticMarkup(
        <WithPlayerTexts texts={fr}>
          <Refused refusal={refusal} />
        </WithPlayerTexts>,
      );
    const notInList = refuse('move.not_in_word_list', 'Not in word list');
    expect(inFrench(notInList)).toContain(fr.t('error.move.not_in_word_list'));
    expect(inFrench(notInList)).not.toContain('Not in word list');
    expect(inFrench(refuse('move.word_length', 'Enter a 5-letter word', { length: 5 }))).toContain(
      '5',
    );
    // Without the player's texts (an English game in the English console): the engine's words.
    expect(renderToStaticMarkup(<Refused refusal={notInList} />)).toContain('Not in word list');
  });
});
