/**
 * RewardReview (issue 36, docs/fair-play.md): the rewards a game's fair-play rules held because
 * their play looked risky, each with the evidence — who, which reward and game, when, the risk
 * score and its reasons. Approve sends the reward to the player; Reject asks why and voids it
 * (its stock is freed). Both are in the activity log.
 */
import type { HeldReward } from '@playdesk/contract';
import { useState } from 'react';
import { useT } from '../../../i18n/i18n';
import { formatDateTime } from '../../../lib/format';
import { toast } from '../../../session/toast';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { cx } from '../../../ui/cx';
import { EmptyState } from '../../../ui/EmptyState';
import { CheckIcon, GiftIcon } from '../../../ui/icons';
import { PageHeader } from '../../../ui/PageHeader';
import { Pager } from '../../../ui/Pager';
import { RiskBadge } from '../../../ui/RiskBadge';
import { Skeleton } from '../../../ui/Skeleton';
import { REVIEW_PAGE_SIZE, useDecideHeld, useHeldRewards } from '../api';
import { RewardTabs } from '../RewardTabs';
import { RejectDialog } from './RejectDialog';
import { playerLines, reasonsByWeight } from './review-model';

export function ReviewPage() {
  const t = useT();
  const [page, setPage] = useState(1);
  const held = useHeldRewards(page);
  const data = held.data;
  const rows = data?.data ?? [];
  // The last rows of a page decided: the page before (the list moved up under it). Adjusted while
  // rendering, as React advises for state that follows data.
  if (data && rows.length === 0 && page > 1 && !held.isPlaceholderData) setPage(page - 1);
  return (
    <>
      <PageHeader title={t('counter.review.title')} description={t('counter.review.description')} />
      <RewardTabs className="mb-6" />
      {held.isPending ? (
        <div className="space-y-4" aria-busy="true" aria-label={t('counter.review.loading')}>
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-32 w-full" />
        </div>
      ) : held.isError && !data ? (
        <EmptyState
          icon={<GiftIcon className="size-6" />}
          title={t('counter.review.failed')}
          description={t('counter.review.failed_text')}
          action={<Button onClick={() => void held.refetch()}>{t('common.try_again')}</Button>}
        />
      ) : data && rows.length === 0 ? (
        <EmptyState
          icon={<CheckIcon className="size-6" />}
          title={t('counter.review.empty')}
          description={t('counter.review.empty_text')}
        />
      ) : data ? (
        <Card className={cx('overflow-hidden', held.isPlaceholderData && 'opacity-60')}>
          <ul className="divide-y divide-slate-100" aria-label={t('counter.review.list')}>
            {rows.map((row) => (
              <HeldRow key={row.public_id} held={row} />
            ))}
          </ul>
          <Pager
            page={page}
            pageSize={REVIEW_PAGE_SIZE}
            rows={rows.length}
            total={data.meta.total}
            text={{
              range: (r) => t('counter.review.range', { ...r }),
              label: t('counter.review.pages'),
            }}
            onPage={setPage}
          />
        </Card>
      ) : null}
    </>
  );
}

function HeldRow({ held }: { held: HeldReward }) {
  const t = useT();
  const decide = useDecideHeld();
  const [rejecting, setRejecting] = useState(false);
  const player = playerLines(held.player);
  const who = player?.main ?? t('counter.review.anonymous');
  const approving = decide.isPending && decide.variables && 'approve' in decide.variables;
  const { risk } = held;
  return (
    <li
      className="grid gap-4 px-5 py-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)_auto]"
      data-testid="held-reward"
    >
      <div className="min-w-0">
        <p className="truncate text-sm font-semibold text-slate-900">{who}</p>
        {player?.sub ? <p className="truncate text-sm text-slate-600">{player.sub}</p> : null}
        <p className="mt-1 text-sm text-slate-700">
          {held.game
            ? t('counter.review.reward_in_game', { reward: held.reward.name, game: held.game.name })
            : t('counter.review.reward_bought', { reward: held.reward.name })}
        </p>
        <p className="mt-0.5 text-xs text-slate-500">
          {t('counter.review.won_at', { when: formatDateTime(held.won_at) })}
        </p>
      </div>
      <div className="min-w-0">
        <RiskBadge level={risk.level} className="tabular-nums">
          <span data-testid="risk-score">
            {t('counter.review.risk', {
              score: risk.score,
              level: t(`counter.review.level.${risk.level}`),
            })}
          </span>
        </RiskBadge>
        {risk.reasons.length > 0 ? (
          <ul
            className="mt-2 space-y-1 text-sm text-slate-700"
            aria-label={t('counter.review.reasons')}
          >
            {reasonsByWeight(risk.reasons).map((reason, index) => (
              <li key={`${reason.code}-${index}`} className="flex gap-2">
                <span className="w-9 shrink-0 text-right text-xs leading-5 font-medium text-slate-500 tabular-nums">
                  {t('counter.review.points', { points: reason.points })}
                </span>
                <span className="min-w-0 break-words">{reason.text}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="flex items-start gap-2 lg:justify-end">
        <Button
          size="sm"
          loading={Boolean(approving)}
          disabled={decide.isPending}
          onClick={() =>
            decide.mutate(
              { id: held.public_id, approve: true },
              { onSuccess: () => toast.success(t('counter.review.approved', { who })) },
            )
          }
          data-testid="approve"
        >
          {t('counter.review.approve')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={decide.isPending}
          onClick={() => setRejecting(true)}
          data-testid="reject"
        >
          {t('counter.review.reject')}
        </Button>
      </div>
      <RejectDialog
        held={held}
        who={who}
        decide={decide}
        open={rejecting}
        onOpenChange={setRejecting}
      />
    </li>
  );
}
