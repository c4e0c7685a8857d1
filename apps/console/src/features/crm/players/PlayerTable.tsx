import type { PlayerSummary } from '@playdesk/contract';
import { Badge } from '../../../ui/Badge';
import { RiskBadge } from '../../../ui/RiskBadge';
import { cx } from '../../../ui/cx';
import type { PlayerSortKey } from '../player-params';
import { useT } from '../../../i18n/i18n';
import { formatDate, formatDateTime, formatNumber, formatRelative } from '../../../lib/format';

const num = (n: number) => formatNumber(n);

export function When({ at, relative = false }: { at: string; relative?: boolean }) {
  const date = new Date(at);
  return (
    <time dateTime={at} title={formatDateTime(date)}>
      {relative ? formatRelative(date) : formatDate(date)}
    </time>
  );
}

export function ConsentBadges({ consents }: { consents: PlayerSummary['consents'] }) {
  const t = useT();
  if (consents.length === 0) return <span className="text-muted">{t('crm.consents.none')}</span>;
  return (
    <div className="flex flex-wrap gap-1">
      {consents.map((c) => (
        <Badge
          key={c.public_id}
          tone={c.state === 'given' ? 'success' : c.state === 'pending' ? 'warning' : 'neutral'}
        >
          {c.name}
          {c.state === 'pending'
            ? ` · ${t('crm.consents.pending')}`
            : c.state === 'withdrawn'
              ? ` · ${t('crm.consents.withdrawn')}`
              : ''}
        </Badge>
      ))}
    </div>
  );
}

/**
 * The player's fair-play risk (their highest), compact: "High 75" in its level's colour, its
 * reasons in the tooltip and for screen readers; "—" when nothing they did was risky. `quiet`
 * (the phone's cards) shows nothing for a low risk.
 */
export function PlayerRisk({
  risk,
  quiet = false,
}: {
  risk: PlayerSummary['risk'];
  quiet?: boolean;
}) {
  const t = useT();
  if (risk.score === 0 || (quiet && risk.level === 'low'))
    return quiet ? null : <span className="text-muted">—</span>;
  const reasons = risk.reasons.map((r) => r.text).join('\n');
  const label = t('crm.risk.badge', { level: risk.level, score: risk.score });
  return (
    <span title={reasons || undefined} data-testid="player-risk-badge" data-level={risk.level}>
      <RiskBadge level={risk.level} className="whitespace-nowrap tabular-nums">
        <span aria-hidden="true">{label}</span>
        <span className="sr-only">
          {reasons ? t('crm.risk.badge_reasons', { label, reasons }) : label}
        </span>
      </RiskBadge>
    </span>
  );
}

/**
 * The player's loyalty points with their level under them (docs/loyalty.md#player-data); "—" for
 * a player who is not a member.
 */
function PlayerPoints({ loyalty }: { loyalty: PlayerSummary['loyalty'] }) {
  if (!loyalty) return <span className="text-muted">—</span>;
  return (
    <span data-testid="player-points">
      <span className="font-medium text-slate-900 tabular-nums">{num(loyalty.points)}</span>
      {loyalty.level ? (
        <span className="block text-xs whitespace-nowrap text-slate-500">{loyalty.level}</span>
      ) : null}
    </span>
  );
}

function PlayerName({ player, onOpen }: { player: PlayerSummary; onOpen(id: string): void }) {
  const t = useT();
  return (
    <button
      type="button"
      onClick={() => onOpen(player.public_id)}
      data-testid="player-name"
      className="block max-w-[14rem] truncate text-left font-medium text-slate-900 hover:text-primary-700 focus-visible:outline-2 focus-visible:outline-primary-600"
    >
      {player.name || player.email || t('crm.player.unnamed')}
    </button>
  );
}

const HEAD = 'px-3 py-3 font-medium whitespace-nowrap';

/**
 * The players of one page: a table from `md` up (first seen from `2xl`: with the risk column the
 * table fills a 1280 px screen), cards on a phone.
 */
