/**
 * The avatars a player may choose (the contract's list, from its zod-free subpath so that no zod
 * reaches the player's initial bundle), with their names' catalogue keys.
 */
import { AVATARS } from '@playdesk/contract/avatars';
import { englishT, type MessageKey, type T } from '../i18n/i18n.js';

export { AVATARS };

export type Avatar = (typeof AVATARS)[number];

export const AVATAR_NAMES: Record<Avatar, MessageKey> = {
  '🦊': 'avatar.fox',
  '🐼': 'avatar.panda',
  '🐯': 'avatar.tiger',
  '🐸': 'avatar.frog',
  '🐙': 'avatar.octopus',
  '🦄': 'avatar.unicorn',
  '🐝': 'avatar.bee',
  '🐳': 'avatar.whale',
  '🦉': 'avatar.owl',
  '🐢': 'avatar.turtle',
  '🦁': 'avatar.lion',
  '🐧': 'avatar.penguin',
};

/**
 * An avatar's name ("Fox") in the player's language, for the badge shown where the emoji cannot
 * be drawn and for screen readers.
 */
export function avatarName(avatar: string | null | undefined, t: T = englishT): string {
  const key = avatar ? (AVATAR_NAMES as Record<string, MessageKey | undefined>)[avatar] : undefined;
  return t(key ?? 'avatar.player');
}

export const DISPLAY_NAME_MAX = 40;
