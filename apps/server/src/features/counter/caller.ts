/**
 * Who is at the counter (docs/rewards.md#redemption-in-store). Routes declared with
 * `config: { access: 'counter', module: 'redeem' }` are reached by an unlocked counter device
 * (`Bearer pdc_…`), a team mate whose role includes `redeem` (or `rewards`, or full access), the
 * owner, or an API key with the `rewards` module; the guard (http/auth.ts, http/counter-guard.ts)
 * resolves the caller to a `CounterCaller`, so the handlers never ask which kind it was. Routes with
 * `access: 'device'` (a paired device, locked or not) have `deviceOf(request)` besides.
 */
import type { FastifyRequest } from 'fastify';
import type { CounterCaller, DeviceCaller } from '../../http/counter-guard.js';
import { unauthorized } from '../../http/errors.js';

export type { CounterCaller, DeviceCaller } from '../../http/counter-guard.js';

export function counterOf(request: FastifyRequest): CounterCaller {
  if (!request.counter) throw unauthorized();
  return request.counter;
}

/** The paired device behind a `device` route (or a device's call of a `counter` route). */
export function deviceOf(request: FastifyRequest): DeviceCaller {
  if (!request.device) throw unauthorized();
  return request.device;
}
