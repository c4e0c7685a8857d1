/**
 * The player side of player data (docs/product-rules.md#player-data): a game's form, what a player
 * sends through it, and "one player per person per business". The form turns this browser's
 * anonymous player into a known one, one per lower-cased email. An email another player already
 * holds is only claimed: the answers stay on this browser's player and a link is emailed to the
 * address (email-confirm.ts); only that link joins the two
 * (docs/product-rules.md#one-player-per-person).
 */
import { eq, sql } from 'drizzle-orm';
import {
  defaultParticipation,
  overlayTexts,
  type LeadFormField,
  type Language,
  type LeadRequest,
  type LeadResponse,
  type PublicLeadForm,
} from '@playdesk/contract';
import { consentConfirmUrl } from '@playdesk/contract/urls';
import type { z } from 'zod';
import type { Database, Queryable } from '../../db/client.js';
import { players } from '../../db/schema.js';
import { HttpError, invalidFields } from '../../http/errors.js';
import { hashToken, newSecretToken } from '../../lib/tokens.js';
import { createPlayer, findPlayer, toPlayerProfile, type PlayerRow } from '../play/players.js';
import { activeLeadForm } from '../play/participation.js';
import {
  findPlayableGame,
  playLanguage,
  playTexts,
  type AskedLanguage,
} from '../play/public-game.js';
import { gameAsSeenBy } from '../play/variants.js';
import { emailPendingRewards } from '../rewards/award/index.js';
import { consentTextIn, loadConsents, recordConsents } from './consents.js';
import { emitEvent } from '../integrations/events.js';
import { recordAssessment, type RiskAssessor, type Visitor } from '../fair-play/assess.js';
import { createPlacementLookup } from '../insight/placement-lookup.js';
import { recordReferral } from '../loyalty/referral.js';
import { hasCrm } from './crm.js';
import { lockAddress, sendEmailConfirmation } from './email-confirm.js';
import { firstTouch, leadTouch, recordLeadEvent, visitTouch } from './lead-attribution.js';
import { checkLeadValues } from './lead-values.js';
import { loadPrivacy } from './privacy.js';
import { normalizeEmail } from '../../lib/email-identity.js';
import { fairPlayOf } from '../fair-play/settings.js';
import { formVerification, withVerifiedFields } from '../fair-play/verification/form.js';
import { disposableProblem, requireVerified } from '../fair-play/verification/gate.js';
import { releaseVerifiedWins } from './verified-wins.js';
import { queueEarning } from '../loyalty/earn.js';

const NO_FORM = 'This game has no form.';
/** The most of a first name that becomes a display name (the display name's own limit). */
const DISPLAY_NAME_MAX = 40;

/** This browser's token moves to another player (the old one keeps its data, unreachable). */
async function moveToken(tx: Queryable, from: PlayerRow, to: PlayerRow): Promise<void> {
  await tx
    .update(players)
    .set({ tokenHash: hashToken(newSecretToken()) })
    .where(eq(players.id, from.id));
  await tx.update(players).set({ tokenHash: from.tokenHash }).where(eq(players.id, to.id));
}

