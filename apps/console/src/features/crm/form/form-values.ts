import type { LeadFormSettings, ParticipationSettings } from '@playdesk/contract';
import { get, useFormState, type FieldErrors } from 'react-hook-form';

/**
 * The part of the game editor's form this section edits: `settings.lead_form` and
 * `settings.participation`, shaped exactly as `PATCH games/{id}` takes them.
 */
export interface PlayerFormValues {
  settings: {
    lead_form: LeadFormSettings;
    participation: ParticipationSettings;
    /** Read only here (the Rewards section edits it): whether the game gives rewards. */
    rewards?: { rules: readonly unknown[]; consolation_reward_id: string | null };
  };
}

/** The message react-hook-form holds at `path` (the resolver's or the server's). */
export function useErrorAt(): (path: string) => string | undefined {
  const { errors } = useFormState<PlayerFormValues>();
  return (path) => {
    const node: unknown = get(errors as FieldErrors, path);
    const message =
      typeof node === 'object' && node !== null
        ? ((node as { message?: unknown; root?: { message?: unknown } }).message ??
          (node as { root?: { message?: unknown } }).root?.message)
        : undefined;
    return typeof message === 'string' ? message : undefined;
  };
}
