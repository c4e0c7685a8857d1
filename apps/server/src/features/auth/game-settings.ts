import { eq } from 'drizzle-orm';
import type { GameSettings } from '@playdesk/contract';
import type { Queryable } from '../../db/client.js';
import { accountGameSettings } from '../../db/schema.js';

const DEFAULTS: GameSettings = {
  background_image: null,
  game_image: null,
  difficulty: 'normal',
  popup_texts: { fail: 'Game over', win: 'Congratulations.' },
  cta_icon: null,
  instructions: '',
};

/** The account's default game settings (spec §3); defaults when none were saved. */
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
