/** The media store the configuration asks for: local disk (default) or an S3-compatible bucket. */
import { join } from 'node:path';
import type { Config } from '../config.js';
import { localMediaStore, type MediaStore } from './media-store.js';
import { s3MediaStore } from './s3-media-store.js';

export function mediaStoreFromConfig(config: Config): MediaStore & { close?(): void } {
  if (config.media.store === 'local') return localMediaStore(join(config.dataDir, 'media'));
  const { store: _store, ...s3 } = config.media;
  const store = s3MediaStore(s3);
  return { ...store, close: () => store.client.destroy() };
}
