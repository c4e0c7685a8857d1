/**
 * Who is at the counter (docs/rewards.md#redemption-in-store). Routes declared with
 * `config: { access: 'counter', module: 'redeem' }` are reached by an unlocked counter device
 * (`Bearer pdc_…`), a team mate whose role includes `redeem` (or `rewards`, or full access), the
 * owner, or an API key with the `rewards` module; the guard in http/auth.ts resolves the caller to
 * this, so the handlers never ask which kind it was.
 */
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../../http/errors.js';

export interface CounterCaller {
  accountId: string;
  accountPublicId: string;
  /** Set for a device: it redeems only at its own location. */
  device: { id: string; publicId: string; name: string; locationId: string } | null;
  /** The team mate (or the API key's creator); null for a device. */
  userId: string | null;
  /** What the records show as "by": the device's name, the person's name or email, the key's name. */
  byName: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    counter: CounterCaller | null;
  }
}

export function counterOf(request: FastifyRequest): CounterCaller {
  if (!request.counter) throw unauthorized();
  return request.counter;
}
