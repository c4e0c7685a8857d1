/**
 * Who may start a game (docs/product-rules.md#player-data): the game's form shown "before" must be
 * filled first, and the participation limit (once, once a day, once a week, N a day) holds per
 * player. A player who filled the form is one row per email (the form merges browsers), so the
 * count is per known player then, and per player token otherwise. One mailbox is one player
 * (docs/fair-play.md#one-mailbox-one-player): the plays of every player whose email normalises to
 * the same address count together — `lea+x@gmail.com`, `l.e.a@gmail.com` and a browser that
 * gave that address and waits for its confirmation link share one allowance.
 */
import { and, desc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  LEAD_FORM_OFF,
  defaultParticipation,
  type LeadFormSettings,
  type ParticipationSettings,
} from '@playdesk/contract';
import type { Queryable } from '../../db/client.js';
import {
  gameplays,
  playerEmailConfirmations,
  players,
  type StoredGameSettings,
} from '../../db/schema.js';
import { HttpError, tooManyRequests } from '../../http/errors.js';
import type { PlayerRow } from './players.js';

export const FORM_FIRST = 'Please fill in the form before you play.';
const DAY_MS = 86_400_000;

const whenFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

/**
 * The form a game really has: none when the plan lacks the `crm` flag. A plan can lose the flag
 * after a form was switched on (a downgrade); the game keeps its settings for when the flag comes
 * back, but players are then neither asked nor blocked by a form the business may not collect.
 */
export function activeLeadForm(
  settings: StoredGameSettings,
  plan: { crm: boolean },
): LeadFormSettings {
  return plan.crm ? (settings.lead_form ?? LEAD_FORM_OFF) : LEAD_FORM_OFF;
}

/** The window a rule counts plays in (null: ever) and how many plays it allows there. */
function allowance(rule: ParticipationSettings): { windowMs: number | null; allowed: number } {
  switch (rule.rule) {
    case 'once':
      return { windowMs: null, allowed: 1 };
    case 'once_per_day':
      return { windowMs: DAY_MS, allowed: 1 };
    case 'once_per_week':
      return { windowMs: 7 * DAY_MS, allowed: 1 };
    case 'n_per_day':
      return { windowMs: DAY_MS, allowed: rule.per_day ?? 1 };
    case 'unlimited':
      return { windowMs: null, allowed: Number.POSITIVE_INFINITY };
  }
}

export function limitMessage(rule: ParticipationSettings, nextAt: Date | null): string {
  if (!nextAt) return 'You have already played this game. It can be played once per player.';
  const again = `You can play again from ${whenFormat.format(nextAt)} UTC.`;
  if (rule.rule === 'once_per_week') return `You have already played this week. ${again}`;
  if (rule.rule === 'n_per_day')
    return `You have played ${rule.per_day ?? 1} times in the last 24 hours. ${again}`;
  return `You have already played today. ${again}`;
}

/**
 * Refuses a start the game's settings do not allow. Runs inside the start's transaction, before
 * the play is inserted; a refusal rolls the whole start back (the month's usage count included).
 */
