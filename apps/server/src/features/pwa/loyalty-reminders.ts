/**
 * Push reminders (docs/loyalty.md#reminders): "your streak ends tonight", "N points expire on
 * <day>", "new badge" — each a setting of the business (`reminders`, features/loyalty), sent
 * through the app's push (the player's subscriptions at the business, VAPID, the address guard,
 * here beside the campaigns' delivery so loyalty need not know push) in the
 * evening of the player's day, in the player's language, counted against the plan's monthly push
 * limit, and never more than one a day per player.
 *
 * One a day, whatever runs it: the member's row is claimed with one conditional statement
 * (`reminded_day = <day> … where reminded_day is distinct from <day>`), in the transaction that
 * also reserves the push quota. Two instances running the job at once, or a job replayed, find the
 * day taken and send nothing; when the limit is reached the transaction rolls back and nothing is
 * claimed or sent. The claim commits before the messages go: a reminder is at most once, never
 * twice (a push service that fails then is not retried, the next day's reminder comes as usual).
 */
import { sql } from 'drizzle-orm';
import { rewardsFrontUrl } from '@playdesk/contract/urls';
import type { LoyaltySettingsValue, PushPayload } from '@playdesk/contract';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';
import type { JobDefinition } from '../../infra/jobs.js';
import { emailLanguage, playerT } from '../../i18n/player-messages.js';
import { pushLimitOf, reservePushQuota } from './campaigns.js';
import { sendOne, type Outcome } from './delivery.js';
import { localDateTime } from './new-game.js';
import { pushRuntime } from './runtime.js';
import { vapidKeys } from './vapid.js';
import { daysBetween, localDay } from '../loyalty/days.js';
import { settingsValue, type SettingsRow } from '../loyalty/settings.js';

export const LOYALTY_REMINDER_JOB = 'loyalty.remind';

/** Reminders go from this local time to the next (the evening: "ends tonight" still holds). */
export const REMINDER_FROM = '18:00';
export const REMINDER_UNTIL = '22:00';
/** Points that expire within this many days of the player's today are announced. */
export const EXPIRY_NOTICE_DAYS = 3;
/** A streak is worth a reminder from this many days in a row. */
export const STREAK_REMINDER_MIN = 2;
/** A badge is news for this many days. */
export const BADGE_NOTICE_DAYS = 7;

export type Reminder =
  | { kind: 'streak_ends'; days: number }
  | { kind: 'points_expire'; points: number; day: string }
  | { kind: 'new_badge'; badge: string; badgeId: string };

interface Candidate {
  player_id: string;
  player_public_id: string;
  language: string | null;
  time_zone: string | null;
  streak: number;
  streak_day: string | null;
  balance: number;
  debited: number;
  reminded_day: string | null;
  expiry_noticed_day: string | null;
  new_badge: string | null;
}

const previousDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/**
 * The oldest unused points and the day (in `timeZone`) they expire: debits take the oldest points
 * first (docs/loyalty.md#expiry), so the unused credits start where the running sum of credits
 * passes what was debited. Answers the points expiring within a day of that first one.
 */
async function nextExpiry(
  db: Database,
  m: Candidate,
  expiryDays: number,
  timeZone: string,
): Promise<{ points: number; day: string } | null> {
  if (m.balance <= 0) return null;
  const [first] = await queryRows<{ created_at: string | Date; upto: number }>(
    db,
    sql`select created_at, upto from (
          select created_at, sum(points) over (order by id) as upto
          from loyalty_ledger where player_id = ${m.player_id} and points > 0) c
        where upto > ${m.debited} order by upto limit 1`,
  );
  if (!first) return null;
  const start = new Date(first.created_at);
  const [within] = await queryRows<{ credits: number }>(
    db,
    sql`select coalesce(sum(points), 0)::int as credits from loyalty_ledger
        where player_id = ${m.player_id} and points > 0
          and created_at < ${new Date(start.getTime() + 86_400_000).toISOString()}`,
  );
  const points = Math.min(m.balance, (within?.credits ?? 0) - m.debited);
  if (points <= 0) return null;
  return { points, day: localDay(new Date(start.getTime() + expiryDays * 86_400_000), timeZone) };
}

