/**
 * The API tests' check of answers against the served OpenAPI document (response-check.ts): it
 * passes what the document allows and records each kind of deliberate mismatch.
 */
import Fastify, { type FastifyReply } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerOpenApi } from '../http/openapi.js';
import { createResponseCheck, type OpenApiDocument } from './response-check.js';

const PREFIX = '/services/api/v1';
const doc = { tags: ['meta'], description: 'A route of this test only.' };
const Thing = z.object({ name: z.string(), note: z.string().nullable() });

const check = createResponseCheck(PREFIX);
const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
app.setValidatorCompiler(validatorCompiler);
app.setSerializerCompiler(serializerCompiler);
check.install(app);
await registerOpenApi(app, {
  apiPrefix: PREFIX,
  serverUrl: 'https://playdesk.example.com',
  version: '1',
  docsCsp: false,
});
const route = { config: { access: 'public' as const } };
app.get(
  `${PREFIX}/things/:id`,
  {
    ...route,
    schema: {
      ...doc,
      operationId: 'getThing',
      summary: 'A thing',
      params: z.object({ id: z.string().max(20) }),
      response: { 200: Thing },
    },
  },
  async (request, typed) => {
    const { id } = request.params;
    // Answers the route's types do not allow, through the untyped reply.
    const reply = typed as FastifyReply;
    if (id === 'teapot') return reply.code(418).send({ name: 'undocumented status' });
    // A string is sent as is, past the serializer: a body the document does not allow.
    if (id === 'wrong') return reply.type('application/json').send('{"name":1}');
    if (id === 'csv') return reply.type('text/csv').send('name\nx\n');
    return { name: 'ok', note: id === 'null' ? null : 'a note' };
  },
);
app.delete(
  `${PREFIX}/things/:id`,
  {
    ...route,
    schema: {
      ...doc,
      operationId: 'deleteThing',
      summary: 'Delete a thing',
      params: z.object({ id: z.string().max(20) }),
      response: { 204: z.null() },
    },
  },
  async (_request, reply) => reply.code(204).send(null),
);
app.get(`${PREFIX}/hidden`, { ...route, schema: { hide: true } }, async (_request, reply) =>
  reply.code(418).send('anything'),
);

beforeAll(async () => {
  await app.ready();
  check.start(
    (await app.inject({ method: 'GET', url: '/services/api/docs/json' })).json<OpenApiDocument>(),
  );
});
afterAll(() => app.close());

const call = async (method: 'GET' | 'DELETE', url: string) => {
  await app.inject({ method, url: `${PREFIX}${url}` });
  return check.take();
};

describe('the check of answers against the served document', () => {
  it('passes answers the document allows (a nullable field null or not; a 204 without body)', async () => {
    expect(await call('GET', '/things/a')).toEqual([]);
    expect(await call('GET', '/things/null')).toEqual([]);
    expect(await call('DELETE', '/things/a')).toEqual([]);
  });

  it('records a body that does not match the documented schema', async () => {
    expect(await call('GET', '/things/wrong')).toEqual([
      expect.stringMatching(
        /GET \/services\/api\/v1\/things\/wrong → 200: .*\/name must be string/,
      ),
    ]);
  });

  it('records an undocumented status', async () => {
    expect(await call('GET', '/things/teapot')).toEqual([
      expect.stringMatching(/→ 418: status 418 is not documented/),
    ]);
  });

  it('records an undocumented media type', async () => {
    expect(await call('GET', '/things/csv')).toEqual([
      expect.stringMatching(/→ 200: status 200 sent text\/csv; documented: application\/json/),
    ]);
  });

  it('leaves out routes the document hides and non-API paths', async () => {
    expect(await call('GET', '/hidden')).toEqual([]);
    await app.inject({ method: 'GET', url: '/services/api/docs/json' });
    expect(check.take()).toEqual([]);
  });
});
