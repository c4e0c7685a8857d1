/**
 * "A new game is live": when the calendar's game of the day differs from the day before, each
 * business with opted-in subscribers sends one notification at its chosen local time, in its time
 * zone. At most one per business and local day: the campaign row is unique on (account, day).
 */
import { sql } from 'drizzle-orm';
import {
  LANGUAGES,
  inLanguage,
  type GameTranslations,
  type Language,
  type PushTranslation,
  type PwaTranslation,
  type Translations,
} from '@playdesk/contract';
import type { Database } from '../../db/client.js';
import { playerT } from '../../i18n/player-messages.js';
import { newPublicId } from '../../db/ids.js';
import { pushCampaigns } from '../../db/schema.js';
import { enqueueJob } from '../../infra/jobs.js';
import { createCalendarService } from '../calendar/service.js';
import { PREPARE_JOB, rowsOf } from './campaigns.js';

/** The local date (YYYY-MM-DD) and time (HH:MM) of an instant in a time zone. */
export function localDateTime(at: Date, timeZone: string): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

function previousDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** Queues today's notification for every business due now; answers how many were queued. */
export async function runNewGameCheck(db: Database, now: Date): Promise<number> {
  const calendar = createCalendarService(db);
  // Businesses that want it and have someone to tell.
  const candidates = rowsOf<{
    account_id: string;
    app_name: string;
    short_name: string;
    install_text: string;
    notify_time: string;
    time_zone: string;
    default_language: Language;
    translations: Translations<PwaTranslation>;
  }>(
    await db.execute(sql`
      select ps.account_id, ps.app_name, ps.short_name, ps.install_text, ps.notify_time, ps.time_zone,
        ps.default_language, ps.translations
      from pwa_settings ps
      where ps.new_game_notifications
        and exists (select 1 from push_subscriptions s where s.account_id = ps.account_id and s.new_game)`),
  );
  let queued = 0;
  for (const c of candidates) {
    let local: { date: string; time: string };
    try {
      local = localDateTime(now, c.time_zone);
    } catch {
      continue; // a time zone this runtime no longer knows
    }
    if (local.time < c.notify_time) continue;
    const today = await calendar.liveGameId(c.account_id, local.date);
    if (!today || today === (await calendar.liveGameId(c.account_id, previousDay(local.date))))
      continue;
    const [game] = rowsOf<{ name: string; translations: GameTranslations }>(
      await db.execute(sql`select name, translations from games where public_id = ${today}`),
    );
    // Its texts in every language (issue 33 §9): each subscriber gets theirs (delivery.ts).
    const texts = (language: Language): PushTranslation => {
      const { t } = playerT(language);
      const app = inLanguage(
        { app_name: c.app_name },
        { default_language: c.default_language, translations: c.translations },
        language,
      ).app_name;
      const name = game ? game.translations[language]?.name || game.name : null;
      return {
        title: t('push.new_game_title', { app }),
        body: name ? t('push.new_game_body', { game: name }) : t('push.new_game_body_today'),
      };
    };
    const own = texts(c.default_language);
    const translations = Object.fromEntries(
      LANGUAGES.filter((l) => l !== c.default_language).map((l) => [l, texts(l)]),
    );
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(pushCampaigns)
        .values({
          publicId: newPublicId(),
          accountId: c.account_id,
          kind: 'new_game',
          title: own.title!,
          body: own.body!,
          defaultLanguage: c.default_language,
          translations,
          icon: '',
          url: `/game/${today}`,
          target: { type: 'game', game_id: today },
          audience: { type: 'all' },
          day: local.date,
        })
        .onConflictDoNothing()
        .returning({ id: pushCampaigns.id });
      if (!row) return;
      await enqueueJob(tx, PREPARE_JOB, { campaignId: row.id });
      queued++;
    });
  }
  return queued;
}
