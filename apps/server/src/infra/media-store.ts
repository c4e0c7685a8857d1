/**
 * Where uploaded images live. The local store keeps them under DATA_DIR/media; an S3-compatible
 * store can implement the same two methods for several instances without a shared disk.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface MediaStore {
  /** Stores bytes under a content-hashed key (idempotent: same key, same bytes). */
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes under a key, or null. */
  get(key: string): Promise<Buffer | null>;
}

export const MEDIA_KEY = /^[a-f0-9]{32}\.(png|jpg|webp|gif)$/;

export function localMediaStore(dir: string): MediaStore {
  let ready: Promise<unknown> | undefined;
  return {
    async put(key, bytes) {
      if (!MEDIA_KEY.test(key)) throw new Error(`Invalid media key ${key}`);
      ready ??= mkdir(dir, { recursive: true });
      await ready;
      await writeFile(join(dir, key), bytes);
    },
    async get(key) {
      if (!MEDIA_KEY.test(key)) return null;
      try {
        return await readFile(join(dir, key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
  };
}
