import { MediaResponse, type Media } from '@playdesk/contract';
import { apiUpload, type UploadOptions } from '../../api/upload';

export { UploadCancelled, type UploadOptions } from '../../api/upload';

/**
 * `POST media` as multipart/form-data (field `file`), with upload progress (`apiUpload`: the api
 * client's headers, loading bar, error text and 401 session reset).
 */
export async function uploadMedia(file: File, options: UploadOptions = {}): Promise<Media> {
  const form = new FormData();
  form.append('file', file, file.name);
  return (await apiUpload('media', { body: form, schema: MediaResponse, ...options })).media;
}
