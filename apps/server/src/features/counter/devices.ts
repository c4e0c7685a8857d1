/**
 * What a counter device does itself (docs/rewards.md#redemption-in-store): trade its pairing code
 * for its token, unlock with its location's staff PIN, lock, and read its state — the keys that
 * check redemption tokens offline and the names of the business's in-store rewards (which a team
 * mate's scanner reads too: `counterState`).
 */
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  COUNTER_LIMITS,
  type CounterState,
  type DeviceState,
  type PairedDeviceResponse,
} from '@playdesk/contract';
import type { Database } from '../../db/client.js';
import { accounts, counterDevices, locations, rewards } from '../../db/schema.js';
import { DEVICE_UNPAIRED, isUnlocked, type DeviceCaller } from '../../http/counter-guard.js';
import {
  badRequest,
  conflict,
  forbidden,
  tooManyRequests,
  unauthorized,
} from '../../http/errors.js';
import { hashToken } from '../../lib/tokens.js';
import { verifyPassword } from '../auth/passwords.js';
import { newDeviceToken, normalizePairingCode } from './codes.js';
import { toCounterDevice } from './locations.js';
import type { SigningKeys } from './tokens.js';

export const PAIRING_INVALID =
  'This pairing code is not valid or has expired. Ask the owner for a new one.';
export const NO_PIN = 'This location has no staff PIN yet. Ask the owner to set one.';

const PIN_LOCK_MS = COUNTER_LIMITS.pinLockMinutes * 60_000;

