/** A business's loyalty settings (docs/loyalty.md#earning): read, defaults, the contract's shape. */
import { eq } from 'drizzle-orm';
import {
  LoyaltySettingsRequest,
  type LoyaltyLevel,
  type LoyaltySettings,
  type LoyaltySettingsValue,
} from '@playdesk/contract';
import type { Queryable } from '../../db/client.js';
import { loyaltySettings } from '../../db/schema.js';

export type SettingsRow = typeof loyaltySettings.$inferSelect;

/** What a business that never opened the section has: loyalty off, nothing earned. */
export const DEFAULT_SETTINGS: LoyaltySettingsValue = LoyaltySettingsRequest.parse({
  enabled: false,
});

export async function settingsRow(tx: Queryable, accountId: string): Promise<SettingsRow | null> {
  const [row] = await tx
    .select()
    .from(loyaltySettings)
    .where(eq(loyaltySettings.accountId, accountId));
  return row ?? null;
}

export function settingsValue(row: SettingsRow | null): LoyaltySettingsValue {
  if (!row) return DEFAULT_SETTINGS;
  return {
    enabled: row.enabled,
    time_zone: row.timeZone,
    rules: { ...DEFAULT_SETTINGS.rules, ...row.rules },
    levels: row.levels,
    // Badges saved before their own images existed have none: the icon.
    badges: row.badges.map((b) => ({ ...b, image: b.image ?? null })),
    expiry_days: row.expiryDays,
    reminders: { ...DEFAULT_SETTINGS.reminders, ...row.reminders },
  };
}

export function toSettings(row: SettingsRow | null): LoyaltySettings {
  return { ...settingsValue(row), updated_at: row?.updatedAt.toISOString() ?? null };
}

/** The levels, lowest threshold first. */
export const sortedLevels = (levels: readonly LoyaltyLevel[]) =>
  [...levels].sort((a, b) => a.min_points - b.min_points);

/** The level a member with `lifetime` points holds (null: below the first), and the next one. */
export function levelOf(
  levels: readonly LoyaltyLevel[],
  lifetime: number,
): { level: LoyaltyLevel | null; next: LoyaltyLevel | null } {
  let level: LoyaltyLevel | null = null;
  for (const l of sortedLevels(levels)) {
    if (l.min_points <= lifetime) level = l;
    else return { level, next: l };
  }
  return { level, next: null };
}
