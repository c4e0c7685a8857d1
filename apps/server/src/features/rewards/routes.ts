/**
 * The console's rewards API (module `rewards`; docs/product-rules.md#rewards): rewards, their
 * pools of codes, their winners and redemption. HTTP only: the work is in service.ts, codes.ts
 * and winners.ts.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  CodeImportReport,
  CreateRewardRequest,
  ErrorBody,
  GenerateCodesRequest,
  IdParams,
  MessageResponse,
  REWARD_LIMITS,
  RedeemRequest,
  RedeemResponse,
  RewardListQuery,
  RewardListResponse,
  RewardResponse,
  UpdateRewardRequest,
  WinnerListQuery,
  WinnerListResponse,
} from '@playdesk/contract';
import { auditContextOf } from '../../http/audit-context.js';
import { authOf, callerSeesPlayerData, scopeOf } from '../../http/auth.js';
import { BODY_LIMITS } from '../../http/body-limits.js';
import {
  badRequest,
  invalidFields,
  payloadTooLarge,
  unsupportedMediaType,
} from '../../http/errors.js';
import type { App, RouteDeps } from '../../http/types.js';
import { decodeText } from './codes.js';
import { createRewardService } from './service.js';
import { exportWinners, listWinners, redeem } from './winners.js';

const tags = ['rewards'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const config = { access: 'account', module: 'rewards' } as const;

const UPLOAD_TYPES = ['text/plain', 'text/csv'];
const UPLOAD_MB = Math.round(REWARD_LIMITS.uploadMaxBytes / (1024 * 1024));
/** The upload's body once read: the file as text (its bytes were checked to be UTF-8 text). */
const CodeFileBody = z
  .string({ error: 'Send the file of codes as the request body (text/plain or text/csv)' })
  .max(REWARD_LIMITS.uploadMaxBytes)
  .meta({ example: 'AURORA-7KQ2MX9P\nAURORA-3HD8LW2C\nAURORA-9TB4NE6R\n' });

/** What `format=csv` sends (winners.ts's columns), for the API document. */
const WINNERS_CSV_EXAMPLE =
  'won_at,player,email,player_id,code,game,expires_at,redeemed_at,status,win_id,voided_at,void_reason\n' +
  '2026-11-21T09:30:00.000Z,Léa Martin,lea.martin@example.com,p_1qW5eR8t,AURORA-7KQ2MX9P,Coffee Lovers Quiz,2026-12-21T09:30:00.000Z,,active,w_6dF3gH8j,,\n' +
  '2026-11-20T17:12:00.000Z,Tom Weber,tom.weber@example.com,p_8kL2mN4b,AURORA-3HD8LW2C,Coffee Lovers Quiz,2026-12-20T17:12:00.000Z,,voided,w_2xC7vB1n,2026-11-21T08:05:00.000Z,Won twice with two accounts\n';

