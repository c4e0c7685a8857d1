import type { Game } from '@playdesk/contract';
import type { games } from '../../db/schema.js';

export type GameRow = typeof games.$inferSelect;

export const NO_TEMPLATES = { game_over: null, success: null, leaderboard: null };

export function toGame(row: GameRow): Game {
  return {
    public_id: row.publicId,
    type: row.type,
    name: row.name,
    status: row.status,
    difficulty: row.difficulty,
    settings: {
      ...row.settings,
      footer_buttons: row.settings.footer_buttons as Game['settings']['footer_buttons'],
      templates: row.settings.templates ?? NO_TEMPLATES,
    },
    content: row.content,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