/** The reminder a member gets today, if any: the streak first, then expiry, then a badge. */
export async function reminderFor(
  db: Database,
  settings: LoyaltySettingsValue,
  m: Candidate,
  at: { playerDay: string; timeZone: string; businessDay: string },
): Promise<Reminder | null> {
  const { reminders } = settings;
  if (
    reminders.streak_ends &&
    m.streak >= STREAK_REMINDER_MIN &&
    m.streak_day === previousDay(at.businessDay)
  )
    return { kind: 'streak_ends', days: m.streak };
  if (reminders.points_expire && settings.expiry_days !== null) {
    const due = await nextExpiry(db, m, settings.expiry_days, at.timeZone);
    if (due && due.day !== m.expiry_noticed_day) {
      const ahead = daysBetween(at.playerDay, due.day);
      if (ahead >= 0 && ahead <= EXPIRY_NOTICE_DAYS) return { kind: 'points_expire', ...due };
    }
  }
  if (reminders.new_badge && m.new_badge !== null) {
    const badge = settings.badges.find((b) => b.id === m.new_badge);
    if (badge) return { kind: 'new_badge', badge: badge.name, badgeId: badge.id };
  }
  return null;
}

/** The reminder's text in `language` (the server's player catalogue). */
export function reminderText(
  reminder: Reminder,
  language: string,
  app: string,
): { title: string; body: string } {
  const { t, language: lang } = playerT(language);
  switch (reminder.kind) {
    case 'streak_ends':
      return {
        title: t('loyalty.streak_title', { app, days: reminder.days }),
        body: t('loyalty.streak_body'),
      };
    case 'points_expire': {
      const day = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : lang, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        timeZone: 'UTC',
      }).format(new Date(`${reminder.day}T12:00:00Z`));
      return {
        title: t('loyalty.expiry_title', { app, points: reminder.points, day }),
        body: t('loyalty.expiry_body'),
      };
    }
    case 'new_badge':
      return {
        title: t('loyalty.badge_title', { app, badge: reminder.badge }),
        body: t('loyalty.badge_body'),
      };
  }
}

class LimitReached extends Error {}

export interface ReminderRun {
  /** Members reminded (one claim each). */
  reminded: number;
  /** Messages that reached a push service. */
  sent: number;
  /** Businesses whose plan's monthly push limit stopped their reminders in this run. */
  limited: number;
}

/** Sends the reminders due at `now` in every business that wants some. */
export async function sendReminders(db: Database, now = new Date()): Promise<ReminderRun> {
  const run: ReminderRun = { reminded: 0, sent: 0, limited: 0 };
  const businesses = await queryRows<SettingsRow & { public_id: string; app_name: string | null }>(
    db,
    sql`select s.account_id as "accountId", s.enabled, s.time_zone as "timeZone", s.rules,
          s.levels, s.badges, s.expiry_days as "expiryDays", s.reminders,
          s.updated_at as "updatedAt", a.public_id, coalesce(p.app_name, a.business_name) as app_name
        from loyalty_settings s join accounts a on a.id = s.account_id
        left join pwa_settings p on p.account_id = s.account_id
        where s.enabled and (s.reminders->>'streak_ends' = 'true'
          or s.reminders->>'points_expire' = 'true' or s.reminders->>'new_badge' = 'true')`,
  );
  for (const business of businesses) {
    const settings = settingsValue(business);
    const businessDay = localDay(now, settings.time_zone);
    // Members with somewhere to push to; their latest device's time zone; a badge not announced.
    const members = await queryRows<Candidate>(
      db,
      sql`select m.player_id, p.public_id as player_public_id, p.language, m.streak, m.streak_day,
            m.balance, m.debited, m.reminded_day, m.expiry_noticed_day,
            (select s.time_zone from push_subscriptions s
              where s.account_id = m.account_id and s.player_id = m.player_id
              order by s.created_at desc limit 1) as time_zone,
            b.badge_id as new_badge
          from loyalty_members m join players p on p.id = m.player_id
          -- The newest badge not announced yet (a badge of the member's first play has the
          -- joining's own time: none is older than the member), within the last week.
          left join lateral (
            select b.badge_id from loyalty_badges b
            where b.player_id = m.player_id
              and (m.badge_noticed_at is null or b.earned_at > m.badge_noticed_at)
              and b.earned_at > ${new Date(now.getTime() - BADGE_NOTICE_DAYS * 86_400_000).toISOString()}
            order by b.earned_at desc limit 1) b on true
          where m.account_id = ${business.accountId} and p.erased_at is null
            and exists (select 1 from push_subscriptions s
                        where s.account_id = m.account_id and s.player_id = m.player_id)`,
    );
    for (const m of members) {
      const timeZone = m.time_zone ?? settings.time_zone;
      let local: { date: string; time: string };
      try {
        local = localDateTime(now, timeZone);
      } catch {
        continue; // a zone this runtime no longer knows
      }
      if (local.time < REMINDER_FROM || local.time >= REMINDER_UNTIL) continue;
      if (m.reminded_day === local.date) continue;
      const reminder = await reminderFor(db, settings, m, {
        playerDay: local.date,
        timeZone,
        businessDay,
      });
      if (!reminder) continue;
      try {
        const sent = await remind(db, business, m, reminder, local.date);
        if (sent !== null) {
          run.reminded++;
          run.sent += sent;
        }
      } catch (err) {
        if (!(err instanceof LimitReached)) throw err;
        // The month's limit is the billing account's: the business's other members wait too.
        run.limited++;
        break;
      }
    }
  }
  return run;
}

