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
        operationId: 'listTemplates',
        summary: 'List templates',
        description: "A page of the account's end-screen templates.",
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
        operationId: 'createTemplate',
        summary: 'Create a template',
        description: 'Creates an end-screen template (game over, success or leaderboard).',
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
        operationId: 'getTemplate',
        summary: 'One template',
        description: 'One template of the account.',
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
        operationId: 'updateTemplate',
        summary: 'Change a template',
        description: 'Changes the fields sent; the others stay as they are.',
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
        operationId: 'deleteTemplate',
        summary: 'Delete a template (games using it fall back to the default pop-up)',
        description: 'Deletes a template; games that used it fall back to the default pop-up.',
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
