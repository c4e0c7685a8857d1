import { and, count, desc, eq } from 'drizzle-orm';
import type { Media, MediaListResponse, PageRequest } from '@playdesk/contract';
import type { Database } from '../../db/client.js';
import { paginate } from '../../db/pagination.js';
import { media } from '../../db/schema.js';
import type { MediaStore } from '../../infra/media-store.js';
import { inspectImage } from './inspect.js';

type Row = typeof media.$inferSelect;
const toMedia = (row: Row): Media => ({
  url: `/media/${row.key}`,
  content_type: row.contentType,
  size: row.size,
  width: row.width,
  height: row.height,
  created_at: row.createdAt.toISOString(),
});

export function createMediaService(db: Database, store: MediaStore) {
  /**
   * Checks an uploaded image, stores its bytes under their content hash and lists it for the
   * account. The same image uploaded again is the same entry.
   */
  async function upload(accountId: string, bytes: Buffer): Promise<Media> {
    const image = await inspectImage(bytes);
    await store.put(image.key, bytes);
    await db
      .insert(media)
      .values({
        accountId,
        key: image.key,
        contentType: image.contentType,
        size: bytes.length,
        width: image.width,
        height: image.height,
      })
      .onConflictDoNothing();
    const [row] = await db
      .select()
      .from(media)
      .where(and(eq(media.accountId, accountId), eq(media.key, image.key)));
    return toMedia(row!);
  }

  /** The account's uploads, newest first. */
  async function list(accountId: string, page: PageRequest): Promise<MediaListResponse> {
    const where = eq(media.accountId, accountId);
    return paginate(
      page,
      async ({ limit, offset }) =>
        (
          await db
            .select()
            .from(media)
            .where(where)
            // A total order, so pages neither repeat nor skip an image uploaded in the same instant.
            .orderBy(desc(media.createdAt), desc(media.id))
            .limit(limit)
            .offset(offset)
        ).map(toMedia),
      db.select({ n: count() }).from(media).where(where),
    );
  }

  return { upload, list };
}
