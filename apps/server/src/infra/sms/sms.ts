/**
 * Text messages (docs/fair-play.md#verified-email-and-phone): the provider interface and the one
 * provider implemented, Twilio's Messages API over plain `fetch` (no SDK: one POST). The endpoint
 * is configurable (`SMS_PROVIDER_URL`, Twilio's API host by default) so tests talk to a local fake
 * (test/fake-sms.ts) and nothing reaches the internet. Without `SMS_ACCOUNT_SID`,
 * `SMS_AUTH_TOKEN` and `SMS_FROM` there is no provider, and phone verification cannot be used.
 */
import type { SmsConfig } from '../../config.js';

export interface SmsMessage {
  /** E.164: `+33612345678`. */
  to: string;
  body: string;
}

export interface SmsProvider {
  /** Sends one message; throws SmsError when the provider refuses it or cannot be reached. */
  send(message: SmsMessage): Promise<void>;
}

export class SmsError extends Error {
  constructor(
    message: string,
    /** The provider refused this number (invalid, unreachable): the player should check it. */
    readonly badNumber: boolean,
  ) {
    super(message);
    this.name = 'SmsError';
  }
}

/** Twilio's error codes for a number it cannot send to (invalid, landline, not reachable). */
const TWILIO_BAD_NUMBER = new Set([21211, 21214, 21408, 21610, 21612, 21614, 21617]);
const TIMEOUT_MS = 10_000;

/** Twilio's `POST /2010-04-01/Accounts/{sid}/Messages.json`, form-encoded, Basic auth. */
export function twilioProvider(config: SmsConfig): SmsProvider {
  const url = new URL(
    `2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`,
    config.url.endsWith('/') ? config.url : `${config.url}/`,
  );
  const auth = Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64');
  return {
    async send({ to, body }) {
      let res: Response;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: {
            authorization: `Basic ${auth}`,
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: new URLSearchParams({ To: to, From: config.from, Body: body }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
          redirect: 'error',
        });
      } catch (err) {
        throw new SmsError(`The SMS provider could not be reached: ${String(err)}`, false);
      }
      if (res.ok) return;
      const answer = (await res.json().catch(() => ({}))) as { code?: number; message?: string };
      throw new SmsError(
        `The SMS provider refused the message (${res.status}${answer.code ? `, code ${answer.code}` : ''}): ${answer.message ?? ''}`,
        answer.code !== undefined && TWILIO_BAD_NUMBER.has(answer.code),
      );
    },
  };
}

/** The provider the configuration names, or null: phone verification is then unavailable. */
export function smsProviderFor(config: SmsConfig | null): SmsProvider | null {
  return config ? twilioProvider(config) : null;
}
