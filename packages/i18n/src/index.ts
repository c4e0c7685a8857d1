// The pseudo-locale is '@playdesk/i18n/pseudo': loaded only when asked for, never in a first load.
export {
  MessageSyntaxError,
  argumentsOf,
  format,
  formatNumber,
  parse,
  pluralCategory,
  type Arg,
  type Params,
  type Part,
} from './format.js';
export {
  createTranslator,
  withSlots,
  type Messages,
  type SlotPiece,
  type Translate,
} from './translator.js';
export { parseAcceptLanguage, resolveLanguage, type ResolveInput } from './resolve.js';
export {
  PSEUDO_LOCALE,
  SHIPPED_LANGUAGES,
  baseLanguage,
  rtl,
  type ShippedLanguage,
} from './languages.js';
export { checkCatalogue, integerPluralCategories, type CatalogueProblem } from './check.js';