export function createLeadService(db: Database, appUrl: string, assessor?: RiskAssessor) {
  const placementOf = createPlacementLookup(db);
  /** The form in the language `asked` resolves to for this game (playLanguage). */
  async function publicForm(
    gamePublicId: string,
    token: string | null,
    asked: AskedLanguage = {},
    visit?: string,
  ): Promise<PublicLeadForm> {
    const found = await findPlayableGame(db, gamePublicId);
    const { billingAccountId } = found;
    // The form of the player's variant when the game runs an experiment (play/variants.ts).
    const { game } = await gameAsSeenBy(db, found.game, token ?? visit);
    const language = playLanguage(game, asked);
    const form = activeLeadForm(game.settings, { crm: await hasCrm(db, billingAccountId) });
    const participation =
      game.settings.participation ?? defaultParticipation(game.settings.rewards);
    const player = token ? await findPlayer(db, token, game.accountId) : null;
    const shown = await loadConsents(db, game.accountId, form.consents);
    const verify = formVerification(fairPlayOf(found.game.fairPlay), form);
    return {
      mode: form.mode,
      fields: fieldsIn(game, language, withVerifiedFields(form.fields, verify, language)).map(
        (f) => ({ ...f, options: f.options ?? [] }),
      ),
      consents: shown.map(({ consent, texts }) => ({
        public_id: consent.public_id,
        text: consentTextIn(texts, language).text,
        mandatory: consent.mandatory,
        double_opt_in: consent.double_opt_in,
        version: consent.version,
      })),
      participation: { rule: participation.rule, per_day: participation.per_day ?? null },
      known: Boolean(player?.identifiedAt),
      verify,
    };
  }

  async function submit(
    gamePublicId: string,
    token: string | null,
    input: z.output<typeof LeadRequest>,
    userAgent?: string,
    visitor?: Visitor,
  ): Promise<LeadResponse> {
    const found = await findPlayableGame(db, gamePublicId);
    const { businessName, billingAccountId } = found;
    const { game } = await gameAsSeenBy(db, found.game, token ?? input.visit?.visit_id);
    // Without the plan's `crm` flag the form counts as off: nothing is collected.
    const form = activeLeadForm(game.settings, { crm: await hasCrm(db, billingAccountId) });
    if (form.mode === 'off') throw new HttpError(409, NO_FORM).coded('lead.no_form');
    const privacy = await loadPrivacy(db, game.accountId);
    const language = playLanguage(game, { option: input.language });
    // Fair play (docs/fair-play.md): the game's own settings, whatever variant the player sees.
    const fairPlay = fairPlayOf(found.game.fairPlay);
    const verify = formVerification(fairPlay, form);
    const fields = withVerifiedFields(form.fields, verify, language);
    const checked = checkLeadValues(fields, ownChoices(game, language, fields, input.values), {
      blockedDomains: privacy.blockedEmailDomains,
      blockPlusAddresses: privacy.blockPlusAddresses,
    });
    const shown = await loadConsents(db, game.accountId, form.consents);
    const errors = checked.ok ? [] : [...checked.errors];
    const disposable = checked.ok
      ? disposableProblem(fairPlay, checked.values.standard.email ?? null)
      : null;
    if (disposable) errors.push(disposable);
    const choices = shown.map(({ row }) => {
      const sent = input.consents.find((c) => c.public_id === row.publicId);
      if (row.mandatory && !sent?.given)
        errors.push(`consents.${row.publicId}: Please accept this to take part`);
      if (sent && sent.version > row.version)
        errors.push(`consents.${row.publicId}: This version of the text does not exist`);
      return { consent: row, given: sent?.given ?? false, version: sent?.version ?? row.version };
    });
    if (!checked.ok || errors.length > 0) {
      // The fields at fault, by key (`email`, `consents.{public_id}`), for the player's app.
      const fields = [...new Set(errors.map((e) => e.slice(0, Math.max(0, e.indexOf(':')))))];
      throw invalidFields(errors).coded('lead.invalid', { fields: fields.join(',') });
    }
    const { standard, custom } = checked.values;
    const email = standard.email ?? null;
    // A game that asks for a verified email (or phone) takes the form only once it is: no player,
    // no lead, no reward emailed before (409 naming the field; the player app asks for the code).
    const verified = await requireVerified(db, game.accountId, verify, {
      email,
      phone: standard.phone ?? null,
    });
    const phone = verified.phone ?? standard.phone;
    // Valid answers only are counted and judged (a refused form stores nothing); a block or a
    // missing challenge refuses the lead before anything is written.
    const risk =
      assessor && visitor ? await assessor.assess(found.game, 'lead', visitor, email) : null;
    const visit = await visitTouch({
      gameId: game.id,
      visit: input.visit,
      userAgent,
      appUrl,
      placementOf,
    });

    return db.transaction(async (tx) => {
      const now = new Date();
      let player = token ? await findPlayer(tx, token, game.accountId) : null;
      // What the lead counts under (docs/insight.md#attribution): the play it follows, if it is
      // this browser's player's, else the visit.
      const touch = await leadTouch(tx, {
        game,
        player,
        sessionId: input.session_id,
        visit,
      });
      let newToken: string | undefined;
      if (!player) {
        const created = await createPlayer(tx, game.accountId, undefined, language);
        player = created.player;
        newToken = created.token;
      }
      let target = player;
      /** An address another player holds: this browser's player only claims it until confirmed. */
      let claimed: string | null = null;
      if (email) {
        // Two forms sent at once with one new email must not both create it: serialise per email.
        // One mailbox, one player (docs/fair-play.md#one-mailbox-one-player): the address is
        // looked up by who it is, so `lea+promo@gmail.com` finds the player of `l.e.a@gmail.com`.
        const identity = normalizeEmail(email);
        await lockAddress(tx, game.accountId, identity);
        const [owner] = await tx
          .select()
          .from(players)
          .where(
            sql`${players.accountId} = ${game.accountId} and ${players.emailNormalized} = ${identity}`,
          )
          // The player of exactly this address first, else the oldest of the mailbox.
          .orderBy(sql`${players.email} = ${email} desc`, players.createdAt)
          .limit(1)
          .for('update');
        // A known player of this browser giving another email is another person on this device.
        if (player.emailNormalized !== null && player.emailNormalized !== identity) {
          const fresh = await createPlayer(tx, game.accountId, undefined, language);
          await moveToken(tx, player, fresh.player);
          target = fresh.player;
        }
        // Typing an address proves nothing: the player of that email is neither touched nor
        // handed over until the link sent to it is opened
        // (docs/product-rules.md#one-player-per-person).
        if (owner && owner.id !== target.id) claimed = email;
      }
      const firstName = standard.first_name?.trim().slice(0, DISPLAY_NAME_MAX);
      const [saved] = await tx
        .update(players)
        .set({
          ...(email && !claimed ? { email } : {}),
          ...(standard.first_name ? { firstName: standard.first_name } : {}),
          ...(standard.last_name ? { lastName: standard.last_name } : {}),
          ...(phone ? { phone } : {}),
          ...(standard.birth_date ? { birthDate: standard.birth_date } : {}),
          ...(standard.postcode ? { postcode: standard.postcode } : {}),
          // The leader board and "Playing as" show the first name given, unless the player chose
          // a name (docs/product-rules.md#one-player-per-person); never the last name.
          ...(firstName
            ? { displayName: sql`coalesce(${players.displayName}, ${firstName})` }
            : {}),
          language,
          customFields: sql`coalesce(${players.customFields}, '{}'::jsonb) || ${JSON.stringify(custom)}::jsonb`,
          identifiedAt: sql`coalesce(${players.identifiedAt}, ${now.toISOString()}::timestamptz)`,
          lastSeenAt: sql`greatest(${players.lastSeenAt}, ${now.toISOString()}::timestamptz)`,
          ...firstTouch(touch),
        })
        .where(eq(players.id, target.id))
        .returning();
      if (risk)
        await recordAssessment(tx, {
          accountId: game.accountId,
          gameId: game.id,
          playerId: target.id,
          gameplayId: null,
          kind: 'lead',
          assessment: risk,
        });
      await recordLeadEvent(tx, {
        accountId: game.accountId,
        gameId: game.id,
        playerId: target.id,
        language,
        at: now,
        touch,
      });
      if (claimed)
        await sendEmailConfirmation(tx, {
          accountId: game.accountId,
          playerId: target.id,
          game: { id: game.id, name: playTexts(game, language).name },
          email: claimed,
          businessName,
          appUrl,
          now,
          language,
        });
      const pending = await recordConsents(tx, {
        accountId: game.accountId,
        playerId: target.id,
        gameId: game.id,
        pageUrl: input.page_url ?? null,
        language,
        email: saved!.email,
        awaitingEmail: claimed !== null,
        businessName,
        confirmUrl: (t) => consentConfirmUrl(appUrl, t),
        choices,
      });
      await emitEvent(tx, game.accountId, {
        type: target.identifiedAt ? 'player.updated' : 'player.created',
        playerId: target.id,
      });
      // Loyalty's `form` rule (docs/loyalty.md#earning): queued in this transaction, earned by the
      // job once per player and game (key `earn:form:<player>:<game>`), when the player is a member.
      await queueEarning(tx, game.accountId, {
        kind: 'form',
        playerId: target.id,
        gameId: found.game.id,
      });
      // A friend who came through a player's share link (docs/loyalty.md#referral).
      await recordReferral(tx, game.accountId, target, input.referrer ?? null);
      // The verified form gives the rewards this browser's plays won while it waited for it
      // (docs/fair-play.md#wins-kept-until-the-player-verifies); another person on this device
      // (a fresh player) proves nothing for them.
      if (verified.checked && target.id === player.id)
        await releaseVerifiedWins(tx, game, target.id, email ? normalizeEmail(email) : null);
      // Rewards won before the email was known are emailed now (docs/product-rules.md#rewards).
      await emailPendingRewards(tx, target.id, appUrl);
      return {
        player: toPlayerProfile(saved!),
        ...(newToken ? { player_token: newToken } : {}),
        pending_consents: pending,
        email_confirmation_sent: claimed !== null,
      };
    });
  }

  return { publicForm, submit };
}

