import { useState } from 'react';
import { richText, useT } from '../../../i18n/i18n';
import { toast } from '../../../session/toast';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/Modal';
import { useErasePlayers } from '../api';
import { playerFilter, type PlayerListParams } from '../player-params';

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
  const t = useT();
  const [open, setOpen] = useState(false);
  const erase = useErasePlayers();
  const count = t('crm.erase.count', { count: total, exact: exact ? 'yes' : 'no' });
  const disabled = summary === '' || total === 0;
  return (
    <>
      <Button
        variant="secondary"
        className="text-red-700"
        disabled={disabled}
        title={summary === '' ? t('crm.erase.filter_first') : undefined}
        onClick={() => setOpen(true)}
        data-testid="players-bulk-erase"
      >
        {t('crm.erase.button')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        testId="bulk-erase-dialog"
        title={t('crm.erase.title', { count })}
        description={
          <>{richText(t, 'crm.erase.text', { count }, { summary: <strong>{summary}</strong> })}</>
        }
        confirmLabel={t('crm.erase.confirm', { count })}
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
