import { useState } from 'react';
import { toast } from '../../../session/toast';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/Modal';
import { useErasePlayers } from '../api';
import { playerFilter, type PlayerListParams } from '../player-params';
import { countOf, noun } from '../../../lib/format';

/**
 * "Erase matching players": every player the current filter matches (the server refuses an empty
 * filter, so the button needs one). The dialog says how many and which filter.
 */
export function BulkEraseButton({
  params,
  total,
  exact,
  summary,
}: {
  params: PlayerListParams;
  total: number;
  exact: boolean;
  summary: string;
}) {
  const [open, setOpen] = useState(false);
  const erase = useErasePlayers();
  const count = exact
    ? countOf(total, noun('player', 'players'))
    : `more than ${countOf(total, noun('player', 'players'))}`;
  const disabled = summary === '' || total === 0;
  return (
    <>
      <Button
        variant="secondary"
        className="text-red-700"
        disabled={disabled}
        title={
          summary === '' ? 'Filter the list first: only the matching players are erased' : undefined
        }
        onClick={() => setOpen(true)}
        data-testid="players-bulk-erase"
      >
        Erase matching…
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        testId="bulk-erase-dialog"
        title={`Erase ${count}?`}
        description={
          <>
            The personal data of {count} matching <strong>{summary}</strong> is deleted now: names,
            emails, form answers and consent records. Their plays stay as anonymous statistics. This
            cannot be undone.
          </>
        }
        confirmLabel={`Erase ${count}`}
        busy={erase.isPending}
        onConfirm={() =>
          erase.mutate(playerFilter(params), {
            onSuccess: (answer) => {
              setOpen(false);
              toast.success(answer.message);
            },
          })
        }
      />
    </>
  );
}
