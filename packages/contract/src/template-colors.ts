/**
 * The colours a template gets when none are chosen. Imported as `@playdesk/contract/template-colors`
 * by the player app (this file imports nothing, so no zod reaches its first screen) and re-exported
 * from the package root for the template schemas and the console.
 */
export const DEFAULT_TEMPLATE_COLORS = {
  background: '#FFFFFF',
  text: '#1F1640',
  button: '#4A3494',
  button_text: '#FFFFFF',
} as const;
