import { MediaListResponse } from '@playdesk/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';
import { uploadMedia, type UploadOptions } from './upload';

export const MEDIA_PAGE_SIZE = 24;

export const mediaKeys = {
  all: ['media'] as const,
  page: (page: number) => ['media', 'list', page] as const,
};

/** GET media?page=: the account's uploads, newest first. */
export function useMediaPage(page: number, enabled: boolean) {
  return useQuery({
    queryKey: mediaKeys.page(page),
    queryFn: ({ signal }) =>
      apiRequest(`media?page=${page}&page_size=${MEDIA_PAGE_SIZE}`, {
        schema: MediaListResponse,
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * POST media (one file, with progress and cancel). The image field shows a refusal under itself,
 * so no warning toast; the uploads list goes stale.
 */
export function useUploadMedia() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, ...options }: UploadOptions & { file: File }) =>
      uploadMedia(file, options),
    onSuccess: () => void client.invalidateQueries({ queryKey: mediaKeys.all }),
    meta: { errorsInPlace: true },
  });
}
