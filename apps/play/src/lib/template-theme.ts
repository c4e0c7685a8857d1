/**
 * The business's templates (success, game over, leaderboard) as the player app applies them: the
 * colours for a surface and its button, the title with its fallback, the message and the button.
 * Pure functions, so the frame stays small and the rules are tested.
 *
 * The business's colours are applied as chosen (even text the colour of its background: that is
 * their choice), but the app's own controls on a themed surface (Close, focus ring) get a colour
 * that is always readable on it.
 */
import type { PublicTemplate } from '@playdesk/contract';
import { DEFAULT_TEMPLATE_COLORS } from '@playdesk/contract/template-colors';
import { isImageRef } from '@playdesk/games';
import { contrastRatio, isHexColor } from '@playdesk/ui/color';

export type PlayTemplate = PublicTemplate;

const DARK = '#1F1640';
const LIGHT = '#FFFFFF';

/** A `#RRGGBB` colour as given (upper-cased), else the fallback. */
export function safeColor(value: unknown, fallback: string): string {
  return isHexColor(value) ? value.toUpperCase() : fallback;
}

/** The app's dark ink or white, whichever reads better on `background` (a `#RRGGBB` colour). */
export function readableOn(background: string): string {
  const onDark = contrastRatio(background, DARK) ?? 0;
  const onLight = contrastRatio(background, LIGHT) ?? 0;
  return onDark >= onLight ? DARK : LIGHT;
}

export interface TemplateTheme {
  /** The surface (dialog panel or section): the business's background and text colours. */
  surface: { backgroundColor: string; color: string };
  /** The template's own button. */
  button: { backgroundColor: string; color: string };
  /** For the app's controls on the surface (Close ×, focus outline): always readable. */
  control: string;
}

/** The colours a template paints with; null without a template (the app's own look). */
export function templateTheme(template: PlayTemplate | null | undefined): TemplateTheme | null {
  if (!template) return null;
  const c = template.colors ?? DEFAULT_TEMPLATE_COLORS;
  const background = safeColor(c.background, DEFAULT_TEMPLATE_COLORS.background);
  return {
    surface: {
      backgroundColor: background,
      color: safeColor(c.text, DEFAULT_TEMPLATE_COLORS.text),
    },
    button: {
      backgroundColor: safeColor(c.button, DEFAULT_TEMPLATE_COLORS.button),
      color: safeColor(c.button_text, DEFAULT_TEMPLATE_COLORS.button_text),
    },
    control: readableOn(background),
  };
}

/**
 * The inline style of a themed surface: the template's colours, and `--pd-focus` (the focus
 * outline's colour, see styles.css) set to one that reads on the background.
 */
export function surfaceStyle(theme: TemplateTheme): Record<string, string> {
  return { ...theme.surface, '--pd-focus': theme.control };
}

/** The template's title, else the fallback (the game's pop-up text, or "Leader Board"). */
export function templateTitle(template: PlayTemplate | null | undefined, fallback: string): string {
  const title = template?.title.trim() ?? '';
  return title === '' ? fallback : title;
}

/**
 * The template's message HTML (sanitised by the server), or null when it shows nothing — an
 * editor's empty paragraph (`<p><br></p>`) counts as empty.
 */
export function templateMessage(template: PlayTemplate | null | undefined): string | null {
  const html = template?.message ?? '';
  if (/<img\b/i.test(html)) return html;
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim();
  return text === '' ? null : html;
}

/**
 * The template's button: its link (http/https only) and label (else `fallbackLabel`, the player's
 * "Learn more"); null without a link.
 */
export function templateButton(
  template: PlayTemplate | null | undefined,
  fallbackLabel = 'Learn more',
): { label: string; href: string } | null {
  const href = template?.button_link?.trim() ?? '';
  if (!/^https?:\/\//i.test(href)) return null;
  return { label: template?.button_label.trim() || fallbackLabel, href };
}

/** The template's picture (an https address or one of our own images), or null. */
export function templateImage(template: PlayTemplate | null | undefined): string | null {
  const src = template?.image?.trim() ?? '';
  return isImageRef(src) ? src : null;
}
