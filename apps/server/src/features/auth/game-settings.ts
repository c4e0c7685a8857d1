import { eq } from 'drizzle-orm';
import type { GameSettings } from '@playdesk/contract';
import { POPUP_TEXTS } from '@playdesk/games';
import type { Queryable } from '../../db/client.js';
import { accountGameSettings } from '../../db/schema.js';

const DEFAULTS: GameSettings = {
  background_image: null,
  game_image: null,
  difficulty: 'normal',
  popup_texts: { fail: POPUP_TEXTS.fail, win: POPUP_TEXTS.win },
  cta_icon: null,
  instructions: '',
};

/** The account's default game settings (docs/product-rules.md#game-settings), or the defaults. */
export async function loadGameSettings(db: Queryable, accountId: string): Promise<GameSettings> {
  const [row] = await db
    .select()
    .from(accountGameSettings)
    .where(eq(accountGameSettings.accountId, accountId));
  if (!row) return DEFAULTS;
  return {
    background_image: row.backgroundImage,
    game_image: row.gameImage,
    difficulty: row.difficulty,
    popup_texts: { fail: row.popupFail, win: row.popupWin },
    cta_icon: row.ctaIcon,
    instructions: row.instructions,
  };
}
