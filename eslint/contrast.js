/**
 * Text contrast, enforced where a tool can see it: Tailwind's mid greys (slate/gray/zinc/neutral/
 * stone 300 and 400) fail WCAG 2.1 AA as text colours on the apps' white and light surfaces
 * (slate-400 on white is 2.6:1; AA needs 4.5:1). Secondary text uses the theme's `text-muted`,
 * decorative icons `text-icon-muted` (packages/ui/theme.css). The browser tests run axe-core over
 * every page (e2e/a11y-axe.spec.ts); this rule catches the class in states they do not reach.
 */

/** A class token such as `text-slate-400` or `placeholder:text-gray-300` (any variant prefix). */
export const LOW_CONTRAST_TEXT =
  /(?:^|[\s:'"`])text-(?:slate|gray|zinc|neutral|stone)-[34]00(?![\w-])/;

const message =
  'Low-contrast text colour (fails WCAG 2.1 AA on light surfaces): use `text-muted` for text, ' +
  '`text-icon-muted` for a decorative icon (packages/ui/theme.css).';

// esquery takes the pattern between slashes: the same expression, without its own delimiters.
const pattern = LOW_CONTRAST_TEXT.source;

/**
 * The rule's selectors. `no-restricted-syntax` is one rule: a later config block that sets it for
 * the same files (eslint/formatting.js) repeats these, or they would be lost.
 */
export const contrastSelectors = [
  { selector: `Literal[value=/${pattern}/]`, message },
  { selector: `TemplateElement[value.raw=/${pattern}/]`, message },
];

/** Flat-config entries: the rule on the web apps' and the game views' source. */
export function contrast() {
  return [
    {
      files: ['apps/console/src/**/*.{ts,tsx}', 'apps/play/src/**/*.{ts,tsx}', 'packages/**/*.tsx'],
      rules: {
        'no-restricted-syntax': ['error', ...contrastSelectors],
      },
    },
  ];
}
