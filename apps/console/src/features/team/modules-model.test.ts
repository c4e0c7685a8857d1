import { beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_MODULE_KEYS } from '@playdesk/contract';
import {
  defaultInviteModules,
  lastActiveText,
  MODULE_TEXT,
  orderModules,
  toggleModule,
} from './modules-model';
import { loadSections } from '../../i18n/i18n';

beforeAll(() => loadSections('team'));

describe('team module choices', () => {
  it('keeps modules in the API order, each once', () => {
    expect(orderModules(['rewards', 'games', 'games', 'full'])).toEqual([
      'full',
      'games',
      'rewards',
    ]);
    expect(toggleModule(['rewards'], 'games', true)).toEqual(['games', 'rewards']);
    expect(toggleModule(['games', 'rewards'], 'games', false)).toEqual(['rewards']);
  });

  it('starts an invitation with Games and player data unticked', () => {
    expect(defaultInviteModules([...ACCESS_MODULE_KEYS])).toEqual(['games']);
    expect(defaultInviteModules(['rewards', 'player_data'])).toEqual([]);
  });

  it('describes each module once, none opening what another opens', () => {
    expect(Object.keys(MODULE_TEXT)).toEqual([...ACCESS_MODULE_KEYS]);
    // Players' personal data is named by player_data alone; Games no longer claims it.
    const mentions = (word: RegExp) =>
      ACCESS_MODULE_KEYS.filter((key) => word.test(MODULE_TEXT[key].opens));
    expect(mentions(/player data|personal details/i)).toEqual(['player_data']);
    expect(mentions(/name|email/i)).toEqual([]);
    expect(mentions(/domains/i)).toEqual(['domains']);
    expect(mentions(/team mates/i)).toEqual(['teams']);
  });

  it('says when a member was last active', () => {
    const now = new Date('2026-11-20T12:00:00Z');
    expect(lastActiveText(null, now)).toBe('Not yet');
    expect(lastActiveText('2026-11-20T11:58:00Z', now)).toBe('Just now');
    expect(lastActiveText('2026-11-20T11:20:00Z', now)).toBe('40 min ago');
    expect(lastActiveText('2026-11-20T07:00:00Z', now)).toBe('5 h ago');
    expect(lastActiveText('2026-11-19T10:00:00Z', now)).toBe('Yesterday');
    expect(lastActiveText('2026-11-10T12:00:00Z', now)).toBe('10 days ago');
  });
});
