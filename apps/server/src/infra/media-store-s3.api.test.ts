/**
 * MEDIA_STORE=s3 against a local S3-compatible server: uploads land in the bucket, every instance
 * (a second app on the same database and bucket) serves them with the same immutable caching, and
 * a missing object is a 404, not a 500.
 */
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, describe, expect, it } from 'vitest';
import { MediaResponse } from '@playdesk/contract';
import { buildApp } from '../app.js';
import { fileTestContext } from '../test/harness.js';
import { startLocalS3 } from './media-store-s3rver.js';
import { s3MediaStore } from './s3-media-store.js';

const s3 = await startLocalS3();
const env = {
  MEDIA_STORE: 's3',
  S3_BUCKET: s3.bucket,
  S3_ENDPOINT: s3.endpoint,
  S3_ACCESS_KEY_ID: s3.accessKeyId,
  S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
  S3_FORCE_PATH_STYLE: 'true',
  // Nothing may be written to local disk: a path that cannot be created proves it.
  DATA_DIR: '/proc/playdesk-no-local-media',
};
const t = await fileTestContext(env);
const owner = await t.login('owner@playdesk.test');
afterAll(() => s3.close());

// A 2×1 PNG, different from the local-store test's image.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAADklEQVR4nGP4z8AAQv8BD/kD/YURmXYAAAAASUVORK5CYII=',
  'base64',
);

function multipart(bytes: Buffer) {
  const boundary = '----playdesk-s3-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="two.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      authorization: `Bearer ${owner.token}`,
      'x-account': owner.account,
    },
  };
}

describe('media on S3-compatible storage', () => {
  it('stores uploads in the bucket and serves them from any instance', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/services/api/v1/media',
      ...multipart(PNG),
    });
    expect(res.statusCode, res.body).toBe(201);
    const { media } = MediaResponse.parse(res.json());
    const key = media.url.replace('/media/', '');

    // In the bucket, with its content type, read back over the S3 protocol.
    const client = new S3Client({
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    });
    const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
    expect(object.ContentType).toBe('image/png');
    expect(Buffer.from(await object.Body!.transformToByteArray()).equals(PNG)).toBe(true);
    client.destroy();

    // A second instance: same database, same bucket, no shared disk.
    const other = await buildApp({ db: t.db, config: t.config, logger: false });
    try {
      const served = await other.inject({ method: 'GET', url: media.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.rawPayload.equals(PNG)).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('answers 404 for an object the bucket does not have, and for a malformed key', async () => {
    const missing = await t.app.inject({ method: 'GET', url: `/media/${'0'.repeat(32)}.png` });
    expect(missing.statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'GET', url: '/media/..%2F..%2Fetc%2Fpasswd' });
    expect(bad.statusCode).toBe(404);
  });

  it('reports an unreachable S3 as an error, not as a missing image', async () => {
    const down = s3MediaStore({
      bucket: s3.bucket,
      endpoint: 'http://127.0.0.1:1',
      region: 'us-east-1',
      accessKeyId: 'x',
      secretAccessKey: 'y',
      forcePathStyle: true,
    });
    await expect(down.get(`${'1'.repeat(32)}.png`)).rejects.toThrow();
    down.client.destroy();
  });
});
