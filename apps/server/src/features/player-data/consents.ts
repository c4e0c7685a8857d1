/**
 * Consents (docs/product-rules.md#player-data): the business's reusable consent texts, versioned,
 * and the records of each player's gives and withdrawals. A double opt-in consent stays pending
 * until the link in its confirmation email (sent through the outbox) is clicked.
 * Slightly over 300 lines: the consent, its versions and its records change together in one
 * transaction, and splitting them would spread that rule over files.
 */
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import {
  inLanguage,
  objectLanguages,
  type Consent,
  type ConsentListQuery,
  type ConsentRecord,
  type ConsentTranslation,
  type Language,
  type Translations,
  type CreateConsentRequest,
  type UpdateConsentRequest,
} from '@playdesk/contract';
import type { z } from 'zod';
import type { Database, Queryable } from '../../db/client.js';
import { newPublicId } from '../../db/ids.js';
import { paginate } from '../../db/pagination.js';
import {
  consentRecords,
  consents,
  consentVersions,
  games,
  playerConsents,
} from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { sanitizeRichText } from '../../lib/rich-text.js';
import { hashToken, newSecretToken } from '../../lib/tokens.js';
import { accountLanguage, mergedTranslations } from '../../http/translations.js';
import { enqueue } from '../../outbox/outbox.js';
import { playerT } from '../../i18n/player-messages.js';
import { emitEvent } from '../integrations/events.js';

type ConsentRow = typeof consents.$inferSelect;
export const CONSENT_NOT_FOUND = 'Consent not found.';

/** A version of a consent's texts: its text in `defaultLanguage` and the other languages'. */
export interface ConsentTexts {
  text: string;
  defaultLanguage: Language;
  translations: Translations<ConsentTranslation>;
}

