/**
 * Confirming an address the business already knows (docs/product-rules.md#one-player-per-person).
 * A form that gives the email of another player keeps its answers on the browser's own player and
 * emails a link to that address; the link, opened, merges the browser's player into the player of
 * the email and hands the browser that opens it a new token for it. Whoever only typed the address
 * gets nothing of the other player: no data, no codes, no erasure, and their token keeps working.
 *
 * Links are random (256 bits), stored as SHA-256, expire after 24 hours, work once, and at most
 * three are sent to one address per business and hour.
 */
import { and, asc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { ConfirmPlayerEmailResponse } from '@playdesk/contract';
import { emailConfirmUrl } from '@playdesk/contract/urls';
import type { Database, Queryable } from '../../db/client.js';
import {
  accounts,
  consentRecords,
  games,
  playerConsents,
  playerEmailConfirmations,
  players,
} from '../../db/schema.js';
import { HttpError, notFound, tooManyRequests } from '../../http/errors.js';
import { normalizeEmail } from '../../lib/email-identity.js';
import { hashToken, newSecretToken } from '../../lib/tokens.js';
import { playerT } from '../../i18n/player-messages.js';
import { enqueue } from '../../outbox/outbox.js';
import { toPlayerProfile } from '../play/players.js';
import { emitEvent } from '../integrations/events.js';
import { emailPendingRewards } from '../rewards/award/index.js';
import { mergeInto } from './merge.js';

export const CONFIRM_LINK_HOURS = 24;
/** Links sent to one address of one business per rolling hour. */
export const CONFIRM_EMAILS_PER_HOUR = 3;
const HOUR_MS = 3_600_000;

export const LINK_NOT_VALID = 'This confirmation link is not valid or was already used.';
export const LINK_EXPIRED =
  'This confirmation link has expired. Send the form of the game again to get a new one.';
export const CONFIRMED = 'Thank you, your email is confirmed.';

/** The 429 of the send limit, with the seconds until the oldest counted link leaves the hour. */
export function tooManyConfirmations(retryAfterSeconds: number): HttpError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return tooManyRequests(
    `We have already sent ${CONFIRM_EMAILS_PER_HOUR} confirmation emails to this address. ` +
      `Check your inbox, or try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    retryAfterSeconds,
  ).coded('lead.confirm_limit', { minutes, count: CONFIRM_EMAILS_PER_HOUR });
}

/** The serialising lock of one address at one business (forms and links of that email). */
export async function lockAddress(tx: Queryable, accountId: string, email: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`lead:${accountId}:${email}`}))`);
}

/**
 * Emails a link confirming that `playerId` owns `email`. Run in the form's transaction, under
 * `lockAddress` of that email: the count of links sent this hour and the new one are then one
 * step, so concurrent forms cannot send more than the limit. Earlier links of this player stop
 * working: its latest form says which address it claims.
 */
export async function sendEmailConfirmation(
  tx: Queryable,
  opts: {
    accountId: string;
    playerId: string;
    game: { id: string; name: string };
    email: string;
    businessName: string;
    appUrl: string;
    now: Date;
    /** The form's language (playLanguage): the email's (issue 33 §9). */
    language?: string | null;
  },
): Promise<void> {
  const { accountId, email, now } = opts;
  const sent = await tx
    .select({ createdAt: playerEmailConfirmations.createdAt })
    .from(playerEmailConfirmations)
    .where(
      and(
        eq(playerEmailConfirmations.accountId, accountId),
        eq(playerEmailConfirmations.email, email),
        gte(playerEmailConfirmations.createdAt, new Date(now.getTime() - HOUR_MS)),
      ),
    )
    .orderBy(asc(playerEmailConfirmations.createdAt))
    .limit(CONFIRM_EMAILS_PER_HOUR);
  if (sent.length >= CONFIRM_EMAILS_PER_HOUR) {
    const freeAt = sent[0]!.createdAt.getTime() + HOUR_MS;
    throw tooManyConfirmations(Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)));
  }
  await tx
    .update(playerEmailConfirmations)
    .set({ usedAt: now })
    .where(
      and(
        eq(playerEmailConfirmations.playerId, opts.playerId),
        isNull(playerEmailConfirmations.usedAt),
      ),
    );
  const token = newSecretToken();
  await tx.insert(playerEmailConfirmations).values({
    accountId,
    playerId: opts.playerId,
    gameId: opts.game.id,
    email,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + CONFIRM_LINK_HOURS * HOUR_MS),
    createdAt: now,
  });
  const { t } = playerT(opts.language);
  const business = opts.businessName;
  await enqueue(tx, {
    kind: 'email',
    payload: {
      to: email,
      subject: t('confirm.subject', { business }),
      text: [
        t('confirm.intro', { game: opts.game.name, business }),
        '',
        t('confirm.link', { business }),
        emailConfirmUrl(opts.appUrl, token),
        '',
        t('confirm.footer', { hours: CONFIRM_LINK_HOURS }),
      ].join('\n'),
    },
  });
}

