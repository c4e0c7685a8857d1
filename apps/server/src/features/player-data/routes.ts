/**
 * The console's Player Data API (docs/product-rules.md#player-data): players, consents and privacy.
 * Module `games` (the `/crm` screen's), and the plan's `crm` flag checked on every call: without it
 * 403 with a message naming the plan. The players and the privacy settings (retention, blocks, the
 * erasure log) also need the `player_data` permission (docs/product-rules.md#player-data-permission);
 * consents do not: they hold no player's data, and the game editor's form picks them.
 */
import {
  ConsentListQuery,
  ConsentListResponse,
  ConsentResponse,
  CreateConsentRequest,
  ErasePlayersRequest,
  ErasePlayersResponse,
  ErasureLogQuery,
  ErasureLogResponse,
  ErrorBody,
  IdParams,
  MessageResponse,
  PlayerDetailResponse,
  PlayerFilterQuery,
  PlayerListQuery,
  PlayerListResponse,
  PrivacyResponse,
  UpdateConsentRequest,
  UpdatePrivacyRequest,
} from '@playdesk/contract';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import { auditContextOf } from '../../http/audit-context.js';
import { authOf, scopeOf } from '../../http/auth.js';
import type { App, RouteDeps } from '../../http/types.js';
import { sendCsv } from '../../http/csv-export.js';
import { createConsentService } from './consents.js';
import { requireCrm } from './crm.js';
import { exportPlayers } from './export.js';
import { createPlayerService } from './players-service.js';
import { createPrivacyService } from './privacy.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
/** The export's CSV (export.ts): after a BOM, a header row, a row per player, a column per consent. */
const PlayersCsv = z.string().meta({
  example:
    'name,first_name,last_name,email,phone,birth_date,postcode,games_played,plays,best_score,wins,rewards,first_seen_at,last_seen_at,language,source,medium,campaign,placement,variant,loyalty_points,loyalty_level,consent: Newsletter,custom_fields\n' +
    'Léa,Léa,,lea.martin@example.com,,,,1,1,3,1,1,2026-11-21T09:30:00.000Z,2026-11-21T09:34:02.000Z,fr,counter-qr,qr,,Counter QR,,120,Silver,given,"{""favourite_drink"":""Flat white""}"\n',
});
const config = { access: 'account', module: 'games' } as const;
/** Players' personal data, and the settings that erase it. */
const personal = { ...config, playerData: true } as const;

