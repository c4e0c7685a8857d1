import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_PLAYER_PARAMS,
  describeFilter,
  hasPlayerFilters,
  playerExportPath,
  playerFilter,
  playerListPath,
  rangeText,
  readPlayerParams,
  validDay,
  writePlayerParams,
} from './player-params';
import { loadSections } from '../../i18n/i18n';

beforeAll(() => loadSections('crm'));

const full = {
  page: 3,
  search: 'anna',
  game: 'g_1',
  from: '2026-01-01',
  to: '2026-03-31',
  won: 'yes' as const,
  consent: 'c-9',
  risk: 'high' as const,
  sort: 'plays' as const,
};

describe('player list params ↔ URL', () => {
  it('round-trips every filter, sort and page', () => {
    const url = writePlayerParams(full);
    expect(url.toString()).toBe(
      'q=anna&game=g_1&from=2026-01-01&to=2026-03-31&won=yes&consent=c-9&risk=high&sort=plays&page=3',
    );
    expect(readPlayerParams(url)).toEqual(full);
  });

  it('leaves defaults out and keeps the page’s other keys (tab, open player)', () => {
    const current = new URLSearchParams('player=p1&q=old&page=4');
    expect(writePlayerParams(DEFAULT_PLAYER_PARAMS, current).toString()).toBe('player=p1');
  });

  it('drops values the API would refuse', () => {
    const params = readPlayerParams(
      new URLSearchParams(
        'page=-2&game=bad id!&from=2026-02-30&to=yesterday&won=maybe&consent=&risk=low&sort=name',
      ),
    );
    expect(params).toEqual(DEFAULT_PLAYER_PARAMS);
    expect(readPlayerParams(new URLSearchParams('page=10001')).page).toBe(1);
  });

  it('accepts only real calendar days', () => {
    expect(validDay('2024-02-29')).toBe('2024-02-29');
    expect(validDay('2025-02-29')).toBeNull();
    expect(validDay('2025-1-02')).toBeNull();
  });
});

describe('API queries', () => {
  it('builds the list path, with the cursor for keyset paging', () => {
    expect(playerListPath(DEFAULT_PLAYER_PARAMS)).toBe(
      'players?page=1&page_size=25&sort=last_seen',
    );
    expect(playerListPath({ ...full, search: ' an na ' }, 'abc=')).toBe(
      'players?search=an+na&game=g_1&from=2026-01-01&to=2026-03-31&won=yes&consent=c-9&risk=high&page=3&page_size=25&sort=plays&cursor=abc%3D',
    );
  });

  it('exports and erases by the same filter, without page or sort', () => {
    expect(playerExportPath(DEFAULT_PLAYER_PARAMS)).toBe('players/export');
    expect(playerExportPath({ ...DEFAULT_PLAYER_PARAMS, won: 'no', page: 4 })).toBe(
      'players/export?won=no',
    );
    expect(playerFilter({ ...DEFAULT_PLAYER_PARAMS, search: '  ', to: '2026-01-01' })).toEqual({
      to: '2026-01-01',
    });
    expect(hasPlayerFilters({ ...DEFAULT_PLAYER_PARAMS, sort: 'plays', page: 2 })).toBe(false);
    expect(hasPlayerFilters({ ...DEFAULT_PLAYER_PARAMS, consent: 'c' })).toBe(true);
    expect(playerExportPath({ ...DEFAULT_PLAYER_PARAMS, risk: 'medium' })).toBe(
      'players/export?risk=medium',
    );
    expect(playerFilter({ ...DEFAULT_PLAYER_PARAMS, risk: 'high' })).toEqual({ risk: 'high' });
  });
});

describe('texts', () => {
  it('says which rows are shown, with a + past the exact count', () => {
    expect(rangeText(1, 25, 1234, true)).toBe('1–25 of 1,234 players');
    expect(rangeText(3, 10, 60, true)).toBe('51–60 of 60 players');
    expect(rangeText(1, 1, 1, true)).toBe('1–1 of 1 player');
    expect(rangeText(2, 25, 10000, false)).toBe('26–50 of 10,000+ players');
  });

  it('describes the filter in words for the bulk erase', () => {
    expect(describeFilter(DEFAULT_PLAYER_PARAMS)).toBe('');
    expect(describeFilter(full, { game: 'Coffee quiz', consent: 'Newsletter' })).toBe(
      'search “anna”, played “Coffee quiz”, gave “Newsletter”, won it, last played it 2026-01-01 to 2026-03-31, high risk',
    );
    expect(describeFilter({ ...full, game: null, search: '' }, { consent: 'Newsletter' })).toBe(
      'gave “Newsletter”, won at least once, last seen 2026-01-01 to 2026-03-31, high risk',
    );
    expect(describeFilter({ ...DEFAULT_PLAYER_PARAMS, to: '2025-12-31', won: 'no' })).toBe(
      'never won, last seen until 2025-12-31',
    );
    expect(describeFilter({ ...DEFAULT_PLAYER_PARAMS, risk: 'medium' })).toBe(
      'medium or high risk',
    );
  });
});
