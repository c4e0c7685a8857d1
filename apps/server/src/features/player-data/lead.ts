/**
 * The player side of player data (docs/product-rules.md#player-data): a game's form, what a player
 * sends through it, and "one player per person per business". The form turns this browser's
 * anonymous player into a known one, deduplicated by lower-cased email; that player's earlier
 * plays join the known record.
 */
import { eq, sql } from 'drizzle-orm';
import {
  defaultParticipation,
  type LeadRequest,
  type LeadResponse,
  type PublicLeadForm,
} from '@playdesk/contract';
import { consentConfirmUrl } from '@playdesk/contract/urls';
import type { z } from 'zod';
import type { Database, Queryable } from '../../db/client.js';
import { consentRecords, players } from '../../db/schema.js';
import { HttpError, invalidFields } from '../../http/errors.js';
import { hashToken, newSecretToken } from '../../lib/tokens.js';
import { createPlayer, findPlayer, toPlayerProfile, type PlayerRow } from '../play/players.js';
import { activeLeadForm } from '../play/participation.js';
import { findPlayableGame } from '../play/public-game.js';
import { emailPendingRewards, movePlayerRewards } from '../rewards/award/index.js';
import { loadConsents, recordConsents } from './consents.js';
import { emitEvent } from '../integrations/events.js';
import { hasCrm } from './crm.js';
import { checkLeadValues } from './lead-values.js';
import { loadPrivacy } from './privacy.js';

const NO_FORM = 'This game has no form.';

/** Moves the anonymous player's plays, per-game stats and consents to the known player. */
async function mergeInto(tx: Queryable, from: PlayerRow, into: PlayerRow): Promise<void> {
  await tx.execute(sql`update gameplays set player_id = ${into.id} where player_id = ${from.id}`);
  await tx.execute(sql`
    insert into player_games (player_id, game_id, plays, wins, best_score, last_played_at)
    select ${into.id}, game_id, plays, wins, best_score, last_played_at
    from player_games where player_id = ${from.id}
    on conflict (player_id, game_id) do update set
      plays = player_games.plays + excluded.plays,
      wins = player_games.wins + excluded.wins,
      best_score = greatest(player_games.best_score, excluded.best_score),
      last_played_at = greatest(player_games.last_played_at, excluded.last_played_at)`);
  await tx
    .update(consentRecords)
    .set({ playerId: into.id })
    .where(eq(consentRecords.playerId, from.id));
  await tx.execute(sql`
    insert into player_consents (player_id, consent_id, state, updated_at)
    select ${into.id}, consent_id, state, updated_at from player_consents where player_id = ${from.id}
    on conflict (player_id, consent_id) do update set state = excluded.state,
      updated_at = excluded.updated_at where excluded.updated_at > player_consents.updated_at`);
  // Rewards won stay the winner's (docs/product-rules.md#rewards).
  await movePlayerRewards(tx, from.id, into.id);
  // The anonymous row goes (its remaining rows with it); its token now opens the known player.
  await tx.delete(players).where(eq(players.id, from.id));
  await tx
    .update(players)
    .set({
      tokenHash: from.tokenHash,
      displayName: sql`coalesce(${players.displayName}, ${from.displayName})`,
      avatar: sql`coalesce(${players.avatar}, ${from.avatar})`,
      createdAt: sql`least(${players.createdAt}, ${from.createdAt.toISOString()}::timestamptz)`,
    })
    .where(eq(players.id, into.id));
  await recountPlayer(tx, into.id);
}

/** Recomputes a player's aggregates from its per-game rows (after plays moved to it). */
export async function recountPlayer(tx: Queryable, playerId: string): Promise<void> {
  await tx.execute(sql`
    update players p set plays = s.plays, wins = s.wins, best_score = s.best,
      games_played = s.games, last_seen_at = greatest(p.last_seen_at, s.last)
    from (
      select coalesce(sum(plays), 0)::integer as plays, coalesce(sum(wins), 0)::integer as wins,
        max(best_score) as best, count(*)::integer as games, max(last_played_at) as last
      from player_games where player_id = ${playerId}
    ) s
    where p.id = ${playerId}`);
}

/** This browser's token moves to another player (the old one keeps its data, unreachable). */
async function moveToken(tx: Queryable, from: PlayerRow, to: PlayerRow): Promise<void> {
  await tx
    .update(players)
    .set({ tokenHash: hashToken(newSecretToken()) })
    .where(eq(players.id, from.id));
  await tx.update(players).set({ tokenHash: from.tokenHash }).where(eq(players.id, to.id));
}

