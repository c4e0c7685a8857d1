/**
 * The game's player form as the pad needs it: loaded once the game is known (with this business's
 * player token, so `known` says whether the player already filled it in). The form itself is a
 * lazy chunk (LeadForm.tsx): most games have none, and the initial bundle stays small.
 */
import { lazy, useCallback, useEffect, useState } from 'react';
import { api } from '../lib/api.js';
import type { PublicGame, PublicLeadForm } from '../lib/api.js';
import { playerIdentity } from '../lib/player.js';
import type { SafeStore } from '../lib/storage.js';

export const LazyLeadForm = lazy(() =>
  import('./LeadForm.js').then((m) => ({ default: m.LeadForm })),
);

export type LeadMode = Exclude<PublicLeadForm['mode'], 'off'>;

export function useLead(game: PublicGame | null, store: SafeStore) {
  const [form, setForm] = useState<PublicLeadForm | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!game) return;
    const controller = new AbortController();
    const token = playerIdentity(store, game.account.public_id).token();
    api
      // In the game's language: its labels, choices and consents as the game shows them.
      .leadForm(game.public_id, token, controller.signal, game.language)
      .then(({ lead_form }) => setForm(lead_form))
      // Without the form the pad still works: the server refuses a start that needs it (409),
      // and that reloads the form.
      .catch(() => setForm(null));
    return () => controller.abort();
  }, [game, store, attempt]);

  /** Whether the form is due at this moment of the game (and not filled in yet). */
  const asks = useCallback(
    (mode: LeadMode) => form !== null && form.mode === mode && !form.known,
    [form],
  );
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  /** The player just sent the form: it is not asked again. */
  const filled = useCallback(() => setForm((f) => (f ? { ...f, known: true } : f)), []);

  return { form, asks, reload, filled };
}

export type LeadControls = ReturnType<typeof useLead>;
