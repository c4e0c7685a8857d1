import {
  FOOTER_BUTTONS_BY_TYPE,
  GameSettingsInput,
  type GameSettingsValue,
} from '@playdesk/contract';
import type { GameType } from '@playdesk/games';
import type { StoredGameSettings } from '../../db/schema.js';
import { sanitizeRichText } from './sanitize.js';

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

export const defaultSettings = (): GameSettingsValue => GameSettingsInput.parse({});
