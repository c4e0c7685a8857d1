import { gameTexts, type GameTextsSource } from '@playdesk/contract';
import { describe, expect, it } from 'vitest';
import type { PreviewGame } from '../preview/GamePreview';
import { appT, loadSections, setLanguage } from '../../../../i18n/i18n';
import { previewIn, problemText, translationToSave } from './translation-texts';

const QUIZ: GameTextsSource = {
  type: 'quiz',
  name: 'Coffee Quiz',
  settings: {
    popup_texts: { win: 'Well done!', fail: 'Game over' },
    cta: { label: 'Order' },
    instructions: '',
  },
  content: {
    questions: [
      { id: 'q1', text: 'Which bean?', options: ['Arabica', 'Robusta'], correct: 0, image: null },
    ],
    pass_percent: 60,
    reveal_answers: false,
    pool_size: null,
  },
};
const texts = gameTexts(QUIZ);

describe('translationToSave', () => {
  it('sends the draft over the saved translation, keeping texts the editor does not list', () => {
    const saved = {
      name: 'Quiz du café',
      popup_texts: { win: 'Bravo !' },
      content: { 'questions.0.text': 'Quel grain ?', 'questions.0.image': 'kept' },
    };
    const draft = {
      name: 'Quiz du café',
      'popup_texts.win': '',
      'content.questions.0.options.1': 'Robusta (fr)',
    };
    expect(translationToSave(saved, texts, draft)).toEqual({
      name: 'Quiz du café',
      content: { 'questions.0.image': 'kept', 'questions.0.options.1': 'Robusta (fr)' },
    });
  });
});

describe('previewIn', () => {
  const game: PreviewGame = {
    type: 'quiz',
    name: 'Coffee Quiz',
    difficulty: 'normal',
    gameImage: null,
    backgroundImage: null,
    instructions: '',
    footerButtons: [],
    popupTexts: { win: 'Well done!', fail: 'Game over' },
    cta: { icon: '', label: 'Order', link: '' },
  };

  it('lays the translated texts over the game, the missing ones as they are', () => {
    const shown = previewIn(game, QUIZ.content, {
      name: 'Quiz du café',
      popup_texts: { win: 'Bravo !' },
      content: { 'questions.0.text': 'Quel grain ?' },
    });
    expect(shown.game).toMatchObject({
      name: 'Quiz du café',
      popupTexts: { win: 'Bravo !', fail: 'Game over' },
      cta: { label: 'Order' },
    });
    expect(shown.content).toMatchObject({
      questions: [{ text: 'Quel grain ?', options: ['Arabica', 'Robusta'] }],
    });
    expect(previewIn(game, QUIZ.content, null)).toEqual({ game, content: QUIZ.content });
  });
});

describe("a refused translation's problems", () => {
  it('name the text as the table does, in the user’s language, the rest as the server said', async () => {
    const texts = gameTexts(QUIZ);
    await loadSections('translate');
    const en = (p: string) => problemText(appT(), texts, p);
    expect(en('cta.label: At most 60 characters (this text has 61)')).toBe(
      'Button label: at most 60 characters (this text has 61)',
    );
    expect(en('questions.7.text: This game has no text with this key')).toBe(
      'questions.7.text: this game has no text with this key',
    );
    await setLanguage('fr');
    try {
      const fr = (p: string) => problemText(appT(), texts, p);
      expect(fr('cta.label: At most 60 characters (this text has 61)')).toBe(
        `${appT()('translate.part.cta')} : 60 caractères au plus (ce texte en a 61)`,
      );
      expect(
        fr('name: Keep the placeholders of the original text (none; this text has {prize})'),
      ).toBe(
        `${appT()('translate.part.name')} : gardez les variables du texte d’origine (none ; ce texte a {prize})`,
      );
      // A problem the console has no words for: the server's, its text still named.
      expect(fr('name: Something new')).toBe(`${appT()('translate.part.name')} : Something new`);
    } finally {
      await setLanguage('en');
    }
  });
});
