/**
 * Standard Webhooks signing (https://www.standardwebhooks.com) with the reference library: each
 * secret signs `${webhook-id}.${webhook-timestamp}.${body}` with HMAC-SHA256, and
 * `webhook-signature` carries one `v1,<base64>` per secret, space-separated — during a rotation's
 * overlap both the new and the previous secret sign, so a receiver with either verifies.
 */
import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** A new endpoint secret: `whsec_` and 32 random bytes in base64 (the spec's format). */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

export interface SignedHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

export function signWebhook(
  secrets: string[],
  messageId: string,
  at: Date,
  body: string,
): SignedHeaders {
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': secrets.map((s) => new Webhook(s).sign(messageId, at, body)).join(' '),
  };
}
