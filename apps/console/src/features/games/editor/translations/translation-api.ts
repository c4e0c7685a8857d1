import { saveFile } from '../../../../lib/save-file';
/**
 * The translation calls of the game editor: save one language (a PATCH of only that language),
 * remove one, export a file and import one (docs/languages.md).
 */
import {
  errorText,
  GameResponse,
  ImportTranslationResponse,
  type Game,
  type GameTranslation,
  type Language,
  type TranslationFormat,
} from '@playdesk/contract';
import { API_PATH } from '@playdesk/contract/urls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../../api/client';
import { useTranslationSave } from '../../../../api/translations';
import { sessionStore } from '../../../../session/session';
import { gameWritten } from '../../api';

const translationPath = (game: Game, language: Language) =>
  `games/${encodeURIComponent(game.public_id)}/translations/${language}`;

/** Saves one language's texts (`null` removes the language); the others stay as they are. */
export const useSaveTranslation = (game: Game) =>
  useTranslationSave<GameTranslation, Game>(
    async (body) =>
      (
        await apiRequest(`games/${encodeURIComponent(game.public_id)}`, {
          method: 'PATCH',
          body,
          schema: GameResponse,
        })
      ).game,
    (client, saved) => gameWritten(client, { saved }),
  );

/** Imports a translated file into one language; a refusal's problems are in the error's body. */
export function useImportTranslation(game: Game) {
  const client = useQueryClient();
  return useMutation({
    meta: { errorsInPlace: true },
    mutationFn: ({
      language,
      format,
      file,
    }: {
      language: Language;
      format: TranslationFormat;
      file: string;
    }) =>
      apiRequest(translationPath(game, language), {
        method: 'PUT',
        body: { format, file },
        schema: ImportTranslationResponse,
      }),
    onSuccess: (answer) => gameWritten(client, { saved: answer.game }),
  });
}

/** The file name in `content-disposition: attachment; filename="…"`, else `fallback`. */
function fileName(disposition: string | null, fallback: string): string {
  const match = disposition ? /filename="?([^";]+)"?/i.exec(disposition) : null;
  return match?.[1]?.replace(/[/\\]/g, '_').trim() || fallback;
}

/** Downloads the game's texts in `language` as a file (the server writes it). */
export async function exportTranslation(
  game: Game,
  language: Language,
  format: TranslationFormat,
): Promise<void> {
  const { user } = sessionStore.getState();
  const headers: Record<string, string> = {};
  if (user?.token) headers.Authorization = `Bearer ${user.token}`;
  if (user?.current_account.public_id) headers['X-ACCOUNT'] = user.current_account.public_id;
  let response: Response;
  try {
    response = await fetch(`${API_PATH}/${translationPath(game, language)}?format=${format}`, {
      headers,
    });
  } catch {
    throw new ApiError(0, null, errorText(null));
  }
  if (!response.ok) {
    const data: unknown = await response.json().catch(() => null);
    throw new ApiError(response.status, data, errorText(data));
  }
  const blob = await response.blob();
  const name = fileName(
    response.headers.get('content-disposition'),
    `${game.public_id}-${language}.${format === 'xliff' ? 'xlf' : 'json'}`,
  );
  saveFile(blob, name);
}
