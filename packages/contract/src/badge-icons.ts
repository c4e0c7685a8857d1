/**
 * The built-in loyalty badge icons (docs/loyalty.md#levels-and-badges) as 24×24 SVG paths drawn
 * in the current colour: the console and the player app draw the same shapes (never emoji). No
 * zod here: the player app imports it (`@playdesk/contract/badge-icons`).
 */
export const LOYALTY_BADGE_ICONS = [
  'star',
  'trophy',
  'flame',
  'crown',
  'medal',
  'heart',
  'bolt',
  'target',
] as const;
export type LoyaltyBadgeIcon = (typeof LOYALTY_BADGE_ICONS)[number];

/** One path (even-odd filled) per icon. */
export const BADGE_PATHS: Record<LoyaltyBadgeIcon, string> = {
  star: 'M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9z',
  trophy:
    'M7 3h10v3h3v2a5 5 0 0 1-4.6 5A5 5 0 0 1 13 16v2h3v3H8v-3h3v-2a5 5 0 0 1-2.4-3A5 5 0 0 1 4 8V6h3zm0 5H6a3 3 0 0 0 1.4 2.5zm10 0v2.5A3 3 0 0 0 18 8z',
  flame:
    'M12 2c1 3.5 5 5.5 5 10a5 5 0 0 1-10 0c0-2 1-3.5 2-4.5 0 1.5.7 2.7 1.8 3C10.5 8 11 5 12 2z',
  crown: 'M3 7l4.5 4L12 4l4.5 7L21 7l-2 11H5zm2 13h14v2H5z',
  medal: 'M7 2h4l1 4 1-4h4l-3 7.2A6 6 0 1 1 10 9.2zm5 9a4 4 0 1 0 0 8 4 4 0 0 0 0-8z',
  heart:
    'M12 21s-7.5-4.6-9.5-9.2C1 8.3 3.2 5 6.5 5c2 0 3.5 1 5.5 3 2-2 3.5-3 5.5-3 3.3 0 5.5 3.3 4 6.8C19.5 16.4 12 21 12 21z',
  bolt: 'M13 2L4 14h7l-1 8 9-12h-7z',
  target:
    'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm0 3a7 7 0 1 0 0 14 7 7 0 0 0 0-14zm0 3a4 4 0 1 1 0 8 4 4 0 0 1 0-8zm0 2.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z',
};
