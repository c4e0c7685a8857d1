/**
 * Serves uploaded images at /media/{content-hash}.{ext}. Names are content hashes, so a file never
 * changes: cache it for a year. `nosniff` keeps browsers from treating it as anything else.
 */
import type { FastifyInstance } from 'fastify';
import { CONTENT_TYPE_BY_EXTENSION } from '../features/media/inspect.js';
import { MEDIA_KEY, type MediaStore } from '../infra/media-store.js';

export function registerMediaDelivery(app: FastifyInstance, store: MediaStore): void {
  app.get<{ Params: { key: string } }>('/media/:key', async (request, reply) => {
    const { key } = request.params;
    const bytes = MEDIA_KEY.test(key) ? await store.get(key) : null;
    if (!bytes) return reply.status(404).send({ message: 'Image not found.' });
    return reply
      .header('content-type', CONTENT_TYPE_BY_EXTENSION[key.split('.').pop()!]!)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .send(bytes);
  });
}
