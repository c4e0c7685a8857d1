/**
 * Team mates (docs/product-rules.md#team-mates): the invitation lifecycle (sent, expired, reused,
 * revoked), module changes and removal taking effect on the very next request, no escalation, the
 * owner protected, and the activity log.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  AcceptInvitationResponse,
  ActivityListResponse,
  InvitationInfoResponse,
  InvitationResponse,
  TeamMateResponse,
  TeamMatesResponse,
} from '@playdesk/contract';
import { memberships, teamInvitations, users } from '../../db/schema.js';
import { queuedEmails } from '../../outbox/outbox.js';
import { INVALID_REQUEST } from '../../http/errors.js';
import { fileTestContext, type Session } from '../../test/harness.js';

const t = await fileTestContext({ TEAM_INVITES_PER_HOUR: '1000' });
/** A second app whose invitation limit is reached after two emails. */
const limited = await fileTestContext({ TEAM_INVITES_PER_HOUR: '2' });
const owner = await t.login('owner@playdesk.test');
const MODULE_REFUSAL = 'Your role in this account does not include the games module.';

let counter = 0;
const newEmail = (label: string) => `${label}-${++counter}-${Date.now()}@example.test`;

/** The link of the latest invitation email to `to`, read from the queued emails like a mailbox. */
async function invitationLink(to: string): Promise<string> {
  const rows = (await queuedEmails(t.db)).reverse();
  const mail = rows.find((r) => r.payload.to === to);
  expect(mail, `an email to ${to}`).toBeDefined();
  const match = /\/register-team-mate\/([A-Za-z0-9_-]+)/.exec(String(mail!.payload.text));
  expect(match, 'a link in the email').not.toBeNull();
  return match![1]!;
}

/** Who calls: a token and the account it acts in. */
type Caller = Pick<Session, 'token' | 'account'>;

async function invite(who: Caller, email: string, modules: string[]) {
  const { token, account } = who;
  const res = await t.api('POST', 'team-mates/invitations', {
    token,
    account,
    body: { email, modules },
  });
  expect(res.statusCode, res.body).toBe(201);
  return InvitationResponse.parse(res.json()).invitation;
}

