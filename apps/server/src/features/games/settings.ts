import {
  FOOTER_BUTTONS_BY_TYPE,
  type GameSettingsPatch,
  type GameSettingsValue,
} from '@playdesk/contract';
import type { GameType } from '@playdesk/games';
import type { StoredGameSettings } from '../../db/schema.js';
import { sanitizeRichText } from '../../lib/rich-text.js';

/**
 * Normalises settings for storage: instructions sanitised, footer buttons limited to those that fit
 * the game (the type's full set when none were chosen).
 */
export function storedSettings(type: GameType, input: GameSettingsValue): StoredGameSettings {
  const fitting = FOOTER_BUTTONS_BY_TYPE[type];
  const chosen = input.footer_buttons ?? fitting;
  return {
    background_image: input.background_image,
    game_image: input.game_image,
    popup_texts: input.popup_texts,
    cta: input.cta,
    instructions: sanitizeRichText(input.instructions),
    footer_buttons: fitting.filter((b) => chosen.includes(b)),
    templates: input.templates,
  };
}

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
  };
}
