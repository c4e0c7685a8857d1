import { describe, expect, it } from 'vitest';
import {
  PREVIEW_START,
  previewAfter,
  type PreviewState,
  type TranslationDraft,
} from './preview-language';

const fr: TranslationDraft = { language: 'fr', texts: { text: 'Jouez' } };
const de: TranslationDraft = { language: 'de', texts: {} };
const run = (...reports: (TranslationDraft | null)[]): PreviewState =>
  reports.reduce(previewAfter, PREVIEW_START);

describe('the language a preview shows', () => {
  it('stays in the default language when the page opens on a saved translation', () => {
    expect(run(fr).translated).toBe(false);
    // A remount (React's checks in development) reports it again: still not a choice.
    expect(run(fr, null, fr).translated).toBe(false);
  });

  it('turns to the translation when a text is written or a language picked', () => {
    expect(run(fr, { language: 'fr', texts: { text: 'Jouez !' } }).translated).toBe(true);
    expect(run(fr, de).translated).toBe(true);
    // Back to the first language: the translator is still at work in it.
    expect(run(fr, de, fr).translated).toBe(true);
  });

  it('turns to a language added to an object that had none', () => {
    expect(run(null).translated).toBe(false);
    expect(run(null, de).translated).toBe(true);
  });

  it('shows the default language when no language is open', () => {
    expect(run(fr, de, null).translated).toBe(false);
  });
});
