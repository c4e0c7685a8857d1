import {
  LEAD_FORM_OFF,
  defaultParticipation,
  gameLanguages,
  type FairnessCommitment,
  type Game,
} from '@playdesk/contract';
import type { games } from '../../db/schema.js';
import { withContent } from './content.js';

export type GameRow = typeof games.$inferSelect;

export const NO_TEMPLATES = { game_over: null, success: null, leaderboard: null };

/** `fairness`: the game's draw commitments, newest first (rewards/award `commitmentsOf`). */
export function toGame(row: GameRow, fairness: FairnessCommitment[] = []): Game {
  const fields = {
    public_id: row.publicId,
    name: row.name,
    status: row.status,
    difficulty: row.difficulty,
    settings: {
      ...row.settings,
      footer_buttons: row.settings.footer_buttons as Game['settings']['footer_buttons'],
      templates: row.settings.templates ?? NO_TEMPLATES,
      lead_form: row.settings.lead_form ?? LEAD_FORM_OFF,
      participation: row.settings.participation ?? defaultParticipation(row.settings.rewards),
      rewards: {
        ...(row.settings.rewards ?? { rules: [], consolation_reward_id: null }),
        // Rules saved before a rule could be for one result have none.
        rules: (row.settings.rewards?.rules ?? []).map((r) => ({
          ...r,
          result_id: r.result_id ?? null,
        })),
        fairness,
      },
    },
    default_language: row.defaultLanguage,
    languages: gameLanguages(row.defaultLanguage, row.translations),
    translations: row.translations,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
  return withContent(fields, row.type, row.content);
}
