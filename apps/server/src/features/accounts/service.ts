import { and, eq, sql } from 'drizzle-orm';
import {
  SESSION_IDLE_MINUTES,
  type AccountSettings,
  type CreateAccountResponse,
  type UpdateAccountSettingsRequest,
} from '@playdesk/contract';
import { audit, nothingToAudit, type AuditContext } from '../../db/audit-log.js';
import type { Database, Queryable } from '../../db/client.js';
import { newPublicId } from '../../db/ids.js';
import { accounts, memberships } from '../../db/schema.js';
import { forbidden } from '../../http/errors.js';
import type { AccountContext } from '../../http/tenancy.js';
import { addGameSettings, lockBusiness, relatedAccounts } from '../auth/service.js';

export function createAccountService(db: Database, sessionTtlDays: number) {
  /**
   * Creates a child account under the caller's billing account. The business is locked
   * (`lockBusiness`) for the count-and-insert, so parallel requests cannot both pass the plan's
   * sub-account limit.
   */
  async function createChild(
    userId: string,
    ctx: AccountContext,
    businessName: string,
  ): Promise<CreateAccountResponse> {
    if (ctx.type === 'user')
      throw forbidden('Only account owners can add accounts.').coded('access.owner_only');
    const billingId = ctx.billingAccountId;

    return db.transaction(async (tx) => {
      const { plan, extraAccounts } = await lockBusiness(tx, billingId);
      if (plan.status !== 'paid')
        throw forbidden('Complete your plan payment before adding accounts.');
      if (extraAccounts >= plan.subAccounts) {
        throw forbidden(
          plan.subAccounts === 0
            ? `The ${plan.planName} plan does not include sub-accounts. Upgrade to add accounts.`
            : `The ${plan.planName} plan allows ${plan.subAccounts} sub-account${plan.subAccounts === 1 ? '' : 's'}. Upgrade to add more.`,
        ).coded('plan.sub_accounts', {
          plan: plan.planName,
          allowed: plan.subAccounts,
          count: extraAccounts,
          action: 'upgrade',
        });
      }
      const [account] = await tx
        .insert(accounts)
        .values({
          publicId: newPublicId(),
          businessName,
          parentAccountId: billingId,
          // A new account speaks the language of the one it was added from.
          defaultLanguage: sql`(select ${accounts.defaultLanguage} from ${accounts} where ${accounts.id} = ${ctx.account.id})`,
        })
        .returning();
      // The creator and every owner of the business own the new account.
      const owners = await tx
        .select({ userId: memberships.userId })
        .from(memberships)
        .where(and(eq(memberships.accountId, billingId), eq(memberships.role, 'owner')));
      const ownerIds = new Set([userId, ...owners.map((o) => o.userId)]);
      await tx.insert(memberships).values(
        [...ownerIds].map((id) => ({
          userId: id,
          accountId: account!.id,
          role: 'owner' as const,
        })),
      );
      await addGameSettings(tx, account!.id);

      const related = await relatedAccounts(tx, userId, ctx.account.id);
      return {
        message: `${businessName} has been added.`,
        account: { public_id: account!.publicId, business_name: account!.businessName },
        related_accounts: related,
      };
    });
  }

  /**
   * The account's settings (docs/product-rules.md#languages) and its business's session
   * lifetimes (docs/team-and-sign-in.md#sessions), the values in force.
   */
  async function settings(ctx: AccountContext, q: Queryable = db): Promise<AccountSettings> {
    const [[row], [business]] = [
      await q
        .select({ defaultLanguage: accounts.defaultLanguage })
        .from(accounts)
        .where(eq(accounts.id, ctx.account.id)),
      await q
        .select({ idle: accounts.sessionIdleMinutes, absolute: accounts.sessionAbsoluteDays })
        .from(accounts)
        .where(eq(accounts.id, ctx.billingAccountId)),
    ];
    return {
      default_language: row!.defaultLanguage,
      session_idle_minutes: business?.idle ?? SESSION_IDLE_MINUTES.default,
      session_absolute_days: business?.absolute ?? sessionTtlDays,
    };
  }

  /**
   * Changes the settings sent; games already made keep their own default language. The session
   * lifetimes are the business's (its top-level account's) and only its owner changes them.
   * Recorded with the values before and after (`account.settings_changed`).
   */
  async function updateSettings(
    ctx: AccountContext,
    patch: UpdateAccountSettingsRequest,
    who: AuditContext,
  ): Promise<AccountSettings> {
    const lifetimes = patch.session_idle_minutes ?? patch.session_absolute_days;
    if (lifetimes !== undefined && ctx.role !== 'owner')
      throw forbidden('Only the account owner can change the session lifetimes.').coded(
        'access.owner_only',
      );
    if (lifetimes !== undefined && ctx.account.id !== ctx.billingAccountId)
      throw forbidden('Session lifetimes are set in the business’s main account.').coded(
        'access.owner_only',
      );
    return db.transaction(async (tx) => {
      const before = await settings(ctx, tx);
      if (patch.default_language !== undefined)
        await tx
          .update(accounts)
          .set({ defaultLanguage: patch.default_language })
          .where(eq(accounts.id, ctx.account.id));
      if (lifetimes !== undefined)
        await tx
          .update(accounts)
          .set({
            ...(patch.session_idle_minutes !== undefined && {
              sessionIdleMinutes: patch.session_idle_minutes,
            }),
            ...(patch.session_absolute_days !== undefined && {
              sessionAbsoluteDays: patch.session_absolute_days,
            }),
          })
          .where(eq(accounts.id, ctx.billingAccountId));
      const after = await settings(ctx, tx);
      const changed = (Object.keys(after) as (keyof AccountSettings)[]).filter(
        (k) => after[k] !== before[k],
      );
      if (changed.length === 0) nothingToAudit(who.origin);
      else
        await audit(tx, who, {
          action: 'account.settings_changed',
          target: { type: 'account', id: ctx.account.publicId },
          before: Object.fromEntries(changed.map((k) => [k, before[k]])),
          after: Object.fromEntries(changed.map((k) => [k, after[k]])),
        });
      return after;
    });
  }

  return { createChild, settings, updateSettings };
}
