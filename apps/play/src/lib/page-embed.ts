/**
 * The page embedder's check (`GET play/accounts/{id}/page-embed`): whether the business's page
 * may be shown (on its Domains list) and whether it lets itself be framed.
 */
import { API_PATH } from '@playdesk/contract/urls';
import { errorText, NETWORK_ERROR } from './api.js';

export type PageEmbedAnswer = {
  kind: 'ok';
  url: string;
  frameable: boolean;
  reason: string | null;
};

export async function checkPageEmbed(
  account: string,
  pageUrl: string,
  gameId: string,
  signal?: AbortSignal,
  fetchImpl: typeof fetch = fetch,
): Promise<PageEmbedAnswer> {
  const query = new URLSearchParams({ url: pageUrl, game: gameId }).toString();
  let response: Response;
  try {
    response = await fetchImpl(
      `${API_PATH}/play/accounts/${encodeURIComponent(account)}/page-embed?${query}`,
      { headers: { accept: 'application/json' }, credentials: 'omit', signal },
    );
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new Error(NETWORK_ERROR, { cause: error });
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new Error(errorText(body));
  const { url, frameable, reason } = body as {
    url: string;
    frameable: boolean;
    reason: string | null;
  };
  return { kind: 'ok', url, frameable, reason };
}
