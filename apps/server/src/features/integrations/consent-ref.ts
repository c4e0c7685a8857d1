/**
 * The consent a webhook endpoint or a connector sends personal data under, named by the client
 * with its public id: resolved within the account (an archived consent cannot be chosen).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { consents } from '../../db/schema.js';
import { forbidden, invalidFields } from '../../http/errors.js';

/**
 * Webhooks and connectors that send players' personal data are set up only by whoever may see it
 * (docs/product-rules.md#player-data-permission).
 */
export const SENDING_NEEDS_PLAYER_DATA =
  "Sending players' personal data needs the player_data module: ask the account owner to add it to your role.";

/** Refuses a change that makes the server send personal data when the caller may not see it. */
export function mustSeePlayerData(personal: boolean): void {
  if (!personal) throw forbidden(SENDING_NEEDS_PLAYER_DATA);
}

/** `undefined` (not sent) and `null` (cleared) pass through; an unknown id is a 400 on the field. */
export async function consentIdOf(
  db: Queryable,
  accountId: string,
  publicId: string | null | undefined,
): Promise<string | null | undefined> {
  if (publicId === undefined) return undefined;
  if (publicId === null) return null;
  const [row] = await db
    .select({ id: consents.id })
    .from(consents)
    .where(
      and(
        eq(consents.accountId, accountId),
        eq(consents.publicId, publicId),
        isNull(consents.archivedAt),
      ),
    );
  if (!row) throw invalidFields(['consent_id: Choose one of your consents']);
  return row.id;
}
