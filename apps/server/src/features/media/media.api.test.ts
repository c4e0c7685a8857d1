import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MediaListResponse, MediaResponse } from '@playdesk/contract';
import { fileTestContext } from '../../test/harness.js';

const t = await fileTestContext({ DATA_DIR: mkdtempSync(join(tmpdir(), 'playdesk-media-')) });
const owner = await t.login('owner@playdesk.test');

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

function multipart(filename: string, contentType: string, bytes: Buffer) {
  const boundary = '----playdesk-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      authorization: `Bearer ${owner.token}`,
      'x-account': owner.account,
    },
  };
}

const upload = (filename: string, contentType: string, bytes: Buffer) =>
  t.app.inject({
    method: 'POST',
    url: '/services/api/v1/media',
    ...multipart(filename, contentType, bytes),
  });

describe('media uploads', () => {
  it('stores an image under its content hash and serves it with long cache headers', async () => {
    const res = await upload('dot.png', 'image/png', PNG_1X1);
    expect(res.statusCode, res.body).toBe(201);
    const { media } = MediaResponse.parse(res.json());
    expect(media).toMatchObject({
      content_type: 'image/png',
      width: 1,
      height: 1,
      size: PNG_1X1.length,
    });
    expect(media.url).toMatch(/^\/media\/[a-f0-9]{32}\.png$/);

    const served = await t.app.inject({ method: 'GET', url: media.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG_1X1)).toBe(true);

    const again = await upload('same-picture-other-name.png', 'image/png', PNG_1X1);
    expect(MediaResponse.parse(again.json()).media.url).toBe(media.url);
    const list = MediaListResponse.parse((await t.api('GET', 'media', owner)).json());
    expect(list.meta.total).toBe(1);
  });

  it('judges by content, not by name or claimed type', async () => {
    const text = await upload('photo.png', 'image/png', Buffer.from('definitely not an image'));
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({
      message: 'This file is not a PNG, JPEG, WebP or GIF image.',
      code: 'upload.not_image',
    });
    const pdf = await upload(
      'doc.jpg',
      'image/jpeg',
      Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'),
    );
    expect(pdf.statusCode).toBe(415);
  });

  it('refuses SVG, which can carry script', async () => {
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const res = await upload('logo.png', 'image/png', svg);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      message: 'SVG images are not accepted. Upload a PNG, JPEG, WebP or GIF image.',
      code: 'upload.not_image',
    });
  });

  it('refuses files over 5 MB with 413', async () => {
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const res = await upload('huge.png', 'image/png', big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      message: 'The image is larger than 5 MB. Choose a smaller one.',
      code: 'upload.too_large',
      params: { mb: 5 },
    });
  });

  it('refuses a non-multipart body, an empty file and unknown media', async () => {
    const json = await t.api('POST', 'media', { ...owner, body: { file: 'x' } });
    expect(json.statusCode).toBe(415);
    const empty = await upload('empty.png', 'image/png', Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/media/0123456789abcdef0123456789abcdef.png' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/media/..%2F..%2Fetc%2Fpasswd' })).statusCode,
    ).toBe(404);
  });

  it.each([
    ['no boundary', 'multipart/form-data', 'hello'],
    ['a boundary the body does not use', 'multipart/form-data; boundary=abc', part('xyz')],
    ['a truncated part', 'multipart/form-data; boundary=abc', part('abc').slice(0, -12)],
    ['a truncated part header', 'multipart/form-data; boundary=abc', '--abc\r\nContent-Dispo'],
  ])('refuses a malformed multipart body (%s) with 400', async (_case, contentType, payload) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/services/api/v1/media',
      headers: {
        'content-type': contentType,
        authorization: `Bearer ${owner.token}`,
        'x-account': owner.account,
      },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message:
        'The upload could not be read. Send the image as multipart/form-data in a field named file.',
    });
  });

  it('refuses a form field instead of a file with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/services/api/v1/media',
      headers: {
        'content-type': 'multipart/form-data; boundary=abc',
        authorization: `Bearer ${owner.token}`,
        'x-account': owner.account,
      },
      payload: '--abc\r\nContent-Disposition: form-data; name="note"\r\n\r\nhi\r\n--abc--\r\n',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Send one image, in a field named file, and nothing else.',
    });
  });
});

/** One file part of a multipart body, closed with `boundary`. */
function part(boundary: string): string {
  return (
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n` +
    `Content-Type: image/png\r\n\r\n${PNG_1X1.toString('latin1')}\r\n--${boundary}--\r\n`
  );
}
