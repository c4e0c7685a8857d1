/**
 * The avatars a player may choose. A copy of `AVATARS` in packages/contract/src/play.ts — that
 * module imports zod, which must stay out of the player's initial bundle. Keep the two lists equal
 * (avatars.test.ts checks it).
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

export type Avatar = (typeof AVATARS)[number];

export const AVATAR_NAMES: Record<Avatar, string> = {
  '🦊': 'Fox',
  '🐼': 'Panda',
  '🐯': 'Tiger',
  '🐸': 'Frog',
  '🐙': 'Octopus',
  '🦄': 'Unicorn',
  '🐝': 'Bee',
  '🐳': 'Whale',
  '🦉': 'Owl',
  '🐢': 'Turtle',
  '🦁': 'Lion',
  '🐧': 'Penguin',
};

/** An avatar's name ("Fox"), for the badge shown where the emoji cannot be drawn. */
export function avatarName(avatar: string | null | undefined): string {
  if (!avatar) return 'Player';
  return (AVATAR_NAMES as Record<string, string | undefined>)[avatar] ?? 'Player';
}

export const DISPLAY_NAME_MAX = 40;
