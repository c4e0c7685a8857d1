/**
 * A playable game as the verification routes (features/fair-play/verification) need it: its
 * business, its fair-play settings as far as its form is on, and its name in the player's
 * language. Here because player-data knows both the play side (what is playable, the form) and
 * fair play, which does not depend on play.
 */
import type { Queryable } from '../../db/client.js';
import { fairPlayOf } from '../fair-play/settings.js';
import { emailProofMode, formVerification } from '../fair-play/verification/form.js';
import type { VerifyingGame } from '../fair-play/verification/service.js';
import { activeLeadForm } from '../play/participation.js';
import { findPlayableGame, playLanguage, playTexts } from '../play/public-game.js';
import { hasCrm } from './crm.js';

export async function findVerifyingGame(db: Queryable, publicId: string): Promise<VerifyingGame> {
  const { game, businessName, billingAccountId } = await findPlayableGame(db, publicId);
  const form = activeLeadForm(game.settings, { crm: await hasCrm(db, billingAccountId) });
  const fairPlay = fairPlayOf(game.fairPlay);
  return {
    publicId: game.publicId,
    accountId: game.accountId,
    billingAccountId,
    businessName,
    fairPlay,
    // A code can be asked for when the game's risk may ask for a verified email too (a risky
    // form is refused until it is: fair-play/assess.ts), not only when every form must have one.
    verify: { ...formVerification(fairPlay, form), email: emailProofMode(fairPlay, form) },
    texts(asked) {
      const language = playLanguage(game, { option: asked });
      return { language, name: playTexts(game, language).name };
    },
  };
}
