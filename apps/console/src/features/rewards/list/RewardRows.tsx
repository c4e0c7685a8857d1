import type { Reward } from '@playdesk/contract';
import { Link } from 'react-router';
import { useT } from '../../../i18n/i18n';
import { pathTo } from '../../../rules/routes';
import { Badge } from '../../../ui/Badge';
import { GiftIcon } from '../../../ui/icons';

import { formatNumber } from '../../../lib/format';

const num = (n: number) => formatNumber(n);

function RewardThumb({ reward }: { reward: Reward }) {
  return reward.image ? (
    <img
      src={reward.image}
      alt=""
      className="size-10 shrink-0 rounded-lg bg-slate-100 object-cover ring-1 ring-slate-200"
    />
  ) : (
    <span
      aria-hidden="true"
      className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-50 text-primary-700 ring-1 ring-primary-100"
    >
      <GiftIcon className="size-5.5" />
    </span>
  );
}

function Left({ reward }: { reward: Reward }) {
  const t = useT();
  const { left } = reward.stock;
  return (
    <span className="inline-flex flex-wrap items-center justify-end gap-1.5">
      <span className="font-medium text-slate-900 tabular-nums">
        {left === null ? t('rewards.unlimited') : num(left)}
      </span>
      {reward.low_stock ? (
        <Badge tone="warning" className="whitespace-nowrap">
          {t('rewards.low_stock')}
        </Badge>
      ) : null}
    </span>
  );
}

/** The games that give a reward, as links to their editors (a few, then "+N"). */
function Games({ reward }: { reward: Reward }) {
  const t = useT();
  if (reward.games.length === 0) return <span className="text-muted">{t('rewards.no_game')}</span>;
  const shown = reward.games.slice(0, 3);
  return (
    <span className="flex flex-wrap gap-x-2 gap-y-0.5">
      {shown.map((game, i) => (
        <span key={game.public_id}>
          <Link
            to={pathTo('GameDetail', { id: game.public_id })}
            className="text-slate-700 underline-offset-2 hover:text-primary-700 hover:underline"
          >
            {game.name}
          </Link>
          {i < shown.length - 1 ? ',' : ''}
        </span>
      ))}
      {reward.games.length > shown.length ? (
        <span className="text-slate-500">+{reward.games.length - shown.length}</span>
      ) : null}
    </span>
  );
}

function NameCell({ reward }: { reward: Reward }) {
  const t = useT();
  return (
    <div className="flex min-w-0 items-center gap-3">
      <RewardThumb reward={reward} />
      <div className="min-w-0">
        <Link
          to={pathTo('RewardEdit', { id: reward.public_id })}
          className="block max-w-[18rem] truncate font-medium text-slate-900 hover:text-primary-700 xl:max-w-[22rem]"
          data-testid="reward-name"
        >
          {reward.name}
        </Link>
        <p className="text-xs text-slate-500">
          {t(`rewards.kind.${reward.kind}.short`)}
          {reward.value ? ` · ${reward.value}` : ''}
        </p>
      </div>
    </div>
  );
}

export function RewardTable({ rows }: { rows: Reward[] }) {
  const t = useT();
  return (
    <div className="hidden overflow-x-auto md:block">
      <table className="w-full text-left text-sm" data-testid="rewards-table">
        <caption className="sr-only">{t('rewards.title')}</caption>
        <thead className="border-b border-slate-100 text-xs font-medium tracking-wide text-slate-500 uppercase">
          <tr>
            <th scope="col" className="py-3 pr-3 pl-5 font-medium">
              {t('rewards.reward')}
            </th>
            <th scope="col" className="px-3 py-3 font-medium">
              {t('rewards.col.given_by')}
            </th>
            <th scope="col" className="px-3 py-3 text-right font-medium">
              {t('rewards.col.left')}
            </th>
            <th scope="col" className="px-3 py-3 text-right font-medium">
              {t('rewards.col.won')}
            </th>
            <th scope="col" className="py-3 pr-5 pl-3 text-right font-medium">
              {t('rewards.col.redeemed')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((reward) => (
            <tr key={reward.public_id} className="hover:bg-slate-50/70" data-testid="reward-row">
              <td className="py-3 pr-3 pl-5">
                <NameCell reward={reward} />
              </td>
              <td className="max-w-[16rem] px-3 py-3 text-sm">
                <Games reward={reward} />
              </td>
              <td className="px-3 py-3 text-right">
                <Left reward={reward} />
              </td>
              <td className="px-3 py-3 text-right font-medium text-slate-900 tabular-nums">
                {num(reward.stock.won)}
              </td>
              <td className="py-3 pr-5 pl-3 text-right font-medium text-slate-900 tabular-nums">
                {num(reward.stock.redeemed)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function RewardCards({ rows }: { rows: Reward[] }) {
  const t = useT();
  return (
    <ul className="divide-y divide-slate-100 md:hidden" data-testid="rewards-cards">
      {rows.map((reward) => (
        <li key={reward.public_id} className="space-y-2 p-4" data-testid="reward-card">
          <NameCell reward={reward} />
          <dl className="grid grid-cols-3 gap-2 text-xs text-slate-600">
            <div>
              <dt>{t('rewards.col.left')}</dt>
              <dd className="text-left text-sm">
                <Left reward={reward} />
              </dd>
            </div>
            <div>
              <dt>{t('rewards.col.won')}</dt>
              <dd className="text-sm font-medium text-slate-900 tabular-nums">
                {num(reward.stock.won)}
              </dd>
            </div>
            <div>
              <dt>{t('rewards.col.redeemed')}</dt>
              <dd className="text-sm font-medium text-slate-900 tabular-nums">
                {num(reward.stock.redeemed)}
              </dd>
            </div>
          </dl>
          <p className="text-xs text-slate-600">
            <span className="text-slate-500">{t('rewards.col.given_by')} </span>
            <Games reward={reward} />
          </p>
        </li>
      ))}
    </ul>
  );
}
