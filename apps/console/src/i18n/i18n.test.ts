import { describe, expect, it } from 'vitest';
import { formatDate } from '../lib/format';
import { appT, loadSections, setLanguage, startI18n } from './i18n';

describe('the console translator (issue 33 §10)', () => {
  it('starts in French with its parts loaded on demand, dates in French too', async () => {
    await startI18n('fr');
    expect(appT()('route.GameList')).toBe('Jeux');
    // A section's part arrives with its route.
    await loadSections('dashboard', 'games');
    expect(appT()('dashboard.per_day')).toBe('Parties par jour');
    expect(appT()('games.pages.range', { from: '1', to: '10', total: 12 })).toBe(
      '1–10 sur 12 jeux',
    );
    expect(formatDate('2026-11-28T12:00:00Z', { timeZone: 'UTC' })).toBe('28 nov. 2026');
  });

  it('switches back to English, the parts already used included', async () => {
    await setLanguage('en');
    expect(appT()('route.GameList')).toBe('Games');
    expect(appT()('dashboard.per_day')).toBe('Gameplays per day');
    expect(formatDate('2026-11-28T12:00:00Z', { timeZone: 'UTC' })).toBe('28 Nov 2026');
  });

  it('builds the pseudo-locale from English, for every part loaded later too', async () => {
    await setLanguage('en-XA');
    const games = appT()('route.GameList');
    expect(games).not.toBe('Games');
    expect(games).toMatch(/Ĝ|å|ḿ|é|ś/);
    await loadSections('auth');
    expect(appT()('auth.sign_in')).not.toBe('Sign in');
    await setLanguage('en');
  });
});
