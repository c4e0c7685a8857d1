/**
 * The player's verification calls (public, no credentials): `POST play/games/{id}/verify/email`
 * and `…/phone` send a code, `…/confirm` checks it (docs/fair-play.md#verified-email-and-phone).
 */
import { z } from 'zod';
import {
  ErrorBody,
  PublicId,
  VERIFICATION_LIMITS,
  VerificationConfirmedResponse,
  VerificationSentResponse,
  VerifyEmailConfirmRequest,
  VerifyEmailRequest,
  VerifyPhoneConfirmRequest,
  VerifyPhoneRequest,
} from '@playdesk/contract';
import { BODY_LIMITS } from '../../../http/body-limits.js';
import type { App, RouteDeps } from '../../../http/types.js';
import { consumeOrRefuse, createCounter } from '../../../infra/rate-limit.js';
import { smsProviderFor } from '../../../infra/sms/sms.js';
import { createVerificationService, type VerifyingGameLookup } from './service.js';

const tags = ['play'];
const config = { access: 'public' } as const;
const bodyLimit = BODY_LIMITS.play;
const params = z.object({ public_id: PublicId });
const L = VERIFICATION_LIMITS;
const errors = {
  400: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  429: ErrorBody,
};

const LIMITS_TEXT =
  `A code has ${L.codeLength} digits and works for ${L.codeTtlSeconds / 60} minutes and once. ` +
  `After ${L.maxTries} wrong codes the code stops working and the address waits ${L.lockSeconds / 60} minutes (429 \`verify.locked\`). ` +
  `One address gets a new code at most every ${L.resendSeconds} seconds (429 \`verify.resend_wait\`) and ${L.sendsPerHour} an hour (429 \`verify.send_limit\`); ` +
  'one client IP asks for at most `VERIFY_CODES_PER_IP_PER_HOUR` codes an hour (429 `play.rate_limited`). A new code replaces the last one.';

const CONFIRM_TEXT =
  'A right code verifies the address for the business (every game of it) for good, and is used up. ' +
  `A wrong one is a 400 \`verify.wrong_code\` with \`tries_left\`; the ${L.maxTries}th is a 429 \`verify.locked\`. ` +
  '410 `verify.expired` when the code is older than its 10 minutes, 404 `verify.no_code` when none is waiting (never sent, used, or replaced by a lock).';

export function verificationPlayRoutes(
  app: App,
  deps: RouteDeps,
  findGame: VerifyingGameLookup,
): void {
  const service = createVerificationService({
    db: deps.db,
    appUrl: deps.config.appUrl,
    sms: smsProviderFor(deps.config.sms),
    findGame,
  });
  // Per client IP and channel: one visitor cannot make us send mail or SMS to many addresses.
  const perIp = (channel: string) =>
    createCounter(deps.redis, {
      name: `verify-${channel}:ip`,
      points: deps.config.verifyCodesPerIpPerHour,
      seconds: 3600,
    });
  const emailByIp = perIp('email');
  const phoneByIp = perIp('phone');

  app.post(
    '/play/games/:public_id/verify/email',
    {
      config,
      bodyLimit,
      schema: {
        tags,
        operationId: 'playVerifyEmail',
        summary: 'Send a code (or a link) that verifies an email for this game’s form',
        description:
          'For a game whose form asks for a verified email (`lead_form.verify.email` is `code` or `link`), or whose fair play may ask a risky form for one (`challenge_with: verified_email` and a risk level whose action is `challenge`: a code): emails the address a 6-digit code to type in the form (`code`), or a link that verifies it when opened (`link`), in `language` (the form’s; else the game’s default language). ' +
          'The address counts as the player it normalises to (case, `+tag`, Gmail dots: docs/fair-play.md#one-mailbox-one-player), so a code sent to `Lea+promo@gmail.com` verifies `lea@gmail.com`. ' +
          `${LIMITS_TEXT} ` +
          '400 for an address that is not an email, or a throw-away one when the game refuses them (`lead.disposable_email`); 409 `verify.not_asked` when the game can ask for no verified email. No credentials needed.',
        params,
        body: VerifyEmailRequest,
        response: { 202: VerificationSentResponse, ...errors },
      },
    },
    async (request, reply) => {
      await consumeOrRefuse(emailByIp, request.ip, 'play.rate_limited');
      reply.code(202);
      return service.sendEmailCode(request.params.public_id, request.body);
    },
  );

  app.post(
    '/play/games/:public_id/verify/email/confirm',
    {
      config,
      bodyLimit,
      schema: {
        tags,
        operationId: 'playConfirmVerifyEmail',
        summary: 'Confirm the code sent to an email',
        description: `Checks the code sent by \`POST play/games/{id}/verify/email\` (the link of the \`link\` mode calls this too). ${CONFIRM_TEXT} No credentials needed.`,
        params,
        body: VerifyEmailConfirmRequest,
        response: { 200: VerificationConfirmedResponse, ...errors, 410: ErrorBody },
      },
    },
    async (request) => service.confirmEmail(request.params.public_id, request.body),
  );

  app.post(
    '/play/games/:public_id/verify/phone',
    {
      config,
      bodyLimit,
      schema: {
        tags,
        operationId: 'playVerifyPhone',
        summary: 'Send a code by SMS that verifies a mobile number for this game’s form',
        description:
          'For a game whose form asks for a verified phone (`lead_form.verify.phone`): texts the number a 6-digit code, in `language` (the form’s; else the game’s default language). ' +
          'The number is read with its country code (`+33 6 12 34 56 78`, `0033…`) and kept in E.164; a landline or a number that is not valid is a 400 `verify.invalid_phone`. ' +
          `${LIMITS_TEXT} ` +
          'Each SMS counts against the business’s plan (`sms_per_month`): past it, 429 `verify.sms_monthly_limit` until the next month. ' +
          '409 `verify.not_asked` when the game does not ask for a phone, `verify.sms_unavailable` when this server has no SMS provider; 503 `verify.sms_failed` when the provider could not send it (nothing is counted then). No credentials needed.',
        params,
        body: VerifyPhoneRequest,
        response: { 202: VerificationSentResponse, ...errors, 503: ErrorBody },
      },
    },
    async (request, reply) => {
      await consumeOrRefuse(phoneByIp, request.ip, 'play.rate_limited');
      reply.code(202);
      return service.sendPhoneCode(request.params.public_id, request.body);
    },
  );

  app.post(
    '/play/games/:public_id/verify/phone/confirm',
    {
      config,
      bodyLimit,
      schema: {
        tags,
        operationId: 'playConfirmVerifyPhone',
        summary: 'Confirm the code sent to a phone',
        description: `Checks the code sent by \`POST play/games/{id}/verify/phone\`. ${CONFIRM_TEXT} No credentials needed.`,
        params,
        body: VerifyPhoneConfirmRequest,
        response: { 200: VerificationConfirmedResponse, ...errors, 410: ErrorBody },
      },
    },
    async (request) => service.confirmPhone(request.params.public_id, request.body),
  );
}
