/**
 * How a game's stored settings change under a settings patch: the game's PATCH (features/games)
 * and an experiment's variant as it plays (features/play/variants.ts) merge them the same way.
 */
import {
  LEAD_FORM_OFF,
  NO_GAME_REWARDS,
  PARTICIPATION_FOR_REWARDS,
  PARTICIPATION_UNLIMITED,
  givesRewards,
  type GameSettingsPatch,
  type GameSettingsValue,
} from '@playdesk/contract';
import type { StoredGameSettings } from './schema.js';

/** Applies a settings patch to stored settings: only the fields sent change. */
export function patchedSettings(
  current: StoredGameSettings,
  patch: GameSettingsPatch,
): GameSettingsValue {
  const templates = current.templates ?? { game_over: null, success: null, leaderboard: null };
  return {
    background_image:
      patch.background_image !== undefined ? patch.background_image : current.background_image,
    game_image: patch.game_image !== undefined ? patch.game_image : current.game_image,
    popup_texts: { ...current.popup_texts, ...patch.popup_texts },
    cta: { ...current.cta, ...patch.cta },
    instructions: patch.instructions ?? current.instructions,
    footer_buttons: (patch.footer_buttons ??
      current.footer_buttons) as GameSettingsValue['footer_buttons'],
    templates: { ...templates, ...patch.templates },
    lead_form: patch.lead_form ?? current.lead_form ?? LEAD_FORM_OFF,
    participation: patch.participation ?? patchedParticipation(current, patch),
    rewards: patch.rewards ?? current.rewards ?? NO_GAME_REWARDS,
  };
}

/**
 * The limit of a patch that sends none: a game that starts giving rewards without a limit gets
 * `PARTICIPATION_FOR_REWARDS` (docs/product-rules.md#participation-limits); otherwise the
 * current one.
 */
function patchedParticipation(current: StoredGameSettings, patch: GameSettingsPatch) {
  const now = current.participation ?? PARTICIPATION_UNLIMITED;
  const startsGiving =
    patch.rewards !== undefined && givesRewards(patch.rewards) && !givesRewards(current.rewards);
  return startsGiving && now.rule === 'unlimited' ? PARTICIPATION_FOR_REWARDS : now;
}
