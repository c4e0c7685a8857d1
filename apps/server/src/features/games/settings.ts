import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  FOOTER_BUTTONS_BY_TYPE,
  LEAD_FORM_OFF,
  PARTICIPATION_UNLIMITED,
  type GameSettingsPatch,
  type GameSettingsValue,
  type LeadFormSettings,
} from '@playdesk/contract';
import type { GameType } from '@playdesk/games';
import type { Queryable } from '../../db/client.js';
import { consents, type StoredGameSettings } from '../../db/schema.js';
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
    participation: input.participation,
  };
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

/** Applies a settings patch to stored settings: only the fields sent change. */
export function patchedSettings(
  current: StoredGameSettings,
  patch: GameSettingsPatch,
): GameSettingsValue {
  const templates = current.templates ?? { game_over: null, success: null, leaderboard: null };
  return {
    background_image:
      patch.background_image !== undefined ? patch.background_image : current.background_image,
    game_image: patch.game_image !== undefined ? patch.game_image : current.game_image,
    popup_texts: { ...current.popup_texts, ...patch.popup_texts },
    cta: { ...current.cta, ...patch.cta },
    instructions: patch.instructions ?? current.instructions,
    footer_buttons: (patch.footer_buttons ??
      current.footer_buttons) as GameSettingsValue['footer_buttons'],
    templates: { ...templates, ...patch.templates },
    lead_form: patch.lead_form ?? current.lead_form ?? LEAD_FORM_OFF,
    participation: patch.participation ?? current.participation ?? PARTICIPATION_UNLIMITED,
  };
}
