/**
 * The rewards front in the business's template colours (the API's `colors`), the way the game
 * pad's pop-ups wear a template: the colours as chosen on the header's surface and the buttons,
 * the app's controls (focus outline) in whichever of dark ink or white reads on them.
 */
import { DEFAULT_TEMPLATE_COLORS } from '@playdesk/contract/template-colors';
import { readableOn, safeColor } from '../lib/template-theme.js';
import type { TemplateTheme } from '../lib/template-theme.js';

export interface FrontColors {
  background: string;
  text: string;
  button: string;
  button_text: string;
}

export function frontTheme(colors: FrontColors | null | undefined): TemplateTheme | null {
  if (!colors) return null;
  const background = safeColor(colors.background, DEFAULT_TEMPLATE_COLORS.background);
  return {
    surface: {
      backgroundColor: background,
      color: safeColor(colors.text, DEFAULT_TEMPLATE_COLORS.text),
    },
    button: {
      backgroundColor: safeColor(colors.button, DEFAULT_TEMPLATE_COLORS.button),
      color: safeColor(colors.button_text, DEFAULT_TEMPLATE_COLORS.button_text),
    },
    control: readableOn(background),
  };
}
