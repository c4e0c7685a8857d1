/**
 * The account's activity log (docs/product-rules.md#team-mates), newest first: owners only. A
 * filtered view of the audit log (docs/audit-log.md#the-team-activity-view), not a store of its
 * own: the team's, API keys' and held rewards' entries, shown with the activity codes and
 * sentences the console knows. Followed, oldest last, by the account's archive of
 * `account_activity`: what was recorded there before the audit log began (migration 0042 removed
 * the rows the audit log also holds), read-only, and removed by the audit log's retention too.
 */
import { sql } from 'drizzle-orm';
import type { ActivityEntry, PageRequest } from '@playdesk/contract';
import type { Database } from '../../db/client.js';
import { paginate } from '../../db/pagination.js';
import { queryRows } from '../../db/rows.js';
import { forbidden } from '../../http/errors.js';
import type { AccountContext } from '../../http/tenancy.js';
import { activitySummary } from './activity-text.js';
import { person } from './people.js';

/** The audit actions the activity view shows, with the activity code the console reads. */
export const ACTIVITY_OF_AUDIT: Readonly<Record<string, string>> = {
  'team.invitation_sent': 'invitation.sent',
  'team.invitation_resent': 'invitation.resent',
  'team.invitation_accepted': 'invitation.accepted',
  'team.invitation_revoked': 'invitation.revoked',
  'team.modules_changed': 'member.modules_changed',
  'team.member_removed': 'member.removed',
  'sign_in.new_provider': 'sign_in.new_provider',
  'api_key.created': 'api_key.created',
  'api_key.revoked': 'api_key.revoked',
  'reward.review_approved': 'reward.review_approved',
  'reward.review_rejected': 'reward.review_rejected',
};

interface Row {
  id: string;
  action: string;
  actor_name: string | null;
  actor_email: string | null;
  subject: string | null;
  before: Record<string, unknown> | null;
  details: Record<string, unknown> | null;
  at: string | Date;
}

/** An audit entry's facts in the shape the activity sentences read. */
function detailsOf(row: Row): Record<string, unknown> {
  const after = row.details ?? {};
  const subject = row.subject ?? '';
  if (row.action === 'member.modules_changed')
    return { subject, from: row.before?.modules, to: after.modules };
  return { ...after, subject, ...(typeof after.reward === 'string' && { name: after.reward }) };
}

export async function activityLog(
  db: Database,
  ctx: AccountContext,
  page: PageRequest,
): Promise<{ data: ActivityEntry[]; meta: { page: number; page_size: number; total: number } }> {
  if (ctx.role !== 'owner')
    throw forbidden('Only the account owner can see the activity log.').coded('access.owner_only');
  const accountId = ctx.account.id;
  const mapping = sql.join(
    Object.entries(ACTIVITY_OF_AUDIT).map(([audit, activity]) => sql`(${audit}, ${activity})`),
    sql`, `,
  );
  // One list, newest first: the audit log's entries, then the archive. The key (at, source, id)
  // is total, so pages neither repeat nor skip an entry.
  const union = sql`
    select 'a' || l.seq::text as id, m.activity as action, u.name as actor_name,
           case when l.actor_kind = 'user' then l.actor_label end as actor_email,
           l.target_id as subject, l.before, l.after as details, l.at, 0 as source
      from audit_log l
      join (values ${mapping}) as m(audit, activity) on m.audit = l.action
      left join users u on l.actor_kind = 'user' and u.public_id = l.actor_id
     where l.account_id = ${accountId}
    union all
    select x.id::text, x.action, u.name, u.email, x.details->>'subject', null, x.details,
           x.created_at, 1
      from account_activity x
      left join users u on u.id = x.actor_user_id
     where x.account_id = ${accountId}`;
  return paginate(
    page,
    async ({ limit, offset }) =>
      (
        await queryRows<Row>(
          db,
          sql`select * from (${union}) e order by e.at desc, e.source, e.id desc limit ${limit} offset ${offset}`,
        )
      ).map((row) => {
        const details = detailsOf(row);
        return {
          id: row.id,
          action: row.action,
          actor: person({ name: row.actor_name, email: row.actor_email }),
          subject: row.subject ?? '',
          summary: activitySummary(row.action, details),
          created_at: new Date(row.at).toISOString(),
        };
      }),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from (${union}) e`),
  );
}
