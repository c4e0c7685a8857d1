import { describe, expect, it } from 'vitest';
import { filenameFrom, formatBytes, readWithProgress } from './download';

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      chunks.forEach((c) => controller.enqueue(encoder.encode(c)));
      controller.close();
    },
  });
}

describe('CSV download progress', () => {
  it('reports the bytes received after each chunk and keeps every chunk', async () => {
    const seen: number[] = [];
    const chunks = await readWithProgress(streamOf(['name,email\n', 'Ann,é@x.io\n', '']), (n) =>
      seen.push(n),
    );
    // "é" is two bytes: progress counts bytes, not characters.
    expect(seen).toEqual([11, 23, 23]);
    const text = await new Blob(chunks as BlobPart[]).text();
    expect(text).toBe('name,email\nAnn,é@x.io\n');
  });

  it('formats byte counts for people', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(999)).toBe('999 B');
    expect(formatBytes(1500)).toBe('1.5 kB');
    expect(formatBytes(250_000)).toBe('250 kB');
    expect(formatBytes(12_400_000)).toBe('12 MB');
    expect(formatBytes(3_200_000_000)).toBe('3.2 GB');
  });

  it('takes the file name from content-disposition, safely', () => {
    expect(filenameFrom('attachment; filename="players-2026-05-14.csv"', 'x.csv')).toBe(
      'players-2026-05-14.csv',
    );
    expect(filenameFrom("attachment; filename*=UTF-8''caf%C3%A9.csv", 'x.csv')).toBe('café.csv');
    expect(filenameFrom('attachment; filename="../../etc/passwd"', 'x.csv')).toBe(
      '.._.._etc_passwd',
    );
    expect(filenameFrom(null, 'fallback.csv')).toBe('fallback.csv');
    expect(filenameFrom('attachment', 'fallback.csv')).toBe('fallback.csv');
  });
});
