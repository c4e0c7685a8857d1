/**
 * What the team's lists share: who acts (the signed-in user), and how a person (a member, an
 * inviter, an actor of the activity log) is shown.
 */
import { alias } from 'drizzle-orm/pg-core';
import type { AuditOrigin } from '../../db/audit-log.js';
import type { Database, Queryable } from '../../db/client.js';
import { users } from '../../db/schema.js';
import type { AccountContext } from '../../http/tenancy.js';
import { recordActivity, type ActivityDetails } from '../auth/activity.js';

/** The team service's dependencies; `appUrl` is where invitation links point. */
export interface TeamDeps {
  db: Database;
  appUrl: string;
}

/** The person acting on the team, and the request they act in (for the audit log). */
export interface Actor {
  id: string;
  email: string;
  origin: AuditOrigin;
}

/** Records one change of the team by `actor` in the account's audit log (auth/activity.ts). */
export const recordTeamChange = (
  tx: Queryable,
  ctx: AccountContext,
  actor: Actor,
  action: string,
  details: ActivityDetails,
): Promise<void> =>
  recordActivity(
    tx,
    [{ accountId: ctx.account.id, actorUserId: actor.id, action, details }],
    actor.origin,
  );

/** The user who sent an invitation or invited a member, joined under this name. */
export const inviter = alias(users, 'inviter');

export const person = (p: { name: string | null; email: string | null }) =>
  p.email === null ? null : { name: p.name, email: p.email };

export const iso = (d: Date | null) => (d ? d.toISOString() : null);
