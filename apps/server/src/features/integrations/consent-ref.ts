/**
 * The consent a webhook endpoint or a connector sends personal data under, named by the client
 * with its public id: resolved within the account (an archived consent cannot be chosen).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { consents } from '../../db/schema.js';
import { invalidFields } from '../../http/errors.js';

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
