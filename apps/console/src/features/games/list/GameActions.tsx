import type { GameSummary } from '@playdesk/contract';
import { gamePageUrl } from '@playdesk/contract/urls';
import { copyText } from '@playdesk/ui/clipboard';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { MenuContent, MenuItem, MenuRoot, MenuSeparator, MenuTrigger } from '../../../ui/dropdown';
import { pathTo } from '../../../rules/routes';
import { toast } from '../../../session/toast';
import { LinkButton } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/Modal';
import { useDeleteGame, useDuplicateGame, useUpdateGame } from '../api';
import {
  DotsIcon,
  DuplicateIcon,
  ExternalIcon,
  LinkIcon,
  PauseIcon,
  PencilIcon,
  PlayIcon,
  TrashIcon,
} from '../controls';
import { countOf, noun } from '../../../lib/format';

type Busy = 'duplicate' | 'status' | 'delete' | null;

/** Edit, and a menu with copy link, open, duplicate, publish/pause and delete (confirmed). */
export function GameActions({ game, compact = false }: { game: GameSummary; compact?: boolean }) {
  const navigate = useNavigate();
  const duplicateGame = useDuplicateGame();
  const updateGame = useUpdateGame();
  const deleteGame = useDeleteGame();
  const [busy, setBusy] = useState<Busy>(null);
  const [confirming, setConfirming] = useState(false);
  const link = gamePageUrl(window.location.origin, game.public_id);
  const editPath = pathTo('GameDetail', { id: game.public_id });

  const copyLink = async () => {
    if (await copyText(link)) toast.success('Link copied. Paste it anywhere to share the game.');
    else toast.warning(`Could not copy. The link is ${link}`);
  };

  const duplicate = async () => {
    setBusy('duplicate');
    try {
      const copy = await duplicateGame.mutateAsync(game.public_id);
      toast.success(`“${copy.name}” was created as a draft.`);
    } catch {
      // The query client already showed the failure.
    } finally {
      setBusy(null);
    }
  };

  const setStatus = async (status: 'published' | 'paused') => {
    setBusy('status');
    try {
      const saved = await updateGame.mutateAsync({ publicId: game.public_id, body: { status } });
      toast.success(
        status === 'published'
          ? `“${saved.name}” is live.`
          : `“${saved.name}” is paused. Players cannot start it for now.`,
      );
    } catch {
      // The query client already showed the failure.
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    setBusy('delete');
    try {
      await deleteGame.mutateAsync(game.public_id);
      setConfirming(false);
      toast.success(`“${game.name}” was deleted.`);
    } catch {
      // The query client already showed the failure.
    } finally {
      setBusy(null);
    }
  };

  const live = game.status === 'published';

  return (
    <div className="flex items-center justify-end gap-1">
      <LinkButton
        to={editPath}
        variant="secondary"
        size="sm"
        icon={<PencilIcon />}
        aria-label={`Edit ${game.name}`}
        className={compact ? 'flex-1' : undefined}
      >
        Edit
      </LinkButton>
      <MenuRoot modal={false}>
        <MenuTrigger
          className="inline-flex size-8 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-primary-600 disabled:opacity-50 data-[state=open]:bg-slate-100"
          aria-label={`More actions for ${game.name}`}
          disabled={busy !== null}
        >
          <DotsIcon />
        </MenuTrigger>
        <MenuContent align="end">
          <MenuItem onSelect={() => void copyLink()}>
            <LinkIcon /> Copy public link
          </MenuItem>
          {live ? (
            <MenuItem onSelect={() => window.open(link, '_blank', 'noopener,noreferrer')}>
              <ExternalIcon /> Open game
            </MenuItem>
          ) : null}
          <MenuItem onSelect={() => void navigate(`${editPath}#share`)}>
            <ExternalIcon /> Share & embed
          </MenuItem>
          <MenuItem onSelect={() => void duplicate()}>
            <DuplicateIcon /> Duplicate
          </MenuItem>
          {live ? (
            <MenuItem onSelect={() => void setStatus('paused')}>
              <PauseIcon /> Pause
            </MenuItem>
          ) : (
            <MenuItem onSelect={() => void setStatus('published')}>
              <PlayIcon /> Publish
            </MenuItem>
          )}
          <MenuSeparator />
          <MenuItem
            onSelect={() => setConfirming(true)}
            className="text-red-600 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-700"
          >
            <TrashIcon /> Delete
          </MenuItem>
        </MenuContent>
      </MenuRoot>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          if (busy !== 'delete') setConfirming(open);
        }}
        title={`Delete “${game.name}”?`}
        description={
          game.plays > 0
            ? `The game and its ${countOf(game.plays, noun('recorded play', 'recorded plays'))} are deleted for good. Players who open its link will see that it is not available.`
            : 'The game is deleted for good. Players who open its link will see that it is not available.'
        }
        confirmLabel="Delete game"
        busy={busy === 'delete'}
        onConfirm={() => void remove()}
      />
    </div>
  );
}