/** The 429 of a device locked after too many wrong PINs, until `until`. */
function lockedError(until: Date) {
  const seconds = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  return tooManyRequests(
    `Too many wrong PINs. This device is locked for ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    seconds,
  ).coded('counter.locked', { minutes, seconds });
}

export function createDeviceService(db: Database, keys: SigningKeys) {
  /** The device as the guard loaded it, read again (after a change of its own). */
  async function reload(deviceId: string): Promise<DeviceCaller> {
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
      .where(eq(counterDevices.id, deviceId));
    // Unpaired between the guard and here: the same answer its next request gets.
    if (!row) throw unauthorized(DEVICE_UNPAIRED).coded('counter.device_unpaired');
    return row;
  }

  /**
   * What any scanner needs offline (`GET redeem/state`, and inside a device's state): the
   * business's name, its public keys and the names of its in-store rewards.
   */
  async function counterState(accountId: string, businessName?: string): Promise<CounterState> {
    const [publicKeys, inStore, account] = await Promise.all([
      keys.publicKeys(accountId),
      db
        .select({ publicId: rewards.publicId, name: rewards.name, value: rewards.value })
        .from(rewards)
        .where(and(eq(rewards.accountId, accountId), eq(rewards.redeemMode, 'in_store')))
        .orderBy(asc(rewards.name), asc(rewards.id)),
      businessName === undefined
        ? db
            .select({ businessName: accounts.businessName })
            .from(accounts)
            .where(eq(accounts.id, accountId))
            .then((rows) => rows[0])
        : { businessName },
    ]);
    return {
      business_name: account?.businessName ?? '',
      keys: publicKeys.map((k) => ({ kid: k.kid, public_key: k.publicKey })),
      rewards: inStore.map((r) => ({ public_id: r.publicId, name: r.name, value: r.value })),
    };
  }

  async function state(device: DeviceCaller): Promise<DeviceState> {
    const now = new Date();
    return {
      ...(await counterState(device.accountId, device.businessName)),
      device: toCounterDevice(
        device,
        { publicId: device.locationPublicId, name: device.locationName },
        now,
      ),
      location: {
        public_id: device.locationPublicId,
        name: device.locationName,
        time_zone: device.locationTimeZone,
      },
      unlocked_until: isUnlocked(device, now) ? device.unlockedUntil!.toISOString() : null,
    };
  }

  return {
    state,
    counterState,

    /**
     * Trades a pairing code for the device's token, once: one conditional UPDATE takes the code
     * (unused, unexpired) and clears it, so two devices typing it at once cannot both pair.
     */
    async pair(typedCode: string): Promise<PairedDeviceResponse> {
      const code = normalizePairingCode(typedCode);
      const token = newDeviceToken();
      const now = new Date();
      const [paired] = await db
        .update(counterDevices)
        .set({
          tokenHash: hashToken(token),
          pairedAt: now,
          lastSeenAt: now,
          pairingCodeHash: null,
          pairingExpiresAt: null,
        })
        .where(
          and(
            eq(counterDevices.pairingCodeHash, hashToken(code)),
            gt(counterDevices.pairingExpiresAt, now),
            isNull(counterDevices.pairedAt),
          ),
        )
        .returning({ id: counterDevices.id });
      if (!paired) throw badRequest(PAIRING_INVALID).coded('counter.pairing_invalid');
      return { device_token: token, state: await state(await reload(paired.id)) };
    },

    /**
     * Unlocks the device with its location's staff PIN. Five wrong PINs in a row lock it for 15
     * minutes. Each try is counted BEFORE the PIN is checked, by one conditional UPDATE that also
     * sets the lock on the fifth: the database serialises the tries on the device's row, so ten
     * tries sent at once count ten, the sixth finds the device locked, and no PIN past the fifth
     * is ever checked (a check first and a count after would let every parallel try be checked).
     * A right PIN starts the count again.
     */
    async unlock(device: DeviceCaller, pin: string): Promise<DeviceState> {
      const [location] = await db
        .select({ pinHash: locations.pinHash })
        .from(locations)
        .where(eq(locations.id, device.locationId));
      if (!location?.pinHash) throw conflict(NO_PIN).coded('counter.no_pin');

      // A lock that ran out starts the count again (at this try: 1).
      const expired = sql`(${counterDevices.lockedUntil} is not null and ${counterDevices.lockedUntil} <= now())`;
      const tries = sql`(case when ${expired} then 1 else ${counterDevices.failedPins} + 1 end)`;
      const [claimed] = await db
        .update(counterDevices)
        .set({
          failedPins: tries,
          lockedUntil: sql`case when ${tries} >= ${sql.raw(String(COUNTER_LIMITS.pinTries))}
            then now() + make_interval(mins => ${sql.raw(String(COUNTER_LIMITS.pinLockMinutes))}) else null end`,
        })
        .where(
          and(
            eq(counterDevices.id, device.id),
            sql`(${counterDevices.lockedUntil} is null or ${counterDevices.lockedUntil} <= now())`,
          ),
        )
        .returning({
          failedPins: counterDevices.failedPins,
          lockedUntil: counterDevices.lockedUntil,
        });
      if (!claimed) {
        const [now] = await db
          .select({ lockedUntil: counterDevices.lockedUntil })
          .from(counterDevices)
          .where(eq(counterDevices.id, device.id));
        throw lockedError(now?.lockedUntil ?? new Date(Date.now() + PIN_LOCK_MS));
      }

      if (await verifyPassword(location.pinHash, pin)) {
        await db
          .update(counterDevices)
          .set({
            failedPins: 0,
            lockedUntil: null,
            unlockedUntil: sql`now() + make_interval(hours => ${sql.raw(String(COUNTER_LIMITS.unlockHours))})`,
          })
          .where(eq(counterDevices.id, device.id));
        return state(await reload(device.id));
      }
      if (claimed.lockedUntil) throw lockedError(claimed.lockedUntil);
      const triesLeft = COUNTER_LIMITS.pinTries - claimed.failedPins;
      throw forbidden(
        `Wrong PIN. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left before the device locks.`,
      ).coded('counter.pin_wrong', { tries_left: triesLeft });
    },

    /** Locks the device (staff leave the counter): redeeming needs the PIN again. */
    async lock(device: DeviceCaller): Promise<DeviceState> {
      await db
        .update(counterDevices)
        .set({ unlockedUntil: null })
        .where(eq(counterDevices.id, device.id));
      return state(await reload(device.id));
    },
  };
}
