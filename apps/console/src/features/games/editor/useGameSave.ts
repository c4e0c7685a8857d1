import type { Game, GameStatus } from '@playdesk/contract';
import { useState, type RefObject } from 'react';
import type { Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../../api/client';
import { toast } from '../../../session/toast';
import { useUpdateGame } from '../api';
import {
  gameToForm,
  serverErrorsToFields,
  validateGameForm,
  type GameFormValues,
  type GameRequest,
} from '../game-form';
import { useT, type T } from '../../../i18n/i18n';

/** What is being sent: a plain save, or a save that also publishes or pauses. */
export type Busy = 'save' | GameStatus | null;

type GameForm = UseFormReturn<GameFormValues, unknown, GameRequest>;

function savedMessage(t: T, saved: Game, status?: GameStatus): string {
  if (status === 'published') return t('games.save.live', { name: saved.name });
  if (status === 'paused') return t('games.save.paused', { name: saved.name });
  return t('games.save.saved');
}

/** Brings a field (or, failing that, the first marked one) into view once it has rendered. */
function revealField(formEl: HTMLFormElement | null, path?: string) {
  window.setTimeout(() => {
    const el =
      (path ? formEl?.querySelector<HTMLElement>(`[name="${CSS.escape(path)}"]`) : null) ??
      formEl?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]');
    el?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    if (path) el?.focus({ preventScroll: true });
  }, 0);
}

/**
 * Save, publish and pause of the game editor. The form's resolver has checked the request before
 * `save` runs; a 400 puts the server's messages on their fields (until those fields change).
 * Pausing never waits for a half-finished edit: with invalid changes only the status goes.
 */
export function useGameSave(
  game: Game,
  form: GameForm,
  formRef: RefObject<HTMLFormElement | null>,
) {
  const t = useT();
  const update = useUpdateGame();
  const [busy, setBusy] = useState<Busy>(null);
  const send = async (
    body: Parameters<typeof update.mutateAsync>[0]['body'],
    status?: GameStatus,
  ) => {
    setBusy(status ?? 'save');
    try {
      return await update.mutateAsync({ publicId: game.public_id, body });
    } finally {
      setBusy(null);
    }
  };

  const showServerErrors = (body: unknown) => {
    const { fields, other } = serverErrorsToFields(game.type, body);
    for (const [field, message] of Object.entries(fields)) {
      form.setError(field as Path<GameFormValues>, { type: 'server', message });
    }
    revealField(formRef.current, Object.keys(fields)[0]);
    const summary = (body as { message?: string } | null)?.message ?? t('games.save.needs_fix');
    toast.warning(other.length > 0 ? other.join('\n') : `${summary} ${t('games.save.fix')}`);
  };

  const save = async (request: GameRequest, status?: GameStatus) => {
    try {
      const saved = await send(status ? { ...request, status } : request, status);
      form.reset(gameToForm(saved));
      toast.success(savedMessage(t, saved, status));
    } catch (error) {
      // A 400 names the fields to mark; the query client already showed any other failure.
      if (error instanceof ApiError && error.status === 400) showServerErrors(error.body);
    }
  };

  const onInvalid = () => {
    toast.warning(`${t('games.save.needs_fix')} ${t('games.save.fix')}`);
    revealField(formRef.current);
  };

  const submitWith = (status?: GameStatus) =>
    form.handleSubmit((request) => save(request, status), onInvalid);

  const pause = async () => {
    if (form.formState.isDirty && validateGameForm(game.type, form.getValues()).request) {
      await submitWith('paused')();
      return;
    }
    try {
      const saved = await send({ status: 'paused' }, 'paused');
      toast.success(savedMessage(t, saved, 'paused'));
    } catch {
      // The query client already showed the failure.
    }
  };

  return { busy, submitWith, pause };
}
