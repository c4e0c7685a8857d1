/**
 * Insight's routes (docs/insight.md): the player app's beacon and the funnel. The steps of a game
 * are in steps-routes.ts.
 */
import {
  BeaconRequest,
  BeaconResponse,
  ErrorBody,
  FunnelQuery,
  FunnelResponse,
} from '@playdesk/contract';
import { scopeOf } from '../../http/auth.js';
import { BODY_LIMITS } from '../../http/body-limits.js';
import type { App, RouteDeps } from '../../http/types.js';
import { createRateLimiter } from '../../infra/rate-limit.js';
import { ownHostsOf } from './attribution.js';
import { createBeaconService } from './beacon.js';
import { createFunnelService } from './funnel.js';
import { createPlacementLookup } from './placement-lookup.js';

export function insightRoutes(app: App, deps: RouteDeps): void {
  const { db } = deps;
  const beacon = createBeaconService(db, {
    placementOf: createPlacementLookup(db),
    ownHosts: ownHostsOf(deps.config.appUrl),
    cacheBus: deps.cacheBus,
  });
  const funnel = createFunnelService(db);
  const beaconLimiter = createRateLimiter({
    name: 'play-events',
    pointsPerMinute: deps.config.beaconRateLimitPerMinute,
    redis: deps.redis,
    code: 'play.rate_limited',
  });

  app.post(
    '/play/events',
    {
      config: { access: 'public' },
      bodyLimit: BODY_LIMITS.play,
      schema: {
        tags: ['play'],
        operationId: 'playRecordEvents',
        summary: 'Record what a player saw and clicked (the statistics beacon)',
        description:
          "The player app's beacon (`navigator.sendBeacon`): up to 20 steps of one visit that only the browser sees — `view` (a game page, embed or pop-up shown), `cta` (a game's button or the result pop-up's link clicked; `target` says which), `share`, `form_field` (the last field of a lead form left unsent). Each is recorded once per visit, game, step and target; `accepted` counts the new ones. Answered 202 once written: the steps are statistics, committed without waiting for their flush to disk, so a crash of the database itself may lose the last fraction of a second of them. The visit's attribution (UTM parameters, referrer, embedding page, placement) is kept as hosts and values only, never a full URL, an IP address or personal data. Refused (403) for known bots by their user agent, 404 when a game is unknown or unpublished, 429 over the rate limit per client address; a refused call stores nothing. No credentials needed.",
        body: BeaconRequest,
        response: {
          202: BeaconResponse,
          400: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      await beaconLimiter.consume({ ip: request.ip });
      const accepted = await beacon.record(request.body, request.headers['user-agent']);
      // 202: committed, without waiting for the flush to disk (beacon.ts).
      reply.code(202);
      return { accepted };
    },
  );

  app.get(
    '/stats/funnel',
    {
      config: { access: 'account', module: 'games' },
      schema: {
        tags: ['stats'],
        operationId: 'getFunnel',
        summary: "A game's (or the account's) funnel over a period, by source, placement…",
        description:
          "Each funnel step's count over the `from`–`to` UTC days — view, start, first move, finish, win, lead sent, reward won, reward redeemed, call-to-action clicked, share — for one game (`game`) or every game of the account. With `group_by`, the same per source, medium, campaign, referrer (host), host (the embedding site), placement, language, device class (phone, tablet, desktop), returning (new or returning player) or variant (an experiment's); values never recorded read `unknown`, at most 100 rows, largest first. With `compare_from`/`compare_to`, the same for that period in `compared`. Closed hours come from the hourly rollups, the last hour(s) from the events themselves, so the figures are current to the second.",
        querystring: FunnelQuery,
        response: {
          200: FunnelResponse,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (request) => funnel.funnel(scopeOf(request).account.id, request.query),
  );
}
