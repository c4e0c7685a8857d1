/**
 * The live shows' parts, made once per app: the service, this instance's sockets (the hub) and
 * the rate limits the REST routes and the socket share (docs/live.md).
 */
import type { z } from 'zod';
import type { LiveJoinRequest, LiveView } from '@playdesk/contract';
import { createCounter, consumeOrRefuse, createRateLimiter } from '../../infra/rate-limit.js';
import { hashToken } from '../../lib/tokens.js';
import type { RouteDeps } from '../../http/types.js';
import { createRiskAssessor } from '../fair-play/assess.js';
import { createPlacementLookup } from '../insight/placement-lookup.js';
import { createLiveHub } from './hub.js';
import { createLiveService, type JoinFrom } from './service.js';

export function createLive(deps: RouteDeps, onError: (error: unknown) => void) {
  let hub: ReturnType<typeof createLiveHub> | null = null;
  const service = createLiveService(deps.db, (id, urgent) => hub?.notify(id, urgent), {
    placementOf: createPlacementLookup(deps.db),
    appUrl: deps.config.appUrl,
    assessor: createRiskAssessor(deps.db, deps.config),
  });
  hub = createLiveHub(
    deps.cacheBus,
    (id, only) => service.viewsById(id, only),
    onError,
    service.clock,
  );
  const joins = createRateLimiter({
    name: 'live-join',
    pointsPerMinute: deps.config.liveJoinRateLimitPerMinute,
    redis: deps.redis,
    code: 'play.rate_limited',
  });
  const answers = createCounter(deps.redis, {
    name: 'live-answer',
    points: deps.config.liveAnswerRateLimitPerMinute,
    seconds: 60,
  });
  return {
    service,
    hub,
    /**
     * Joins a show. The first view comes from the show's shared read (hub.views, at most 250 ms
     * old; one that reads no player's row when none is there), with the new player as they are —
     * no score, no answer — so a room joining does not read every player once per join.
     */
    async join(code: string, input: z.output<typeof LiveJoinRequest>, from?: JoinFrom) {
      const { token, sessionId, player, playerToken } = await service.join(code, input, from);
      const views = await hub!.views(sessionId, null);
      const shared = views!.shared(player.language);
      const { language: _language, ...own } = player;
      const view: LiveView = {
        ...shared,
        players: Math.max(shared.players, 1),
        me: { ...own, score: 0, rank: null, answer: null, points: null, outcome: null },
      };
      return { token, view, playerToken };
    },
    /**
     * The view a poll asks for (the socket's fallback, `GET play/live/{code}`): two reads by key
     * (the show, the player), then the show's shared read (hub.views: at most 250 ms old, dropped
     * at every command; the polls of one moment share one, of their own rows while nobody is
     * ranked) — a room polling every second does not read every player per poll. A phone's own
     * answer is read by key.
     */
    async view(code: string, token: string | undefined): Promise<LiveView> {
      const { sessionId, playerId } = await service.identify(code, token);
      const view = (await hub!.views(sessionId, playerId))?.(playerId);
      if (!view || (playerId !== null && view.me === null)) {
        return (await service.view(code, token)).view;
      }
      // A phone's own answer is never stale: the shared read may predate it (answers only move
      // counts, so they do not drop it), and a phone must not be offered the tiles again.
      if (playerId && view.me && view.question && view.me.answer === null) {
        const option = await service.ownAnswer(sessionId, playerId, view.question.index);
        if (option !== null) return { ...view, me: { ...view.me, answer: option } };
      }
      return view;
    },
    /** Counts a join from `ip`; throws the 429 over the limit. */
    countJoin: (ip: string) => joins.consume({ ip }),
    /** Counts an answer of the player holding `token`; throws the 429 over the limit. */
    countAnswer: async (token: string) => {
      await consumeOrRefuse(answers, hashToken(token), 'play.rate_limited');
    },
  };
}

export type Live = ReturnType<typeof createLive>;
