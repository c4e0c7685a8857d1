/**
 * A business's locations and the counter devices paired to them (docs/rewards.md#redemption-in-store).
 * The owner (module `rewards`) adds a location with its staff PIN (hashed as passwords are), then
 * pairs devices: each gets a one-time pairing code (8 characters, hashed, 15 minutes) that the
 * device trades for its own token (devices.ts). Deleting a location keeps its row for the
 * redemption records (`deleted_at`) and unpairs its devices; unpairing deletes the device's row, so
 * its token is refused from its next request on.
 */
import {
  and,
  count,
  desc,
  eq,
  inArray,
  isNull,
  isNotNull,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  COUNTER_LIMITS,
  type CounterDevice,
  type CreateLocationRequest,
  type DeviceListQuery,
  type Location,
  type LocationListQuery,
  type PairDeviceRequest,
  type PairingResponse,
  type UpdateLocationRequest,
} from '@playdesk/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { newPublicId } from '../../db/ids.js';
import { paginate } from '../../db/pagination.js';
import { accounts, counterDevices, locations } from '../../db/schema.js';
import { conflict, notFound } from '../../http/errors.js';
import { hashToken } from '../../lib/tokens.js';
import { hashPassword } from '../auth/passwords.js';
import { newPairingCode } from './codes.js';

type LocationRow = typeof locations.$inferSelect;
type DeviceRow = typeof counterDevices.$inferSelect;

const locationNotFound = () =>
  notFound('Location not found.').coded('resource.not_found', { resource: 'location' });
const deviceNotFound = () =>
  notFound('Counter device not found.').coded('resource.not_found', { resource: 'counter_device' });

export const DEFAULT_DEVICE_NAME = 'Counter device';

/**
 * A 409 when `counted` (a `count()` read under the row lock that serialises adding) already
 * reached `max`: "count, then add" stays one step.
 */
function refuseAtLimit(counted: { n: number }[], max: number, message: string): void {
  if ((counted[0]?.n ?? 0) >= max) throw conflict(message);
}

