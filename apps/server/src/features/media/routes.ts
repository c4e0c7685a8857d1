import fastifyMultipart from '@fastify/multipart';
import {
  ErrorBody,
  MEDIA_MAX_BYTES,
  MediaListResponse,
  MediaResponse,
  PageQuery,
} from '@playdesk/contract';
import { scopeOf } from '../../http/auth.js';
import { badRequest, HttpError, payloadTooLarge, unsupportedMediaType } from '../../http/errors.js';
import type { App, RouteDeps } from '../../http/types.js';
import type { MediaStore } from '../../infra/media-store.js';
import { createMediaService } from './service.js';

/**
 * What went wrong reading a multipart body. Only the body's parsing runs where this is used, so
 * whatever the parser throws besides its limits is a malformed body: no or a wrong boundary, a
 * truncated part, a broken header.
 */
function uploadError(err: unknown): HttpError {
  if (err instanceof HttpError) return err;
  switch ((err as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return payloadTooLarge('The image is larger than 5 MB. Choose a smaller one.').coded(
        'upload.too_large',
        { mb: 5 },
      );
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return badRequest('Send one image, in a field named file, and nothing else.');
    default:
      return badRequest(
        'The upload could not be read. Send the image as multipart/form-data in a field named file.',
      );
  }
}

const tags = ['media'];
// Images are uploaded and picked only in the game editor, game settings and templates, all console
// routes of the `games` module; a section that starts using images (rewards, PWA) must admit its
// module here too.
const config = { access: 'account', module: 'games' } as const;

export async function mediaRoutes(app: App, { db }: RouteDeps, store: MediaStore): Promise<void> {
  const service = createMediaService(db, store);
  await app.register(fastifyMultipart, {
    limits: { fileSize: MEDIA_MAX_BYTES, files: 1, fields: 0, parts: 2 },
  });

  app.post(
    '/media',
    {
      config,
      schema: {
        tags,
        operationId: 'uploadMedia',
        summary: 'Upload an image (multipart field `file`; PNG, JPEG, WebP or GIF, at most 5 MB)',
        description:
          'Uploads one image as multipart field `file` (PNG, JPEG, WebP or GIF, at most 5 MB) and answers its stored reference for game content and templates.',
        consumes: ['multipart/form-data'],
        response: {
          201: MediaResponse,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          413: ErrorBody,
          415: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart())
        throw unsupportedMediaType('Send the image as multipart/form-data in a field named file.');
      let bytes: Buffer;
      try {
        const file = await request.file();
        if (!file) throw badRequest('Choose an image to upload.').coded('upload.empty');
        bytes = await file.toBuffer();
      } catch (err) {
        throw uploadError(err);
      }
      const media = await service.upload(scopeOf(request).account.id, bytes);
      return reply.status(201).send({ media });
    },
  );

  app.get(
    '/media',
    {
      config,
      schema: {
        tags,
        operationId: 'listMedia',
        summary: "The account's uploaded images",
        description: "The account's uploaded images, newest first.",
        querystring: PageQuery,
        response: { 200: MediaListResponse, 400: ErrorBody },
      },
    },
    async (request) => service.list(scopeOf(request).account.id, request.query),
  );
}
