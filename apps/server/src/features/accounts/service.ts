import { and, eq, sql } from 'drizzle-orm';
import type {
  AccountSettings,
  CreateAccountResponse,
  UpdateAccountSettingsRequest,
} from '@playdesk/contract';
import type { Database } from '../../db/client.js';
import { newPublicId } from '../../db/ids.js';
import { accounts, memberships } from '../../db/schema.js';
import { forbidden } from '../../http/errors.js';
import type { AccountContext } from '../../http/tenancy.js';
import { addGameSettings, lockBusiness, relatedAccounts } from '../auth/service.js';

export function createAccountService(db: Database) {
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

  /** The account's settings (docs/product-rules.md#languages). */
  async function settings(accountId: string): Promise<AccountSettings> {
    const [row] = await db
      .select({ defaultLanguage: accounts.defaultLanguage })
      .from(accounts)
      .where(eq(accounts.id, accountId));
    return { default_language: row!.defaultLanguage };
  }

  /** Changes the settings sent; games already made keep their own default language. */
  async function updateSettings(
    accountId: string,
    patch: UpdateAccountSettingsRequest,
  ): Promise<AccountSettings> {
    if (patch.default_language !== undefined)
      await db
        .update(accounts)
        .set({ defaultLanguage: patch.default_language })
        .where(eq(accounts.id, accountId));
    return settings(accountId);
  }

  return { createChild, settings, updateSettings };
}
