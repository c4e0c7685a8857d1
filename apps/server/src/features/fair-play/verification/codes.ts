/**
 * Verification codes (issue 36, docs/fair-play.md#verified-email-and-phone), the same for an email
 * and a phone: 6 random digits, kept only hashed, valid 10 minutes; 5 wrong tries kill the code
 * and make the address wait; a new code for one address at most every 60 s and 5 an hour. A code
 * confirmed marks the address verified for the business, for good (verified_contacts).
 *
 * Every counter here changes in one statement on the address's row (an INSERT … ON CONFLICT DO
 * UPDATE … WHERE for a send, an UPDATE … WHERE for a try), so concurrent requests cannot send more
 * codes than allowed nor try more codes than allowed: PostgreSQL serialises them on the row.
 */
import { createHash, randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { VERIFICATION_LIMITS } from '@playdesk/contract';
import type { Queryable } from '../../../db/client.js';
import {
  verificationCodes,
  verifiedContacts,
  type VerificationChannel,
} from '../../../db/schema.js';
import { HttpError, invalidFields, notFound, tooManyRequests } from '../../../http/errors.js';

const L = VERIFICATION_LIMITS;
const HOUR_MS = 3_600_000;

export interface Address {
  accountId: string;
  channel: VerificationChannel;
  /** The normalised email, or the number in E.164. */
  address: string;
}

/** 6 digits from the CSPRNG, leading zeros kept. */
export function newCode(): string {
  return String(randomInt(0, 10 ** L.codeLength)).padStart(L.codeLength, '0');
}

/**
 * What is stored of a code: SHA-256 over the business, the address and the code, so the same code
 * for two addresses hashes apart and a leaked row names no code without trying them all.
 */
export function codeHash(to: Address, code: string): string {
  return createHash('sha256')
    .update(`${to.accountId}\n${to.channel}\n${to.address}\n${code}`)
    .digest('hex');
}

/** Only digits count: `123 456` and `123-456` as typed from an SMS are `123456`. */
export function cleanCode(typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, '');
  return new RegExp(`^\\d{${L.codeLength}}$`).test(digits) ? digits : null;
}

const minutesOf = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

function lockedError(retryAfterSeconds: number): HttpError {
  const minutes = minutesOf(retryAfterSeconds);
  return tooManyRequests(
    `Too many wrong codes. Ask for a new code in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    retryAfterSeconds,
  ).coded('verify.locked', { minutes });
}

/**
 * Stores a new code for the address, replacing the last one, if the limits allow it; throws their
 * 429 otherwise. Run it in the transaction that sends the code: a failed send rolls it back.
 */
export async function issueCode(db: Queryable, to: Address, now: Date): Promise<string> {
  const code = newCode();
  const hash = codeHash(to, code);
  const expires = new Date(now.getTime() + L.codeTtlSeconds * 1000);
  const at = now.toISOString();
  const hourAgo = new Date(now.getTime() - HOUR_MS).toISOString();
  const resendAfter = new Date(now.getTime() - L.resendSeconds * 1000).toISOString();
  // One statement: the row is created, or replaced only when the address is not locked, the last
  // code is at least 60 s old and the hour's count (restarted when its hour is over) has room.
  const [row] = await db
    .insert(verificationCodes)
    .values({ ...to, codeHash: hash, expiresAt: expires, sentAt: now, windowStart: now, sends: 1 })
    .onConflictDoUpdate({
      target: [verificationCodes.accountId, verificationCodes.channel, verificationCodes.address],
      set: {
        codeHash: hash,
        expiresAt: expires,
        tries: 0,
        lockedUntil: null,
        sentAt: now,
        windowStart: sql`case when ${verificationCodes.windowStart} <= ${hourAgo}::timestamptz then ${at}::timestamptz else ${verificationCodes.windowStart} end`,
        sends: sql`case when ${verificationCodes.windowStart} <= ${hourAgo}::timestamptz then 1 else ${verificationCodes.sends} + 1 end`,
      },
      setWhere: sql`(${verificationCodes.lockedUntil} is null or ${verificationCodes.lockedUntil} <= ${at}::timestamptz)
        and ${verificationCodes.sentAt} <= ${resendAfter}::timestamptz
        and (${verificationCodes.windowStart} <= ${hourAgo}::timestamptz or ${verificationCodes.sends} < ${L.sendsPerHour})`,
    })
    .returning({ sends: verificationCodes.sends });
  if (row) return code;
  // Refused: say which limit, and for how long.
  const [held] = await db.select().from(verificationCodes).where(addressIs(to));
  if (!held) throw new Error('verification code row vanished');
  const secondsUntil = (when: Date) =>
    Math.max(1, Math.ceil((when.getTime() - now.getTime()) / 1000));
  if (held.lockedUntil && held.lockedUntil > now) throw lockedError(secondsUntil(held.lockedUntil));
  const resendAt = new Date(held.sentAt.getTime() + L.resendSeconds * 1000);
  if (resendAt > now) {
    const seconds = secondsUntil(resendAt);
    throw tooManyRequests(
      `A code was just sent. You can ask for another in ${seconds} seconds.`,
      seconds,
    ).coded('verify.resend_wait', { seconds });
  }
  const seconds = secondsUntil(new Date(held.windowStart.getTime() + HOUR_MS));
  const minutes = minutesOf(seconds);
  throw tooManyRequests(
    `We have sent ${L.sendsPerHour} codes to this address in the last hour. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    seconds,
  ).coded('verify.send_limit', { minutes, count: L.sendsPerHour });
}

