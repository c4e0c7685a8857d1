/**
 * Tests only: a local S3-compatible server (the `s3rver` npm package, a dev dependency) on a
 * loopback port with a throw-away directory, so the S3 media store is tested over the real S3
 * protocol with nothing reaching the internet.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

interface S3rverInstance {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
}
type S3rverClass = new (options: {
  port: number;
  address: string;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
}) => S3rverInstance;

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  /** s3rver accepts any key pair; these are its documented defaults. */
  accessKeyId: string;
  secretAccessKey: string;
  close(): Promise<void>;
}

export async function startLocalS3(bucket = 'playdesk-media'): Promise<LocalS3> {
  const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;
  const directory = mkdtempSync(join(tmpdir(), 'playdesk-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
