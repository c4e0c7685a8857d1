import { useState } from 'react';
import { useT } from '../../../i18n/i18n';
import { useSession } from '../../../session/hooks';
import { toast } from '../../../session/toast';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/Modal';
import { Skeleton } from '../../../ui/Skeleton';
import { useErasePlayer, usePlayer } from '../api';
import { saveFile } from '../../../lib/save-file';
import { subjectAccessData, subjectAccessFileName } from '../subject-access';
import { Drawer } from './Drawer';
import { PlayerDetailView } from './PlayerDetailView';

/** One player's record beside the list (`?player=<id>`), with access and erasure. */
export function PlayerDrawer({ id, onClose }: { id: string | null; onClose(): void }) {
  const t = useT();
  const detail = usePlayer(id);
  const erase = useErasePlayer();
  const business = useSession((s) => s.user?.current_account ?? null);
  const [confirm, setConfirm] = useState(false);
  const player = detail.data?.player;
  const name = player
    ? player.name || player.email || t('crm.player.unnamed')
    : t('crm.col.player');

  const download = () => {
    if (!player || !business) return;
    const data = subjectAccessData(player, business);
    const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
    saveFile(blob, subjectAccessFileName(player.public_id));
  };

  return (
    <Drawer
      open={id !== null}
      onOpenChange={(open) => !open && onClose()}
      title={name}
      description={player?.email ?? undefined}
      testId="player-drawer"
      footer={
        player ? (
          <>
            <Button variant="secondary" onClick={download} data-testid="player-download">
              {t('crm.player.download')}
            </Button>
            <Button variant="danger" onClick={() => setConfirm(true)} data-testid="player-erase">
              {t('crm.player.erase')}
            </Button>
          </>
        ) : null
      }
    >
      {player ? (
        <PlayerDetailView player={player} />
      ) : detail.isError ? (
        <p className="text-sm text-slate-600">{t('crm.player.failed')}</p>
      ) : (
        <div className="space-y-3" aria-busy="true" aria-label={t('crm.player.loading')}>
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-32 w-full" />
        </div>
      )}
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        testId="erase-player-dialog"
        title={t('crm.player.erase_title', { name })}
        description={t('crm.player.erase_text')}
        confirmLabel={t('crm.player.erase')}
        busy={erase.isPending}
        onConfirm={() =>
          id &&
          erase.mutate(id, {
            onSuccess: (answer) => {
              setConfirm(false);
              toast.success(answer.message);
              onClose();
            },
          })
        }
      />
    </Drawer>
  );
}
