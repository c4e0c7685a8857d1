/**
 * File downloads of Player Data: the CSV export is streamed by the server without a
 * content-length, so its progress is the bytes received so far; the file is then saved through a
 * blob link.
 */

import { saveFile } from '../../lib/save-file';
import { API_PATH } from '@playdesk/contract/urls';
import { ApiError, errorTextOf } from '../../api/client';
import { loadErrorTexts } from '../../api/error-codes';
import { appT } from '../../i18n/i18n';
import { formatNumber } from '../../lib/format';
import { sessionStore } from '../../session/session';

/** "12.4 MB": bytes in the units a person reads (1 kB = 1000 bytes, as file managers show). */
export function formatBytes(bytes: number): string {
  const t = appT();
  if (bytes < 1000) return t('common.bytes', { size: formatNumber(bytes), unit: 'B' });
  const units = ['kB', 'MB', 'GB'] as const;
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const size = formatNumber(Number(value.toFixed(value < 10 ? 1 : 0)));
  return t('common.bytes', { size, unit: units[unit] ?? 'GB' });
}

/** The name in `content-disposition: attachment; filename="players-2026-05-14.csv"`, else `fallback`. */
export function filenameFrom(disposition: string | null, fallback: string): string {
  const match = disposition ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition) : null;
  const name = match?.[1] ? decodeURIComponent(match[1]).replace(/[/\\]/g, '_').trim() : '';
  return name || fallback;
}

/**
 * Reads a body to the end, reporting the bytes received after each chunk. Returns the chunks (a
 * Blob joins them without copying them into one string).
 */
export async function readWithProgress(
  body: ReadableStream<Uint8Array>,
  onProgress: (bytes: number) => void,
): Promise<Uint8Array[]> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress(received);
  }
  return chunks;
}

/**
 * A GET of a streamed file from the API with the session's headers (the JSON calls go through
 * `apiRequest`, which reads its answer whole). A failure throws an `ApiError` with the server's
 * message.
 */
export async function downloadStream(
  path: string,
  options: { signal: AbortSignal; fallbackName: string; onProgress(bytes: number): void },
): Promise<{ name: string; bytes: number }> {
  const { user } = sessionStore.getState();
  const headers: Record<string, string> = { Accept: 'text/csv' };
  if (user?.token) headers.Authorization = `Bearer ${user.token}`;
  if (user?.current_account.public_id) headers['X-ACCOUNT'] = user.current_account.public_id;
  let response: Response;
  try {
    response = await fetch(`${API_PATH}/${path}`, { headers, signal: options.signal });
  } catch (cause) {
    if (options.signal.aborted) throw cause;
    throw new ApiError(0, null, errorTextOf(null));
  }
  if (!response.ok || !response.body) {
    const data: unknown = await response.json().catch(() => null);
    await loadErrorTexts(data);
    throw new ApiError(response.status, data, errorTextOf(data));
  }
  const chunks = await readWithProgress(response.body, options.onProgress);
  const blob = new Blob(chunks as BlobPart[], {
    type: response.headers.get('content-type') ?? 'text/csv',
  });
  const name = filenameFrom(response.headers.get('content-disposition'), options.fallbackName);
  saveFile(blob, name);
  return { name, bytes: blob.size };
}
