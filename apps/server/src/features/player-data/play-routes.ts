/**
 * The player's side of player data (public, `X-PLAYER` token): a game's form, sending it, the
 * link confirming a known email, the double opt-in click, and "Forget me" (see what the business
 * holds, erase it).
 */
import { z } from 'zod';
import {
  CHALLENGE_HEADER,
  DEVICE_HEADER,
  ConfirmConsentRequest,
  ConfirmPlayerEmailRequest,
  ConfirmPlayerEmailResponse,
  ErrorBody,
  LeadRequest,
  LeadResponse,
  MessageResponse,
  PlayerDataResponse,
  PublicGameQuery,
  PublicId,
  PublicLeadFormResponse,
} from '@playdesk/contract';
import { sql } from 'drizzle-orm';
import { BODY_LIMITS } from '../../http/body-limits.js';
import { HttpError, notFound } from '../../http/errors.js';
import type { App, RouteDeps } from '../../http/types.js';
import { players as playersTable } from '../../db/schema.js';
import { findPlayer, playerTokenOf } from '../play/players.js';
import { confirmConsent } from './consents.js';
import {
  CONFIRM_EMAILS_PER_HOUR,
  CONFIRM_LINK_HOURS,
  confirmPlayerEmail,
} from './email-confirm.js';
import { erasePlayers } from './erasure.js';
import { createLeadService } from './lead.js';
import { createRiskAssessor } from '../fair-play/assess.js';
import { accessData } from './players-service.js';