function toConsent(row: ConsentRow, texts: ConsentTexts): Consent {
  return {
    public_id: row.publicId,
    name: row.name,
    text: texts.text,
    mandatory: row.mandatory,
    double_opt_in: row.doubleOptIn,
    default_language: texts.defaultLanguage,
    languages: objectLanguages(texts.defaultLanguage, texts.translations),
    translations: texts.translations,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * The text a player is shown of a consent's version in `language` (the form's): that language's
 * translation, else the default language's text; `language` says which it was (issue 33 §7).
 */
export function consentTextIn(
  texts: ConsentTexts,
  language: Language,
): { text: string; language: Language } {
  const text = inLanguage(
    { text: texts.text },
    { default_language: texts.defaultLanguage, translations: texts.translations },
    language,
  ).text;
  return { text, language: text === texts.text ? texts.defaultLanguage : language };
}

const textsOf = (r: {
  text: string;
  defaultLanguage: Language;
  translations: Translations<ConsentTranslation>;
}): ConsentTexts => ({
  text: r.text,
  defaultLanguage: r.defaultLanguage,
  translations: r.translations,
});

/** Live consents with their current texts. */
const current = (db: Queryable) =>
  db
    .select({
      consent: consents,
      text: consentVersions.text,
      defaultLanguage: consentVersions.defaultLanguage,
      translations: consentVersions.translations,
    })
    .from(consents)
    .innerJoin(
      consentVersions,
      and(
        eq(consentVersions.consentId, consents.id),
        eq(consentVersions.version, consents.version),
      ),
    );

/** The account's live consents among `publicIds`, in that order. */
export async function loadConsents(db: Queryable, accountId: string, publicIds: string[]) {
  if (publicIds.length === 0) return [];
  const rows = await current(db).where(
    and(
      eq(consents.accountId, accountId),
      inArray(consents.publicId, publicIds),
      isNull(consents.archivedAt),
    ),
  );
  const byId = new Map(rows.map((r) => [r.consent.publicId, r]));
  return publicIds.flatMap((id) => {
    const row = byId.get(id);
    return row
      ? [{ row: row.consent, texts: textsOf(row), consent: toConsent(row.consent, textsOf(row)) }]
      : [];
  });
}

export function createConsentService(db: Database) {
  async function find(accountId: string, publicId: string) {
    const [row] = await current(db).where(
      and(
        eq(consents.accountId, accountId),
        eq(consents.publicId, publicId),
        isNull(consents.archivedAt),
      ),
    );
    if (!row) throw notFound(CONSENT_NOT_FOUND);
    return row;
  }

  async function list(accountId: string, q: z.output<typeof ConsentListQuery>) {
    const where = and(eq(consents.accountId, accountId), isNull(consents.archivedAt));
    return paginate(
      q,
      async ({ limit, offset }) =>
        (
          await current(db)
            .where(where)
            .orderBy(desc(consents.createdAt), desc(consents.id))
            .limit(limit)
            .offset(offset)
        ).map((r) => toConsent(r.consent, textsOf(r))),
      db.select({ n: count() }).from(consents).where(where),
    );
  }

  async function create(accountId: string, input: z.output<typeof CreateConsentRequest>) {
    const defaultLanguage = input.default_language ?? (await accountLanguage(db, accountId));
    const translations = mergedTranslations({
      defaultLanguage,
      stored: {},
      patch: input.translations,
      clean: sanitizedTranslation,
    });
    return db.transaction(async (tx) => {
      const [row] = await tx
        .insert(consents)
        .values({
          publicId: newPublicId(),
          accountId,
          name: input.name,
          mandatory: input.mandatory,
          doubleOptIn: input.double_opt_in,
          defaultLanguage,
        })
        .returning();
      const texts = { text: sanitizeRichText(input.text), defaultLanguage, translations };
      await tx.insert(consentVersions).values({ consentId: row!.id, version: 1, ...texts });
      return toConsent(row!, texts);
    });
  }

  /**
   * A new text, translation or default language is a new version; records keep pointing at the
   * one each player saw.
   */
  async function update(
    accountId: string,
    publicId: string,
    patch: z.output<typeof UpdateConsentRequest>,
  ) {
    const found = await find(accountId, publicId);
    const text = patch.text === undefined ? found.text : sanitizeRichText(patch.text);
    const defaultLanguage = patch.default_language ?? found.defaultLanguage;
    const translations = mergedTranslations({
      defaultLanguage,
      stored: found.translations,
      patch: patch.translations,
      clean: sanitizedTranslation,
    });
    const texts = { text, defaultLanguage, translations };
    const newVersion =
      text !== found.text ||
      defaultLanguage !== found.defaultLanguage ||
      JSON.stringify(translations) !== JSON.stringify(found.translations);
    return db.transaction(async (tx) => {
      const [row] = await tx
        .update(consents)
        .set({
          ...(patch.name !== undefined ? { name: patch.name } : {}),
          ...(patch.mandatory !== undefined ? { mandatory: patch.mandatory } : {}),
          ...(patch.double_opt_in !== undefined ? { doubleOptIn: patch.double_opt_in } : {}),
          ...(newVersion ? { version: found.consent.version + 1, defaultLanguage } : {}),
          updatedAt: new Date(),
        })
        .where(eq(consents.id, found.consent.id))
        .returning();
      if (newVersion)
        await tx
          .insert(consentVersions)
          .values({ consentId: row!.id, version: row!.version, ...texts });
      return toConsent(row!, newVersion ? texts : textsOf(found));
    });
  }

  /** Archived, not deleted: the records of who gave it stay provable. Forms stop showing it. */
  async function remove(accountId: string, publicId: string) {
    const found = await find(accountId, publicId);
    await db
      .update(consents)
      .set({ archivedAt: new Date() })
      .where(eq(consents.id, found.consent.id));
  }

  return {
    list,
    create,
    update,
    remove,
    get: async (a: string, p: string) => {
      const r = await find(a, p);
      return toConsent(r.consent, textsOf(r));
    },
  };
}

export interface ConsentChoice {
  consent: ConsentRow;
  given: boolean;
  version: number;
}

/**
 * Records the consents a player ticked or unticked on a form: a record for each change of state
 * (nothing when the state stays), pending with an emailed link for double opt-in.
 */
export async function recordConsents(
  tx: Queryable,
  opts: {
    accountId: string;
    playerId: string;
    gameId: string;
    pageUrl: string | null;
    /** The language the form was shown in (public-game.ts `playLanguage`). */
    language: Language;
    email: string | null;
    /**
     * The form's email waits for its own confirmation (email-confirm.ts): a double opt-in given
     * now stays pending, without a link of its own, until that address is confirmed.
     */
    awaitingEmail?: boolean;
    businessName: string;
    confirmUrl: (token: string) => string;
    choices: ConsentChoice[];
  },
): Promise<string[]> {
  if (opts.choices.length === 0) return [];
  // The form's language (issue 33 §9).
  const { t } = playerT(opts.language);
  const business = opts.businessName;
  const states = await tx
    .select()
    .from(playerConsents)
    .where(
      and(
        eq(playerConsents.playerId, opts.playerId),
        inArray(
          playerConsents.consentId,
          opts.choices.map((c) => c.consent.id),
        ),
      ),
    );
  const stateOf = new Map(states.map((s) => [s.consentId, s.state]));
  const pending: string[] = [];
  for (const choice of opts.choices) {
    const before = stateOf.get(choice.consent.id) ?? 'withdrawn';
    const holds = before === 'given' || before === 'pending';
    if (choice.given === holds) {
      if (before === 'pending') pending.push(choice.consent.publicId);
      continue;
    }
    const doubleOptIn = choice.given && choice.consent.doubleOptIn;
    const token = doubleOptIn && opts.email !== null ? newSecretToken() : null;
    const waits = token !== null || (doubleOptIn && opts.awaitingEmail === true);
    await tx.insert(consentRecords).values({
      accountId: opts.accountId,
      playerId: opts.playerId,
      consentId: choice.consent.id,
      version: choice.version,
      action: choice.given ? 'given' : 'withdrawn',
      status: waits ? 'pending' : 'confirmed',
      gameId: opts.gameId,
      pageUrl: opts.pageUrl,
      language: opts.language,
      confirmTokenHash: token ? hashToken(token) : null,
      confirmedAt: waits ? null : new Date(),
    });
    const state = !choice.given ? 'withdrawn' : waits ? 'pending' : 'given';
    if (waits) pending.push(choice.consent.publicId);
    await tx
      .insert(playerConsents)
      .values({ playerId: opts.playerId, consentId: choice.consent.id, state })
      .onConflictDoUpdate({
        target: [playerConsents.playerId, playerConsents.consentId],
        set: { state, updatedAt: new Date() },
      });
    if (state !== 'pending')
      await emitEvent(tx, opts.accountId, {
        type: choice.given ? 'consent.given' : 'consent.withdrawn',
        playerId: opts.playerId,
        consentId: choice.consent.id,
      });
    if (token && opts.email) {
      await enqueue(tx, {
        kind: 'email',
        payload: {
          to: opts.email,
          subject: t('optin.subject', { consent: choice.consent.name, business }),
          text: [
            t('optin.intro', { business, consent: choice.consent.name }),
            '',
            t('optin.link'),
            opts.confirmUrl(token),
            '',
            t('optin.footer'),
          ].join('\n'),
        },
      });
    }
  }
  return pending;
}

/** The double opt-in link: turns the pending consent into a given one (once). */
export async function confirmConsent(db: Database, token: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [record] = await tx
      .update(consentRecords)
      .set({ status: 'confirmed', confirmedAt: new Date(), confirmTokenHash: null })
      .where(
        and(
          eq(consentRecords.confirmTokenHash, hashToken(token)),
          eq(consentRecords.status, 'pending'),
        ),
      )
      .returning();
    if (!record) return false;
    await tx
      .update(playerConsents)
      .set({ state: 'given', updatedAt: new Date() })
      .where(
        and(
          eq(playerConsents.playerId, record.playerId),
          eq(playerConsents.consentId, record.consentId),
          eq(playerConsents.state, 'pending'),
        ),
      );
    await emitEvent(tx, record.accountId, {
      type: 'consent.given',
      playerId: record.playerId,
      consentId: record.consentId,
    });
    return true;
  });
}

