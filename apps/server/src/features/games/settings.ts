import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  FOOTER_BUTTONS_BY_TYPE,
  defaultParticipation,
  type GameRewardSettings,
  type GameSettingsValue,
  type LeadFormSettings,
} from '@playdesk/contract';
import type { GameType } from '@playdesk/games';
import type { Queryable } from '../../db/client.js';
import { consents, rewards, type StoredGameSettings } from '../../db/schema.js';
import { invalidFields } from '../../http/errors.js';
import { sanitizeRichText } from '../../lib/rich-text.js';
import { requireCrm } from '../player-data/crm.js';

/**
 * Normalises settings for storage: instructions sanitised, footer buttons limited to those that fit
 * the game (the type's full set when none were chosen).
 */
export function storedSettings(type: GameType, input: GameSettingsValue): StoredGameSettings {
  const fitting = FOOTER_BUTTONS_BY_TYPE[type];
  const chosen = input.footer_buttons ?? fitting;
  return {
    background_image: input.background_image,
    game_image: input.game_image,
    popup_texts: input.popup_texts,
    cta: input.cta,
    instructions: sanitizeRichText(input.instructions),
    footer_buttons: fitting.filter((b) => chosen.includes(b)),
    templates: input.templates,
    lead_form: input.lead_form,
    // A game that gives rewards is limited to a play a day per player unless a limit was chosen
    // (docs/product-rules.md#participation-limits).
    participation: input.participation ?? defaultParticipation(input.rewards),
    rewards: {
      ...input.rewards,
      // Rule ids are how wins, caps and moments refer to a rule: stable once given.
      rules: assignRuleIds(input.rewards.rules),
    },
  };
}

/**
 * Keeps every rule id given and fills the missing ones from the position (`r1`, `r2`…), skipping
 * ids other rules already use (the semantics of `assignIds` in packages/games/src/ids.ts): a rule
 * sent back with its id keeps it across PATCHes, so its wins, caps and moments stay its own.
 */
export function assignRuleIds<T extends { id?: string | undefined }>(
  rules: readonly T[],
): (T & { id: string })[] {
  const taken = new Set(rules.flatMap(({ id }) => (id === undefined ? [] : [id])));
  return rules.map((rule, i) => {
    if (rule.id !== undefined) return { ...rule, id: rule.id };
    let id = `r${i + 1}`;
    for (let n = 2; taken.has(id); n++) id = `r${i + 1}-${n}`;
    taken.add(id);
    return { ...rule, id };
  });
}

/**
 * A game's reward rules (and consolation reward) must name rewards of the game's own account, and
 * rule ids must be unique (docs/product-rules.md#rewards). A 400 names the field at fault.
 */
export async function checkRewards(
  db: Queryable,
  { accountId }: GameOwner,
  settings: GameRewardSettings,
): Promise<void> {
  const errors: string[] = [];
  const seen = new Set<string>();
  settings.rules.forEach((rule, i) => {
    if (rule.id === undefined) return;
    if (seen.has(rule.id))
      errors.push(`settings.rewards.rules.${i}.id: Two rules have the same id; ids must be unique`);
    seen.add(rule.id);
  });
  const named = [
    ...settings.rules.map((rule) => rule.reward_id),
    ...(settings.consolation_reward_id ? [settings.consolation_reward_id] : []),
  ];
  if (named.length > 0) {
    const found = await db
      .select({ publicId: rewards.publicId })
      .from(rewards)
      .where(and(eq(rewards.accountId, accountId), inArray(rewards.publicId, named)));
    const known = new Set(found.map((r) => r.publicId));
    settings.rules.forEach((rule, i) => {
      if (!known.has(rule.reward_id))
        errors.push(`settings.rewards.rules.${i}.reward_id: No reward ${rule.reward_id}`);
    });
    const consolation = settings.consolation_reward_id;
    if (consolation && !known.has(consolation))
      errors.push(`settings.rewards.consolation_reward_id: No reward ${consolation}`);
  }
  if (errors.length > 0) throw invalidFields(errors);
}

/** The account a game belongs to and the business (billing account) whose plan covers it. */
export interface GameOwner {
  accountId: string;
  billingAccountId: string;
}

/**
 * A form that collects personal data needs the plan's `crm` flag (docs/product-rules.md#player-data),
 * and its consents must be this account's live ones.
 */
export async function checkLeadForm(
  db: Queryable,
  { accountId, billingAccountId }: GameOwner,
  form: LeadFormSettings,
): Promise<void> {
  if (form.mode !== 'off') await requireCrm(db, billingAccountId);
  if (form.consents.length === 0) return;
  const found = await db
    .select({ publicId: consents.publicId })
    .from(consents)
    .where(
      and(
        inArray(consents.publicId, form.consents),
        eq(consents.accountId, accountId),
        isNull(consents.archivedAt),
      ),
    );
  const known = new Set(found.map((c) => c.publicId));
  const missing = form.consents.filter((id) => !known.has(id));
  if (missing.length > 0)
    throw invalidFields(missing.map((id) => `settings.lead_form.consents: No consent ${id}`));
}

/** Applies a settings patch to stored settings (db/game-settings.ts: the play path merges too). */
export { patchedSettings } from '../../db/game-settings.js';
