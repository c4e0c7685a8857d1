import { describe, expect, it } from 'vitest';
import { createTranslator } from '@playdesk/i18n';
import { INSTRUCTIONS_PLACEHOLDER } from '@playdesk/games';
import { memoryContentSchema } from '@playdesk/games/content/memory';
import { personalityContentSchema } from '@playdesk/games/content/personality';
import type { T } from '../../../i18n/i18n';
import * as EDITORS from '../editors';
import { gamePart } from '../../../i18n/game-texts';
import { contentMessage } from './content-messages';

// The part the editor page loads: game-content.json and each game's folder's `game-content.…` keys.
const part = async (lang: 'en' | 'fr') => (await gamePart(lang, 'game-content')).default;
const en = createTranslator('en', await part('en')) as T;
const fr = createTranslator('fr', await part('fr'), await part('en')) as T;

describe("the engines' content messages in the editor", () => {
  // As packages/games writes them (puzzle/content.ts, pool.ts, scratch/content.ts).
  const messages = [
    'Enter the question',
    'Add a picture for the puzzle',
    'You have 3 questions: a play cannot draw 4. Add questions or lower the number per play',
    'You have 1 phrase: a play cannot draw 2. Add phrases or lower the number per play',
    'The number of questions per play must be a whole number from 1 to 50, or empty for all',
    'The number of phrases per play must be a whole number from 1 to 50, or empty for all',
    'The odds add up to 105 %; together they can be at most 100 %',
    'The odds add up to 100.5 %; together they can be at most 100 %',
  ];

  it('gives back English exactly as the engines write it', () => {
    for (const message of messages) expect(contentMessage(en, message)).toBe(message);
  });

  it('says them in French', () => {
    expect(messages.map((m) => contentMessage(fr, m))).toEqual([
      'Saisissez la question',
      'Ajoutez une image pour le puzzle',
      'Vous avez 3 questions : une partie ne peut pas en tirer 4. Ajoutez des questions ou baissez le nombre par partie',
      'Vous avez 1 expression : une partie ne peut pas en tirer 2. Ajoutez des expressions ou baissez le nombre par partie',
      'Le nombre de questions par partie doit être un nombre entier de 1 à 50, ou rester vide pour tout jouer',
      "Le nombre d'expressions par partie doit être un nombre entier de 1 à 50, ou rester vide pour tout jouer",
      'Le total des chances atteint 105 % ; ensemble, elles ne peuvent pas dépasser 100 %',
      'Le total des chances atteint 100,5 % ; ensemble, elles ne peuvent pas dépasser 100 %',
    ]);
  });

  it("says Memory's messages in French, as its content schema writes them", () => {
    const said = (input: unknown) =>
      (memoryContentSchema.safeParse(input).error?.issues ?? []).map((i) =>
        contentMessage(fr, i.message),
      );
    const pairs = ['A', 'B', 'C'].map((text) => ({ text, image: '/play/demo/a.svg' }));
    expect(said({ pairs: [...pairs, { text: ' ' }, { text: 'a' }] })).toEqual([
      'Saisissez le texte de la carte',
      'Deux paires ont le même texte ; chaque paire a besoin du sien',
      'Deux paires ont la même image ; chaque paire a besoin de la sienne',
    ]);
    expect(said({ pairs: [{ text: 'A' }] })).toEqual(['Ajoutez au moins 4 paires']);
    const many = Array.from({ length: 13 }, (_, i) => ({ text: `T${i}` }));
    expect(said({ pairs: many })).toEqual(['Utilisez au plus 12 paires']);
  });

  it.each(Object.entries(EDITORS))(
    "%s: each message of its editor folder's messages.ts is said in English as the engine writes it, and in French",
    (_type, editor) => {
      for (const message of Object.keys(editor.messages ?? {})) {
        expect(contentMessage(en, message)).toBe(message);
        expect(contentMessage(fr, message)).not.toBe(message);
      }
    },
  );

  it("says the personality test's messages in French, as its content schema writes them", () => {
    const said = (input: unknown) =>
      (personalityContentSchema.safeParse(input).error?.issues ?? []).map((i) =>
        contentMessage(fr, i.message),
      );
    const answers = [
      { text: 'A', points: [{ outcome_id: 'a', points: 1 }] },
      { text: ' ', points: [{ outcome_id: 'zz', points: 1 }] },
    ];
    const outcomes = [
      { id: 'a', title: 'A', text: 'A', link_url: 'javascript:x' },
      { id: 'b', title: ' ', text: 'B' },
    ];
    expect(said({ questions: [{ text: 'Q', answers }], outcomes })).toEqual([
      'Saisissez la réponse',
      'Ajoutez au moins 3 questions',
      'Utilisez une adresse complète en http:// ou https://',
      'Saisissez le texte du lien',
      'Saisissez le titre du profil',
      'Cette réponse compte pour un profil que le test n’a pas',
      'Aucune réponse ne compte pour ce profil : les joueurs ne pourraient jamais l’obtenir',
    ]);
    const three = [0, 1, 2].map(() => ({ text: 'Q', answers }));
    expect(said({ questions: three, outcomes: outcomes.slice(0, 1) })).toEqual(
      expect.arrayContaining(['Saisissez la réponse', 'Ajoutez au moins 2 profils']),
    );
  });

  it('leaves a message it does not know as it is', () => {
    const other = '“latte” is not in the dictionary, so players could never guess it';
    expect(contentMessage(fr, other)).toBe(other);
  });

  it("the instructions' placeholder is the product rule's in English", () => {
    expect(en('game-content.instructions.placeholder')).toBe(INSTRUCTIONS_PLACEHOLDER);
  });
});