export function playerDataRoutes(app: App, { db }: RouteDeps): void {
  const players = createPlayerService(db);
  const consents = createConsentService(db);
  const privacy = createPrivacyService(db);
  /** The account of the call, once its plan is known to include Player Data. */
  const crmAccount = async (request: FastifyRequest) => {
    const scope = scopeOf(request);
    await requireCrm(db, scope.billingAccountId);
    return scope.account.id;
  };

  app.get(
    '/players',
    {
      config: personal,
      schema: {
        tags: ['players'],
        operationId: 'listPlayers',
        summary: 'List known players (filters; keyset paging with `cursor`)',
        description:
          "Known players of the account (who sent a game form), filterable, in keyset pages: pass the `cursor` of the previous page. Each carries fair play's `risk`: the highest score any of the player's plays and forms was given, with its level and reasons in the signed-in user's language (score 0 when none was risky); `risk=medium` lists only players at medium or high risk, `risk=high` only high. Needs a plan with player data.",
        querystring: PlayerListQuery,
        response: { 200: PlayerListResponse, ...errors },
      },
    },
    async (request) =>
      players.list(await crmAccount(request), request.query, request.auth?.user.language ?? null),
  );

  app.get(
    '/players/export',
    {
      config: { ...personal, audit: ['players.exported'] },
      schema: {
        tags: ['players'],
        operationId: 'exportPlayers',
        summary: 'The filtered players as CSV (streamed)',
        description: 'The filtered players as a CSV file, streamed. Needs a plan with player data.',
        querystring: PlayerFilterQuery,
        produces: ['text/csv'],
        response: { 200: PlayersCsv, ...errors },
      },
    },
    async (request, reply) => {
      const stream = await exportPlayers(
        db,
        await crmAccount(request),
        request.query,
        auditContextOf(request),
      );
      return sendCsv(reply, stream, 'players');
    },
  );

  app.post(
    '/players/erase',
    {
      config: { ...personal, audit: ['players.erased'] },
      schema: {
        tags: ['players'],
        operationId: 'erasePlayers',
        summary: 'Erase the personal data of every player matching a filter',
        description:
          'Erases the personal data of every player matching the filter; their plays stay, anonymous. Logged in the erasure log.',
        body: ErasePlayersRequest,
        response: { 200: ErasePlayersResponse, ...errors },
      },
    },
    async (request) => {
      const erased = await players.eraseMany(
        await crmAccount(request),
        request.body,
        authOf(request).user.id,
        auditContextOf(request),
      );
      return { message: `${erased} ${erased === 1 ? 'player' : 'players'} erased.`, erased };
    },
  );

  app.get(
    '/players/:id',
    {
      config: personal,
      schema: {
        tags: ['players'],
        operationId: 'getPlayer',
        summary: 'One player: plays, consent history, form answers',
        description: 'One known player: their plays, consent history and form answers.',
        params: IdParams,
        response: { 200: PlayerDetailResponse, ...errors },
      },
    },
    async (request) => ({
      player: await players.detail(
        await crmAccount(request),
        request.params.id,
        request.auth?.user.language ?? null,
      ),
    }),
  );

  app.delete(
    '/players/:id',
    {
      config: { ...personal, audit: ['players.erased'] },
      schema: {
        tags: ['players'],
        operationId: 'erasePlayer',
        summary: "Erase a player's personal data (plays stay, anonymous)",
        description:
          "Erases one player's personal data; their plays stay, anonymous. Logged in the erasure log.",
        params: IdParams,
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (request) => {
      await players.eraseOne(
        await crmAccount(request),
        request.params.id,
        authOf(request).user.id,
        auditContextOf(request),
      );
      return { message: 'Player erased.' };
    },
  );

  app.get(
    '/consents',
    {
      config,
      schema: {
        tags: ['consents'],
        operationId: 'listConsents',
        summary: 'List consents',
        description: "The account's consents with their current text and version.",
        querystring: ConsentListQuery,
        response: { 200: ConsentListResponse, ...errors },
      },
    },
    async (request) => consents.list(await crmAccount(request), request.query),
  );

  app.post(
    '/consents',
    {
      config,
      schema: {
        tags: ['consents'],
        operationId: 'createConsent',
        summary: 'Create a consent',
        description: 'Creates a consent that game forms can ask players to accept.',
        body: CreateConsentRequest,
        response: { 201: ConsentResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ consent: await consents.create(await crmAccount(request), request.body) }),
  );

  app.patch(
    '/consents/:id',
    {
      config,
      schema: {
        tags: ['consents'],
        operationId: 'updateConsent',
        summary: 'Change a consent (a new text is a new version)',
        description:
          'Changes a consent; a new text becomes a new version, and earlier acceptances keep theirs.',
        params: IdParams,
        body: UpdateConsentRequest,
        response: { 200: ConsentResponse, ...errors },
      },
    },
    async (request) => ({
      consent: await consents.update(await crmAccount(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/consents/:id',
    {
      config,
      schema: {
        tags: ['consents'],
        operationId: 'archiveConsent',
        summary: 'Archive a consent (its records stay)',
        description: 'Archives a consent: forms stop asking it; its records stay.',
        params: IdParams,
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (request) => {
      await consents.remove(await crmAccount(request), request.params.id);
      return { message: 'Consent deleted.' };
    },
  );

  app.get(
    '/privacy',
    {
      config: personal,
      schema: {
        tags: ['privacy'],
        operationId: 'getPrivacySettings',
        summary: 'Retention and email blocks, with the retention job’s next run',
        description:
          'Retention period and email blocks of the account, with the next run of the retention job.',
        response: { 200: PrivacyResponse, ...errors },
      },
    },
    async (request) => ({ privacy: await privacy.get(await crmAccount(request)) }),
  );

  app.put(
    '/privacy',
    {
      config: { ...personal, audit: ['players.privacy_changed'] },
      schema: {
        tags: ['privacy'],
        operationId: 'savePrivacySettings',
        summary: 'Change retention and email blocks',
        description: 'Changes the retention period and the email blocks.',
        body: UpdatePrivacyRequest,
        response: { 200: PrivacyResponse, ...errors },
      },
    },
    async (request) => ({
      privacy: await privacy.update(
        await crmAccount(request),
        request.body,
        auditContextOf(request),
      ),
    }),
  );

  app.get(
    '/privacy/erasures',
    {
      config: personal,
      schema: {
        tags: ['privacy'],
        operationId: 'listErasures',
        summary: 'The erasure log (who, when, how many)',
        description: 'The erasure log: who erased how many players, when and how.',
        querystring: ErasureLogQuery,
        response: { 200: ErasureLogResponse, ...errors },
      },
    },
    async (request) => privacy.erasures(await crmAccount(request), request.query),
  );
}
