/**
 * The console's loyalty API (module `rewards`: loyalty spends the rewards section's rewards, and
 * whoever runs the rewards runs the programme; docs/loyalty.md#access). HTTP only: the work is in
 * service.ts. Changes of settings, of the catalogue and of a member's points are audited.
 */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  CreateLoyaltyItemRequest,
  ErrorBody,
  IdParams,
  LoyaltyAdjustRequest,
  LoyaltyAdjustResponse,
  LoyaltyCatalogueResponse,
  LoyaltyItemResponse,
  LoyaltyLedgerQuery,
  LoyaltyLedgerResponse,
  LoyaltyMemberListQuery,
  LoyaltyMemberListResponse,
  LoyaltyMemberParams,
  LoyaltySettingsRequest,
  LoyaltySettingsResponse,
  LoyaltyStats,
  MessageResponse,
  UpdateLoyaltyItemRequest,
} from '@playdesk/contract';
import { auditContextOf } from '../../http/audit-context.js';
import { scopeOf } from '../../http/auth.js';
import type { App, RouteDeps } from '../../http/types.js';
import { sendCsv } from '../../http/csv-export.js';
import { exportMembers } from './export.js';
import { createLoyaltyService } from './service.js';

const tags = ['loyalty'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
/** The members export's CSV (export.ts): after a BOM, a header row and a row per member. */
const MembersCsv = z.string().meta({
  example:
    'player_id,name,email,points,lifetime_points,level,streak,best_streak,badges,joined_at,last_earned_at\n' +
    'pl_8Hq2Lm4Xw9,Léa Martin,lea.martin@example.com,120,340,Silver,3,7,First win; 7 days,2026-11-02T09:30:00.000Z,2026-11-21T09:34:02.000Z\n',
});
const config = { access: 'account', module: 'rewards' } as const;
/** Routes that answer a member's email and name: personal data (docs/loyalty.md#access). */
const personal = { ...config, playerData: true } as const;

export function loyaltyRoutes(app: App, { db }: RouteDeps): void {
  const service = createLoyaltyService(db);
  const accountOf = (request: FastifyRequest) => scopeOf(request).account.id;

  app.get(
    '/loyalty',
    {
      config,
      schema: {
        tags,
        operationId: 'getLoyaltySettings',
        summary: 'Get the loyalty settings',
        description:
          'Whether loyalty is on, the earning rules, levels, badges, expiry and reminders. A business that never saved them gets the defaults (off).',
        response: { 200: LoyaltySettingsResponse, ...errors },
      },
    },
    async (request) => ({ loyalty: await service.getSettings(accountOf(request)) }),
  );
  app.put(
    '/loyalty',
    {
      config: { ...config, audit: ['loyalty.settings_changed'] },
      schema: {
        tags,
        operationId: 'updateLoyaltySettings',
        summary: 'Change the loyalty settings',
        description:
          'Replaces the settings whole: on/off, the time zone of the business’s day, the earning rules and daily cap, the levels (by lifetime points), the badges, the expiry in days (null: never) and the reminders (stored only: no reminder is sent yet). Points already earned stay.',
        body: LoyaltySettingsRequest,
        response: { 200: LoyaltySettingsResponse, ...errors },
      },
    },
    async (request) => ({
      loyalty: await service.putSettings(accountOf(request), request.body, auditContextOf(request)),
    }),
  );

  app.get(
    '/loyalty/catalogue',
    {
      config,
      schema: {
        tags,
        operationId: 'listLoyaltyCatalogue',
        summary: 'List the points catalogue',
        description:
          'Every reward offered for points, cheapest first, with the reward’s stock left (shared with the games that give it).',
        response: { 200: LoyaltyCatalogueResponse, ...errors },
      },
    },
    async (request) => ({ data: await service.catalogue(accountOf(request)) }),
  );
  app.post(
    '/loyalty/catalogue',
    {
      config: { ...config, audit: ['loyalty.item_created'] },
      schema: {
        tags,
        operationId: 'createLoyaltyItem',
        summary: 'Offer a reward for points',
        description:
          'Adds a reward of the rewards section to the catalogue at a price in points, optionally limited per member. A purchase takes the reward’s own stock, codes and counters.',
        body: CreateLoyaltyItemRequest,
        response: { 201: LoyaltyItemResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        item: await service.createItem(accountOf(request), request.body, auditContextOf(request)),
      }),
  );
  app.patch(
    '/loyalty/catalogue/:id',
    {
      config: { ...config, audit: ['loyalty.item_changed'] },
      schema: {
        tags,
        operationId: 'updateLoyaltyItem',
        summary: 'Change a catalogue item',
        description:
          'Changes the price, the per-member limit or whether it is offered; only the fields sent.',
        params: IdParams,
        body: UpdateLoyaltyItemRequest,
        response: { 200: LoyaltyItemResponse, ...errors },
      },
    },
    async (request) => ({
      item: await service.updateItem(
        accountOf(request),
        request.params.id,
        request.body,
        auditContextOf(request),
      ),
    }),
  );
  app.delete(
    '/loyalty/catalogue/:id',
    {
      config: { ...config, audit: ['loyalty.item_deleted'] },
      schema: {
        tags,
        operationId: 'deleteLoyaltyItem',
        summary: 'Remove a catalogue item',
        description:
          'Stops offering the reward for points. Rewards already bought stay with their members.',
        params: IdParams,
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (request) => {
      await service.removeItem(accountOf(request), request.params.id, auditContextOf(request));
      return { message: 'Catalogue item removed.' };
    },
  );

  app.get(
    '/loyalty/members',
    {
      config: personal,
      schema: {
        tags,
        operationId: 'listLoyaltyMembers',
        summary: 'List the members',
        description:
          'A page of the members (players with a verified email who earned or were given points), by most recent earning, balance or lifetime points.',
        querystring: LoyaltyMemberListQuery,
        response: { 200: LoyaltyMemberListResponse, ...errors },
      },
    },
    async (request) => service.listMembers(accountOf(request), request.query),
  );
  app.get(
    '/loyalty/members/export',
    {
      config: { ...personal, audit: ['loyalty.members_exported'] },
      schema: {
        tags,
        operationId: 'exportLoyaltyMembers',
        summary: 'The members as CSV (streamed)',
        description:
          'Every member as a CSV file, streamed, most lifetime points first: their player id, name, email, points, lifetime points, level, streak, best streak, badges, when they joined and last earned.',
        produces: ['text/csv'],
        response: { 200: MembersCsv, ...errors },
      },
    },
    async (request, reply) => {
      const stream = await exportMembers(db, accountOf(request), auditContextOf(request));
      return sendCsv(reply, stream, 'loyalty-members');
    },
  );
  app.get(
    '/loyalty/members/:player_id/ledger',
    {
      config,
      schema: {
        tags,
        operationId: 'listLoyaltyLedger',
        summary: 'A member’s ledger',
        description:
          'A page of the member’s ledger, newest first: every point earned, spent, expired or adjusted, with why. The balance is the sum of the entries.',
        params: LoyaltyMemberParams,
        querystring: LoyaltyLedgerQuery,
        response: { 200: LoyaltyLedgerResponse, ...errors },
      },
    },
    async (request) => service.ledger(accountOf(request), request.params.player_id, request.query),
  );
  app.post(
    '/loyalty/members/:player_id/adjust',
    {
      config: { ...personal, audit: ['loyalty.points_adjusted'] },
      schema: {
        tags,
        operationId: 'adjustLoyaltyPoints',
        summary: 'Give or take points',
        description:
          'Adds (positive) or removes (negative) points with a reason, as an `adjust` entry of the ledger. A member’s balance never goes below zero: 409 when it would.',
        params: LoyaltyMemberParams,
        body: LoyaltyAdjustRequest,
        response: { 200: LoyaltyAdjustResponse, 409: ErrorBody, ...errors },
      },
    },
    async (request) =>
      service.adjust(
        accountOf(request),
        request.params.player_id,
        request.body,
        auditContextOf(request),
      ),
  );
  app.get(
    '/loyalty/stats',
    {
      config,
      schema: {
        tags,
        operationId: 'getLoyaltyStats',
        summary: 'Loyalty figures',
        description:
          'Members, points issued, spent and expired, the outstanding points and their value at the catalogue’s prices (the liability), the most earned badges and the share of members still earning after 7 and 30 days.',
        response: { 200: LoyaltyStats, ...errors },
      },
    },
    async (request) => service.stats(accountOf(request)),
  );
}