export function createLeadService(db: Database, appUrl: string) {
  async function publicForm(gamePublicId: string, token: string | null): Promise<PublicLeadForm> {
    const { game, billingAccountId } = await findPlayableGame(db, gamePublicId);
    const form = activeLeadForm(game.settings, { crm: await hasCrm(db, billingAccountId) });
    const participation =
      game.settings.participation ?? defaultParticipation(game.settings.rewards);
    const player = token ? await findPlayer(db, token, game.accountId) : null;
    const shown = await loadConsents(db, game.accountId, form.consents);
    return {
      mode: form.mode,
      fields: form.fields.map((f) => ({ ...f, options: f.options ?? [] })),
      consents: shown.map(({ consent }) => ({
        public_id: consent.public_id,
        text: consent.text,
        mandatory: consent.mandatory,
        double_opt_in: consent.double_opt_in,
        version: consent.version,
      })),
      participation: { rule: participation.rule, per_day: participation.per_day ?? null },
      known: Boolean(player?.identifiedAt),
    };
  }

  async function submit(
    gamePublicId: string,
    token: string | null,
    input: z.output<typeof LeadRequest>,
  ): Promise<LeadResponse> {
    const { game, businessName, billingAccountId } = await findPlayableGame(db, gamePublicId);
    // Without the plan's `crm` flag the form counts as off: nothing is collected.
    const form = activeLeadForm(game.settings, { crm: await hasCrm(db, billingAccountId) });
    if (form.mode === 'off') throw new HttpError(409, NO_FORM);
    const privacy = await loadPrivacy(db, game.accountId);
    const checked = checkLeadValues(form.fields, input.values, {
      blockedDomains: privacy.blockedEmailDomains,
      blockPlusAddresses: privacy.blockPlusAddresses,
    });
    const shown = await loadConsents(db, game.accountId, form.consents);
    const errors = checked.ok ? [] : [...checked.errors];
    const choices = shown.map(({ row }) => {
      const sent = input.consents.find((c) => c.public_id === row.publicId);
      if (row.mandatory && !sent?.given)
        errors.push(`consents.${row.publicId}: Please accept this to take part`);
      if (sent && sent.version > row.version)
        errors.push(`consents.${row.publicId}: This version of the text does not exist`);
      return { consent: row, given: sent?.given ?? false, version: sent?.version ?? row.version };
    });
    if (!checked.ok || errors.length > 0) throw invalidFields(errors);
    const { standard, custom } = checked.values;
    const email = standard.email ?? null;

    return db.transaction(async (tx) => {
      let player = token ? await findPlayer(tx, token, game.accountId) : null;
      let newToken: string | undefined;
      if (!player) {
        const created = await createPlayer(tx, game.accountId, undefined);
        player = created.player;
        newToken = created.token;
      }
      let target = player;
      if (email) {
        // Two forms sent at once with one new email must not both create it: serialise per email.
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtext(${`lead:${game.accountId}:${email}`}))`,
        );
        const [owner] = await tx
          .select()
          .from(players)
          .where(sql`${players.accountId} = ${game.accountId} and ${players.email} = ${email}`)
          .for('update');
        // A known player of this browser giving another email is another person on this device.
        const otherPerson = player.email !== null && player.email !== email;
        if (owner && owner.id !== player.id) {
          if (otherPerson) await moveToken(tx, player, owner);
          else await mergeInto(tx, player, owner);
          target = owner;
        } else if (!owner && otherPerson) {
          const fresh = await createPlayer(tx, game.accountId, undefined);
          await moveToken(tx, player, fresh.player);
          target = fresh.player;
        }
      }
      const now = new Date();
      const [saved] = await tx
        .update(players)
        .set({
          ...(email ? { email } : {}),
          ...(standard.first_name ? { firstName: standard.first_name } : {}),
          ...(standard.last_name ? { lastName: standard.last_name } : {}),
          ...(standard.phone ? { phone: standard.phone } : {}),
          ...(standard.birth_date ? { birthDate: standard.birth_date } : {}),
          ...(standard.postcode ? { postcode: standard.postcode } : {}),
          customFields: sql`coalesce(${players.customFields}, '{}'::jsonb) || ${JSON.stringify(custom)}::jsonb`,
          identifiedAt: sql`coalesce(${players.identifiedAt}, ${now.toISOString()}::timestamptz)`,
          lastSeenAt: sql`greatest(${players.lastSeenAt}, ${now.toISOString()}::timestamptz)`,
        })
        .where(eq(players.id, target.id))
        .returning();
      const pending = await recordConsents(tx, {
        accountId: game.accountId,
        playerId: target.id,
        gameId: game.id,
        pageUrl: input.page_url ?? null,
        email: saved!.email,
        businessName,
        confirmUrl: (t) => consentConfirmUrl(appUrl, t),
        choices,
      });
      await emitEvent(tx, game.accountId, {
        type: target.identifiedAt ? 'player.updated' : 'player.created',
        playerId: target.id,
      });
      // Rewards won before the email was known are emailed now (docs/product-rules.md#rewards).
      await emailPendingRewards(tx, target.id, appUrl);
      return {
        player: toPlayerProfile(saved!),
        ...(newToken ? { player_token: newToken } : {}),
        pending_consents: pending,
      };
    });
  }

  return { publicForm, submit };
}
