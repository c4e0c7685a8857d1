/**
 * The avatars a player may choose (the contract's list, from its zod-free subpath so that no zod
 * reaches the player's initial bundle), with their names.
 */
import { AVATARS } from '@playdesk/contract/avatars';

export { AVATARS };

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
