import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIST_PARAMS,
  gameListPath,
  hasFilters,
  pageInfo,
  pageWindow,
  readListParams,
  writeListParams,
} from './list-params';

describe('game list params', () => {
  it('reads the URL, ignoring unknown or broken values', () => {
    expect(readListParams(new URLSearchParams('q=coffee&type=quiz&status=draft&page=3'))).toEqual({
      page: 3,
      search: 'coffee',
      type: 'quiz',
      status: 'draft',
    });
    expect(readListParams(new URLSearchParams('type=chess&status=gone&page=-2'))).toEqual(
      DEFAULT_LIST_PARAMS,
    );
    expect(readListParams(new URLSearchParams('page=abc')).page).toBe(1);
  });

  it('writes only what differs from the defaults', () => {
    expect(writeListParams(DEFAULT_LIST_PARAMS).toString()).toBe('');
    expect(
      writeListParams({ page: 2, search: 'latte art', type: 'puzzle', status: null }).toString(),
    ).toBe('q=latte+art&type=puzzle&page=2');
  });

  it('round-trips', () => {
    const params = { page: 4, search: 'x', type: 'wordle' as const, status: 'paused' as const };
    expect(readListParams(writeListParams(params))).toEqual(params);
  });

  it('builds the API query with page size and trimmed search', () => {
    expect(gameListPath(DEFAULT_LIST_PARAMS)).toBe('games?page=1&page_size=10');
    expect(
      gameListPath({ page: 2, search: '  50% off ', type: 'scratch', status: 'published' }, 20),
    ).toBe('games?page=2&page_size=20&type=scratch&status=published&search=50%25+off');
  });

  it('knows when filters are on', () => {
    expect(hasFilters(DEFAULT_LIST_PARAMS)).toBe(false);
    expect(hasFilters({ ...DEFAULT_LIST_PARAMS, search: '  ' })).toBe(false);
    expect(hasFilters({ ...DEFAULT_LIST_PARAMS, status: 'draft' })).toBe(true);
  });

  it('describes the page', () => {
    expect(pageInfo(1, 10, 0, 0)).toEqual({ from: 0, to: 0, total: 0, pages: 1 });
    expect(pageInfo(2, 10, 17, 7)).toEqual({ from: 11, to: 17, total: 17, pages: 2 });
  });

  it('windows the page numbers', () => {
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 12)).toEqual([1, null, 5, 6, 7, null, 12]);
    expect(pageWindow(1, 12)).toEqual([1, 2, null, 12]);
    expect(pageWindow(3, 12)).toEqual([1, 2, 3, 4, null, 12]);
  });
});
