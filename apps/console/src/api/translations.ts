/**
 * Saving one language of an object's translations (issue 33 §4): every object a player sees takes
 * them in its own PATCH, `translations: { [language]: texts | null }` — the language sent replaces
 * its texts, `null` removes it, the others stay (docs/languages.md).
 */
import type { Language } from '@playdesk/contract';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';

/** One language's texts to save; `null` removes the language. */
export interface TranslationChange<T> {
  language: Language;
  translation: T | null;
}

/** The body of the PATCH that saves one language. */
export type TranslationsPatch<T> = { translations: Partial<Record<Language, T | null>> };

/**
 * The mutation a translation editor saves with: `patch` sends the body to the object's PATCH and
 * answers the saved object, `written` puts it in the cache. A refusal is shown in place, beside
 * the texts (no toast).
 */
export function useTranslationSave<T, Saved>(
  patch: (body: TranslationsPatch<T>) => Promise<Saved>,
  written: (client: QueryClient, saved: Saved) => unknown,
) {
  const client = useQueryClient();
  return useMutation({
    meta: { errorsInPlace: true },
    mutationFn: ({ language, translation }: TranslationChange<T>) =>
      patch({ translations: { [language]: translation } }),
    onSuccess: (saved) => written(client, saved),
  });
}
