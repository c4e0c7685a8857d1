/**
 * The counter's API (docs/rewards.md#redemption-in-store): check, redeem and replay the offline
 * queue (reached by a counter device, a team mate with the `redeem` module, or an API key with
 * `rewards`), and the owner's side — void a win, the redemption report and its conflicts (module
 * `rewards`). HTTP only: the work is in redeem.ts and report.ts.
 */
import type { FastifyReply } from 'fastify';
import {
  AlreadyRedeemedError,
  CounterRedeemRequest,
  CounterRewardResponse,
  ErrorBody,
  IdParams,
  RedeemBatchRequest,
  RedeemBatchResponse,
  RedeemCheckRequest,
  RedemptionConflictListQuery,
  RedemptionConflictListResponse,
  RedemptionReportQuery,
  RedemptionReportResponse,
  VoidRewardRequest,
} from '@playdesk/contract';
import { auditContextOf } from '../../http/audit-context.js';
import { authOf, scopeOf } from '../../http/auth.js';
import type { App, RouteDeps } from '../../http/types.js';
import { counterOf } from './caller.js';
import { checkReward, RedeemConflict, redeemAtCounter, redeemBatch, voidWin } from './redeem.js';
import { exportReport, listConflicts, redemptionReport } from './report.js';
import { counterSigningKeys } from './signing.js';

