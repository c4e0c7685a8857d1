import { useFormState, type FieldErrors } from 'react-hook-form';
import { errorsUnder, type FieldErrorMap, type GameFormValues } from '../game-form';
import { useT } from '../../../i18n/i18n';
import { contentMessage } from './content-messages';

export interface EditorErrors {
  /** The message react-hook-form holds for a field (the resolver's or the server's). */
  errorFor(path: string): string | undefined;
  /** Messages on `prefix` and below it, by field path (a word list's words). */
  under(prefix: string): FieldErrorMap;
}

const NOT_FIELDS = new Set(['ref', 'type', 'types', 'message']);

/**
 * react-hook-form's nested errors → messages by dotted field path. A field array's own message
 * (`content.questions.root`) counts as the array's.
 */
function flatten(node: unknown, path: string, out: FieldErrorMap): FieldErrorMap {
  if (typeof node !== 'object' || node === null) return out;
  const { message } = node as { message?: unknown };
  if (typeof message === 'string' && path) out[path] ??= message;
  for (const [key, child] of Object.entries(node)) {
    if (NOT_FIELDS.has(key)) continue;
    flatten(child, key === 'root' ? path : path ? `${path}.${key}` : key, out);
  }
  return out;
}

/**
 * The editor's field errors, read from the form's state: react-hook-form validates with the
 * contract's schema (the editor's one validation) on change, on blur and on save, and keeps the
 * server's 400 messages until their field changes. The engines' content messages the catalogue
 * knows are shown in the user's language (`contentMessage`); `under` keeps the messages as they
 * came, for code that recognises one (Wordle's word outside the dictionary).
 */
export function useEditorErrors(): EditorErrors {
  const t = useT();
  const { errors } = useFormState<GameFormValues>();
  const all = flatten(errors as FieldErrors, '', {});
  return {
    errorFor: (path) => {
      const message = all[path];
      return message === undefined ? undefined : contentMessage(t, message);
    },
    under: (prefix) => errorsUnder(all, prefix),
  };
}
