/**
 * Accepting one invitation link several times at once (docs/product-rules.md#invitations): one
 * accept wins, the others are told the link is used; no 500, one login.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { queuedEmails } from '../../outbox/outbox.js';
import { fileTestContext } from '../../test/harness.js';

const t = await fileTestContext({ TEAM_INVITES_PER_HOUR: '1000' });
const owner = await t.login('owner@playdesk.test');

let counter = 0;
const newEmail = (label: string) => `${label}-${++counter}-${Date.now()}@example.test`;

async function invite(email: string) {
  const res = await t.api('POST', 'team-mates/invitations', {
    ...owner,
    body: { email, modules: ['games'] },
  });
  expect(res.statusCode, res.body).toBe(201);
}

async function invitationLink(to: string): Promise<string> {
  const mail = (await queuedEmails(t.db)).reverse().find((r) => r.payload.to === to);
  return /\/register-team-mate\/([A-Za-z0-9_-]+)/.exec(String(mail!.payload.text))![1]!;
}

describe('accepting one invitation at once', () => {
  // Issue 31 S3: five accepts of one link at once were one 200, one 409 and three 500s (the
  // second login's insert failed, and its query was logged with the password hash).
  it('answers five accepts of one link at once with one 200 and four 409s', async () => {
    const email = newEmail('race');
    await invite(email);
    const token = await invitationLink(email);
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        t.api('POST', `invitations/${token}/accept`, {
          body: { name: `Racer ${i}`, password: 'a long and unusual passphrase 42' },
        }),
      ),
    );
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses, answers.map((r) => r.body).join('\n')).toEqual([200, 409, 409, 409, 409]);
    for (const res of answers.filter((r) => r.statusCode === 409))
      expect(res.json()).toEqual({
        message: 'This invitation has already been used. Sign in to open the account.',
        code: 'invitation.used',
      });
    const logins = await t.db.select().from(users).where(eq(users.email, email));
    expect(logins).toHaveLength(1);
  });

  it('answers five accepts of one link by an existing login with one 200 and four 409s', async () => {
    const email = newEmail('race-login');
    const password = 'a long and unusual passphrase 42';
    const reg = await t.api('POST', 'register', {
      body: { business_name: 'Race Bakery', email, password, plan: 'free' },
    });
    expect(reg.statusCode, reg.body).toBe(201);
    await invite(email);
    const token = await invitationLink(email);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.api('POST', `invitations/${token}/accept`, { body: { password } }),
      ),
    );
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses, answers.map((r) => r.body).join('\n')).toEqual([200, 409, 409, 409, 409]);
  });
});