/** A device as the API shows it (its location's public id and name beside it). */
export function toCounterDevice(
  row: Pick<
    DeviceRow,
    'publicId' | 'name' | 'pairedAt' | 'lastSeenAt' | 'lockedUntil' | 'createdAt'
  >,
  location: { publicId: string; name: string },
  now = new Date(),
): CounterDevice {
  return {
    public_id: row.publicId,
    name: row.name,
    location: { public_id: location.publicId, name: location.name },
    paired_at: row.pairedAt?.toISOString() ?? null,
    last_seen_at: row.lastSeenAt?.toISOString() ?? null,
    locked_until: row.lockedUntil && row.lockedUntil > now ? row.lockedUntil.toISOString() : null,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * The devices a list shows: paired ones, and those whose pairing code can still be used (a code
 * that ran out unused leaves nothing to show; the next pairing at the location clears its row).
 */
const listedDevice = () =>
  or(isNotNull(counterDevices.pairedAt), sql`${counterDevices.pairingExpiresAt} > now()`)!;

export function createLocationService(db: Database) {
  function toLocation(row: LocationRow, devices: number): Location {
    return {
      public_id: row.publicId,
      name: row.name,
      address: row.address,
      time_zone: row.timeZone,
      latitude: row.latitude,
      longitude: row.longitude,
      has_pin: row.pinHash !== null,
      devices,
      created_at: row.createdAt.toISOString(),
    };
  }

  /** Paired devices per location, for the list. */
  async function pairedCounts(ids: string[]): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ locationId: counterDevices.locationId, n: count() })
      .from(counterDevices)
      .where(and(inArray(counterDevices.locationId, ids), isNotNull(counterDevices.pairedAt)))
      .groupBy(counterDevices.locationId);
    return new Map(rows.map((r) => [r.locationId, r.n]));
  }

  async function findLocation(accountId: string, publicId: string): Promise<LocationRow> {
    const [row] = await db
      .select()
      .from(locations)
      .where(
        and(
          eq(locations.accountId, accountId),
          eq(locations.publicId, publicId),
          isNull(locations.deletedAt),
        ),
      );
    if (!row) throw locationNotFound();
    return row;
  }

  async function one(row: LocationRow): Promise<Location> {
    return toLocation(row, (await pairedCounts([row.id])).get(row.id) ?? 0);
  }

  return {
    /**
     * The locations someone at the counter may redeem at: a device, its own; a person or an API
     * key, every location of the account (the scanner at a desk picks one).
     */
    async forCounter(
      accountId: string,
      deviceLocationId: string | null,
      q: z.output<typeof LocationListQuery>,
    ) {
      const where = and(
        eq(locations.accountId, accountId),
        isNull(locations.deletedAt),
        ...(deviceLocationId ? [eq(locations.id, deviceLocationId)] : []),
      );
      const page = await paginate(
        q,
        ({ limit, offset }) =>
          db
            .select()
            .from(locations)
            .where(where)
            .orderBy(desc(locations.createdAt), desc(locations.id))
            .limit(limit)
            .offset(offset),
        db.select({ n: count() }).from(locations).where(where),
      );
      const counts = await pairedCounts(page.data.map((r) => r.id));
      return { ...page, data: page.data.map((r) => toLocation(r, counts.get(r.id) ?? 0)) };
    },

    list(accountId: string, q: z.output<typeof LocationListQuery>) {
      return this.forCounter(accountId, null, q);
    },

    async create(
      accountId: string,
      input: z.output<typeof CreateLocationRequest>,
    ): Promise<Location> {
      const pinHash = input.pin === undefined ? null : await hashPassword(input.pin);
      const row = await db.transaction(async (tx) => {
        // The account's row lock makes "count, then add" one step: two creations at once cannot
        // both pass the limit.
        await tx
          .select({ id: accounts.id })
          .from(accounts)
          .where(eq(accounts.id, accountId))
          .for('update');
        refuseAtLimit(
          await tx
            .select({ n: count() })
            .from(locations)
            .where(and(eq(locations.accountId, accountId), isNull(locations.deletedAt))),
          COUNTER_LIMITS.locationsPerAccount,
          `An account has at most ${COUNTER_LIMITS.locationsPerAccount} locations. Delete one first.`,
        );
        const [created] = await tx
          .insert(locations)
          .values({
            publicId: newPublicId(),
            accountId,
            name: input.name,
            address: input.address,
            timeZone: input.time_zone,
            latitude: input.latitude ?? null,
            longitude: input.longitude ?? null,
            pinHash,
          })
          .returning();
        return created!;
      });
      return toLocation(row, 0);
    },

    async update(
      accountId: string,
      publicId: string,
      input: z.output<typeof UpdateLocationRequest>,
    ): Promise<Location> {
      const existing = await findLocation(accountId, publicId);
      const pinHash = input.pin === undefined ? undefined : await hashPassword(input.pin);
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(locations)
          .set({
            ...(input.name === undefined ? {} : { name: input.name }),
            ...(input.address === undefined ? {} : { address: input.address }),
            ...(input.time_zone === undefined ? {} : { timeZone: input.time_zone }),
            // The contract lets the two through only together (both numbers, or both null).
            ...(input.latitude === undefined ? {} : { latitude: input.latitude }),
            ...(input.longitude === undefined ? {} : { longitude: input.longitude }),
            ...(pinHash === undefined ? {} : { pinHash }),
            updatedAt: new Date(),
          })
          .where(and(eq(locations.id, existing.id), isNull(locations.deletedAt)))
          .returning();
        if (!updated) throw locationNotFound();
        // A new PIN locks the location's devices: whoever knew the old one (a team mate who left)
        // cannot keep a device unlocked with it. Failed tries start again from zero.
        if (pinHash !== undefined)
          await tx
            .update(counterDevices)
            .set({ unlockedUntil: null, failedPins: 0, lockedUntil: null })
            .where(eq(counterDevices.locationId, existing.id));
        return updated;
      });
      return one(row);
    },

    /** Soft delete: the redemptions keep naming it; its devices are unpaired (deleted). */
    async remove(accountId: string, publicId: string): Promise<void> {
      const existing = await findLocation(accountId, publicId);
      await db.transaction(async (tx) => {
        const [deleted] = await tx
          .update(locations)
          .set({ deletedAt: new Date(), pinHash: null, updatedAt: new Date() })
          .where(and(eq(locations.id, existing.id), isNull(locations.deletedAt)))
          .returning({ id: locations.id });
        if (!deleted) throw locationNotFound();
        await tx.delete(counterDevices).where(eq(counterDevices.locationId, existing.id));
      });
    },

    /** A new device of the location and its one-time pairing code (shown this once). */
    async pairDevice(
      accountId: string,
      locationPublicId: string,
      input: z.output<typeof PairDeviceRequest>,
    ): Promise<PairingResponse> {
      const location = await findLocation(accountId, locationPublicId);
      const code = newPairingCode();
      const expiresAt = new Date(Date.now() + COUNTER_LIMITS.pairingMinutes * 60_000);
      const row = await db.transaction(async (tx) => {
        // The location's row lock: "count, then add" as one step (the per-location limit), and
        // no device is added to a location being deleted.
        const [locked] = await tx
          .select({ id: locations.id })
          .from(locations)
          .where(and(eq(locations.id, location.id), isNull(locations.deletedAt)))
          .for('update');
        if (!locked) throw locationNotFound();
        // Codes that ran out unused leave their rows: cleared here, where they would count.
        await tx
          .delete(counterDevices)
          .where(
            and(
              eq(counterDevices.locationId, location.id),
              isNull(counterDevices.pairedAt),
              lte(counterDevices.pairingExpiresAt, new Date()),
            ),
          );
        refuseAtLimit(
          await tx
            .select({ n: count() })
            .from(counterDevices)
            .where(eq(counterDevices.locationId, location.id)),
          COUNTER_LIMITS.devicesPerLocation,
          `A location has at most ${COUNTER_LIMITS.devicesPerLocation} devices. Unpair one first.`,
        );
        const [created] = await tx
          .insert(counterDevices)
          .values({
            publicId: newPublicId(),
            accountId,
            locationId: location.id,
            name: input.name?.trim() || DEFAULT_DEVICE_NAME,
            pairingCodeHash: hashToken(code),
            pairingExpiresAt: expiresAt,
          })
          .returning();
        return created!;
      });
      return {
        device: toCounterDevice(row, location),
        pairing_code: code,
        pairing_expires_at: expiresAt.toISOString(),
      };
    },

    async listDevices(accountId: string, q: z.output<typeof DeviceListQuery>) {
      const conditions: SQL[] = [
        eq(counterDevices.accountId, accountId),
        isNull(locations.deletedAt),
        listedDevice(),
      ];
      if (q.location) conditions.push(eq(locations.publicId, q.location));
      const where = and(...conditions);
      const now = new Date();
      return paginate(
        q,
        async ({ limit, offset }) =>
          (
            await db
              .select({
                device: counterDevices,
                locationPublicId: locations.publicId,
                locationName: locations.name,
              })
              .from(counterDevices)
              .innerJoin(locations, eq(locations.id, counterDevices.locationId))
              .where(where)
              .orderBy(desc(counterDevices.createdAt), desc(counterDevices.id))
              .limit(limit)
              .offset(offset)
          ).map((r) =>
            toCounterDevice(r.device, { publicId: r.locationPublicId, name: r.locationName }, now),
          ),
        db
          .select({ n: count() })
          .from(counterDevices)
          .innerJoin(locations, eq(locations.id, counterDevices.locationId))
          .where(where),
      );
    },

    /** Unpairs: the row goes, so the device's token is refused from its next request on. */
    async unpairDevice(accountId: string, publicId: string): Promise<void> {
      const deleted = await db
        .delete(counterDevices)
        .where(and(eq(counterDevices.accountId, accountId), eq(counterDevices.publicId, publicId)))
        .returning({ id: counterDevices.id });
      if (deleted.length === 0) throw deviceNotFound();
    },
  };
}
