/**
 * Verified players (issue 36, docs/fair-play.md#verified-email-and-phone): sending a code to an
 * email or a phone for one game's form, and confirming it. The address is verified for the
 * business (every game of it), for good; the lead form then accepts it (verification/gate.ts).
 *
 * Limits, each refused with a 429 and `Retry-After`: per address (a code every 60 s, 5 an hour,
 * 5 wrong tries then 15 minutes' wait: codes.ts), per client IP (VERIFY_CODES_PER_IP_PER_HOUR
 * codes per channel and hour), and per business for SMS (the plan's `sms_per_month`).
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  VERIFICATION_LIMITS,
  type FairPlaySettings,
  type VerificationConfirmedResponse,
  type VerificationSentResponse,
} from '@playdesk/contract';
import { emailVerifyUrl } from '@playdesk/contract/urls';
import type { Database, Queryable } from '../../../db/client.js';
import { usage } from '../../../db/schema.js';
import { HttpError, invalidFields, tooManyRequests } from '../../../http/errors.js';
import { normalizeEmail } from '../../../lib/email-identity.js';
import { playerT } from '../../../i18n/player-messages.js';
import { enqueue } from '../../../outbox/outbox.js';
import { SmsError, type SmsProvider } from '../../../infra/sms/sms.js';
import { nextPeriodStart, usagePeriod } from '../../usage/period.js';
import { loadBillingPlan } from '../../usage/plan.js';
import { confirmCode, issueCode, type Address } from './codes.js';
import { DISPOSABLE_EMAIL, isDisposableEmail } from './disposable.js';
import type { FormVerification } from './form.js';
import { normalizePhone } from './phone.js';
import { queueReferralsOf } from '../../loyalty/referral.js';

const L = VERIFICATION_LIMITS;

/** A game as verification needs it: whose business, what its form asks, its name and language. */
export interface VerifyingGame {
  publicId: string;
  accountId: string;
  billingAccountId: string;
  businessName: string;
  fairPlay: FairPlaySettings;
  /** What a code may be sent for: the form's verification, the email's when risk may ask for it. */
  verify: FormVerification;
  /** The language the email or SMS is written in (the asked one if the game has it) and the game's name in it. */
  texts(asked: string | undefined): { language: string; name: string };
}

/** Finds a playable game (404 otherwise); given by the caller, who knows what "playable" means. */
export type VerifyingGameLookup = (db: Queryable, publicId: string) => Promise<VerifyingGame>;

const NOT_ASKED_EMAIL = 'This game does not ask to verify an email.';
const NOT_ASKED_PHONE = 'This game does not ask to verify a phone number.';
export const SMS_UNAVAILABLE =
  'Text messages cannot be sent from this server: it has no SMS provider (SMS_ACCOUNT_SID, SMS_AUTH_TOKEN and SMS_FROM are not set).';

const emailShape = z.email();

/** The typed email, trimmed and lower-cased (where the code goes), and who it is (normalised). */
export function checkedEmail(typed: string): { to: string; address: string } {
  const to = typed.trim().toLowerCase();
  if (!emailShape.safeParse(to).success)
    throw invalidFields(['email: Enter a valid email address']);
  return { to, address: normalizeEmail(to) };
}

function sent(address: string, mode: 'code' | 'link'): VerificationSentResponse {
  return {
    address,
    mode,
    expires_in_seconds: L.codeTtlSeconds,
    resend_in_seconds: L.resendSeconds,
  };
}

/**
 * Counts one SMS against the business's month, in one statement: the month's usage row is created
 * with 1, or its `sms` raised by 1 only while below the plan's allowance (as play starts count
 * gameplays). Nothing returned: the month is full.
 */
async function reserveSms(tx: Queryable, billingAccountId: string, now: Date): Promise<void> {
  const { smsPerMonth } = await loadBillingPlan(tx, billingAccountId);
  const period = usagePeriod(now);
  const rows =
    smsPerMonth > 0
      ? await tx
          .insert(usage)
          .values({ accountId: billingAccountId, period, sms: 1 })
          .onConflictDoUpdate({
            target: [usage.accountId, usage.period],
            set: { sms: sql`${usage.sms} + 1` },
            setWhere: sql`${usage.sms} < ${smsPerMonth}`,
          })
          .returning({ sms: usage.sms })
      : [];
  if (rows.length === 0)
    throw tooManyRequests(
      'Text messages are not available for this game right now. Please try again later.',
      (nextPeriodStart(now).getTime() - now.getTime()) / 1000,
    ).coded('verify.sms_monthly_limit');
}