const tags = ['counter'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const counter = { access: 'counter', module: 'redeem' } as const;
const owner = { access: 'account', module: 'rewards' } as const;

/** What `format=csv` sends (report.ts's columns), for the API document. */
const REPORT_CSV_EXAMPLE =
  'day,reward,reward_id,location,location_id,issued,redeemed,expired,voided,redemption_rate,median_seconds_to_redeem,issued_redeemed\n' +
  '2026-11-21,Free latte,r_8Hk2Lm4N,,,40,0,0,1,0.75,,30\n' +
  '2026-11-21,Free latte,r_8Hk2Lm4N,Demo Coffee Co. Soho,l_3Jd7Pq2W,0,12,0,0,,5400,0\n';

export function counterRedeemRoutes(app: App, { db, config: appConfig }: RouteDeps): void {
  const keys = counterSigningKeys(db, appConfig.secretsKey);

  app.post(
    '/redeem/check',
    {
      config: counter,
      schema: {
        tags,
        operationId: 'checkCounterReward',
        summary: 'Check a reward at the counter',
        description:
          'The reward a scanned QR code (`token`) or a typed code or win reference (`code`) names, ' +
          'with its state (active, held, redeemed where and when, expired, voided), without changing ' +
          'anything; `held` is a reward fair play holds for review, which cannot be redeemed ' +
          'until approved. A token of another business is refused like a forged one (400), ' +
          'saying nothing of it.',
        body: RedeemCheckRequest,
        response: { 200: CounterRewardResponse, ...errors, 409: ErrorBody },
      },
    },
    async (request) => ({ reward: await checkReward(db, keys, counterOf(request), request.body) }),
  );

  app.post(
    '/redeem',
    {
      config: counter,
      schema: {
        tags,
        operationId: 'redeemAtCounter',
        summary: 'Redeem a reward at the counter',
        description:
          'Redeems the reward a token or a code names, exactly once (one conditional update: two ' +
          'counters at the same moment, one succeeds). A device redeems at its own location; a ' +
          'team mate or an API key names the `location` (or none). 409: already redeemed, with ' +
          'where and when (`reward`), or held for review by fair play (`code` `redeem.held`, ' +
          '`reward.status` `held`: it can be redeemed once approved; nothing is written); 410: ' +
          'expired or voided.',
        body: CounterRedeemRequest,
        response: {
          200: CounterRewardResponse,
          ...errors,
          409: AlreadyRedeemedError,
          410: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      try {
        return { reward: await redeemAtCounter(db, keys, counterOf(request), request.body) };
      } catch (err) {
        if (!(err instanceof RedeemConflict)) throw err;
        return reply.status(409).send({
          message: err.message,
          ...(err.code ? { code: err.code } : {}),
          reward: err.reward,
        });
      }
    },
  );

  app.post(
    '/redeem/batch',
    {
      config: counter,
      schema: {
        tags,
        operationId: 'redeemCounterBatch',
        summary: "Send a scanner's offline redemptions",
        description:
          'The redemptions a scanner queued while offline, each with its own `client_id` and the ' +
          'time staff redeemed it: a paired device at its own location, a team mate (or an API ' +
          'key) at the `location` each names (one of the account, even if deleted since; 404 ' +
          'otherwise). Each gets its own result (redeemed, conflict, expired, voided, held — ' +
          'waiting for review, not redeemed —, not_found, invalid); one bad item never fails the others. Sending the same batch again (same ' +
          'sender, same `client_id`) changes nothing and gives the same results. A reward already ' +
          'redeemed is a `conflict`, kept with both records for the owner ' +
          '(GET rewards/redemption-conflicts).',
        body: RedeemBatchRequest,
        response: { 200: RedeemBatchResponse, ...errors },
      },
    },
    async (request) => ({
      results: await redeemBatch(db, keys, counterOf(request), request.body.redemptions),
    }),
  );

  app.post(
    '/rewards/given/:id/void',
    {
      config: { ...owner, audit: ['reward.voided'] },
      schema: {
        tags,
        operationId: 'voidGivenReward',
        summary: 'Void a reward given',
        description:
          'Cancels a won reward not yet redeemed, with the reason: it can no longer be redeemed ' +
          '(410 at the counter), its wallet pass shows it, and `reward.voided` is sent. 409 when it ' +
          'was already redeemed or voided.',
        params: IdParams,
        body: VoidRewardRequest,
        response: { 200: CounterRewardResponse, ...errors, 409: ErrorBody },
      },
    },
    async (request) => ({
      reward: await voidWin(
        db,
        {
          accountId: scopeOf(request).account.id,
          userId: authOf(request).user.id,
          audit: auditContextOf(request),
        },
        request.params.id,
        request.body.reason,
      ),
    }),
  );

  app.get(
    '/rewards/redemptions',
    {
      config: { ...owner, textExamples: { 'text/csv': REPORT_CSV_EXAMPLE } },
      schema: {
        tags,
        operationId: 'getRedemptionReport',
        summary: 'Redemption report',
        description:
          'Per reward, location and day (`from`–`to`, in each location’s time zone; UTC for what ' +
          'has no location): issued, redeemed (the day’s redemptions, whenever won), expired, ' +
          'voided, `issued_redeemed` (of the day’s issued rewards, those redeemed so far) and the ' +
          'redemption rate `issued_redeemed` ÷ `issued` — both about the same rewards —, and the ' +
          'median seconds from win to redemption, newest day first, with totals. ' +
          '`format=csv` streams every row as a CSV file instead.',
        querystring: RedemptionReportQuery,
        produces: ['application/json', 'text/csv'],
        response: { 200: RedemptionReportResponse, ...errors },
      },
    },
    async (request, reply) => {
      const accountId = scopeOf(request).account.id;
      const q = request.query;
      if (q.from > q.to)
        return reply
          .status(400)
          .send({ message: 'The start date must be on or before the end date.' });
      if (q.format !== 'csv') return redemptionReport(db, accountId, q, q);
      const stream = await exportReport(db, accountId, q);
      return (reply as FastifyReply)
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="redemptions-${q.from}-${q.to}.csv"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );

  app.get(
    '/rewards/redemption-conflicts',
    {
      config: owner,
      schema: {
        tags,
        operationId: 'listRedemptionConflicts',
        summary: 'List redemption conflicts',
        description:
          'Rewards redeemed twice while offline (or offline after online), newest first: the ' +
          'redemption that counted and the one refused when it reached the server, never merged.',
        querystring: RedemptionConflictListQuery,
        response: { 200: RedemptionConflictListResponse, ...errors },
      },
    },
    async (request) => listConflicts(db, scopeOf(request).account.id, request.query),
  );
}
