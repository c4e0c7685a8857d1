/**
 * Uploaded images in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2…) through the official SDK,
 * so several instances share them without a shared disk. Keys are content hashes: a put of the
 * same key writes the same bytes, and a read never needs a newer copy.
 */
import {
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { MEDIA_KEY, type MediaStore } from './media-store.js';

/** The content type of each extension MEDIA_KEY allows (the same as features/media/inspect.ts). */
const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

export interface S3MediaConfig {
  bucket: string;
  /** Another S3 API host (MinIO, a local test server); unset: AWS for the region. */
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** `host/bucket/key` addressing instead of `bucket.host/key` (MinIO and most local servers). */
  forcePathStyle: boolean;
  /** Prefix of every object key (several deployments in one bucket). */
  prefix?: string;
}

export interface S3MediaStore extends MediaStore {
  /** The SDK client, closed with the app. */
  client: S3Client;
}

export function s3MediaStore(config: S3MediaConfig): S3MediaStore {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    // Without keys the SDK's default chain applies (environment, instance role, web identity).
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    maxAttempts: 3,
  });
  const prefix = config.prefix ?? '';
  return {
    client,
    async put(key, bytes) {
      if (!MEDIA_KEY.test(key)) throw new Error(`Invalid media key ${key}`);
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: prefix + key,
          Body: bytes,
          ContentType: CONTENT_TYPES[key.split('.').pop()!],
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async get(key) {
      if (!MEDIA_KEY.test(key)) return null;
      try {
        const out = await client.send(
          new GetObjectCommand({ Bucket: config.bucket, Key: prefix + key }),
        );
        if (!out.Body) return null;
        return Buffer.from(await out.Body.transformToByteArray());
      } catch (err) {
        if (err instanceof NoSuchKey) return null;
        if (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404) return null;
        throw err;
      }
    },
  };
}