const tags = ['play'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const config = { access: 'public' } as const;
const bodyLimit = BODY_LIMITS.play;
const gameParams = z.object({ public_id: PublicId });
const UNKNOWN_PLAYER = 'Missing or unknown player token.';

export function playerDataPlayRoutes(app: App, { db, config: appConfig }: RouteDeps): void {
  const lead = createLeadService(db, appConfig.appUrl, createRiskAssessor(db, appConfig));
  const me = async (header: string | string[] | undefined) => {
    const token = playerTokenOf(header);
    const player = token ? await findPlayer(db, token) : null;
    if (!player) throw new HttpError(401, UNKNOWN_PLAYER).coded('player.unknown');
    return player;
  };

  app.get(
    '/play/games/:public_id/lead',
    {
      config: { ...config, player: 'optional' },
      schema: {
        tags,
        operationId: 'playGetLeadForm',
        summary: "The game's form, its consents and participation limit",
        description:
          "The game's lead form, its consents and the participation limit, in the language the game is played in: `lang` if the game has it, else the first language of `Accept-Language` it has, else its default language. Each label, choice and consent text without a translation in that language is in its default language. No credentials needed.",
        params: gameParams,
        querystring: PublicGameQuery,
        response: { 200: PublicLeadFormResponse, ...errors },
      },
    },
    async (request) => ({
      lead_form: await lead.publicForm(
        request.params.public_id,
        playerTokenOf(request.headers['x-player']),
        { option: request.query.lang, acceptLanguage: request.headers['accept-language'] },
        request.query.visit,
      ),
    }),
  );

  app.post(
    '/play/games/:public_id/lead',
    {
      config: { ...config, player: 'optional' },
      bodyLimit,
      schema: {
        tags,
        operationId: 'playSendLeadForm',
        summary: 'Send the form: makes this player known (one per email) and records consents',
        description:
          'Sends the lead form: makes this player (`X-PLAYER`; without it a new player, whose token is answered) known to the business and records the consents given. ' +
          'An email no other player of the business has becomes this player’s at once. ' +
          'An email another player already has is **not** taken over: the answers stay on this player, `email_confirmation_sent` is true and a link is emailed to the address; ' +
          'only `POST play/players/email/confirm` with that link’s token joins the two. ' +
          `At most ${CONFIRM_EMAILS_PER_HOUR} such links go to one address per hour: past that, 429 with \`Retry-After\`. ` +
          'The lead counts in the funnel under where it came from: the play `session_id` names (when it is this player’s play of this game), else `visit`; ' +
          'a player who has no first touch yet gets that one (their `source`, `medium`, `campaign`, placement and variant in the Player Data list, its export and the webhooks). ' +
          'Fair play (docs/fair-play-risk.md) scores the lead from its network, device (`x-playdesk-device`) and email domain once the answers are valid: 403 `fair_play.challenge_required` when the game asks this visitor for a solved challenge (`x-altcha`, from `GET /play/challenge?kind=lead`) and none passed, ' +
          '409 `lead.email_unverified` (`mode: code`) when the game challenges a form with an email by asking it verified (`challenge_with: verified_email`) and it is not yet verified for the business (send a code with `POST play/games/{id}/verify/email`, confirm it, and send the form again), ' +
          '403 `fair_play.blocked` when it refuses the lead. ' +
          'A game asking for a verified email (or phone) refuses the form until the address is verified (409 `lead.email_unverified`, `lead.phone_unverified`); accepted, it gives this player the rewards their plays of the game won while waiting for it (`reward_awaiting_verification` on the play: read the play again to see the reward), once each, unless the address had already used the participation limit when that play started (docs/fair-play.md#wins-kept-until-the-player-verifies).',
        params: gameParams,
        body: LeadRequest,
        response: { 200: LeadResponse, ...errors, 429: ErrorBody },
      },
    },
    async (request) => {
      return lead.submit(
        request.params.public_id,
        playerTokenOf(request.headers['x-player']),
        request.body,
        request.headers['user-agent'],
        {
          ip: request.ip,
          device: request.headers[DEVICE_HEADER],
          challenge: request.headers[CHALLENGE_HEADER],
        },
      );
    },
  );

  app.post(
    '/play/players/email/confirm',
    {
      config,
      bodyLimit,
      schema: {
        tags,
        operationId: 'playConfirmEmail',
        summary: 'Confirm an email from the link sent when a form gave a known address',
        description:
          'Confirms the address a form gave when another player of the business already had it, with the token from the emailed link. ' +
          'The player of the form is merged into the player of the email (plays, consents, rewards and the newer answers move), and `player_token`, a new token, opens that player from now on: keep it as this browser’s `X-PLAYER` for `account_public_id`. ' +
          `A link works once and for ${CONFIRM_LINK_HOURS} hours: 404 when unknown or used, 410 when expired.`,
        body: ConfirmPlayerEmailRequest,
        response: { 200: ConfirmPlayerEmailResponse, ...errors, 410: ErrorBody },
      },
    },
    async (request) => confirmPlayerEmail(db, request.body.token, appConfig.appUrl),
  );

  app.post(
    '/play/consents/confirm',
    {
      config,
      bodyLimit,
      schema: {
        tags,
        operationId: 'playConfirmConsent',
        summary: 'Confirm a consent from the link in its email (double opt-in)',
        description:
          'Confirms a consent with the token from its confirmation email (double opt-in).',
        body: ConfirmConsentRequest,
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (request) => {
      if (!(await confirmConsent(db, request.body.token)))
        throw notFound('This confirmation link is not valid or was already used.').coded(
          'consent.link_invalid',
        );
      return { message: 'Thank you, your consent is confirmed.' };
    },
  );

  app.get(
    '/play/players/me/data',
    {
      config: { ...config, player: 'required' },
      schema: {
        tags,
        operationId: 'playGetMyData',
        summary: 'Everything the business holds about this player',
        description: 'Everything the business holds about this player (identified by `X-PLAYER`).',
        response: { 200: PlayerDataResponse, ...errors },
      },
    },
    async (request) => accessData(db, await me(request.headers['x-player'])),
  );

  app.delete(
    '/play/players/me',
    {
      config: { ...config, player: 'required' },
      schema: {
        tags,
        operationId: 'playForgetMe',
        summary: "Forget me: erase this player's personal data",
        description: "Forget me: erases this player's personal data.",
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (request) => {
      const player = await me(request.headers['x-player']);
      await db.transaction((tx) =>
        erasePlayers(tx, player.accountId, sql`${playersTable.id} = ${player.id}`, {
          scope: 'self',
          byUserId: null,
        }),
      );
      return { message: 'Your data has been erased.' };
    },
  );
}
