/**
 * The Personality Test's business numbers (docs/product-rules.md#per-game), kept with the game:
 * the engine, its info and the console's editor read them from here. No zod, no React: the player
 * app's first screen reads them through `info.ts`.
 */
export const PERSONALITY = {
  questions: { min: 3, max: 15 },
  answers: { min: 2, max: 6 },
  outcomes: { min: 2, max: 8 },
  /** Points one answer gives one outcome. */
  points: { min: 1, max: 10 },
  /** A test has no clock: a play left alone is ended by the server (PLAY_IDLE_SECONDS). */
  timeSeconds: null,
} as const;
