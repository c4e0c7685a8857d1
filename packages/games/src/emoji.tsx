/**
 * Emoji that are content — a player's chosen avatar (🦊, 🐼, …), a business's call-to-action icon
 * (☕) — stay emoji, with a fallback for browsers that have no colour-emoji font and would draw an
 * empty box: an avatar becomes its name (or first letter) on a round badge, an optional icon is left
 * out. Chrome never uses emoji (see icons.tsx). Content emoji carry `data-emoji="content"`, so the
 * browser tests can tell them from chrome.
 */
import { PlayerIcon } from './icons.js';

let colorEmoji: boolean | null = null;

/**
 * Whether this browser draws colour emoji. One is drawn in black on a small canvas: a colour-emoji
 * font paints coloured pixels; a missing glyph (a box) or a monochrome font paints only greys.
 * Measured once; where it cannot be measured (no canvas), the platform is trusted.
 */
export function canDrawColorEmoji(): boolean {
  if (colorEmoji !== null) return colorEmoji;
  colorEmoji = true;
  try {
    const canvas = document.createElement('canvas');
    canvas.width = 24;
    canvas.height = 24;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return colorEmoji;
    context.font = '20px sans-serif';
    context.textBaseline = 'top';
    context.fillStyle = '#000';
    context.fillText('\u{1F98A}', 0, 0);
    const { data } = context.getImageData(0, 0, 24, 24);
    let colored = false;
    for (let i = 0; i < data.length && !colored; i += 4) {
      const [r = 0, g = 0, b = 0, a = 0] = data.subarray(i, i + 4);
      colored = a > 0 && (Math.abs(r - g) > 24 || Math.abs(g - b) > 24);
    }
    colorEmoji = colored;
  } catch {
    // A canvas that refuses to be read (privacy settings): keep trusting the platform.
  }
  return colorEmoji;
}

interface PlayerAvatarProps {
  /** The chosen emoji, or null when the player has not chosen one. */
  avatar: string | null;
  /** The avatar's name ("Fox"): the fallback's text. */
  name: string;
  /**
   * `initial`: one letter on a badge, where the avatar sits beside other text; `name`: the name
   * itself, in a chooser whose tile is already the badge.
   */
  fallback?: 'initial' | 'name';
  className?: string;
}

/**
 * Decorative (hidden from screen readers): callers name the player or the choice in text. Sized
 * by the surrounding font size, like the emoji it stands for.
 */
export function PlayerAvatar({ avatar, name, fallback = 'initial', className }: PlayerAvatarProps) {
  if (!avatar) return <PlayerIcon className={`size-[1.1em] ${className ?? ''}`} />;
  if (canDrawColorEmoji()) {
    return (
      <span aria-hidden="true" data-emoji="content" className={className}>
        {avatar}
      </span>
    );
  }
  if (fallback === 'name') {
    return (
      <span
        aria-hidden="true"
        className={`text-[0.5em] font-bold text-primary-800 ${className ?? ''}`}
      >
        {name}
      </span>
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`inline-flex size-[1.2em] items-center justify-center rounded-full bg-primary-100 font-extrabold text-primary-800 ${className ?? ''}`}
    >
      <span className="text-[0.55em] leading-none">{name.slice(0, 1).toUpperCase()}</span>
    </span>
  );
}

/** Whether a text needs a colour-emoji font to be drawn (pictographs, not ✓ or ↗). */
export function hasEmoji(text: string): boolean {
  return /\p{Emoji_Presentation}|\p{Extended_Pictographic}\uFE0F/u.test(text);
}

/**
 * An optional, decorative emoji a business typed (its call-to-action icon): shown as typed, left
 * out where it would be an empty box.
 */
export function OptionalEmoji({ text, className }: { text: string; className?: string }) {
  if (hasEmoji(text) && !canDrawColorEmoji()) return null;
  return (
    <span aria-hidden="true" data-emoji="content" className={className}>
      {text}
    </span>
  );
}