export function rewardRoutes(app: App, { db }: RouteDeps): void {
  const service = createRewardService(db);
  const accountOf = (request: FastifyRequest) => scopeOf(request).account.id;

  app.get(
    '/rewards',
    {
      config,
      schema: {
        tags,
        operationId: 'listRewards',
        summary: 'List rewards',
        description:
          "A page of the account's rewards, newest first, each with its stock (total, won, " +
          'redeemed, left), whether it is low on stock, and the games that give it. `q` filters by ' +
          'a prefix of the name.',
        querystring: RewardListQuery,
        response: { 200: RewardListResponse, ...errors },
      },
    },
    async (request) => service.list(accountOf(request), request.query),
  );

  app.post(
    '/rewards',
    {
      config: { ...config, audit: ['reward.created'] },
      schema: {
        tags,
        operationId: 'createReward',
        summary: 'Create a reward',
        description:
          'Creates a reward of one kind: a unique code or link from a pool (filled by upload or ' +
          'generation), one code or link for everyone, or a physical prize. The kind cannot change ' +
          'later.',
        body: CreateRewardRequest,
        response: { 201: RewardResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        reward: await service.create(accountOf(request), request.body, auditContextOf(request)),
      }),
  );

  app.get(
    '/rewards/:id',
    {
      config,
      schema: {
        tags,
        operationId: 'getReward',
        summary: 'Get a reward',
        description: 'One reward of the account with its stock and the games that give it.',
        params: IdParams,
        response: { 200: RewardResponse, ...errors },
      },
    },
    async (request) => ({ reward: await service.get(accountOf(request), request.params.id) }),
  );

  app.patch(
    '/rewards/:id',
    {
      config: { ...config, audit: ['reward.changed'] },
      schema: {
        tags,
        operationId: 'updateReward',
        summary: 'Change a reward',
        description:
          'Changes the fields sent and leaves the others as they are. The quantity cannot fall ' +
          'below what was already won, and a pool reward has no quantity (its stock is its codes).',
        params: IdParams,
        body: UpdateRewardRequest,
        response: { 200: RewardResponse, ...errors },
      },
    },
    async (request) => ({
      reward: await service.update(
        accountOf(request),
        request.params.id,
        request.body,
        auditContextOf(request),
      ),
    }),
  );

  app.delete(
    '/rewards/:id',
    {
      config: { ...config, audit: ['reward.deleted'] },
      schema: {
        tags,
        operationId: 'deleteReward',
        summary: 'Delete a reward',
        description:
          'Deletes a reward and its pool. Refused (409) once it was won, or while a game gives it.',
        params: IdParams,
        response: { 200: MessageResponse, ...errors, 409: ErrorBody },
      },
    },
    async (request) => {
      await service.remove(accountOf(request), request.params.id, auditContextOf(request));
      return { message: 'Reward deleted.' };
    },
  );

  // The upload reads a raw text or CSV file of up to REWARD_LIMITS.uploadMaxBytes: its own
  // content-type parsers and body limit, scoped to this one route by the plugin.
  void app.register(async (scope) => {
    const upload = scope as unknown as App;
    upload.removeAllContentTypeParsers();
    upload.addContentTypeParser(
      UPLOAD_TYPES,
      { parseAs: 'buffer', bodyLimit: BODY_LIMITS.rewardCodes },
      (_request, body, done) => {
        try {
          done(null, decodeText(body as Buffer));
        } catch (err) {
          done(err as Error, undefined);
        }
      },
    );
    upload.setErrorHandler((error: FastifyError) => {
      // Fastify's own words speak of JSON; say what this route takes. Everything else goes on to
      // the app's error handler.
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
        throw payloadTooLarge(
          `The file is larger than ${UPLOAD_MB} MB. Split it and upload the parts one by one.`,
        ).coded('upload.too_large', { mb: UPLOAD_MB });
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
        throw unsupportedMediaType(
          'Send the codes as a text file (text/plain) or a CSV file (text/csv), one code per line.',
        );
      throw error;
    });
    upload.post(
      '/rewards/:id/codes',
      {
        config: { ...config, audit: ['reward.codes_imported'] },
        bodyLimit: BODY_LIMITS.rewardCodes,
        // Before the body is read: a wrong reward is refused without reading a large file.
        preParsing: async (request) => {
          const params = IdParams.safeParse(request.params);
          if (!params.success)
            throw invalidFields(
              params.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`),
            );
          await service.poolOf(accountOf(request), params.data.id);
        },
        schema: {
          tags,
          operationId: 'uploadRewardCodes',
          summary: 'Add codes to a pool from a file',
          description:
            `Adds the codes (or links) of a text or CSV file, at most ${UPLOAD_MB} MB, to the pool ` +
            'of a unique-code or unique-link reward: one per line, trimmed; the first column of a ' +
            'CSV. Duplicates (in the file or already in the pool), blank, over-long and invalid ' +
            'lines are counted and reported with examples, not imported. A file that is not UTF-8 ' +
            'text is refused.',
          consumes: UPLOAD_TYPES,
          params: IdParams,
          body: CodeFileBody,
          response: {
            200: CodeImportReport,
            ...errors,
            409: ErrorBody,
            413: ErrorBody,
            415: ErrorBody,
          },
        },
      },
      async (request) => {
        if (typeof request.body !== 'string') throw badRequest('Choose a file of codes to upload.');
        const csv = (request.headers['content-type'] ?? '').toLowerCase().startsWith('text/csv');
        return service.importCodes(
          accountOf(request),
          request.params.id,
          request.body,
          csv,
          auditContextOf(request),
        );
      },
    );
  });

  app.post(
    '/rewards/:id/codes/generate',
    {
      config: { ...config, audit: ['reward.codes_imported'] },
      schema: {
        tags,
        operationId: 'generateRewardCodes',
        summary: 'Generate codes into a pool',
        description:
          `Adds up to ${REWARD_LIMITS.generateMax.toLocaleString('en')} crypto-random codes ` +
          '(prefix, length, alphabet) to the pool of a unique-code reward, each different from ' +
          'every code already in it.',
        params: IdParams,
        body: GenerateCodesRequest,
        response: { 200: CodeImportReport, ...errors, 409: ErrorBody },
      },
    },
    async (request) =>
      service.generate(
        accountOf(request),
        request.params.id,
        request.body,
        auditContextOf(request),
      ),
  );

  app.get(
    '/rewards/:id/winners',
    {
      config: { ...config, textExamples: { 'text/csv': WINNERS_CSV_EXAMPLE } },
      schema: {
        tags,
        operationId: 'listRewardWinners',
        summary: "List a reward's winners",
        description:
          'A page of the players who won the reward, newest first: code, game, when, expiry and ' +
          'its status — `active`, `held` (fair play holds it for review: not shown to the player ' +
          'nor redeemable until approved), `redeemed`, `expired` or `voided`. `status` lists only ' +
          'the wins in that state. `format=csv` streams every winner as a CSV file instead.',
        params: IdParams,
        querystring: WinnerListQuery,
        produces: ['application/json', 'text/csv'],
        response: { 200: WinnerListResponse, ...errors },
      },
    },
    async (request, reply) => {
      const reward = await service.find(accountOf(request), request.params.id);
      // Names and emails only for a caller with the player data permission
      // (docs/product-rules.md#player-data-permission).
      const personal = callerSeesPlayerData(request);
      if (request.query.format !== 'csv')
        return listWinners(
          db,
          reward.id,
          request.query,
          personal,
          request.auth?.user.language ?? null,
        );
      const day = new Date().toISOString().slice(0, 10);
      // A stream skips the response serializer; send it through the untyped reply.
      return (reply as FastifyReply)
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="winners-${reward.publicId}-${day}.csv"`,
        )
        .header('cache-control', 'no-store')
        .send(
          exportWinners(
            db,
            reward.id,
            personal,
            request.auth?.user.language ?? null,
            request.query.status,
          ),
        );
    },
  );

  app.post(
    '/rewards/redeem',
    {
      config,
      schema: {
        tags,
        operationId: 'redeemReward',
        summary: 'Redeem a won reward',
        description:
          'Marks a won reward redeemed, found by its code (or link), or by the win id for a code ' +
          'everyone shares or a physical prize, or by `typed` (what staff typed: tried as a code, ' +
          'then as a win id). Once only: a second try is a 409 saying when it was redeemed; a win ' +
          'held for review is a 409 `redeem.held` (nothing is written); an unknown code is a 404.',
        body: RedeemRequest,
        response: { 200: RedeemResponse, ...errors, 409: ErrorBody },
      },
    },
    async (request) => ({
      winner: await redeem(
        db,
        accountOf(request),
        authOf(request).user.id,
        request.body,
        callerSeesPlayerData(request),
      ),
    }),
  );
}