/**
 * Claims the member's day and reserves the quota in one transaction, then sends to each of the
 * member's devices. Answers the messages sent, or null when another run had claimed the day.
 */
async function remind(
  db: Database,
  business: { accountId: string; public_id: string; app_name: string | null },
  m: Candidate,
  reminder: Reminder,
  day: string,
): Promise<number | null> {
  const subscriptions = await db.transaction(async (tx) => {
    // The claim: one statement, so two runs at once cannot both pass it (the row's lock orders
    // them and the second sees the day taken).
    const claimed = await queryRows(
      tx,
      sql`update loyalty_members set reminded_day = ${day},
            expiry_noticed_day = ${reminder.kind === 'points_expire' ? reminder.day : sql`expiry_noticed_day`},
            badge_noticed_at = ${
              reminder.kind === 'new_badge'
                ? // The badge's own time as stored (microseconds on PostgreSQL; a JS date has ms).
                  sql`(select earned_at from loyalty_badges
                       where player_id = ${m.player_id} and badge_id = ${reminder.badgeId})`
                : sql`badge_noticed_at`
            }
          where player_id = ${m.player_id} and reminded_day is distinct from ${day}
          returning player_id`,
    );
    if (claimed.length === 0) return null;
    const subs = await queryRows<{
      id: string;
      endpoint: string;
      p256dh: string;
      auth: string;
      language: string | null;
    }>(
      tx,
      sql`select id, endpoint, p256dh, auth, language from push_subscriptions
          where account_id = ${business.accountId} and player_id = ${m.player_id}`,
    );
    const { billingAccountId, limit } = await pushLimitOf(tx, business.accountId);
    // Counted like any notification: one per device, reserved atomically (campaigns.ts).
    if (!(await reservePushQuota(tx, billingAccountId, subs.length, limit)))
      throw new LimitReached();
    return subs;
  });
  if (subscriptions === null) return null;
  const vapid = { subject: pushRuntime().vapidSubject, ...(await vapidKeys(db)) };
  const [icons] = await queryRows<{ icon: string | null }>(
    db,
    sql`select icons->>'icon_192' as icon from pwa_settings where account_id = ${business.accountId}`,
  );
  const app = business.app_name ?? '';
  const url = rewardsFrontUrl('', business.public_id, m.player_public_id);
  let sent = 0;
  const gone: string[] = [];
  for (const s of subscriptions) {
    const language = emailLanguage(s.language, m.language);
    const payload: PushPayload = {
      ...reminderText(reminder, language, app),
      icon: icons?.icon ?? '',
      url,
      // Not a campaign: the service worker reports no click for it.
      campaign: '',
    };
    const outcome: Outcome = await sendOne(s, JSON.stringify(payload), vapid);
    if (outcome === 'sent') sent++;
    if (outcome === 'gone') gone.push(s.id);
  }
  // Expired subscriptions: the browser dropped them; keep no dead endpoint (as delivery.ts does).
  for (const id of gone) await db.execute(sql`delete from push_subscriptions where id = ${id}`);
  return sent;
}

/** Every 15 minutes: each member's reminder goes in the evening of their own day. */
export const loyaltyReminderJobDefinition: JobDefinition = {
  name: LOYALTY_REMINDER_JOB,
  schedule: '*/15 * * * *',
  retryLimit: 1,
  expireInSeconds: 14 * 60,
  async handler(_data, { db, log }) {
    const run = await sendReminders(db);
    if (run.reminded > 0 || run.limited > 0) log.info(run, 'loyalty reminders');
  },
};
