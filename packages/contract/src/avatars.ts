/**
 * The avatars a player may choose. Imported as `@playdesk/contract/avatars` by the player app (this
 * file imports nothing, so no zod reaches its first screen) and re-exported from the package root
 * with the `Avatar` schema that accepts only these.
 */
export const AVATARS = [
  '🦊',
  '🐼',
  '🐯',
  '🐸',
  '🐙',
  '🦄',
  '🐝',
  '🐳',
  '🦉',
  '🐢',
  '🦁',
  '🐧',
] as const;
