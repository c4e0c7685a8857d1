import { describe, expect, it } from 'vitest';
import { NotificationBarInput } from '@playdesk/contract';
import { createTranslator } from '@playdesk/i18n';
import type { T } from '../../i18n/i18n';
import en from '../../i18n/en/notification-bar.json';
import frBar from '../../i18n/fr/notification-bar.json';
import {
  barState,
  barStateLabel,
  barStateText,
  fromLocalInput,
  savedMessage,
  savedRequest,
  BAR_TEXT_LIMITS,
  barTranslationFields,
  toFormValues,
  toLocalInput,
  toRequest,
  type BarState,
} from './bar-model';

const t: T = createTranslator('en', en);

const saved = {
  enabled: true,
  text: 'Play our coffee quiz',
  game: { public_id: 'g1', name: 'Coffee Lovers Quiz' },
  button_label: 'Play now',
  background: '#4a3494',
  color: '#ffffff',
  position: 'top' as const,
  starts_at: null,
  ends_at: null,
  default_language: 'en' as const,
  languages: ['en' as const],
  translations: {},
};

describe('notification bar form', () => {
  it('round-trips the schedule through datetime-local values', () => {
    const iso = '2026-12-01T09:30:00.000Z';
    const local = toLocalInput(iso);
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(fromLocalInput(local)).toBe(iso);
    expect(toLocalInput(null)).toBe('');
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('not a date')).toBe('not a date');
  });

  it('turns the saved bar into form values and back into the request', () => {
    const values = toFormValues(saved);
    expect(values).toMatchObject({ game_id: 'g1', background: '#4A3494', color: '#FFFFFF' });
    expect(toRequest(values)).toEqual({
      enabled: true,
      text: 'Play our coffee quiz',
      game_id: 'g1',
      button_label: 'Play now',
      background: '#4A3494',
      color: '#FFFFFF',
      position: 'top',
      starts_at: null,
      ends_at: null,
    });
    expect(toRequest({ ...values, game_id: '' }).game_id).toBeNull();
  });
});

describe('the bar sent beside a translation', () => {
  it('is the saved bar as it is, the schedule to the second', () => {
    const scheduled = {
      ...saved,
      translations: { fr: { text: 'Jouez à notre quiz' } },
      starts_at: '2026-12-01T09:30:15.000Z',
      ends_at: '2026-12-24T18:00:45.000Z',
    };
    const request = savedRequest(scheduled);
    expect(request).toEqual({
      enabled: true,
      text: 'Play our coffee quiz',
      game_id: 'g1',
      button_label: 'Play now',
      background: '#4a3494',
      color: '#ffffff',
      position: 'top',
      starts_at: '2026-12-01T09:30:15.000Z',
      ends_at: '2026-12-24T18:00:45.000Z',
    });
    // It changes neither the language nor the translations, and the contract takes it.
    expect(request).not.toHaveProperty('translations');
    expect(request).not.toHaveProperty('default_language');
    expect(NotificationBarInput.safeParse(request).success).toBe(true);
    expect(savedRequest({ ...saved, game: null }).game_id).toBeNull();
  });
});

describe('the bar’s texts to translate', () => {
  it('lists the text and the button label with the saved texts and the contract’s limits', () => {
    expect(barTranslationFields(saved, t)).toEqual([
      {
        key: 'text',
        label: 'Text',
        defaultText: 'Play our coffee quiz',
        maxLength: 200,
        long: true,
      },
      { key: 'button_label', label: 'Button label', defaultText: 'Play now', maxLength: 40 },
    ]);
    const save = (key: 'text' | 'button_label', length: number) =>
      NotificationBarInput.safeParse({
        ...savedRequest(saved),
        translations: { fr: { [key]: 'é'.repeat(length) } },
      }).success;
    for (const key of ['text', 'button_label'] as const) {
      expect(save(key, BAR_TEXT_LIMITS[key])).toBe(true);
      expect(save(key, BAR_TEXT_LIMITS[key] + 1)).toBe(false);
    }
  });
});

describe('barState', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  it('is off when disabled, whatever the schedule', () => {
    expect(barState({ ...saved, enabled: false }, now)).toEqual({ kind: 'off' });
  });
  it('is showing without a schedule or inside it', () => {
    expect(barState(saved, now)).toEqual({ kind: 'showing', until: null });
    expect(
      barState(
        { ...saved, starts_at: '2026-11-20T00:00:00Z', ends_at: '2026-11-30T00:00:00Z' },
        now,
      ),
    ).toEqual({ kind: 'showing', until: '2026-11-30T00:00:00Z' });
  });
  it('is scheduled before its start and over after its end', () => {
    expect(barState({ ...saved, starts_at: '2026-12-01T00:00:00Z' }, now)).toEqual({
      kind: 'scheduled',
      from: '2026-12-01T00:00:00Z',
    });
    expect(barState({ ...saved, ends_at: '2026-11-21T12:00:00Z' }, now)).toEqual({
      kind: 'ended',
      at: '2026-11-21T12:00:00Z',
    });
  });
});

describe('what the page says about the bar', () => {
  const states: BarState[] = [
    { kind: 'showing', until: null },
    { kind: 'showing', until: '2026-11-30T00:00:00Z' },
    { kind: 'scheduled', from: '2026-12-01T00:00:00Z' },
    { kind: 'ended', at: '2026-11-21T12:00:00Z' },
    { kind: 'off' },
  ];
  // No snippet puts the bar on a business's site yet: nothing may say it is on show there.
  const claimsShown = /(show(s|ing)?|see|appears?) (the bar )?on your (web)?site/i;

  it('calls an active bar active, and says the snippet shows it on websites', () => {
    expect(barStateLabel('showing', t)).toBe('Active');
    expect(barStateText({ kind: 'showing', until: null }, t)).toBe(
      'Active until you switch it off.',
    );
    expect(savedMessage({ kind: 'showing', until: null }, t)).toBe(
      'Saved. The bar is active on every page of your website with the Playdesk snippet.',
    );
    expect(t('notification-bar.on_your_site')).toContain('Playdesk snippet');
  });

  it('never claims that visitors see it without the snippet', () => {
    for (const state of states) {
      for (const text of [
        barStateLabel(state.kind, t),
        barStateText(state, t),
        savedMessage(state, t),
      ]) {
        expect(text).not.toMatch(claimsShown);
      }
    }
  });

  it('tells an ended schedule from a bar switched off', () => {
    expect(savedMessage({ kind: 'ended', at: '2026-11-21T12:00:00Z' }, t)).toBe(
      'Saved. The bar’s schedule has ended.',
    );
    expect(savedMessage({ kind: 'off' }, t)).toBe('Saved. The bar is off.');
  });
});

describe('the state texts in French', () => {
  const fr: T = createTranslator('fr', frBar, en);

  it('words each state in French', () => {
    expect(barStateLabel('showing', fr)).toBe('Active');
    expect(barStateText({ kind: 'showing', until: null }, fr)).toBe(
      "Active jusqu'à ce que vous la désactiviez.",
    );
    expect(savedMessage({ kind: 'off' }, fr)).toBe('Enregistré. La barre est désactivée.');
  });
});