/** A player's consent history, newest first, with the text of the version they were shown. */
export async function consentHistory(db: Queryable, playerId: string): Promise<ConsentRecord[]> {
  const rows = await db
    .select({
      record: consentRecords,
      consentPublicId: consents.publicId,
      consentName: consents.name,
      text: consentVersions.text,
      defaultLanguage: consentVersions.defaultLanguage,
      translations: consentVersions.translations,
      gamePublicId: games.publicId,
    })
    .from(consentRecords)
    .innerJoin(consents, eq(consents.id, consentRecords.consentId))
    .innerJoin(
      consentVersions,
      and(
        eq(consentVersions.consentId, consentRecords.consentId),
        eq(consentVersions.version, consentRecords.version),
      ),
    )
    .leftJoin(games, eq(games.id, consentRecords.gameId))
    .where(eq(consentRecords.playerId, playerId))
    .orderBy(desc(consentRecords.createdAt), desc(consentRecords.id));
  return rows.map((r) => {
    // The text of that version in the record's language, as the form showed it.
    const shown = r.record.language
      ? consentTextIn(textsOf(r), r.record.language)
      : { text: r.text, language: null };
    return {
      consent_public_id: r.consentPublicId,
      consent_name: r.consentName,
      action: r.record.action,
      status: r.record.status,
      version: r.record.version,
      text: shown.text,
      text_language: shown.language,
      game_public_id: r.gamePublicId,
      page_url: r.record.pageUrl,
      language: r.record.language,
      at: r.record.createdAt.toISOString(),
      confirmed_at: r.record.confirmedAt?.toISOString() ?? null,
    };
  });
}

/** A consent's translation as kept: its text sanitised like the consent's own. */
function sanitizedTranslation(t: ConsentTranslation): ConsentTranslation {
  return t.text === undefined ? t : { ...t, text: sanitizeRichText(t.text) };
}
