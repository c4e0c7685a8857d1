import { seesPlayerData, WON_REWARD_STATUSES, type Reward, type Winner } from '@playdesk/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { messageOf } from '../../../api/client';
import { richText, useT } from '../../../i18n/i18n';
import { pathTo } from '../../../rules/routes';
import { useSession } from '../../../session/hooks';
import { toast } from '../../../session/toast';
import { Badge, type BadgeTone } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Card, CardHeader } from '../../../ui/Card';
import { cx } from '../../../ui/cx';
import { Skeleton } from '../../../ui/Skeleton';
import { CsvExportButton } from '../../crm';
import { Select } from '../../../ui/Select';
import {
  useRedeem,
  useWinners,
  WINNER_PAGE_SIZE,
  winnersCsvPath,
  type WinnerStatusFilter,
} from '../api';
import { Pager } from '../../../ui/Pager';
import { dateTimeText, playerText, statusText } from '../winner-text';
import { VoidWinDialog } from './VoidWinDialog';

const STATUS_TONE: Record<Winner['status'], BadgeTone> = {
  active: 'primary',
  held: 'warning',
  redeemed: 'success',
  expired: 'neutral',
  voided: 'danger',
  unverified: 'warning',
};

/**
 * The winners of a reward, newest first, a page at a time, optionally only those in one state
 * (held for review, not redeemed, …), with the CSV export of them all (of that state).
 */
export function WinnersCard({ reward }: { reward: Reward }) {
  const t = useT();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<WinnerStatusFilter>('');
  const winners = useWinners(reward.public_id, page, status);
  const rows = winners.data?.data ?? [];
  const total = winners.data?.meta.total ?? 0;
  return (
    <Card data-testid="winners-card">
      <CardHeader
        title={t('rewards.winners.title')}
        description={t('rewards.winners.hint')}
        action={
          total > 0 ? (
            <CsvExportButton
              path={winnersCsvPath(reward.public_id, status)}
              fallbackName={`winners-${new Date().toISOString().slice(0, 10)}.csv`}
              testId="winners-export"
              texts={{
                button: t('rewards.export.button'),
                preparing: t('rewards.export.preparing'),
                received: (size) => size,
                done: (name, size) => t('rewards.export.done', { name, size }),
              }}
            />
          ) : undefined
        }
      />
      <div className="border-b border-slate-100 px-5 pb-4">
        <label className="block w-full sm:w-56">
          <span className="sr-only">{t('rewards.winners.status_filter')}</span>
          <Select
            value={status}
            onChange={(e) => {
              setStatus(e.currentTarget.value as WinnerStatusFilter);
              setPage(1);
            }}
            data-testid="winners-status"
          >
            <option value="">{t('rewards.winners.every_status')}</option>
            {WON_REWARD_STATUSES.map((value) => (
              <option key={value} value={value}>
                {statusText(value)}
              </option>
            ))}
          </Select>
        </label>
      </div>
      {winners.isPending ? (
        <div
          className="space-y-3 px-5 py-5"
          aria-busy="true"
          aria-label={t('rewards.winners.loading')}
        >
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      ) : winners.isError && !winners.data ? (
        <div className="px-5 py-8 text-center text-sm text-slate-600">
          {t('rewards.winners.failed')}{' '}
          <Button variant="ghost" size="sm" onClick={() => void winners.refetch()}>
            {t('common.try_again')}
          </Button>
        </div>
      ) : rows.length === 0 ? (
        <p className="px-5 py-8 text-center text-sm text-slate-500" data-testid="winners-empty">
          {status ? t('rewards.winners.none_in_status') : t('rewards.winners.none')}
        </p>
      ) : (
        <div className={cx('transition-opacity', winners.isPlaceholderData && 'opacity-60')}>
          <ul
            className="divide-y divide-slate-100"
            aria-label={t('rewards.winners.title')}
            data-testid="winners"
          >
            {rows.map((w) => (
              <WinnerRow key={w.id} winner={w} />
            ))}
          </ul>
          <Pager
            page={page}
            pageSize={WINNER_PAGE_SIZE}
            rows={rows.length}
            total={total}
            text={{
              range: (r) => t('rewards.winners.range', { ...r }),
              label: t('rewards.winners.pages'),
            }}
            onPage={setPage}
            testId="winners-range"
          />
        </div>
      )}
    </Card>
  );
}

