import {
  CreateTemplateRequest,
  ErrorBody,
  IdParams,
  MessageResponse,
  TemplateListQuery,
  TemplateListResponse,
  TemplateResponse,
  UpdateTemplateRequest,
} from '@playdesk/contract';
import { scopeOf } from '../../http/auth.js';
import { BODY_LIMITS } from '../../http/body-limits.js';
import type { App, RouteDeps } from '../../http/types.js';
import { createTemplateService } from './service.js';

const tags = ['templates'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const config = { access: 'account', module: 'games' } as const;

export function templateRoutes(app: App, { db, cacheBus }: RouteDeps): void {
  const service = createTemplateService(db, cacheBus);

  app.get(
    '/templates',
    {
      config,
      schema: {
        tags,
        summary: 'List templates',
        querystring: TemplateListQuery,
        response: { 200: TemplateListResponse, ...errors },
      },
    },
    async (request) => service.list(scopeOf(request).account.id, request.query),
  );
  app.post(
    '/templates',
    {
      config,
      bodyLimit: BODY_LIMITS.template,
      schema: {
        tags,
        summary: 'Create a template',
        body: CreateTemplateRequest,
        response: { 201: TemplateResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ template: await service.create(scopeOf(request).account.id, request.body) }),
  );
  app.get(
    '/templates/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One template',
        params: IdParams,
        response: { 200: TemplateResponse, ...errors },
      },
    },
    async (request) => ({
      template: await service.get(scopeOf(request).account.id, request.params.id),
    }),
  );
  app.patch(
    '/templates/:id',
    {
      config,
      bodyLimit: BODY_LIMITS.template,
      schema: {
        tags,
        summary: 'Change a template',
        params: IdParams,
        body: UpdateTemplateRequest,
        response: { 200: TemplateResponse, ...errors },
      },
    },
    async (request) => ({
      template: await service.update(scopeOf(request).account.id, request.params.id, request.body),
    }),
  );
  app.delete(
    '/templates/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a template (games using it fall back to the default pop-up)',
        params: IdParams,
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (request) => {
      await service.remove(scopeOf(request).account.id, request.params.id);
      return { message: 'Template deleted.' };
    },
  );
}
