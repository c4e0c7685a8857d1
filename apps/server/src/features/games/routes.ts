import {
  CreateGameRequest,
  ErrorBody,
  GameListQuery,
  GameListResponse,
  GameLanguageParams,
  GameResponse,
  IdParams,
  ImportTranslationRequest,
  ImportTranslationResponse,
  TranslationExportQuery,
  TranslationJsonFile,
  MessageResponse,
  UpdateGameRequest,
} from '@playdesk/contract';
import { auditContextOf } from '../../http/audit-context.js';
import { scopeOf } from '../../http/auth.js';
import { BODY_LIMITS } from '../../http/body-limits.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App, RouteDeps } from '../../http/types.js';
import { createGameService } from './service.js';
import type { GameOwner } from './settings.js';
import {
  exportJson,
  exportXliff,
  importedTranslation,
  refusedByKey,
  translationFileName,
} from './translation-files.js';

/** The XLIFF export's example (translation-files.ts). */
const XLIFF_EXAMPLE = `<?xml version="1.0" encoding="UTF-8"?>
<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="fr">
  <file id="g_7hK2pQx9">
    <unit id="name">
      <notes><note>Game name</note></notes>
      <segment>
        <source>Coffee Lovers Quiz</source>
        <target>Le quiz des amateurs de café</target>
      </segment>
    </unit>
  </file>
</xliff>
`;

const tags = ['games'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const config = { access: 'account', module: 'games' } as const;

/** The call's account and the business whose plan covers it (a form needs the plan's `crm`). */
function ownerOf(request: FastifyRequest): GameOwner {
  const scope = scopeOf(request);
  return { accountId: scope.account.id, billingAccountId: scope.billingAccountId };
}

export function gameRoutes(app: App, { db, cacheBus }: RouteDeps): void {
  const service = createGameService(db, cacheBus);

  app.get(
    '/games',
    {
      config,
      schema: {
        tags,
        operationId: 'listGames',
        summary: 'List games (paginated, filterable)',
        description:
          "A page of the account's games, newest change first, filterable by status, type and name.",
        querystring: GameListQuery,
        response: { 200: GameListResponse, ...errors },
      },
    },
    async (request) => service.list(scopeOf(request).account.id, request.query),
  );

  app.post(
    '/games',
    {
      config,
      bodyLimit: BODY_LIMITS.game,
      schema: {
        tags,
        operationId: 'createGame',
        summary: 'Create a game',
        description:
          "Creates a game of one type with its content (validated by that game type's schema) and settings. Publishing it is a `PATCH` of `status`.",
        body: CreateGameRequest,
        response: { 201: GameResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ game: await service.create(ownerOf(request), request.body) }),
  );

  app.get(
    '/games/:id',
    {
      config,
      schema: {
        tags,
        operationId: 'getGame',
        summary: 'One game with its content',
        description: 'One game of the account with its full content and settings.',
        params: IdParams,
        response: { 200: GameResponse, ...errors },
      },
    },
    async (request) => ({
      game: await service.get(scopeOf(request).account.id, request.params.id),
    }),
  );

  app.patch(
    '/games/:id',
    {
      config: { ...config, audit: ['reward.odds_changed'] },
      bodyLimit: BODY_LIMITS.game,
      schema: {
        tags,
        operationId: 'updateGame',
        summary: 'Change a game',
        description:
          'Changes the fields sent (name, content, settings, status); the others stay as they are. `status: published` puts the game live on its public address. A change of `settings.rewards` (which rewards, their odds) is recorded in the audit log with its values before and after.',
        params: IdParams,
        body: UpdateGameRequest,
        response: { 200: GameResponse, ...errors },
      },
    },
    async (request) => ({
      game: await service.update(
        ownerOf(request),
        request.params.id,
        request.body,
        auditContextOf(request),
      ),
    }),
  );

  app.delete(
    '/games/:id',
    {
      config,
      schema: {
        tags,
        operationId: 'deleteGame',
        summary: 'Delete a game and its plays',
        description: 'Deletes a game of the account and its plays.',
        params: IdParams,
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (request) => {
      await service.remove(scopeOf(request).account.id, request.params.id);
      return { message: 'Game deleted.' };
    },
  );

  app.get(
    '/games/:id/translations/:language',
    {
      config: { ...config, textExamples: { 'application/xliff+xml': XLIFF_EXAMPLE } },
      schema: {
        tags,
        operationId: 'exportGameTranslation',
        summary: "Export a game's texts in one language",
        description:
          "The game's texts a player sees, in one language, as a file for translators: XLIFF 2.0 " +
          '(`format=xliff`, the default: a `<unit>` per text, its key as id, the default ' +
          "language's text as `<source>` and this language's as `<target>`) or JSON " +
          '(`format=json`: `{key: text}`, empty where not translated yet). Import it back with ' +
          '`PUT` on the same address.',
        params: GameLanguageParams,
        querystring: TranslationExportQuery,
        produces: ['application/xliff+xml', 'application/json'],
        response: { 200: TranslationJsonFile, ...errors },
      },
    },
    async (request, reply) => {
      const game = await service.get(scopeOf(request).account.id, request.params.id);
      const { language } = request.params;
      const format = request.query.format;
      reply
        .header(
          'content-disposition',
          `attachment; filename="${translationFileName(game, language, format)}"`,
        )
        .header('cache-control', 'no-store');
      if (format === 'json') return exportJson(game, language);
      // Text, not JSON: sent as it is through the untyped reply.
      return (reply as FastifyReply)
        .type('application/xliff+xml; charset=utf-8')
        .send(exportXliff(game, language));
    },
  );

  app.put(
    '/games/:id/translations/:language',
    {
      config,
      bodyLimit: BODY_LIMITS.translationFile,
      schema: {
        tags,
        operationId: 'importGameTranslation',
        summary: "Import a game's texts in one language",
        description:
          'Takes a file exported by `GET` on the same address, translated: XLIFF 2.0 or JSON, at ' +
          'most 2 MB. Each text is checked (a key the game has, its length, the same `{name}` ' +
          'placeholders as the original) and the language is then saved like a `PATCH` of its ' +
          "translation, with the game's content rules in that language (a Wordle's words against " +
          "that language's dictionary). Empty texts are left as they were. Anything wrong refuses " +
          'the whole file, with every problem listed; a DOCTYPE or entity in XML is refused.',
        params: GameLanguageParams,
        body: ImportTranslationRequest,
        response: { 200: ImportTranslationResponse, ...errors },
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      const { id, language } = request.params;
      const game = await service.get(owner.accountId, id);
      const { translation, imported } = importedTranslation(game, language, request.body);
      // A file with nothing translated changes nothing (and adds no empty language).
      if (imported === 0) return { game, imported };
      try {
        const saved = await service.update(owner, id, {
          translations: { [language]: translation },
        });
        return { game: saved, imported };
      } catch (error) {
        throw refusedByKey(error, language);
      }
    },
  );
}