function WinnerRow({ winner }: { winner: Winner }) {
  const t = useT();
  const namesShown = useSession((s) => seesPlayerData(s.accessModules));
  const redeem = useRedeem();
  const [voiding, setVoiding] = useState(false);
  const markRedeemed = () =>
    redeem.mutate(
      { winner_id: winner.id },
      {
        onSuccess: () => toast.success(t('rewards.winners.marked')),
        onError: (error) => toast.warning(messageOf(error)),
      },
    );
  return (
    <li
      className="flex flex-col gap-2 px-5 py-3 sm:flex-row sm:items-center sm:gap-4"
      data-testid="winner-row"
    >
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-slate-900">
          {playerText(winner, true, namesShown)}
        </p>
        <p className="text-xs text-slate-500">
          {winner.game
            ? richText(
                t,
                'rewards.winners.won_in',
                { date: dateTimeText(winner.won_at) },
                {
                  game: (
                    <Link
                      to={pathTo('GameDetail', { id: winner.game.public_id })}
                      className="underline-offset-2 hover:text-primary-700 hover:underline"
                    >
                      {winner.game.name}
                    </Link>
                  ),
                },
              )
            : t('rewards.winners.won', { date: dateTimeText(winner.won_at) })}
          {winner.expires_at && winner.status === 'active'
            ? ` · ${t('rewards.winners.expires', { date: dateTimeText(winner.expires_at) })}`
            : ''}
        </p>
        {winner.status === 'held' ? (
          <p className="mt-0.5 text-xs text-amber-800" data-testid="held-shown">
            {richText(
              t,
              'rewards.winners.held_hint',
              {},
              {
                review: (
                  <Link
                    to={pathTo('RewardReview')}
                    className="font-medium underline underline-offset-2 hover:text-amber-900"
                  >
                    {t('rewards.winners.held_review')}
                  </Link>
                ),
              },
            )}
          </p>
        ) : null}
        {winner.status === 'voided' && winner.void_reason ? (
          <p className="mt-0.5 text-xs break-words text-red-700" data-testid="void-reason-shown">
            {t('rewards.winners.voided_because', { reason: winner.void_reason })}
          </p>
        ) : null}
      </div>
      {winner.code ? (
        <p
          className="max-w-full truncate font-mono text-sm text-slate-800 sm:max-w-[14rem]"
          title={winner.code}
        >
          {winner.code}
        </p>
      ) : null}
      <div className="flex shrink-0 items-center gap-2">
        <Badge tone={STATUS_TONE[winner.status]}>
          {winner.status === 'redeemed' && winner.redeemed_at
            ? t('rewards.winners.redeemed_at', { date: dateTimeText(winner.redeemed_at) })
            : winner.status === 'voided' && winner.voided_at
              ? t('rewards.winners.voided_at', { date: dateTimeText(winner.voided_at) })
              : statusText(winner.status)}
        </Badge>
        {winner.status === 'active' ? (
          <>
            <Button variant="secondary" size="sm" loading={redeem.isPending} onClick={markRedeemed}>
              {t('rewards.redeem.submit')}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setVoiding(true)}
              data-testid="void-win"
            >
              {t('rewards.void.button')}
            </Button>
          </>
        ) : null}
      </div>
      <VoidWinDialog
        winner={winner}
        who={playerText(winner, false, namesShown)}
        open={voiding}
        onOpenChange={setVoiding}
      />
    </li>
  );
}
