/**
 * Business constants (docs/product-rules.md#game-constants) — the one place the games' numbers
 * live. Engines, the server's referee, the player app and the console read them from here.
 */
import type { GameType } from './registry.js';

export type { GameType };

/** Where a play session stands; the engine decides. */
export const SESSION_STATUSES = ['playing', 'won', 'lost'] as const;

export const DIFFICULTIES = ['easy', 'normal', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** Points a win is worth, by difficulty. */
export const DIFFICULTY_POINTS: Record<Difficulty, number> = { easy: 10, normal: 30, hard: 50 };

export const PUZZLE = {
  tiles: { easy: 3, normal: 4, hard: 5 } as Record<Difficulty, number>,
  timeSeconds: { easy: 120, normal: 240, hard: 480 } as Record<Difficulty, number>,
  solvePoints: 5,
} as const;

export const EMOJIQ = {
  lives: { easy: 8, normal: 6, hard: 4 } as Record<Difficulty, number>,
} as const;

export const WORDHUNT = {
  timeSeconds: { easy: 120, normal: 90, hard: 60 } as Record<Difficulty, number>,
  solvePoints: 5,
} as const;

export const QUIZ = { timeSeconds: 60, points: 5 } as const;

export const SCRATCH = { timeSeconds: 60, points: 5 } as const;

export const WORDLE = {
  points: 10,
  timeSeconds: { easy: 120, normal: 90, hard: 60 } as Record<Difficulty, number>,
  tries: 6,
  defaultLength: 5,
} as const;

/**
 * A play without a time limit (EmojiQ) that gets no move for this long is ended by the server:
 * lost, reason 'abandoned' (docs/product-rules.md#plays-the-player-left).
 */
export const PLAY_IDLE_SECONDS = 30 * 60;

export const POPUP_TEXTS = { fail: 'Game over', win: 'Congratulations.' } as const;

export const FOOTER_BUTTONS = [
  'timer',
  'letter',
  'leaderboard',
  'hint',
  'reset',
  'solve',
  'share',
  'change_avatar',
  'start',
  'call_to_action',
  'lives',
] as const;
export type FooterButton = (typeof FOOTER_BUTTONS)[number];

export const FOOTER_BUTTON_LABELS: Record<FooterButton, string> = {
  timer: 'Timer',
  letter: 'Letter',
  leaderboard: 'Leader Board',
  hint: 'Hint',
  reset: 'Reset',
  solve: 'Solve',
  share: 'Share',
  change_avatar: 'Change avatar',
  start: 'Start',
  call_to_action: 'Call to action',
  lives: 'Lives',
};

export const INSTRUCTIONS_PLACEHOLDER = 'Insert game instructions here...';