export function PlayerTable({
  rows,
  sort,
  onOpen,
}: {
  rows: PlayerSummary[];
  sort: PlayerSortKey;
  onOpen(id: string): void;
}) {
  const t = useT();
  const sorted = (key: PlayerSortKey) => (sort === key ? 'descending' : undefined);
  const mark = (key: PlayerSortKey) =>
    sort === key ? (
      <span aria-hidden="true" className="ml-1 text-primary-600">
        ↓
      </span>
    ) : null;
  return (
    <>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-left text-sm" data-testid="players-table">
          <caption className="sr-only">{t('crm.tab.players')}</caption>
          <thead className="border-b border-slate-100 text-xs tracking-wide text-slate-500 uppercase">
            <tr>
              <th scope="col" className={cx(HEAD, 'pl-5')}>
                {t('crm.col.player')}
              </th>
              <th scope="col" className={HEAD}>
                {t('crm.col.risk')}
              </th>
              <th scope="col" className={cx(HEAD, 'text-right')}>
                {t('crm.col.games')}
              </th>
              <th scope="col" className={cx(HEAD, 'text-right')} aria-sort={sorted('plays')}>
                {t('crm.col.plays')}
                {mark('plays')}
              </th>
              <th scope="col" className={cx(HEAD, 'text-right')} aria-sort={sorted('best_score')}>
                {t('crm.col.best_score')}
                {mark('best_score')}
              </th>
              <th scope="col" className={cx(HEAD, 'text-right')}>
                {t('crm.col.wins')}
              </th>
              <th scope="col" className={cx(HEAD, 'text-right')}>
                {t('crm.col.rewards')}
              </th>
              <th scope="col" className={cx(HEAD, 'text-right')}>
                {t('crm.col.loyalty')}
              </th>
              <th scope="col" className={HEAD}>
                {t('crm.tab.consents')}
              </th>
              <th scope="col" className={cx(HEAD, 'hidden 2xl:table-cell')}>
                {t('crm.col.first_seen')}
              </th>
              <th scope="col" className={cx(HEAD, 'pr-5')} aria-sort={sorted('last_seen')}>
                {t('crm.filters.last_seen')}
                {mark('last_seen')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((p) => (
              <tr key={p.public_id} className="hover:bg-slate-50/70" data-testid="player-row">
                <td className="py-3 pr-3 pl-5">
                  <PlayerName player={p} onOpen={onOpen} />
                  <p className="max-w-[16rem] truncate text-xs text-slate-500">{p.email ?? '—'}</p>
                </td>
                <td className="px-3 py-3" data-testid="player-risk-cell">
                  <PlayerRisk risk={p.risk} />
                </td>
                <td className="px-3 py-3 text-right tabular-nums">{num(p.games_played)}</td>
                <td className="px-3 py-3 text-right font-medium text-slate-900 tabular-nums">
                  {num(p.plays)}
                </td>
                <td className="px-3 py-3 text-right tabular-nums">
                  {p.best_score === null ? '—' : num(p.best_score)}
                </td>
                <td className="px-3 py-3 text-right tabular-nums">{num(p.wins)}</td>
                <td className="px-3 py-3 text-right tabular-nums" data-testid="player-rewards">
                  {num(p.rewards)}
                </td>
                <td className="px-3 py-3 text-right" data-testid="player-loyalty">
                  <PlayerPoints loyalty={p.loyalty} />
                </td>
                <td className="px-3 py-3">
                  <ConsentBadges consents={p.consents} />
                </td>
                <td className="hidden px-3 py-3 whitespace-nowrap text-slate-500 2xl:table-cell">
                  <When at={p.first_seen_at} />
                </td>
                <td className="py-3 pr-5 pl-3 whitespace-nowrap text-slate-500">
                  <When at={p.last_seen_at} relative />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="divide-y divide-slate-100 md:hidden" data-testid="players-cards">
        {rows.map((p) => (
          <li key={p.public_id} className="space-y-1.5 p-4" data-testid="player-card">
            <div className="flex min-w-0 items-center justify-between gap-2">
              <PlayerName player={p} onOpen={onOpen} />
              <PlayerRisk risk={p.risk} quiet />
            </div>
            <p className="truncate text-xs text-slate-500">{p.email ?? '—'}</p>
            <p className="text-xs text-slate-600">
              {t('crm.card.summary', {
                plays: p.plays,
                best: p.best_score === null ? '—' : num(p.best_score),
                wins: p.wins,
                rewards: p.rewards,
              })}{' '}
              <When at={p.last_seen_at} relative />
            </p>
            {p.loyalty ? (
              <p className="text-xs text-slate-600" data-testid="player-card-loyalty">
                {t('crm.loyalty.points', { points: p.loyalty.points })}
                {p.loyalty.level ? ` · ${p.loyalty.level}` : ''}
              </p>
            ) : null}
            <ConsentBadges consents={p.consents} />
          </li>
        ))}
      </ul>
    </>
  );
}
