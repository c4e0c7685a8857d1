import { z } from 'zod';
import { pageOf } from './resources.js';

export const MEDIA_MAX_BYTES = 5 * 1024 * 1024;
export const MEDIA_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

export const Media = z.object({
  url: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  created_at: z.string(),
});
export type Media = z.infer<typeof Media>;
export const MediaResponse = z.object({ media: Media });
export const MediaListResponse = pageOf(Media);
export type MediaListResponse = z.infer<typeof MediaListResponse>;
