/**
 * What the team's lists share: who acts (the signed-in user), and how a person (a member, an
 * inviter, an actor of the activity log) is shown.
 */
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';

/** The team service's dependencies; `appUrl` is where invitation links point. */
export interface TeamDeps {
  db: Database;
  appUrl: string;
}

export interface Actor {
  id: string;
  email: string;
}

/** The user who sent an invitation or invited a member, joined under this name. */
export const inviter = alias(users, 'inviter');

export const person = (p: { name: string | null; email: string | null }) =>
  p.email === null ? null : { name: p.name, email: p.email };

export const iso = (d: Date | null) => (d ? d.toISOString() : null);
