import fc from 'fast-check';

/** Lower-case words of `min` to `max` letters, for the games' test kits (`<type>/testing.ts`). */
export const word = (min: number, max: number) =>
  fc.stringMatching(new RegExp(`^[a-z]{${min},${max}}$`));

/** A short phrase of letters and spaces. */
export const phrase = fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,28}[A-Za-z]$/);

/** Letters a random guess picks from. */
export const LETTERS = 'ABCDEFGHIJKLMNOPRSTUY';
