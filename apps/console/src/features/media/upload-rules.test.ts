import { describe, expect, it } from 'vitest';
import type { T } from '../../i18n/i18n';
import { formatBytes, imageName, precheckFile, UPLOAD_TEXT, uploadRefusal } from './upload-rules';

describe('precheckFile', () => {
  const file = (name: string, type: string, size = 1000) => ({ name, type, size });

  it('lets images through', () => {
    expect(precheckFile(file('a.png', 'image/png'))).toBeNull();
    expect(precheckFile(file('a.jpg', 'image/jpeg'))).toBeNull();
    expect(precheckFile(file('a.webp', 'image/webp'))).toBeNull();
  });

  it('leaves a file without a known type to the server', () => {
    expect(precheckFile(file('photo', ''))).toBeNull();
  });

  it('refuses SVG by type or by name', () => {
    expect(precheckFile(file('a.svg', 'image/svg+xml'))).toBe(UPLOAD_TEXT.svg);
    expect(precheckFile(file('logo.SVG', ''))).toBe(UPLOAD_TEXT.svg);
  });

  it('refuses files over 5 MB and empty files', () => {
    expect(precheckFile(file('a.png', 'image/png', 5 * 1024 * 1024 + 1))).toBe(
      UPLOAD_TEXT.tooLarge,
    );
    expect(precheckFile(file('a.png', 'image/png', 5 * 1024 * 1024))).toBeNull();
    expect(precheckFile(file('a.png', 'image/png', 0))).toBe(UPLOAD_TEXT.empty);
  });

  it('refuses what the browser knows is not an image', () => {
    expect(precheckFile(file('notes.txt', 'text/plain'))).toBe(UPLOAD_TEXT.notImage);
  });
});

describe('formatBytes / imageName', () => {
  it('formats sizes', () => {
    expect(formatBytes(900)).toBe('900 B');
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatBytes(1.5 * 1024 * 1024)).toBe('1.5 MB');
  });

  it('names an image by its last path segment', () => {
    expect(imageName('/media/abc123.png')).toBe('abc123.png');
    expect(imageName('https://cdn.example.com/x/y%20z.jpg?w=2')).toBe('y z.jpg');
  });
});

describe('uploadRefusal', () => {
  it("says the server's refusals from the catalogue, and any other as it is", () => {
    const t = ((key: string) => `[${key}]`) as T;
    expect(uploadRefusal(t, 'This file is not a PNG, JPEG, WebP or GIF image.')).toBe(
      '[media.server.not_image]',
    );
    expect(uploadRefusal(t, 'The image is larger than 5 MB. Choose a smaller one.')).toBe(
      '[media.too_large]',
    );
    expect(uploadRefusal(t, 'Something else')).toBe('Something else');
  });
});
