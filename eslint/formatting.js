/**
 * One formatter for the console (apps/console/src/lib/format.ts): dates, times, numbers, lists
 * and plurals are written there and nowhere else, so every page shows the same style and the
 * languages work can switch the locale in one place. This rule refuses the ways around it in the
 * console's source: `toLocaleString` / `toLocaleDateString` / `toLocaleTimeString`, any `Intl.*`
 * formatter, date-fns, and the hand-made plural (`n === 1 ? '' : 's'`).
 */
import { contrastSelectors } from './contrast.js';

const FORMAT_MODULE = 'apps/console/src/lib/format.ts';
const message = `Format through ${FORMAT_MODULE} (formatDate, formatDateTime, formatNumber, countOf, plural…)`;

const toLocale = ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'].map((property) => ({
  property,
  message,
}));

/** Syntax that formats by hand: an `Intl` formatter, or an "s" added for the plural. */
export const formattingSelectors = [
  {
    // Intl.supportedValuesOf lists time zones (a choice, not a formatted text): allowed.
    selector: "MemberExpression[object.name='Intl'][property.name!='supportedValuesOf']",
    message,
  },
  {
    selector:
      'ConditionalExpression:matches([consequent.value=/^e?s$/], [alternate.value=/^e?s$/])',
    message: `A plural chosen by hand: use plural() or countOf() from ${FORMAT_MODULE}`,
  },
];

/** Flat-config entries: the rule on the console's source, the formatter and tests excepted. */
export function formatting() {
  return [
    {
      files: ['apps/console/src/**/*.{ts,tsx}'],
      ignores: [FORMAT_MODULE, 'apps/console/src/**/*.test.{ts,tsx}'],
      rules: {
        'no-restricted-properties': ['error', ...toLocale],
        'no-restricted-imports': [
          'error',
          {
            paths: [{ name: 'date-fns', message }],
            patterns: [{ group: ['date-fns/*'], message }],
          },
        ],
        'no-restricted-syntax': ['error', ...contrastSelectors, ...formattingSelectors],
      },
    },
  ];
}
