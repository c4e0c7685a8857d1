/**
 * The placement a visit's link named (`pd_placement`), as attribution needs it: read once and kept
 * a minute per instance, so the starts and beacons of a printed QR code's crowd do not each read
 * it. A placement of another game counts as none (a link cannot claim another game's placement).
 */
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { placements } from '../../db/schema.js';
import { TtlCache } from '../../infra/ttl-cache.js';
import type { PlacementRef } from './attribution.js';

const TTL_MS = 60_000;
const MAX_ENTRIES = 10_000;

export type PlacementLookup = (
  gameId: string,
  publicId: string | undefined,
) => Promise<PlacementRef | null>;

export function createPlacementLookup(db: Queryable): PlacementLookup {
  const cache = new TtlCache<PlacementRef | null>(TTL_MS, MAX_ENTRIES);
  return async (gameId, publicId) => {
    if (!publicId) return null;
    let found = cache.get(publicId);
    if (found === undefined) {
      const [row] = await db
        .select({
          id: placements.id,
          gameId: placements.gameId,
          utmSource: placements.utmSource,
          utmMedium: placements.utmMedium,
          utmCampaign: placements.utmCampaign,
        })
        .from(placements)
        .where(eq(placements.publicId, publicId));
      found = row ?? null;
      cache.set(publicId, found);
    }
    return found && found.gameId === gameId ? found : null;
  };
}
