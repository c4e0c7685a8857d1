/**
 * The demo mailbox (docs/product-rules.md#demo-mailbox): a server without SMTP_URL, outside
 * production, keeps the emails it would send and shows them to signed-in people; a server that
 * sends email (or runs in production) has no such route; the table keeps the latest 200.
 */
import { MailboxListResponse } from '@playdesk/contract';
import { count, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { demoMailbox } from '../../db/schema.js';
import { drainJobs } from '../../infra/jobs.js';
import { DEMO_MAILBOX_SIZE, recordDemoEmail } from '../../outbox/demo-mailbox.js';
import { createMailerFor } from '../../outbox/mailer.js';
import { configureMailer, emailJobDefinition } from '../../outbox/outbox.js';
import { createTestContext, fileTestContext } from '../../test/harness.js';

const t = await fileTestContext();
afterAll(() => configureMailer(null));

async function sendQueuedEmails() {
  await drainJobs(t.db, [emailJobDefinition]);
}

describe('the demo mailbox', () => {
  it('shows a signed-in person the emails sent, with their links on APP_URL', async () => {
    expect(t.config.demoMailbox).toBe(true);
    configureMailer(createMailerFor(t.config, t.db, t.app.log));
    const res = await t.api('POST', 'forgot-password', {
      body: { email: 'owner@playdesk.test' },
    });
    expect(res.statusCode).toBe(200);
    await sendQueuedEmails();

    // Another business's person: a demo's emails go to made-up addresses, all shown.
    const reader = await t.login('other@playdesk.test');
    const list = await t.api('GET', 'mailbox', { token: reader.token });
    expect(list.statusCode).toBe(200);
    const body = MailboxListResponse.parse(list.json());
    const email = body.data.find((e) => e.to === 'owner@playdesk.test');
    expect(email).toBeDefined();
    expect(email!.subject).toMatch(/reset/i);
    expect(email!.text).toContain(`${t.config.appUrl}/reset-password?token=`);
    expect(Date.parse(email!.sent_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(body.meta).toMatchObject({ page: 1, page_size: 20 });
  });

  it('lists the newest first, a page at a time', async () => {
    await t.db.execute(sql`delete from demo_mailbox`);
    for (const n of [1, 2, 3]) {
      await recordDemoEmail(t.db, { to: `p${n}@example.test`, subject: `n${n}`, text: 'x' });
    }
    const owner = await t.login('owner@playdesk.test');
    const first = MailboxListResponse.parse(
      (await t.api('GET', 'mailbox?page_size=2', { token: owner.token })).json(),
    );
    const second = MailboxListResponse.parse(
      (await t.api('GET', 'mailbox?page_size=2&page=2', { token: owner.token })).json(),
    );
    expect([...first.data, ...second.data].map((e) => e.subject)).toEqual(['n3', 'n2', 'n1']);
    expect(first.meta.total).toBe(3);
  });

  it('is refused without a session, and to API keys', async () => {
    expect((await t.api('GET', 'mailbox')).statusCode).toBe(401);
    const owner = await t.login('owner@playdesk.test');
    const created = await t.api('POST', 'api-keys', {
      ...owner,
      body: { name: 'Mailbox', modules: ['games'], access: 'read' },
    });
    const { secret } = created.json<{ secret: string }>();
    expect((await t.api('GET', 'mailbox', { token: secret })).statusCode).toBe(403);
  });

  it('keeps only the latest emails', async () => {
    await t.db.execute(sql`delete from demo_mailbox`);
    for (let n = 0; n < DEMO_MAILBOX_SIZE + 5; n++) {
      await recordDemoEmail(t.db, { to: `bulk${n}@example.test`, subject: `s${n}`, text: 'x' });
    }
    const [kept] = await t.db.select({ n: count() }).from(demoMailbox);
    expect(kept!.n).toBe(DEMO_MAILBOX_SIZE);
    const owner = await t.login('owner@playdesk.test');
    const page = MailboxListResponse.parse(
      (await t.api('GET', 'mailbox?page_size=1', { token: owner.token })).json(),
    );
    expect(page.data[0]!.subject).toBe(`s${DEMO_MAILBOX_SIZE + 4}`);
    const oldest = await t.db.execute(sql`select 1 from demo_mailbox where subject = 's4'`);
    expect((oldest as unknown as { rows: unknown[] }).rows).toHaveLength(0);
  });
});

describe.each([
  ['a server with SMTP_URL', { SMTP_URL: 'smtp://127.0.0.1:2525' }],
  ['a production server', { NODE_ENV: 'production', PAYMENTS: 'test' }],
])('%s', (_name, env) => {
  it('has no mailbox and keeps no email', async () => {
    const other = await createTestContext(env);
    try {
      expect(other.config.demoMailbox).toBe(false);
      const owner = await other.signUp('free', 'Mailbox Check');
      const res = await other.api('GET', 'mailbox', { token: owner.token });
      expect(res.statusCode).toBe(404);
      // Its mailer (without SMTP in production) writes to the log only.
      if (!other.config.smtpUrl) {
        await other.db.execute(sql`delete from demo_mailbox`);
        await createMailerFor(
          other.config,
          other.db,
          other.app.log,
        )({
          to: 'x@example.test',
          subject: 'Hi',
          text: 'Hello',
        });
        const [kept] = await other.db.select({ n: count() }).from(demoMailbox);
        expect(kept!.n).toBe(0);
      }
    } finally {
      await other.close();
    }
  });
});
