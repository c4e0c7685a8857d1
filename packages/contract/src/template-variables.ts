/**
 * The variables a business may write in a template's title and message (docs/product-rules.md
 * #template-variables): `{reward_name}`, `{reward_code}`, `{reward_expiry}`. The one place they
 * are replaced, shared by the player app (the win and game-over pop-ups) and the console's
 * previews. Imported as `@playdesk/contract/template-variables`: this file imports nothing, so no
 * zod reaches the player app's first screen.
 *
 * Only the names listed here are replaced; any other `{…}` text is left as written. A variable
 * without a value (no reward won) becomes empty text, never `undefined` or the braces.
 */

export const TEMPLATE_VARIABLES = ['reward_name', 'reward_code', 'reward_expiry'] as const;
export type TemplateVariable = (typeof TEMPLATE_VARIABLES)[number];
export type TemplateValues = Partial<Record<TemplateVariable, string | null>>;

/** What each variable stands for, for the template editor's help text. */
export const TEMPLATE_VARIABLE_HELP: Record<TemplateVariable, string> = {
  reward_name: 'the name of the reward the player won',
  reward_code: 'the code (or link) of that reward',
  reward_expiry: 'the last day the reward can be used',
};

const PATTERN = /\{(reward_name|reward_code|reward_expiry)\}/g;

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe to place inside HTML (element content or a quoted attribute). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/** Replaces the variables in plain text (a title): values as they are. */
export function fillTemplateText(text: string, values: TemplateValues): string {
  return text.replace(PATTERN, (_, name: TemplateVariable) => values[name] ?? '');
}

/**
 * Replaces the variables in a message's HTML (already sanitised by the server): each value is
 * escaped, so a code such as `<b>` shows as text and can never add markup.
 */
export function fillTemplateHtml(html: string, values: TemplateValues): string {
  return html.replace(PATTERN, (_, name: TemplateVariable) => escapeHtml(values[name] ?? ''));
}

/** Whether a text uses any of the variables (the editor shows their help then). */
export function usesTemplateVariables(text: string): boolean {
  return new RegExp(PATTERN.source).test(text);
}