export function createVerificationService(deps: {
  db: Database;
  appUrl: string;
  sms: SmsProvider | null;
  findGame: VerifyingGameLookup;
}) {
  const { db, appUrl, sms, findGame } = deps;

  async function sendEmailCode(
    gamePublicId: string,
    input: { email: string; language?: string | undefined },
    now = new Date(),
  ): Promise<VerificationSentResponse> {
    const game = await findGame(db, gamePublicId);
    const mode = game.verify.email;
    if (mode === 'off') throw new HttpError(409, NOT_ASKED_EMAIL).coded('verify.not_asked');
    const { to, address } = checkedEmail(input.email);
    if (game.fairPlay.refuse_disposable_email && isDisposableEmail(address))
      throw new HttpError(400, DISPOSABLE_EMAIL, [`email: ${DISPOSABLE_EMAIL}`]).coded(
        'lead.disposable_email',
      );
    const { language, name } = game.texts(input.language);
    const { t } = playerT(language);
    const business = game.businessName;
    const minutes = L.codeTtlSeconds / 60;
    await db.transaction(async (tx) => {
      const code = await issueCode(
        tx,
        { accountId: game.accountId, channel: 'email', address },
        now,
      );
      // In the code's transaction: the email leaves only if the code was stored.
      await enqueue(tx, {
        kind: 'email',
        payload:
          mode === 'code'
            ? {
                to,
                subject: t('verify.subject', { business, code }),
                text: [
                  t('verify.code_intro', { game: name, business }),
                  '',
                  code,
                  '',
                  t('verify.footer', { minutes }),
                ].join('\n'),
              }
            : {
                to,
                subject: t('verify.link_subject', { business }),
                text: [
                  t('verify.link_intro', { game: name, business }),
                  emailVerifyUrl(appUrl, game.publicId, to, code),
                  '',
                  t('verify.footer', { minutes }),
                ].join('\n'),
              },
      });
    });
    return sent(address, mode);
  }

  async function confirmEmail(
    gamePublicId: string,
    input: { email: string; code: string },
    now = new Date(),
  ): Promise<VerificationConfirmedResponse> {
    const game = await findGame(db, gamePublicId);
    if (game.verify.email === 'off')
      throw new HttpError(409, NOT_ASKED_EMAIL).coded('verify.not_asked');
    const { address } = checkedEmail(input.email);
    // Not in a transaction: a wrong try must stay counted when the answer is an error.
    await confirmCode(
      db,
      { accountId: game.accountId, channel: 'email', address },
      input.code,
      now,
    );
    // A friend who came through a share link is a member now: their referrer earns
    // (docs/loyalty.md#referral).
    await queueReferralsOf(db, game.accountId, address);
    return { address, verified: true };
  }

  /** The phone of a game that asks for it, on a server that can send SMS. */
  async function phoneGame(gamePublicId: string): Promise<VerifyingGame> {
    const game = await findGame(db, gamePublicId);
    if (!game.verify.phone) throw new HttpError(409, NOT_ASKED_PHONE).coded('verify.not_asked');
    return game;
  }

  async function sendPhoneCode(
    gamePublicId: string,
    input: { phone: string; language?: string | undefined },
    now = new Date(),
  ): Promise<VerificationSentResponse> {
    const game = await phoneGame(gamePublicId);
    if (!sms) throw new HttpError(409, SMS_UNAVAILABLE).coded('verify.sms_unavailable');
    const address = normalizePhone(input.phone);
    const to: Address = { accountId: game.accountId, channel: 'phone', address };
    const { language } = game.texts(input.language);
    const { t } = playerT(language);
    // One transaction: the code, the month's count and the send stand or fall together, so an
    // SMS the provider refused neither counts against the plan nor blocks a resend.
    await db.transaction(async (tx) => {
      const code = await issueCode(tx, to, now);
      await reserveSms(tx, game.billingAccountId, now);
      try {
        await sms.send({
          to: address,
          body: t('verify.sms', {
            code,
            business: game.businessName,
            minutes: L.codeTtlSeconds / 60,
          }),
        });
      } catch (err) {
        if (!(err instanceof SmsError)) throw err;
        if (err.badNumber)
          throw invalidFields([
            'phone: Text messages cannot be sent to this number. Check it, or use another one.',
          ]).coded('verify.invalid_phone');
        throw new HttpError(
          503,
          'The text message could not be sent just now. Please try again in a minute.',
          undefined,
          60,
        ).coded('verify.sms_failed');
      }
    });
    return sent(address, 'code');
  }

  async function confirmPhone(
    gamePublicId: string,
    input: { phone: string; code: string },
    now = new Date(),
  ): Promise<VerificationConfirmedResponse> {
    const game = await phoneGame(gamePublicId);
    const address = normalizePhone(input.phone);
    await confirmCode(
      db,
      { accountId: game.accountId, channel: 'phone', address },
      input.code,
      now,
    );
    return { address, verified: true };
  }

  return { sendEmailCode, confirmEmail, sendPhoneCode, confirmPhone };
}