function addressIs(to: Address) {
  return and(
    eq(verificationCodes.accountId, to.accountId),
    eq(verificationCodes.channel, to.channel),
    eq(verificationCodes.address, to.address),
  );
}

/**
 * Checks a typed code. Right: the code is used up and the address verified for the business.
 * Wrong: one try counted; the fifth kills the code and locks the address. Throws the 4xx that
 * says which (wrong with tries left, expired, none, locked).
 */
export async function confirmCode(
  db: Queryable,
  to: Address,
  typed: string,
  now: Date,
): Promise<void> {
  const code = cleanCode(typed);
  if (code === null) throw invalidFields([`code: The code has ${L.codeLength} digits`]);
  const hash = codeHash(to, code);
  const at = now.toISOString();
  const lockUntil = new Date(now.getTime() + L.lockSeconds * 1000).toISOString();
  const matches = sql`${verificationCodes.codeHash} = ${hash}`;
  // One statement per try: a right code clears the hash (single use); a wrong one counts, and the
  // last allowed one also clears the hash and locks. Only a live, unlocked code is touched.
  // A right code leaves `tries` below the maximum; a code killed by tries has it at the maximum.
  const [row] = await db
    .update(verificationCodes)
    .set({
      tries: sql`case when ${matches} then ${verificationCodes.tries} else ${verificationCodes.tries} + 1 end`,
      codeHash: sql`case when ${matches} or ${verificationCodes.tries} + 1 >= ${L.maxTries} then null else ${verificationCodes.codeHash} end`,
      lockedUntil: sql`case when not ${matches} and ${verificationCodes.tries} + 1 >= ${L.maxTries} then ${lockUntil}::timestamptz else ${verificationCodes.lockedUntil} end`,
    })
    .where(
      and(
        addressIs(to),
        sql`${verificationCodes.codeHash} is not null`,
        sql`${verificationCodes.expiresAt} > ${at}::timestamptz`,
        sql`(${verificationCodes.lockedUntil} is null or ${verificationCodes.lockedUntil} <= ${at}::timestamptz)`,
      ),
    )
    .returning({ tries: verificationCodes.tries, codeHash: verificationCodes.codeHash });
  if (row && row.codeHash === null && row.tries < L.maxTries) {
    await markVerified(db, to, now);
    return;
  }
  if (row) {
    const left = L.maxTries - row.tries;
    if (left <= 0) throw lockedError(L.lockSeconds);
    throw new HttpError(
      400,
      `This code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.`,
      [`code: This code is not right`],
    ).coded('verify.wrong_code', { tries_left: left });
  }
  const [held] = await db.select().from(verificationCodes).where(addressIs(to));
  if (held?.lockedUntil && held.lockedUntil > now)
    throw lockedError((held.lockedUntil.getTime() - now.getTime()) / 1000);
  if (held?.codeHash && held.expiresAt <= now)
    throw new HttpError(410, 'This code has expired. Ask for a new one.').coded('verify.expired');
  throw notFound('There is no code waiting for this address. Ask for a new one.').coded(
    'verify.no_code',
  );
}

/** The address is the player's, for this business, from now on. */
export async function markVerified(db: Queryable, to: Address, now: Date): Promise<void> {
  await db
    .insert(verifiedContacts)
    .values({ ...to, verifiedAt: now })
    .onConflictDoNothing();
}

export async function isVerified(db: Queryable, to: Address): Promise<boolean> {
  const [row] = await db
    .select({ at: verifiedContacts.verifiedAt })
    .from(verifiedContacts)
    .where(
      and(
        eq(verifiedContacts.accountId, to.accountId),
        eq(verifiedContacts.channel, to.channel),
        eq(verifiedContacts.address, to.address),
      ),
    );
  return Boolean(row);
}

/** Codes sent more than a day ago hold an address and count nothing any more: the retention job deletes them. */
export async function deleteOldCodes(db: Queryable, now: Date): Promise<void> {
  await db.execute(
    sql`delete from ${verificationCodes} where ${verificationCodes.sentAt} < ${new Date(now.getTime() - 24 * HOUR_MS).toISOString()}::timestamptz and (${verificationCodes.lockedUntil} is null or ${verificationCodes.lockedUntil} < ${now.toISOString()}::timestamptz)`,
  );
}

/**
 * How long an address verified but never given on a form is kept
 * (docs/fair-play.md#what-is-stored-for-how-long-and-why).
 */
export const UNUSED_VERIFICATION_DAYS = 30;

/**
 * Verified addresses no player of the business holds (the form was never sent, or its player was
 * merged away), verified more than 30 days ago, are forgotten; the retention job calls this.
 */
export async function deleteUnusedVerifications(db: Queryable, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - UNUSED_VERIFICATION_DAYS * 86_400_000).toISOString();
  await db.execute(
    sql`delete from ${verifiedContacts} v where v.verified_at < ${cutoff}::timestamptz and not exists (
      select 1 from players p where p.account_id = v.account_id and p.erased_at is null
        and ((v.channel = 'email' and p.email_normalized = v.address) or (v.channel = 'phone' and p.phone = v.address)))`,
  );
}
