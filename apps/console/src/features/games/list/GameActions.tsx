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
import { useT } from '../../../i18n/i18n';

type Busy = 'duplicate' | 'status' | 'delete' | null;

/** Edit, and a menu with copy link, open, duplicate, publish/pause and delete (confirmed). */
export function GameActions({ game, compact = false }: { game: GameSummary; compact?: boolean }) {
  const t = useT();
  const navigate = useNavigate();
  const duplicateGame = useDuplicateGame();
  const updateGame = useUpdateGame();
  const deleteGame = useDeleteGame();
  const [busy, setBusy] = useState<Busy>(null);
  const [confirming, setConfirming] = useState(false);
  const link = gamePageUrl(window.location.origin, game.public_id);
  const editPath = pathTo('GameDetail', { id: game.public_id });

  const copyLink = async () => {
    if (await copyText(link)) toast.success(t('games.actions.copied'));
    else toast.warning(t('games.actions.copy_failed', { link }));
  };

  const duplicate = async () => {
    setBusy('duplicate');
    try {
      const copy = await duplicateGame.mutateAsync(game.public_id);
      toast.success(t('games.actions.duplicated', { name: copy.name }));
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
          ? t('games.actions.live', { name: saved.name })
          : t('games.actions.paused', { name: saved.name }),
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
      toast.success(t('games.actions.deleted', { name: game.name }));
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
        aria-label={t('games.actions.edit_label', { name: game.name })}
        className={compact ? 'flex-1' : undefined}
      >
        {t('games.actions.edit')}
      </LinkButton>
      <MenuRoot modal={false}>
        <MenuTrigger
          className="inline-flex size-8 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-primary-600 disabled:opacity-50 data-[state=open]:bg-slate-100"
          aria-label={t('games.actions.more', { name: game.name })}
          disabled={busy !== null}
        >
          <DotsIcon />
        </MenuTrigger>
        <MenuContent align="end">
          <MenuItem onSelect={() => void copyLink()}>
            <LinkIcon /> {t('games.actions.copy_link')}
          </MenuItem>
          {live ? (
            <MenuItem onSelect={() => window.open(link, '_blank', 'noopener,noreferrer')}>
              <ExternalIcon /> {t('games.actions.open')}
            </MenuItem>
          ) : null}
          <MenuItem onSelect={() => void navigate(`${editPath}#share`)}>
            <ExternalIcon /> {t('games.actions.share')}
          </MenuItem>
          <MenuItem onSelect={() => void duplicate()}>
            <DuplicateIcon /> {t('games.actions.duplicate')}
          </MenuItem>
          {live ? (
            <MenuItem onSelect={() => void setStatus('paused')}>
              <PauseIcon /> {t('games.actions.pause')}
            </MenuItem>
          ) : (
            <MenuItem onSelect={() => void setStatus('published')}>
              <PlayIcon /> {t('games.actions.publish')}
            </MenuItem>
          )}
          <MenuSeparator />
          <MenuItem
            onSelect={() => setConfirming(true)}
            className="text-red-600 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-700"
          >
            <TrashIcon /> {t('games.actions.delete')}
          </MenuItem>
        </MenuContent>
      </MenuRoot>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          if (busy !== 'delete') setConfirming(open);
        }}
        title={t('games.delete.title', { name: game.name })}
        description={
          game.plays > 0
            ? t('games.delete.with_plays', { plays: game.plays })
            : t('games.delete.text')
        }
        confirmLabel={t('games.delete.confirm')}
        busy={busy === 'delete'}
        onConfirm={() => void remove()}
      />
    </div>
  );
}
