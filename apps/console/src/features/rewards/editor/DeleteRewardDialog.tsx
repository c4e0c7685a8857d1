import type { Reward } from '@playdesk/contract';
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
  const remove = useDeleteReward();
  const given = reward.games.length > 0 || reward.stock.won > 0;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Delete “${reward.name}”?`}
      description={
        given
          ? 'A reward that was won, or that a game gives, cannot be deleted: take it out of its games first. Its winners keep what they won.'
          : 'The reward and its codes are deleted. This cannot be undone.'
      }
      confirmLabel="Delete reward"
      busy={remove.isPending}
      onConfirm={() =>
        remove.mutate(reward.public_id, {
          onSuccess: () => {
            onOpenChange(false);
            toast.success('Reward deleted.');
            onDeleted();
          },
          onError: () => onOpenChange(false),
        })
      }
    />
  );
}