type PlayableGameRow = Awaited<ReturnType<typeof findPlayableGame>>['game'];

/**
 * The form's fields with their label and choices in `language` (the game's translation by field
 * key); each text it lacks stays in the game's default language.
 */
export function fieldsIn(
  game: PlayableGameRow,
  language: Language,
  fields: LeadFormField[],
): LeadFormField[] {
  if (language === game.defaultLanguage) return fields;
  const texts = game.translations[language]?.lead_form?.fields ?? {};
  return fields.map((f) => overlayTexts(f, Object.hasOwn(texts, f.key) ? texts[f.key] : undefined));
}

/**
 * The answers with each choice the player picked in the form's language turned back into the
 * game's own option (the same place in the list), so answers are kept in one language whatever
 * the form was shown in.
 */
function ownChoices(
  game: PlayableGameRow,
  language: Language,
  fields: LeadFormField[],
  values: Record<string, string | boolean>,
): Record<string, string | boolean> {
  if (language === game.defaultLanguage) return values;
  const shown = fieldsIn(game, language, fields);
  const out = { ...values };
  fields.forEach((field, i) => {
    const value = out[field.key];
    if (field.type !== 'choice' || typeof value !== 'string') return;
    const at = (shown[i]!.options ?? []).indexOf(value.trim());
    if (at >= 0 && !(field.options ?? []).includes(value.trim()))
      out[field.key] = field.options![at]!;
  });
  return out;
}
