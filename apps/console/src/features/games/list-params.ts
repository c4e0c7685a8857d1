import { GAME_STATUSES, type GameStatus } from '@playdesk/contract';
import { GAME_TYPES, type GameType } from '@playdesk/games/registry';

/** Rows per page of the game list. */
export const GAME_PAGE_SIZE = 10;

/** The list's state, kept in the URL (`/games?q=…&type=quiz&status=draft&page=2`). */
export interface GameListParams {
  page: number;
  search: string;
  type: GameType | null;
  status: GameStatus | null;
}

export const DEFAULT_LIST_PARAMS: GameListParams = {
  page: 1,
  search: '',
  type: null,
  status: null,
};

function oneOf<T extends string>(list: readonly T[], value: string | null): T | null {
  return value !== null && (list as readonly string[]).includes(value) ? (value as T) : null;
}

export function readListParams(search: URLSearchParams): GameListParams {
  const page = Number.parseInt(search.get('page') ?? '', 10);
  return {
    page: Number.isFinite(page) && page >= 1 && page <= 10_000 ? page : 1,
    search: (search.get('q') ?? '').slice(0, 120),
    type: oneOf(GAME_TYPES, search.get('type')),
    status: oneOf(GAME_STATUSES, search.get('status')),
  };
}

/** The URL search of a list state; defaults are left out so `/games` stays clean. */
export function writeListParams(params: GameListParams): URLSearchParams {
  const out = new URLSearchParams();
  if (params.search.trim()) out.set('q', params.search);
  if (params.type) out.set('type', params.type);
  if (params.status) out.set('status', params.status);
  if (params.page > 1) out.set('page', String(params.page));
  return out;
}

/** The API path for a list state: `games?page=1&page_size=10&type=quiz&search=coffee`. */
export function gameListPath(params: GameListParams, pageSize = GAME_PAGE_SIZE): string {
  const query = new URLSearchParams({ page: String(params.page), page_size: String(pageSize) });
  if (params.type) query.set('type', params.type);
  if (params.status) query.set('status', params.status);
  const search = params.search.trim();
  if (search) query.set('search', search);
  return `games?${query.toString()}`;
}

export function hasFilters(params: GameListParams): boolean {
  return params.search.trim() !== '' || params.type !== null || params.status !== null;
}

export interface PageInfo {
  from: number;
  to: number;
  total: number;
  pages: number;
}

export function pageInfo(page: number, pageSize: number, total: number, rows: number): PageInfo {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  return { from, to: total === 0 ? 0 : from + rows - 1, total, pages };
}

/** Page numbers to show around the current one, with null for a gap: 1 … 4 5 6 … 12. */
export function pageWindow(page: number, pages: number): (number | null)[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  const set = new Set([1, pages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pages));
  const sorted = [...set].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((n, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && n - prev > 1) out.push(n - prev === 2 ? prev + 1 : null);
    out.push(n);
  });
  return out;
}
