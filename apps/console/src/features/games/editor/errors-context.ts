import { createContext, useContext } from 'react';
import type { FieldErrorMap } from '../game-form';

export interface EditorErrors {
  /** The message to show on a field now (client validation once touched, or the server's). */
  errorFor(path: string): string | undefined;
  /** Messages on `prefix` and below it, by field path. */
  under(prefix: string): FieldErrorMap;
}

export const EditorErrorsContext = createContext<EditorErrors>({
  errorFor: () => undefined,
  under: () => ({}),
});

export function useEditorErrors(): EditorErrors {
  return useContext(EditorErrorsContext);
}
