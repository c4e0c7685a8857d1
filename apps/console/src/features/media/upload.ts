import { errorText, MediaResponse, ProfileResponse, type Media } from '@playdesk/contract';
import { API_PATH } from '@playdesk/contract/urls';
import { ApiError, apiRequest, INVALID_RESPONSE } from '../../api/client';
import { loadingBar } from '../../session/loading-bar';
import { sessionStore } from '../../session/session';

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
 * `POST media` as multipart/form-data (field `file`). `apiRequest` only sends JSON, so this one
 * call uses XMLHttpRequest for upload progress, with the same pieces as the api client: the
 * bearer token and X-ACCOUNT headers, the top loading bar, the error text and the 401
 * session reset.
 */
export async function uploadMedia(file: File, options: UploadOptions = {}): Promise<Media> {
  const { user } = sessionStore.getState();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (user?.token) headers.Authorization = `Bearer ${user.token}`;
  if (user?.current_account.public_id) headers['X-ACCOUNT'] = user.current_account.public_id;

  const form = new FormData();
  form.append('file', file, file.name);

  loadingBar.getState().requestStarted();
  let ok = false;
  try {
    const answer = await send(form, headers, options);
    if (answer.status < 200 || answer.status >= 300) {
      if (answer.status === 401 && headers.Authorization) throw await sessionEnded(answer);
      throw new ApiError(answer.status, answer.data, errorText(answer.data));
    }
    const parsed = MediaResponse.safeParse(answer.data);
    if (!parsed.success) throw new ApiError(answer.status, answer.data, INVALID_RESPONSE);
    ok = true;
    return parsed.data.media;
  } finally {
    loadingBar.getState().requestEnded(ok);
  }
}

function send(
  form: FormData,
  headers: Record<string, string>,
  { onProgress, signal }: UploadOptions,
): Promise<RawAnswer> {
  return new Promise<RawAnswer>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new UploadCancelled());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_PATH}/media`);
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
    xhr.onerror = () => reject(new ApiError(0, null, errorText(null)));
    xhr.onabort = () => reject(new UploadCancelled());
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
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
  return new ApiError(answer.status, answer.data, errorText(answer.data));
}
