/** The account's activity log (docs/product-rules.md#team-mates), newest first: owners only. */
import { count, desc, eq } from 'drizzle-orm';
import type { ActivityEntry, PageRequest } from '@playdesk/contract';
import type { Database } from '../../db/client.js';
import { paginate } from '../../db/pagination.js';
import { accountActivity, users } from '../../db/schema.js';
import { forbidden } from '../../http/errors.js';
import type { AccountContext } from '../../http/tenancy.js';
import { activitySummary } from './activity-text.js';
import { person } from './people.js';

export async function activityLog(
  db: Database,
  ctx: AccountContext,
  page: PageRequest,
): Promise<{ data: ActivityEntry[]; meta: { page: number; page_size: number; total: number } }> {
  if (ctx.role !== 'owner')
    throw forbidden('Only the account owner can see the activity log.').coded('access.owner_only');
  const where = eq(accountActivity.accountId, ctx.account.id);
  return paginate(
    page,
    async ({ limit, offset }) =>
      (
        await db
          .select({ row: accountActivity, name: users.name, email: users.email })
          .from(accountActivity)
          .leftJoin(users, eq(users.id, accountActivity.actorUserId))
          .where(where)
          .orderBy(desc(accountActivity.createdAt), desc(accountActivity.id))
          .limit(limit)
          .offset(offset)
      ).map(({ row, name, email }) => ({
        id: row.id,
        action: row.action,
        actor: person({ name, email }),
        subject: typeof row.details.subject === 'string' ? row.details.subject : '',
        summary: activitySummary(row.action, row.details),
        created_at: row.createdAt.toISOString(),
      })),
    db.select({ n: count() }).from(accountActivity).where(where),
  );
}
