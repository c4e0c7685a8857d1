/**
 * The Player Data feature's public entry: the only file other features may import from it
 * (eslint/boundaries.js). The game editor mounts `PlayerFormSection` inside its form.
 */
export { PlayerFormSection } from './form/PlayerFormSection';
export type { PlayerFormValues } from './form/form-values';
export type { LeadFormTranslations } from './form/lead-form-translation';
// The console's one streamed CSV export button (the rewards' winners and the redemption report too).
export { CsvExportButton, type CsvExportTexts } from './CsvExportButton';