/** Invites a new person with `modules` and accepts; returns their session in Demo Coffee Co. */
async function newMember(modules: string[], by: Caller = owner) {
  const email = newEmail('mate');
  await invite(by, email, modules);
  const token = await invitationLink(email);
  const res = await t.api('POST', `invitations/${token}/accept`, {
    body: { name: 'Ana Mate', password: 'a long and unusual passphrase 42' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = AcceptInvitationResponse.parse(res.json());
  const [user] = await t.db.select().from(users).where(eq(users.email, email));
  return {
    email,
    publicId: user!.publicId,
    session: { token: body.user.token, account: body.user.current_account.public_id },
    body,
  };
}

describe('invitations', () => {
  it('invites by email with modules, emails a single-use link, and the member joins', async () => {
    const email = newEmail('ana');
    const invitation = await invite(owner, email, ['rewards', 'games']);
    expect(invitation).toMatchObject({ email, modules: ['games', 'rewards'], status: 'invited' });
    const days = (Date.parse(invitation.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    const token = await invitationLink(email);
    // Only the hash is stored.
    const [row] = await t.db.select().from(teamInvitations).where(eq(teamInvitations.email, email));
    expect(row!.tokenHash).not.toContain(token);

    const info = await t.api('GET', `invitations/${token}`);
    expect(info.statusCode).toBe(200);
    expect(InvitationInfoResponse.parse(info.json())).toMatchObject({
      business_name: 'Demo Coffee Co.',
      invited_by: { email: 'owner@playdesk.test' },
      email,
      modules: ['games', 'rewards'],
      has_login: false,
    });

    const weak = await t.api('POST', `invitations/${token}/accept`, {
      body: { name: 'Ana', password: 'password' },
    });
    expect(weak.statusCode).toBe(400);
    const noName = await t.api('POST', `invitations/${token}/accept`, {
      body: { password: 'a long and unusual passphrase 42' },
    });
    expect(noName.json()).toEqual({ message: INVALID_REQUEST, errors: ['name: Enter your name'] });

    const res = await t.api('POST', `invitations/${token}/accept`, {
      body: { name: 'Ana Lima', password: 'a long and unusual passphrase 42' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = AcceptInvitationResponse.parse(res.json());
    expect(body.user.type).toBe('user');
    expect(body.user.current_account.business_name).toBe('Demo Coffee Co.');
    expect(body.access_modules).toMatchObject({ games: true, rewards: true, teams: false });
    expect(body.message).toBe('Welcome to Demo Coffee Co.');

    // Reused link: refused.
    const again = await t.api('POST', `invitations/${token}/accept`, {
      body: { name: 'Eve', password: 'a long and unusual passphrase 42' },
    });
    expect(again.statusCode).toBe(409);
    expect((await t.api('GET', `invitations/${token}`)).statusCode).toBe(409);

    const list = TeamMatesResponse.parse((await t.api('GET', 'team-mates', owner)).json());
    const member = list.members.find((m) => m.email === email);
    expect(member).toMatchObject({
      name: 'Ana Lima',
      role: 'member',
      modules: ['games', 'rewards'],
      status: 'active',
      invited_by: { email: 'owner@playdesk.test' },
      manageable: true,
    });
    expect(list.invitations.find((i) => i.email === email)).toBeUndefined();
    expect(list.members[0]).toMatchObject({ role: 'owner', is_you: true, manageable: false });
  });

  it('refuses expired, revoked and unknown links', async () => {
    const expired = newEmail('late');
    await invite(owner, expired, ['games']);
    const expiredToken = await invitationLink(expired);
    await t.db
      .update(teamInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(teamInvitations.email, expired));
    const late = await t.api('POST', `invitations/${expiredToken}/accept`, {
      body: { name: 'Late', password: 'a long and unusual passphrase 42' },
    });
    expect(late.statusCode).toBe(410);
    expect(late.json<{ message: string }>().message).toMatch(/has expired/);
    const listed = TeamMatesResponse.parse((await t.api('GET', 'team-mates', owner)).json());
    expect(listed.invitations.find((i) => i.email === expired)?.status).toBe('expired');

    const revoked = newEmail('gone');
    const invitation = await invite(owner, revoked, ['games']);
    const revokedToken = await invitationLink(revoked);
    const del = await t.api('DELETE', `team-mates/invitations/${invitation.id}`, owner);
    expect(del.statusCode).toBe(200);
    const refused = await t.api('POST', `invitations/${revokedToken}/accept`, {
      body: { name: 'Gone', password: 'a long and unusual passphrase 42' },
    });
    expect(refused.statusCode).toBe(410);
    expect(refused.json<{ message: string }>().message).toMatch(/withdrawn/);

    const unknown = await t.api('GET', `invitations/${'x'.repeat(43)}`);
    expect(unknown.statusCode).toBe(404);
    expect((await t.api('GET', `invitations/${'x'.repeat(101)}`)).statusCode).toBe(400);
  });

  it('resends with a new link: the old one stops working, the new one works', async () => {
    const email = newEmail('resend');
    const invitation = await invite(owner, email, ['games']);
    const first = await invitationLink(email);
    const res = await t.api('POST', `team-mates/invitations/${invitation.id}/resend`, owner);
    expect(res.statusCode, res.body).toBe(200);
    const second = await invitationLink(email);
    expect(second).not.toBe(first);
    expect((await t.api('GET', `invitations/${first}`)).statusCode).toBe(404);
    expect((await t.api('GET', `invitations/${second}`)).statusCode).toBe(200);
  });

  it('refuses a second open invitation or an existing member', async () => {
    const email = newEmail('twice');
    await invite(owner, email, ['games']);
    const twice = await t.api('POST', 'team-mates/invitations', {
      ...owner,
      body: { email, modules: ['games'] },
    });
    expect(twice.statusCode).toBe(409);
    const member = await t.api('POST', 'team-mates/invitations', {
      ...owner,
      body: { email: 'member@playdesk.test', modules: ['games'] },
    });
    expect(member.statusCode).toBe(409);
    expect(member.json<{ message: string }>().message).toBe(
      'member@playdesk.test is already a team mate of Demo Coffee Co..',
    );
  });

  it('adds the account to an existing login that accepts with its password', async () => {
    const other = await t.login('other@playdesk.test');
    await invite(owner, 'other@playdesk.test', ['games']);
    const token = await invitationLink('other@playdesk.test');
    const info = InvitationInfoResponse.parse((await t.api('GET', `invitations/${token}`)).json());
    expect(info.has_login).toBe(true);
    const wrong = await t.api('POST', `invitations/${token}/accept`, {
      body: { password: 'not the password' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      message: INVALID_REQUEST,
      errors: ['password: This is not the password of other@playdesk.test'],
    });
    const res = await t.api('POST', `invitations/${token}/accept`, {
      body: { password: 'playdesk-demo' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = AcceptInvitationResponse.parse(res.json());
    expect(body.user.current_account.business_name).toBe('Demo Coffee Co.');
    expect(body.user.related_accounts.map((a) => a.business_name)).toContain('Other Bakery');
    // Their own business is untouched and they still own it.
    const own = await t.api('GET', 'user-profile', other);
    expect(own.json<{ user: { type: string } }>().user.type).toBe('account');
  });

  it('sends the invitation email with the link and who invited', async () => {
    const email = newEmail('mail');
    await invite(owner, email, ['games']);
    const rows = await queuedEmails(t.db);
    const mail = rows.find((r) => r.payload.to === email)!;
    expect(mail.payload.subject).toBe('Join Demo Coffee Co. on Playdesk');
    expect(String(mail.payload.text)).toContain('owner@playdesk.test invited you');
    expect(String(mail.payload.text)).toContain(`${t.config.appUrl}/register-team-mate/`);
  });
});

describe('modules and removal', () => {
  it('applies a module change to the very next request', async () => {
    const mate = await newMember(['games']);
    expect((await t.api('GET', 'games', mate.session)).statusCode).toBe(200);
    const seen = TeamMatesResponse.parse((await t.api('GET', 'team-mates', owner)).json());
    expect(seen.members.find((m) => m.email === mate.email)?.last_active_at).not.toBeNull();
    const patch = await t.api('PATCH', `team-mates/${mate.publicId}`, {
      ...owner,
      body: { modules: ['rewards'] },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    expect(TeamMateResponse.parse(patch.json()).member.modules).toEqual(['rewards']);
    const next = await t.api('GET', 'games', mate.session);
    expect(next.statusCode).toBe(403);
    expect(next.json()).toEqual({
      message: MODULE_REFUSAL,
      code: 'access.module',
      params: { module: 'games' },
    });
    const profile = await t.api('GET', 'user-profile', mate.session);
    expect(
      profile.json<{ access_modules: Record<string, boolean> }>().access_modules,
    ).toMatchObject({ games: false, rewards: true });
    // Frees its seat: this file fills the Pro plan's 10 team mates (the demo's two included).
    expect((await t.api('DELETE', `team-mates/${mate.publicId}`, owner)).statusCode).toBe(200);
  });

  it('ends a removed member’s access at once, and only to this account', async () => {
    const mate = await newMember(['games']);
    // The member also owns a business of their own.
    const [user] = await t.db.select().from(users).where(eq(users.email, mate.email));
    const [bakery] = await t.db
      .select({ accountId: memberships.accountId })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(eq(users.email, 'other@playdesk.test'));
    await t.db.insert(memberships).values({
      userId: user!.id,
      accountId: bakery!.accountId,
      role: 'member',
      accessModules: ['games'],
    });

    const del = await t.api('DELETE', `team-mates/${mate.publicId}`, owner);
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json()).toEqual({ message: `${mate.email} has been removed from the team.` });
    const next = await t.api('GET', 'games', mate.session);
    expect(next.statusCode).toBe(401);
    // Signing in again lands in the account they still belong to; the removed one is refused.
    const again = await t.login(mate.email, 'a long and unusual passphrase 42');
    expect(again.body.user.current_account.public_id).not.toBe(owner.account);
    const refused = await t.api('GET', 'games', { token: again.token, account: owner.account });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: 'You do not have access to this account.',
      code: 'access.account',
    });
    expect((await t.api('GET', 'games', again)).statusCode).toBe(200);
  });

  it('protects the owner and refuses changing one’s own modules', async () => {
    const list = TeamMatesResponse.parse((await t.api('GET', 'team-mates', owner)).json());
    const ownerRow = list.members.find((m) => m.role === 'owner')!;
    const teamsMate = await newMember(['teams', 'games']);
    for (const [method, body] of [
      ['PATCH', { modules: ['games'] }],
      ['DELETE', undefined],
    ] as const) {
      const res = await t.api(method, `team-mates/${ownerRow.public_id}`, {
        ...teamsMate.session,
        body,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        message: 'The account owner cannot be changed or removed.',
        code: 'team.owner_fixed',
      });
    }
    const self = await t.api('PATCH', `team-mates/${teamsMate.publicId}`, {
      ...teamsMate.session,
      body: { modules: ['games', 'teams', 'rewards'] },
    });
    expect(self.statusCode).toBe(403);
    expect(self.json()).toEqual({
      message: 'You cannot change or remove your own access.',
      code: 'team.self',
    });
  });

  it('lets a teams member grant only modules they hold (no escalation)', async () => {
    const lead = await newMember(['teams', 'games']);
    const grant = await t.api('POST', 'team-mates/invitations', {
      ...lead.session,
      body: { email: newEmail('esc'), modules: ['games', 'rewards'] },
    });
    expect(grant.statusCode).toBe(403);
    expect(grant.json()).toEqual({
      message:
        'You cannot grant or remove the module rewards: your own access does not include it.',
      code: 'team.modules_beyond',
    });
    const full = await t.api('POST', 'team-mates/invitations', {
      ...lead.session,
      body: { email: newEmail('esc'), modules: ['full'] },
    });
    expect(full.statusCode).toBe(403);

    // Within their own modules it works, and they may then edit that person.
    const mate = await newMember(['games'], lead.session);
    const up = await t.api('PATCH', `team-mates/${mate.publicId}`, {
      ...lead.session,
      body: { modules: ['games', 'rewards'] },
    });
    expect(up.statusCode).toBe(403);
    const ok = await t.api('PATCH', `team-mates/${mate.publicId}`, {
      ...lead.session,
      body: { modules: ['games', 'teams'] },
    });
    expect(ok.statusCode, ok.body).toBe(200);

    // A member holding rewards (which the lead lacks) cannot be removed by the lead.
    const rich = await newMember(['games', 'rewards']);
    const rm = await t.api('DELETE', `team-mates/${rich.publicId}`, lead.session);
    expect(rm.statusCode).toBe(403);
    const listed = TeamMatesResponse.parse((await t.api('GET', 'team-mates', lead.session)).json());
    expect(listed.viewer).toEqual({ grantable: ['games', 'teams'], sees_activity: false });
    expect(listed.members.find((m) => m.email === rich.email)?.manageable).toBe(false);
  });

  it('refuses the team screens to a member without the teams module', async () => {
    const mate = await newMember(['games']);
    const res = await t.api('GET', 'team-mates', mate.session);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: 'Your role in this account does not include the teams module.',
      code: 'access.module',
      params: { module: 'teams' },
    });
  });

  it('validates modules', async () => {
    const res = await t.api('POST', 'team-mates/invitations', {
      ...owner,
      body: { email: newEmail('bad'), modules: [] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: INVALID_REQUEST,
      errors: ['modules: Choose at least one module'],
    });
    const unknown = await t.api('POST', 'team-mates/invitations', {
      ...owner,
      body: { email: newEmail('bad'), modules: ['root'] },
    });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('activity log', () => {
  it('records who did what, newest first, for the owner only', async () => {
    const mate = await newMember(['games', 'teams']);
    await t.api('PATCH', `team-mates/${mate.publicId}`, { ...owner, body: { modules: ['games'] } });
    await t.api('DELETE', `team-mates/${mate.publicId}`, owner);
    const res = await t.api('GET', 'team-mates/activity?page_size=3', owner);
    expect(res.statusCode, res.body).toBe(200);
    const log = ActivityListResponse.parse(res.json());
    expect(log.meta.total).toBeGreaterThanOrEqual(4);
    expect(log.data.map((e) => e.action)).toEqual([
      'member.removed',
      'member.modules_changed',
      'invitation.accepted',
    ]);
    expect(log.data[0]).toMatchObject({
      actor: { email: 'owner@playdesk.test' },
      subject: mate.email,
      summary: `Removed ${mate.email} from the team.`,
    });
    expect(log.data[1]!.summary).toBe(
      `Changed the modules of ${mate.email} from games, teams to games.`,
    );
    expect(log.data[2]!.actor?.email).toBe(mate.email);

    const lead = await newMember(['teams']);
    const refused = await t.api('GET', 'team-mates/activity', lead.session);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: 'Only the account owner can see the activity log.',
      code: 'access.owner_only',
    });
  });

  it('counts invitation emails per account and refuses past the hourly limit', async () => {
    const boss = await limited.login('owner@playdesk.test');
    const send = (n: number) =>
      limited.api('POST', 'team-mates/invitations', {
        ...boss,
        body: { email: `limit-${n}@example.test`, modules: ['games'] },
      });
    expect((await send(1)).statusCode).toBe(201);
    expect((await send(2)).statusCode).toBe(201);
    const third = await send(3);
    expect(third.statusCode).toBe(429);
    expect(third.json<{ message: string }>().message).toMatch(/^Too many attempts/);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    const [row] = await limited.db
      .select()
      .from(teamInvitations)
      .where(and(eq(teamInvitations.email, 'limit-3@example.test')));
    expect(row).toBeUndefined();
  });
});
