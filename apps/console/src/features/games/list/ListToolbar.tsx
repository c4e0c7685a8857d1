import { useId } from 'react';
import { Select } from '../../../ui/Select';
import { GAME_TYPE_NAMES, GAME_TYPE_ORDER } from '../game-types';
import { type GameListParams } from '../list-params';
import { STATUS_OPTIONS } from '../status';
import { useT } from '../../../i18n/i18n';

export function ListToolbar({
  search,
  onSearch,
  params,
  onChange,
}: {
  search: string;
  onSearch(value: string): void;
  params: GameListParams;
  onChange(next: Partial<GameListParams>): void;
}) {
  const t = useT();
  const id = useId();
  return (
    <div
      className="grid gap-3 border-b border-slate-100 p-4 sm:grid-cols-[minmax(0,1fr)_11rem_10rem]"
      role="search"
    >
      <div className="relative">
        <label htmlFor={`${id}-q`} className="sr-only">
          {t('games.list.search')}
        </label>
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
        <input
          id={`${id}-q`}
          type="search"
          value={search}
          onChange={(e) => onSearch(e.currentTarget.value)}
          placeholder={t('games.list.search_placeholder')}
          maxLength={120}
          className="block h-10 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-sm text-slate-900 shadow-sm placeholder:text-muted focus:border-primary-500 focus:ring-2 focus:ring-primary-200 focus:outline-none"
        />
      </div>
      <div>
        <label htmlFor={`${id}-type`} className="sr-only">
          {t('games.list.type')}
        </label>
        <Select
          id={`${id}-type`}
          value={params.type ?? ''}
          onChange={(e) =>
            onChange({ type: (e.currentTarget.value || null) as GameListParams['type'] })
          }
        >
          <option value="">{t('games.list.all_types')}</option>
          {GAME_TYPE_ORDER.map((type) => (
            <option key={type} value={type}>
              {GAME_TYPE_NAMES[type]}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <label htmlFor={`${id}-status`} className="sr-only">
          {t('games.list.status')}
        </label>
        <Select
          id={`${id}-status`}
          value={params.status ?? ''}
          onChange={(e) =>
            onChange({ status: (e.currentTarget.value || null) as GameListParams['status'] })
          }
        >
          <option value="">{t('games.list.all_statuses')}</option>
          {STATUS_OPTIONS.map((s) => (
            <option key={s} value={s}>
              {t(`games.status.${s}`)}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}
