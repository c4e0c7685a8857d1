/**
 * The console's placements API (module `games`; docs/insight.md#placements): the named places a
 * game is promoted, their links and QR codes. HTTP only: the work is in service.ts.
 */
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  CreatePlacementRequest,
  ErrorBody,
  IdParams,
  PlacementListQuery,
  PlacementListResponse,
  PlacementQrQuery,
  PlacementResponse,
} from '@playdesk/contract';
import { scopeOf } from '../../http/auth.js';
import type { App, RouteDeps } from '../../http/types.js';
import { createPlacementService } from './service.js';

const tags = ['placements'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const config = { access: 'account', module: 'games' } as const;

/** The QR code's file: PNG bytes, or SVG text (the document's example is the SVG's start). */
const QrFile = z.string().meta({
  example:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 45 45" shape-rendering="crispEdges">' +
    '<path fill="#ffffff" d="M0 0h45v45H0z"/><path stroke="#000000" d="M4 4.5h7m1 0h1…"/></svg>\n',
});
const QR_TYPES = { png: 'image/png', svg: 'image/svg+xml' } as const;

export function placementRoutes(app: App, { db, config: appConfig }: RouteDeps): void {
  const service = createPlacementService(db, appConfig.appUrl);

  app.get(
    '/placements',
    {
      config,
      schema: {
        tags,
        operationId: 'listPlacements',
        summary: 'List placements',
        description:
          "A page of the account's placements, newest first, each with its link and the address " +
          'of its QR code; `game` keeps those of one game.',
        querystring: PlacementListQuery,
        response: { 200: PlacementListResponse, ...errors },
      },
    },
    async (request) => service.list(scopeOf(request).account.id, request.query),
  );

  app.post(
    '/placements',
    {
      config,
      schema: {
        tags,
        operationId: 'createPlacement',
        summary: 'Create a placement',
        description:
          'A named place the game is promoted ("Counter QR", "Newsletter May"), with its own ' +
          "link: the game's page with `utm_source` (default: the name as a slug), `utm_medium` " +
          '(default `qr`), `utm_campaign` (when given) and `pd_placement`. Plays and leads that ' +
          'come through the link are counted under the placement. 404 for a game the account ' +
          'does not have; 409 when the game already has a placement of that name (whatever its ' +
          'case).',
        body: CreatePlacementRequest,
        response: { 201: PlacementResponse, ...errors, 409: ErrorBody },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ placement: await service.create(scopeOf(request).account.id, request.body) }),
  );

  app.get(
    '/placements/:id/qr',
    {
      config,
      schema: {
        tags,
        operationId: 'getPlacementQr',
        summary: "Download a placement's QR code",
        description:
          "The QR code of the placement's link, for print: PNG (`format=png`, the default; at " +
          'least 1024 × 1024 pixels, whole pixels per module) or SVG (`format=svg`, vector), with ' +
          'a quiet zone of 4 modules and error correction level Q. Sent as an attachment named ' +
          'after the placement (`counter-qr.png`).',
        params: IdParams,
        querystring: PlacementQrQuery,
        produces: [QR_TYPES.png, QR_TYPES.svg],
        response: { 200: QrFile, ...errors },
      },
    },
    async (request, reply) => {
      const { format } = request.query;
      const { body, fileName } = await service.qr(
        scopeOf(request).account.id,
        request.params.id,
        format,
      );
      // A file, not JSON: sent as it is through the untyped reply.
      return (reply as FastifyReply)
        .type(format === 'svg' ? `${QR_TYPES.svg}; charset=utf-8` : QR_TYPES.png)
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
}
