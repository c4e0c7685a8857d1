import { useId } from 'react';
import { useT } from '../../../i18n/i18n';
import { Input } from '../../../ui/Input';
import { Select } from '../../../ui/Select';
import { useConsents, useCrmGameOptions } from '../api';
import {
  hasPlayerFilters,
  type PlayerListParams,
  type PlayerSortKey,
  type RiskFilter,
  type WonFilter,
} from '../player-params';

const SORTS: readonly PlayerSortKey[] = ['last_seen', 'plays', 'best_score'];

function SearchIcon() {
  return (
    <svg
      viewBox="0 0 20 20"
      fill="currentColor"
      aria-hidden="true"
      className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-icon-muted"
    >
      <path
        fillRule="evenodd"
        d="M9 3.5a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11ZM2 9a7 7 0 1 1 12.452 4.391l3.328 3.329a.75.75 0 1 1-1.06 1.06l-3.329-3.328A7 7 0 0 1 2 9Z"
        clipRule="evenodd"
      />
    </svg>
  );
}

/** Search, filters and sort of the players list; every change goes to the URL. */
export function PlayerFilters({
  search,
  onSearch,
  params,
  onChange,
  onClear,
}: {
  search: string;
  onSearch(value: string): void;
  params: PlayerListParams;
  onChange(next: Partial<PlayerListParams>): void;
  onClear(): void;
}) {
  const t = useT();
  const id = useId();
  const games = useCrmGameOptions();
  const consents = useConsents();
  // With a game, the dates and "won" are of that game (docs/product-rules.md#player-data).
  const when = params.game ? t('crm.filters.last_played') : t('crm.filters.last_seen');
  return (
    <div className="space-y-3 border-b border-slate-100 p-4" role="search">
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem]">
        <div className="relative">
          <label htmlFor={`${id}-q`} className="sr-only">
            {t('crm.filters.search')}
          </label>
          <SearchIcon />
          <input
            id={`${id}-q`}
            type="search"
            value={search}
            onChange={(e) => onSearch(e.currentTarget.value)}
            placeholder={t('crm.filters.search_placeholder')}
            maxLength={120}
            data-testid="players-search"
            className="block h-10 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-sm text-slate-900 shadow-sm placeholder:text-muted focus:border-primary-500 focus:ring-2 focus:ring-primary-200 focus:outline-none"
          />
        </div>
        <label className="block">
          <span className="sr-only">{t('crm.filters.sort')}</span>
          <Select
            value={params.sort}
            onChange={(e) => onChange({ sort: e.currentTarget.value as PlayerSortKey })}
            data-testid="players-sort"
          >
            {SORTS.map((value) => (
              <option key={value} value={value}>
                {t(`crm.filters.sort.${value}`)}
              </option>
            ))}
          </Select>
        </label>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <label className="block w-full sm:w-52">
          <span className="sr-only">{t('crm.filters.game')}</span>
          <Select
            value={params.game ?? ''}
            onChange={(e) => onChange({ game: e.currentTarget.value || null })}
            data-testid="players-game"
          >
            <option value="">{t('crm.filters.all_games')}</option>
            {(games.data ?? []).map((g) => (
              <option key={g.public_id} value={g.public_id}>
                {g.name}
              </option>
            ))}
          </Select>
        </label>
        <label className="block w-full sm:w-48">
          <span className="sr-only">{t('crm.filters.consent')}</span>
          <Select
            value={params.consent ?? ''}
            onChange={(e) => onChange({ consent: e.currentTarget.value || null })}
            data-testid="players-consent"
          >
            <option value="">{t('crm.filters.any_consent')}</option>
            {(consents.data?.data ?? []).map((c) => (
              <option key={c.public_id} value={c.public_id}>
                {c.name}
              </option>
            ))}
          </Select>
        </label>
        <label className="block w-full sm:w-40">
          <span className="sr-only">{t('crm.filters.won')}</span>
          <Select
            value={params.won ?? ''}
            onChange={(e) => onChange({ won: (e.currentTarget.value || null) as WonFilter | null })}
            data-testid="players-won"
          >
            <option value="">{t('crm.filters.won_any')}</option>
            <option value="yes">
              {params.game ? t('crm.filters.won_game') : t('crm.filters.won_yes')}
            </option>
            <option value="no">
              {params.game ? t('crm.filters.never_won_game') : t('crm.filters.never_won')}
            </option>
          </Select>
        </label>
        <label className="block w-full sm:w-52">
          <span className="sr-only">{t('crm.filters.risk')}</span>
          <Select
            value={params.risk ?? ''}
            onChange={(e) =>
              onChange({ risk: (e.currentTarget.value || null) as RiskFilter | null })
            }
            data-testid="players-risk"
          >
            <option value="">{t('crm.filters.risk_any')}</option>
            <option value="medium">{t('crm.filters.risk_medium')}</option>
            <option value="high">{t('crm.filters.risk_high')}</option>
          </Select>
        </label>
        {/* On a phone the label takes its own line and the two dates share the next (two fixed
            widths beside the label were wider than a 375 px screen). */}
        <div className="flex w-full flex-wrap items-center gap-2 text-sm text-slate-600 sm:w-auto sm:flex-nowrap">
          <span className="w-full whitespace-nowrap sm:w-auto">{when}</span>
          <div className="min-w-0 flex-1 sm:w-38 sm:flex-none">
            <Input
              type="date"
              aria-label={t('crm.filters.from', { when })}
              value={params.from ?? ''}
              max={params.to ?? undefined}
              onChange={(e) => onChange({ from: e.currentTarget.value || null })}
              data-testid="players-from"
            />
          </div>
          <span aria-hidden="true">–</span>
          <div className="min-w-0 flex-1 sm:w-38 sm:flex-none">
            <Input
              type="date"
              aria-label={t('crm.filters.to', { when })}
              value={params.to ?? ''}
              min={params.from ?? undefined}
              onChange={(e) => onChange({ to: e.currentTarget.value || null })}
              data-testid="players-to"
            />
          </div>
        </div>
        {hasPlayerFilters(params) ? (
          <button
            type="button"
            onClick={onClear}
            className="ml-auto text-sm font-medium text-primary-700 hover:text-primary-800 focus-visible:outline-2 focus-visible:outline-primary-600"
          >
            {t('crm.filters.clear')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
