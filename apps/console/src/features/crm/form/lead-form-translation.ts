/**
 * A game's form in other languages (issue 33 §4): its labels and choices by field key, as the
 * console's translation editor lists them (`fields.email.label`, `fields.visits.options.1`) and
 * as the game's translation stores them (`LeadFormTranslation`).
 */
import {
  MAX_CHOICE_OPTIONS,
  type Language,
  type LeadFormField,
  type LeadFormTranslation,
} from '@playdesk/contract';
import type { TranslationField } from '../../../ui/translations/translation-model';

/** The form's part of the game's translations, and how to save one language of it. */
export interface LeadFormTranslations {
  /** The game's default language (the form's own texts are in it). */
  defaultLanguage: Language;
  /** Each of the game's translations' form texts (`{}` for a language with none yet). */
  translations: Partial<Record<Language, LeadFormTranslation>>;
  /** Saves one language's form texts (null: none), the game's other texts in it kept. */
  onSave(language: Language, form: LeadFormTranslation | null): Promise<unknown>;
}

const LABEL = /^fields\.([a-z][a-z0-9_]*)\.label$/;
const OPTION = /^fields\.([a-z][a-z0-9_]*)\.options\.(\d+)$/;

/** A form translation's texts, flat by key (blank ones left out). */
export function flatFormTexts(form: LeadFormTranslation | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, field] of Object.entries(form?.fields ?? {})) {
    if (field.label?.trim()) out[`fields.${key}.label`] = field.label;
    field.options?.forEach((option, i) => {
      if (option.trim()) out[`fields.${key}.options.${i}`] = option;
    });
  }
  return out;
}

/**
 * The form translation of flat texts: a choice left out is blank in its place (the player sees the
 * default language's); keys that are not a form's text are ignored.
 */
export function formTranslationOf(texts: Record<string, string>): LeadFormTranslation {
  const fields: Record<string, { label?: string; options?: string[] }> = {};
  for (const [key, value] of Object.entries(texts)) {
    if (!value.trim()) continue;
    const label = LABEL.exec(key);
    const option = OPTION.exec(key);
    if (label) (fields[label[1]!] ??= {}).label = value;
    else if (option && Number(option[2]) < MAX_CHOICE_OPTIONS) {
      const field = (fields[option[1]!] ??= {});
      const options = (field.options ??= []);
      const at = Number(option[2]);
      while (options.length < at) options.push('');
      options[at] = value;
    }
  }
  return Object.keys(fields).length > 0 ? { fields } : {};
}

/** The form's texts to translate: each field's label, then its choices, in the form's order. */
export function formTextFields(
  fields: readonly LeadFormField[],
  labels: { label(n: number): string; choice(n: number, m: number): string },
): TranslationField[] {
  return fields.flatMap((field, i) => [
    {
      key: `fields.${field.key}.label`,
      label: labels.label(i + 1),
      defaultText: field.label,
      maxLength: 120,
    },
    ...(field.type === 'choice' ? (field.options ?? []) : []).map((option, j) => ({
      key: `fields.${field.key}.options.${j}`,
      label: labels.choice(i + 1, j + 1),
      defaultText: option,
      maxLength: 80,
    })),
  ]);
}
