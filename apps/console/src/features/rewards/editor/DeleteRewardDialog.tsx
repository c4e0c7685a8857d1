import type { Reward } from '@playdesk/contract';
import { useT } from '../../../i18n/i18n';
import { toast } from '../../../session/toast';
import { ConfirmDialog } from '../../../ui/Modal';
import { useDeleteReward } from '../api';

/**
 * "Delete …?" for a reward. The server refuses (409, naming the games) a reward that was won or
 * that a game gives; the query client shows that message.
 */
export function DeleteRewardDialog({
  reward,
  open,
  onOpenChange,
  onDeleted,
}: {
  reward: Reward;
  open: boolean;
  onOpenChange(open: boolean): void;
  onDeleted(): void;
}) {
  const t = useT();
  const remove = useDeleteReward();
  const given = reward.games.length > 0 || reward.stock.won > 0;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('rewards.delete.title', { name: reward.name })}
      description={given ? t('rewards.delete.given') : t('rewards.delete.text')}
      confirmLabel={t('rewards.delete.confirm')}
      busy={remove.isPending}
      onConfirm={() =>
        remove.mutate(reward.public_id, {
          onSuccess: () => {
            onOpenChange(false);
            toast.success(t('rewards.delete.done'));
            onDeleted();
          },
          onError: () => onOpenChange(false),
        })
      }
    />
  );
}