export async function checkParticipation(
  tx: Queryable,
  game: { id: string; settings: StoredGameSettings },
  plan: { crm: boolean },
  player: PlayerRow | null,
  now: Date,
): Promise<void> {
  const form = activeLeadForm(game.settings, plan);
  if (form.mode === 'before' && !player?.identifiedAt)
    throw new HttpError(409, FORM_FIRST).coded('play.form_first');
  const rule = game.settings.participation ?? defaultParticipation(game.settings.rewards);
  // A player created by this start has no plays yet.
  if (rule.rule === 'unlimited' || !player) return;
  const { windowMs, allowed } = allowance(rule);
  // Concurrent starts by one player queue on this row lock, and each counts only after the one
  // before it committed its play (READ COMMITTED: the count below takes a fresh snapshot), so
  // 20 simultaneous starts of a once-only game give exactly one play.
  await tx.select({ id: players.id }).from(players).where(eq(players.id, player.id)).for('update');
  const mailbox = await mailboxOf(tx, player);
  // The same for players of one mailbox on other browsers: their starts queue on the mailbox.
  if (mailbox)
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`participation:${player.accountId}:${mailbox}`}))`,
    );
  const since = windowMs === null ? null : new Date(now.getTime() - windowMs);
  const recent = await tx
    .select({ startedAt: gameplays.startedAt })
    .from(gameplays)
    .where(
      and(
        mailbox
          ? playsOf(tx, player.accountId, player.id, mailbox)
          : eq(gameplays.playerId, player.id),
        eq(gameplays.gameId, game.id),
        since ? gte(gameplays.startedAt, since) : undefined,
      ),
    )
    .orderBy(desc(gameplays.startedAt))
    .limit(allowed);
  if (recent.length < allowed) return;
  const oldest = recent[recent.length - 1]!.startedAt;
  const nextAt = windowMs === null ? null : new Date(oldest.getTime() + windowMs);
  // A game played once per player has no "again": no Retry-After to promise.
  // The code's params: the rule, N of "N a day", and when the player may play again (ISO, UTC).
  const params = {
    rule: rule.rule,
    ...(rule.rule === 'n_per_day' ? { per_day: rule.per_day ?? 1 } : {}),
    ...(nextAt ? { date: nextAt.toISOString() } : {}),
  };
  if (!nextAt)
    throw new HttpError(429, limitMessage(rule, nextAt)).coded('play.participation_limit', params);
  throw tooManyRequests(
    limitMessage(rule, nextAt),
    (nextAt.getTime() - now.getTime()) / 1000,
  ).coded('play.participation_limit', params);
}

/**
 * Who the player is by email (normalised): their own, else the one their latest form gave while
 * another player held it (waiting for the confirmation link); null for an anonymous player.
 */
async function mailboxOf(tx: Queryable, player: PlayerRow): Promise<string | null> {
  if (player.emailNormalized) return player.emailNormalized;
  if (!player.identifiedAt) return null;
  const [claim] = await tx
    .select({ email: playerEmailConfirmations.emailNormalized })
    .from(playerEmailConfirmations)
    .where(
      and(
        eq(playerEmailConfirmations.playerId, player.id),
        isNull(playerEmailConfirmations.usedAt),
      ),
    )
    .orderBy(desc(playerEmailConfirmations.createdAt))
    .limit(1);
  return claim?.email ?? null;
}

/**
 * The plays of a browser's player or of a mailbox: its players', and those of players that gave it
 * while another held it (their confirmation link still waiting).
 */
function playsOf(tx: Queryable, accountId: string, playerId: string, mailbox: string) {
  return or(
    eq(gameplays.playerId, playerId),
    inArray(
      gameplays.playerId,
      tx
        .select({ id: players.id })
        .from(players)
        .where(and(eq(players.accountId, accountId), eq(players.emailNormalized, mailbox))),
    ),
    inArray(
      gameplays.playerId,
      tx
        .select({ id: playerEmailConfirmations.playerId })
        .from(playerEmailConfirmations)
        .where(
          and(
            eq(playerEmailConfirmations.accountId, accountId),
            eq(playerEmailConfirmations.emailNormalized, mailbox),
            isNull(playerEmailConfirmations.usedAt),
          ),
        ),
    ),
  );
}

/**
 * Whether the mailbox (a normalised email) still had a play left in the game's participation limit
 * when `play` started, counting every play of it before then in the limit's window: its players',
 * those waiting for its confirmation link, and this browser's player's (docs/fair-play.md#wins-kept-until-the-player-verifies).
 * A play started before the player's form was known counted only for its browser; once the
 * verified form names the mailbox, the win of a play the mailbox had no room for is not given.
 */
export async function mailboxHadRoom(
  tx: Queryable,
  game: { id: string; accountId: string; settings: StoredGameSettings },
  mailbox: string,
  play: { id: string; playerId: string; startedAt: Date },
): Promise<boolean> {
  const rule = game.settings.participation ?? defaultParticipation(game.settings.rewards);
  if (rule.rule === 'unlimited') return true;
  const { windowMs, allowed } = allowance(rule);
  const since = windowMs === null ? null : new Date(play.startedAt.getTime() - windowMs);
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(gameplays)
    .where(
      and(
        eq(gameplays.gameId, game.id),
        sql`${gameplays.id} <> ${play.id}`,
        sql`${gameplays.startedAt} < ${play.startedAt.toISOString()}::timestamptz`,
        since ? gte(gameplays.startedAt, since) : undefined,
        playsOf(tx, game.accountId, play.playerId, mailbox),
      ),
    );
  return Number(row?.n ?? 0) < allowed;
}
