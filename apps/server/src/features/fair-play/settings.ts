/**
 * A game's fair-play settings (issue 36, docs/fair-play.md): what is stored, or the defaults for a
 * game that never changed them. Stored whole (`PUT /games/{id}/fair-play` replaces the object), so
 * a stored value is always complete; a value written before a field existed gets that field's
 * default.
 */
import { DEFAULT_FAIR_PLAY, type FairPlaySettings } from '@playdesk/contract';

export function fairPlayOf(stored: Partial<FairPlaySettings> | null | undefined): FairPlaySettings {
  if (!stored) return DEFAULT_FAIR_PLAY;
  return {
    ...DEFAULT_FAIR_PLAY,
    ...stored,
    velocity: { ...DEFAULT_FAIR_PLAY.velocity, ...stored.velocity },
    actions: { ...DEFAULT_FAIR_PLAY.actions, ...stored.actions },
  };
}
