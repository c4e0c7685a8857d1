import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { sessions } from '../../db/schema.js';
import { hashToken, newSecretToken } from '../../lib/tokens.js';

/** Opens a session and returns its bearer token (shown once; only the hash is stored). */
export async function openSession(
  db: Queryable,
  userId: string,
  accountId: string,
  ttlDays: number,
): Promise<string> {
  const token = newSecretToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    currentAccountId: accountId,
    expiresAt: new Date(Date.now() + ttlDays * 86_400_000),
  });
  return token;
}

export async function revokeSession(db: Queryable, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function revokeAllSessions(db: Queryable, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
