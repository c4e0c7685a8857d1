import { ProfileResponse } from '@playdesk/contract';
import { API_PATH } from '@playdesk/contract/urls';
import type { z } from 'zod';
import { appT } from '../i18n/i18n';
import { loadingBar } from '../session/loading-bar';
import { sessionStore } from '../session/session';
import { ApiError, apiRequest, errorTextOf } from './client';
import { loadErrorTexts } from './error-codes';

export interface UploadOptions {
  /** Called with 0–100 while the bytes go up. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** Thrown when the user cancels an upload. */
export class UploadCancelled extends Error {
  constructor() {
    super('Upload cancelled');
    this.name = 'UploadCancelled';
  }
}

interface RawAnswer {
  status: number;
  data: unknown;
}

/**
 * A POST whose upload progress the page shows (an image, a file of codes). `apiRequest` sends
 * JSON with fetch, which reports no upload progress; this uses XMLHttpRequest with the same
 * pieces as the api client: the bearer token and X-ACCOUNT headers, the top loading bar, the
 * error text and the 401 session reset. `contentType` is left out for FormData (the browser
 * writes the multipart boundary).
 */
export async function apiUpload<S extends z.ZodType>(
  path: string,
  {
    body,
    contentType,
    schema,
    ...options
  }: UploadOptions & { body: XMLHttpRequestBodyInit; contentType?: string; schema: S },
): Promise<z.infer<S>> {
  const { user } = sessionStore.getState();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (contentType) headers['Content-Type'] = contentType;
  if (user?.token) headers.Authorization = `Bearer ${user.token}`;
  if (user?.current_account.public_id) headers['X-ACCOUNT'] = user.current_account.public_id;

  loadingBar.getState().requestStarted();
  let ok = false;
  try {
    const answer = await send(path, body, headers, options);
    if (answer.status < 200 || answer.status >= 300) {
      if (answer.status === 401 && headers.Authorization) throw await sessionEnded(answer);
      await loadErrorTexts(answer.data);
      throw new ApiError(answer.status, answer.data, errorTextOf(answer.data));
    }
    const parsed = schema.safeParse(answer.data);
    if (!parsed.success) {
      throw new ApiError(answer.status, answer.data, appT()('error.invalid_response'));
    }
    ok = true;
    return parsed.data;
  } finally {
    loadingBar.getState().requestEnded(ok);
  }
}

function send(
  path: string,
  body: XMLHttpRequestBodyInit,
  headers: Record<string, string>,
  { onProgress, signal }: UploadOptions,
): Promise<RawAnswer> {
  return new Promise<RawAnswer>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new UploadCancelled());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_PATH}/${path.replace(/^\//, '')}`);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) {
        onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.onload = () => {
      let data: unknown;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        data = null;
      }
      resolve({ status: xhr.status, data });
    };
    xhr.onerror = () => reject(new ApiError(0, null, errorTextOf(null)));
    xhr.onabort = () => reject(new UploadCancelled());
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

/**
 * A 401 on the upload: the token is no longer valid. The api client owns the session reset (it
 * runs the handler the router registered), so confirm through it: the profile call answers 401
 * too and resets the session the standard way.
 */
async function sessionEnded(answer: RawAnswer): Promise<ApiError> {
  try {
    await apiRequest('user-profile', { schema: ProfileResponse });
  } catch (error) {
    if (error instanceof ApiError) return error;
  }
  return new ApiError(answer.status, answer.data, errorTextOf(answer.data));
}
