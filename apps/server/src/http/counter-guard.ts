/**
 * Who is at the counter (docs/rewards.md#redemption-in-store). Two kinds of routes:
 * - `access: 'device'`: a paired counter device's own token (`Bearer pdc_…`), locked or not — to
 *   unlock it with the staff PIN, lock it, read its state;
 * - `access: 'counter'`: an UNLOCKED paired device, or (through the account guard in auth.ts) a
 *   signed-in owner or team mate whose role holds the route's module (`redeem`, which `rewards`
 *   and `full` include), or an API key with the `rewards` module.
 * Either way the guard sets `request.counter`, so handlers never ask which kind of caller it was;
 * for a device it also sets `request.device`. A device's token is looked up by its hash on every
 * call: unpairing (the row is deleted) holds from its next request on, on every instance.
 */
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { DEVICE_TOKEN_PREFIX } from '@playdesk/contract';
import type { Database } from '../db/client.js';
import { accounts, counterDevices, locations } from '../db/schema.js';
import { hashToken } from '../lib/tokens.js';
import { forbidden, unauthorized } from './errors.js';

/** The caller of a counter route, whoever it is (features/counter/caller.ts hands it out). */
export interface CounterCaller {
  accountId: string;
  accountPublicId: string;
  /** Set for a device: it redeems only at its own location. */
  device: { id: string; publicId: string; name: string; locationId: string } | null;
  /** The team mate (or the API key's creator); null for a device. */
  userId: string | null;
  /** What the records show as "by": the device's name, the person's email, the key's name. */
  byName: string;
}

/** A paired device, as the guard found it (for `access: 'device'` and device calls of `counter`). */
export interface DeviceCaller {
  id: string;
  publicId: string;
  name: string;
  accountId: string;
  accountPublicId: string;
  businessName: string;
  locationId: string;
  locationPublicId: string;
  locationName: string;
  locationTimeZone: string;
  pairedAt: Date | null;
  /** In the past or null: locked (by staff, or never unlocked). */
  unlockedUntil: Date | null;
  lockedUntil: Date | null;
  lastSeenAt: Date | null;
  createdAt: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    counter: CounterCaller | null;
    device: DeviceCaller | null;
  }
}

export const isDeviceToken = (token: string) => token.startsWith(DEVICE_TOKEN_PREFIX);

export const DEVICE_UNPAIRED =
  'This device is not paired any more. Ask the owner for a new pairing code.';
export const DEVICE_LOCKED = 'This device is locked. Enter the staff PIN to unlock it.';
export const DEVICE_ONLY =
  'This route is for a paired counter device (Authorization: Bearer pdc_…).';

/** How often `last_seen_at` is written at most: a busy till costs one write a minute. */
const LAST_SEEN_RESOLUTION_MS = 60_000;

/** Whether the device is unlocked at `now`. */
export const isUnlocked = (device: Pick<DeviceCaller, 'unlockedUntil'>, now = new Date()) =>
  device.unlockedUntil !== null && device.unlockedUntil > now;

export function counterCallerOfDevice(device: DeviceCaller): CounterCaller {
  return {
    accountId: device.accountId,
    accountPublicId: device.accountPublicId,
    device: {
      id: device.id,
      publicId: device.publicId,
      name: device.name,
      locationId: device.locationId,
    },
    userId: null,
    byName: device.name,
  };
}

export function createDeviceGuard(db: Database) {
  return async function verifyDevice(
    request: FastifyRequest,
    token: string,
    needsUnlocked: boolean,
  ): Promise<DeviceCaller> {
    const [row] = await db
      .select({
        id: counterDevices.id,
        publicId: counterDevices.publicId,
        name: counterDevices.name,
        accountId: counterDevices.accountId,
        accountPublicId: accounts.publicId,
        businessName: accounts.businessName,
        locationId: counterDevices.locationId,
        locationPublicId: locations.publicId,
        locationName: locations.name,
        locationTimeZone: locations.timeZone,
        pairedAt: counterDevices.pairedAt,
        unlockedUntil: counterDevices.unlockedUntil,
        lockedUntil: counterDevices.lockedUntil,
        lastSeenAt: counterDevices.lastSeenAt,
        createdAt: counterDevices.createdAt,
      })
      .from(counterDevices)
      .innerJoin(locations, eq(locations.id, counterDevices.locationId))
      .innerJoin(accounts, eq(accounts.id, counterDevices.accountId))
      // A deleted location's devices are deleted with it; the join also refuses them meanwhile.
      .where(and(eq(counterDevices.tokenHash, hashToken(token)), isNull(locations.deletedAt)));
    if (!row) throw unauthorized(DEVICE_UNPAIRED).coded('counter.device_unpaired');
    const now = new Date();
    if (!row.lastSeenAt || now.getTime() - row.lastSeenAt.getTime() >= LAST_SEEN_RESOLUTION_MS) {
      // Conditional, so two instances seeing the same stale value write once between them.
      const stale = new Date(now.getTime() - LAST_SEEN_RESOLUTION_MS);
      await db
        .update(counterDevices)
        .set({ lastSeenAt: now })
        .where(
          and(
            eq(counterDevices.id, row.id),
            or(isNull(counterDevices.lastSeenAt), lt(counterDevices.lastSeenAt, stale)),
          ),
        );
      row.lastSeenAt = now;
    }
    // A device acts in its own account only: naming another one is refused as for a session.
    const header = request.headers['x-account'];
    const named = Array.isArray(header) ? header[0] : header;
    if (named !== undefined && named !== row.accountPublicId)
      throw forbidden('You do not have access to this account.').coded('access.account');
    if (needsUnlocked && !isUnlocked(row, now))
      throw forbidden(DEVICE_LOCKED).coded('counter.locked_by_staff');
    request.device = row;
    request.counter = counterCallerOfDevice(row);
    return row;
  };
}
