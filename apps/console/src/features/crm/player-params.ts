/**
 * The Player Data list's state, kept in the URL (`/crm?q=anna&game=g1&won=yes&sort=plays&page=2`),
 * and the API queries built from it: the list, the export and the bulk erase share one filter.
 */
import { PLAYER_RISK_FILTERS, PLAYER_SORTS, type ErasePlayersRequest } from '@playdesk/contract';
import { appT } from '../../i18n/i18n';

export const PLAYER_PAGE_SIZE = 25;

export type PlayerSortKey = (typeof PLAYER_SORTS)[number];
export type WonFilter = 'yes' | 'no';
/** At least this fair-play risk (the player's highest). */
export type RiskFilter = (typeof PLAYER_RISK_FILTERS)[number];

/** What a player list shows: filters, sort and page. */
export interface PlayerListParams {
  page: number;
  search: string;
  game: string | null;
  /** UTC days (YYYY-MM-DD) of last seen. */
  from: string | null;
  to: string | null;
  won: WonFilter | null;
  consent: string | null;
  risk: RiskFilter | null;
  sort: PlayerSortKey;
}

export const DEFAULT_PLAYER_PARAMS: PlayerListParams = {
  page: 1,
  search: '',
  game: null,
  from: null,
  to: null,
  won: null,
  consent: null,
  risk: null,
  sort: 'last_seen',
};

/** The URL keys this list owns; others (`tab`, `player`) are left as they are. */
const OWN_KEYS = ['q', 'game', 'from', 'to', 'won', 'consent', 'risk', 'sort', 'page'] as const;

const PUBLIC_ID = /^[A-Za-z0-9_-]{1,64}$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD, or null. */
export function validDay(value: string | null): string | null {
  const match = value ? DAY.exec(value) : null;
  if (!match || !value) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : null;
}

function publicId(value: string | null): string | null {
  return value !== null && PUBLIC_ID.test(value) ? value : null;
}

function oneOf<T extends string>(list: readonly T[], value: string | null): T | null {
  return value !== null && (list as readonly string[]).includes(value) ? (value as T) : null;
}

export function readPlayerParams(search: URLSearchParams): PlayerListParams {
  const page = Number.parseInt(search.get('page') ?? '', 10);
  return {
    page: Number.isFinite(page) && page >= 1 && page <= 10_000 ? page : 1,
    search: (search.get('q') ?? '').slice(0, 120),
    game: publicId(search.get('game')),
    from: validDay(search.get('from')),
    to: validDay(search.get('to')),
    won: oneOf(['yes', 'no'] as const, search.get('won')),
    consent: publicId(search.get('consent')),
    risk: oneOf(PLAYER_RISK_FILTERS, search.get('risk')),
    sort: oneOf(PLAYER_SORTS, search.get('sort')) ?? 'last_seen',
  };
}

/**
 * `current` with this list's keys replaced by `params` (defaults left out, so `/crm` stays clean);
 * the page's other keys (the open tab, the open player) are kept.
 */
export function writePlayerParams(
  params: PlayerListParams,
  current: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const out = new URLSearchParams(current);
  OWN_KEYS.forEach((key) => out.delete(key));
  if (params.search.trim()) out.set('q', params.search);
  if (params.game) out.set('game', params.game);
  if (params.from) out.set('from', params.from);
  if (params.to) out.set('to', params.to);
  if (params.won) out.set('won', params.won);
  if (params.consent) out.set('consent', params.consent);
  if (params.risk) out.set('risk', params.risk);
  if (params.sort !== 'last_seen') out.set('sort', params.sort);
  if (params.page > 1) out.set('page', String(params.page));
  return out;
}

/** The filter alone, as the erase request sends it (only the criteria that are set). */
export function playerFilter(params: PlayerListParams): ErasePlayersRequest {
  const filter: ErasePlayersRequest = {};
  const search = params.search.trim();
  if (search) filter.search = search;
  if (params.game) filter.game = params.game;
  if (params.from) filter.from = params.from;
  if (params.to) filter.to = params.to;
  if (params.won) filter.won = params.won;
  if (params.consent) filter.consent = params.consent;
  if (params.risk) filter.risk = params.risk;
  return filter;
}

function filterQuery(params: PlayerListParams): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(playerFilter(params))) {
    if (typeof value === 'string') query.set(key, value);
  }
  return query;
}

/**
 * The API path of one page. With `cursor` (the previous page's `meta.next_cursor`) the server
 * pages by keyset, as fast deep in the list as on page 1; without, by page number.
 */
export function playerListPath(
  params: PlayerListParams,
  cursor: string | null = null,
  pageSize = PLAYER_PAGE_SIZE,
): string {
  const query = filterQuery(params);
  query.set('page', String(params.page));
  query.set('page_size', String(pageSize));
  query.set('sort', params.sort);
  if (cursor) query.set('cursor', cursor);
  return `players?${query.toString()}`;
}

/** The export's API path: the same filter as the list. */
export function playerExportPath(params: PlayerListParams): string {
  const query = filterQuery(params).toString();
  return query ? `players/export?${query}` : 'players/export';
}

export function hasPlayerFilters(params: PlayerListParams): boolean {
  return Object.keys(playerFilter(params)).length > 0;
}

/** "26–50 of 1,234 players", or "of 10,000+ players" past the server's exact count. */
export function rangeText(
  page: number,
  rows: number,
  total: number,
  exact: boolean,
  pageSize = PLAYER_PAGE_SIZE,
): string {
  const from = rows === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = rows === 0 ? 0 : from + rows - 1;
  // "10,000+ players" is many whatever the count: only an exact count picks its own form.
  return appT()('crm.pager.range', { from, to, total, exact: exact ? 'yes' : 'no' });
}

/** The filter in words, for the bulk erase's confirmation: `search “anna”, won, last seen from …`. */
export function describeFilter(
  params: PlayerListParams,
  names: { game?: string | undefined; consent?: string | undefined } = {},
): string {
  const t = appT();
  const parts: string[] = [];
  const search = params.search.trim();
  if (search) parts.push(t('crm.filter.search', { search }));
  if (params.game)
    parts.push(
      names.game ? t('crm.filter.played', { game: names.game }) : t('crm.filter.played_chosen'),
    );
  if (params.consent)
    parts.push(
      names.consent
        ? t('crm.filter.gave', { consent: names.consent })
        : t('crm.filter.gave_chosen'),
    );
  // With a game, "won" and the dates are of that game.
  const game = params.game ? 'yes' : 'no';
  if (params.won === 'yes') parts.push(t('crm.filter.won', { game }));
  if (params.won === 'no') parts.push(t('crm.filter.never_won', { game }));
  if (params.from && params.to)
    parts.push(t('crm.filter.between', { game, from: params.from, to: params.to }));
  else if (params.from) parts.push(t('crm.filter.from', { game, from: params.from }));
  else if (params.to) parts.push(t('crm.filter.until', { game, to: params.to }));
  if (params.risk) parts.push(t('crm.filter.risk', { level: params.risk }));
  return parts.join(t('crm.filter.separator'));
}
