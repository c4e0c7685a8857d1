/**
 * Records team changes and first sign-ins with a new provider in the tamper-evident audit log
 * (docs/audit-log.md), in the same transaction as the change itself, so the log never misses nor
 * invents one. The team's activity view (docs/product-rules.md#activity-log) is a filtered view
 * of that log (features/team/activity-log.ts); `account_activity` is no longer written.
 */
import { inArray } from 'drizzle-orm';
import type { AuditAction } from '@playdesk/contract';
import { audit, SYSTEM_ACTOR, type AuditOrigin } from '../../db/audit-log.js';
import type { Queryable } from '../../db/client.js';
import { users } from '../../db/schema.js';

export interface ActivityDetails extends Record<string, unknown> {
  /** Who or what the action was about: an email address, a provider's name. */
  subject: string;
}

/** The audit action of each activity action. */
const AUDIT_ACTION: Record<string, AuditAction> = {
  'invitation.sent': 'team.invitation_sent',
  'invitation.resent': 'team.invitation_resent',
  'invitation.accepted': 'team.invitation_accepted',
  'invitation.revoked': 'team.invitation_revoked',
  'member.modules_changed': 'team.modules_changed',
  'member.removed': 'team.member_removed',
  'sign_in.new_provider': 'sign_in.new_provider',
};

export async function recordActivity(
  db: Queryable,
  entries: {
    accountId: string;
    actorUserId: string | null;
    action: string;
    details: ActivityDetails;
  }[],
  /** The request the changes are made in. */
  origin: AuditOrigin | null,
): Promise<void> {
  if (entries.length === 0) return;
  const actorIds = entries.flatMap((e) => (e.actorUserId ? [e.actorUserId] : []));
  const actors = new Map(
    actorIds.length === 0
      ? []
      : (
          await db
            .select({ id: users.id, publicId: users.publicId, email: users.email })
            .from(users)
            .where(inArray(users.id, actorIds))
        ).map((u) => [u.id, { kind: 'user' as const, id: u.publicId, label: u.email }]),
  );
  for (const { accountId, actorUserId, action, details } of entries) {
    const code = AUDIT_ACTION[action];
    if (!code) continue;
    const { subject, from, to, ...rest } = details;
    await audit(
      db,
      { accountId, actor: (actorUserId && actors.get(actorUserId)) || SYSTEM_ACTOR, origin },
      {
        action: code,
        target: { type: 'person', id: subject },
        ...(code === 'team.modules_changed'
          ? { before: { modules: from }, after: { modules: to } }
          : { after: rest }),
      },
    );
  }
}