/**
 * The double opt-in consents a form gave while its email waited for confirmation: confirming the
 * address confirms them (the link reached the address, as a consent's own link would have).
 */
async function confirmAwaitingConsents(
  tx: Queryable,
  accountId: string,
  playerId: string,
): Promise<void> {
  const now = new Date();
  const confirmed = await tx
    .update(consentRecords)
    .set({ status: 'confirmed', confirmedAt: now })
    .where(
      and(
        eq(consentRecords.playerId, playerId),
        eq(consentRecords.status, 'pending'),
        isNull(consentRecords.confirmTokenHash),
      ),
    )
    .returning({ consentId: consentRecords.consentId });
  for (const { consentId } of confirmed) {
    const [given] = await tx
      .update(playerConsents)
      .set({ state: 'given', updatedAt: now })
      .where(
        and(
          eq(playerConsents.playerId, playerId),
          eq(playerConsents.consentId, consentId),
          eq(playerConsents.state, 'pending'),
        ),
      )
      .returning({ consentId: playerConsents.consentId });
    if (given) await emitEvent(tx, accountId, { type: 'consent.given', playerId, consentId });
  }
}

/**
 * The link opened: merges the browser's player into the player of the email (or, when nobody
 * holds the email any more, gives it to the browser's player) and answers a new token for it.
 * Unknown or used: 404; expired: 410.
 */
export async function confirmPlayerEmail(
  db: Database,
  token: string,
  appUrl: string,
): Promise<ConfirmPlayerEmailResponse> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const byToken = eq(playerEmailConfirmations.tokenHash, hashToken(token));
    const [seen] = await tx
      .select({
        accountId: playerEmailConfirmations.accountId,
        email: playerEmailConfirmations.email,
      })
      .from(playerEmailConfirmations)
      .where(byToken);
    if (!seen) throw notFound(LINK_NOT_VALID).coded('lead.link_invalid');
    // The form's order (the address, then its rows): a form and a link never wait on each other.
    await lockAddress(tx, seen.accountId, normalizeEmail(seen.email));
    // Single use: the first of two concurrent clicks marks it, the other then sees it used.
    const [link] = await tx.select().from(playerEmailConfirmations).where(byToken).for('update');
    if (!link || link.usedAt) throw notFound(LINK_NOT_VALID).coded('lead.link_invalid');
    if (link.expiresAt <= now) throw new HttpError(410, LINK_EXPIRED).coded('lead.link_expired');
    await tx
      .update(playerEmailConfirmations)
      .set({ usedAt: now })
      .where(eq(playerEmailConfirmations.id, link.id));
    const [claimant] = await tx
      .select()
      .from(players)
      .where(eq(players.id, link.playerId))
      .for('update');
    // Erased, or it has since given an address of its own: the link no longer says who it is.
    if (!claimant || claimant.erasedAt || claimant.email !== null)
      throw notFound(LINK_NOT_VALID).coded('lead.link_invalid');
    const [owner] = await tx
      .select()
      .from(players)
      // The player of the mailbox (docs/fair-play.md#one-mailbox-one-player), this address first.
      .where(
        and(
          eq(players.accountId, link.accountId),
          eq(players.emailNormalized, normalizeEmail(link.email)),
        ),
      )
      .orderBy(sql`${players.email} = ${link.email} desc`, players.createdAt)
      .limit(1)
      .for('update');
    const newToken = newSecretToken();
    let targetId: string;
    if (owner) {
      await mergeInto(tx, claimant, owner, hashToken(newToken));
      targetId = owner.id;
    } else {
      await tx
        .update(players)
        .set({ email: link.email, tokenHash: hashToken(newToken) })
        .where(eq(players.id, claimant.id));
      targetId = claimant.id;
    }
    await confirmAwaitingConsents(tx, link.accountId, targetId);
    await emitEvent(tx, link.accountId, { type: 'player.updated', playerId: targetId });
    // Rewards won before the address was confirmed are emailed now (docs/product-rules.md#rewards).
    await emailPendingRewards(tx, targetId, appUrl);
    const [found] = await tx
      .select({ player: players, accountPublicId: accounts.publicId })
      .from(players)
      .innerJoin(accounts, eq(accounts.id, players.accountId))
      .where(eq(players.id, targetId));
    const [game] = link.gameId
      ? await tx.select({ publicId: games.publicId }).from(games).where(eq(games.id, link.gameId))
      : [];
    return {
      message: CONFIRMED,
      account_public_id: found!.accountPublicId,
      game_public_id: game?.publicId ?? null,
      player_token: newToken,
      player: toPlayerProfile(found!.player),
    };
  });
}

/** Links expired a day ago or more go (they hold an address); the retention job calls this. */
export async function deleteOldConfirmations(db: Queryable, now: Date): Promise<void> {
  await db.execute(
    sql`delete from ${playerEmailConfirmations} where ${playerEmailConfirmations.expiresAt} < ${new Date(now.getTime() - 24 * HOUR_MS)}`,
  );
}
