import { useState } from 'react';
import { useSession } from '../../../session/hooks';
import { toast } from '../../../session/toast';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/Modal';
import { Skeleton } from '../../../ui/Skeleton';
import { useErasePlayer, usePlayer } from '../api';
import { saveFile } from '../download';
import { subjectAccessData, subjectAccessFileName } from '../subject-access';
import { Drawer } from './Drawer';
import { PlayerDetailView } from './PlayerDetailView';

/** One player's record beside the list (`?player=<id>`), with access and erasure. */
export function PlayerDrawer({ id, onClose }: { id: string | null; onClose(): void }) {
  const detail = usePlayer(id);
  const erase = useErasePlayer();
  const business = useSession((s) => s.user?.current_account ?? null);
  const [confirm, setConfirm] = useState(false);
  const player = detail.data?.player;
  const name = player ? player.name || player.email || 'Unnamed player' : 'Player';

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
              Download data (JSON)
            </Button>
            <Button variant="danger" onClick={() => setConfirm(true)} data-testid="player-erase">
              Erase player
            </Button>
          </>
        ) : null
      }
    >
      {player ? (
        <PlayerDetailView player={player} />
      ) : detail.isError ? (
        <p className="text-sm text-slate-600">This player could not be loaded.</p>
      ) : (
        <div className="space-y-3" aria-busy="true" aria-label="Loading player">
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
        title={`Erase ${name}?`}
        description="Their name, email, form answers and consent records are deleted now. Their plays stay as anonymous statistics, so your dashboard keeps its counts. This cannot be undone."
        confirmLabel="Erase player"
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
