import { CreatePushNotificationRequest } from '@playdesk/contract';
import { describe, expect, it } from 'vitest';
import { PUSH_LIMITS, pushAddableLanguages, pushTranslations } from './push-model';

describe('a push notification in other languages', () => {
  it('offers the player languages but the default and those already added', () => {
    const offered = pushAddableLanguages('en', [{ language: 'fr', title: '', body: '' }]);
    expect(offered).not.toContain('en');
    expect(offered).not.toContain('fr');
    expect(offered).toContain('de');
  });

  it('sends the texts trimmed, leaves out blank ones and languages with none', () => {
    expect(
      pushTranslations([
        { language: 'fr', title: ' Nouveau jeu ', body: 'Venez jouer !' },
        { language: 'de', title: 'Neues Spiel', body: '   ' },
        { language: 'es', title: '', body: ' ' },
      ]),
    ).toEqual({
      fr: { title: 'Nouveau jeu', body: 'Venez jouer !' },
      de: { title: 'Neues Spiel' },
    });
    expect(pushTranslations([])).toBeUndefined();
    expect(pushTranslations([{ language: 'it', title: ' ', body: '' }])).toBeUndefined();
  });

  it('takes its limits from the contract, which refuses one character more', () => {
    expect(PUSH_LIMITS).toEqual({ title: 60, body: 180 });
    const request = (title: string) =>
      CreatePushNotificationRequest.safeParse({
        title: 'New game',
        body: 'Come and play',
        target: { type: 'app' },
        audience: { type: 'all' },
        translations: { fr: { title } },
      }).success;
    expect(request('é'.repeat(PUSH_LIMITS.title))).toBe(true);
    expect(request('é'.repeat(PUSH_LIMITS.title + 1))).toBe(false);
  });
});
