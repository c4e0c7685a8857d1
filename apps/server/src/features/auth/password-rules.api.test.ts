/**
 * What a new password must be (registration and reset share one rule), and what a reset link may
 * still do once another link of the same user has been used.
 */
import { describe, expect, it } from 'vitest';
import { queuedEmails } from '../../outbox/outbox.js';
import { DEMO_PASSWORD } from '../../seed/seed.js';
import { fileTestContext } from '../../test/harness.js';

const t = await fileTestContext();

/** Asks for a reset link for `email` and returns its token, read from the queued email. */
async function resetToken(email: string): Promise<string> {
  const res = await t.api('POST', 'forgot-password', { body: { email } });
  expect(res.statusCode).toBe(200);
  const mails = await queuedEmails(t.db);
  const text = String(mails.at(-1)!.payload.text);
  return decodeURIComponent(/token=([^\s]+)/.exec(text)![1]!);
}

const register = (password: string, email = 'weak@example.com') =>
  t.api('POST', 'register', {
    body: { business_name: 'Juice Bar', email, password, plan: 'free' },
  });

const WEAK = [
  ['12345678', 'it is one of the most used passwords'],
  ['password', 'it is one of the most used passwords'],
  ['        ', 'it repeats the same character'],
  ['Welcome1!', 'it is too close to a commonly used password'],
  ['qwertyuiop', 'it is one of the most used passwords'],
  ['weak@example.com', 'it contains your email or business name'],
  ['juicebar1', 'it contains your email or business name'],
] as const;

describe('new passwords', () => {
  it.each(WEAK)('refuses %j on registration, saying why', async (password, reason) => {
    const res = await register(password);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'The request is not valid.',
      errors: [
        `password: Password is too easy to guess: ${reason}. Add another word or two; uncommon words are best.`,
      ],
    });
  });

  it('accepts passwords that are not common, the demo and test ones included', async () => {
    const passwords = [
      DEMO_PASSWORD,
      'long-enough-1',
      'juice-bar-2026',
      'bakery-password',
      'corner-books-2026',
      'Xk9#mP2q',
    ];
    for (const [i, password] of passwords.entries()) {
      const res = await register(password, `strong${i}@example.com`);
      expect(res.statusCode, password).toBe(201);
    }
  });

  it('answers fast even for the longest allowed password', async () => {
    const started = performance.now();
    const res = await register('p4$$w0rd'.repeat(25));
    expect(res.statusCode).toBe(400);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('refuses a weak password on reset and leaves the link usable', async () => {
    const token = await resetToken('pending@playdesk.test');
    const weak = await t.api('POST', 'reset-password', { body: { token, password: 'password1' } });
    expect(weak.statusCode).toBe(400);
    expect(weak.json<{ errors: string[] }>().errors[0]).toMatch(/^password: Password is too easy/);
    const strong = await t.api('POST', 'reset-password', {
      body: { token, password: 'pending-studio-reset' },
    });
    expect(strong.statusCode).toBe(200);
    await t.login('pending@playdesk.test', 'pending-studio-reset');
  });
});

describe('reset links', () => {
  it('a used link retires every other link of the user, older ones included', async () => {
    const older = await resetToken('other@playdesk.test');
    const newer = await resetToken('other@playdesk.test');
    const used = await t.api('POST', 'reset-password', {
      body: { token: newer, password: 'brand-new-pass' },
    });
    expect(used.statusCode).toBe(200);

    const stale = await t.api('POST', 'reset-password', {
      body: { token: older, password: 'taken-over-pass' },
    });
    expect(stale.statusCode).toBe(400);
    expect(stale.json<{ message: string }>().message).toMatch(/invalid or has expired/);
    await t.login('other@playdesk.test', 'brand-new-pass');

    // A link asked for after the reset works as usual.
    const later = await resetToken('other@playdesk.test');
    const again = await t.api('POST', 'reset-password', {
      body: { token: later, password: 'third-new-pass' },
    });
    expect(again.statusCode).toBe(200);
  });

  it('of two links used at the same moment, exactly one sets the password', async () => {
    const first = await resetToken('other@playdesk.test');
    const second = await resetToken('other@playdesk.test');
    const answers = await Promise.all(
      [
        [first, 'first-racing-pass'],
        [second, 'second-racing-pass'],
      ].map(([token, password]) => t.api('POST', 'reset-password', { body: { token, password } })),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400]);
    const winner = answers[0]!.statusCode === 200 ? 'first-racing-pass' : 'second-racing-pass';
    await t.login('other@playdesk.test', winner);
  });

  it("does not touch other users' links", async () => {
    const mine = await resetToken('member@playdesk.test');
    const theirs = await resetToken('owner@playdesk.test');
    const used = await t.api('POST', 'reset-password', {
      body: { token: theirs, password: 'owner-new-pass' },
    });
    expect(used.statusCode).toBe(200);
    const still = await t.api('POST', 'reset-password', {
      body: { token: mine, password: 'member-new-pass' },
    });
    expect(still.statusCode).toBe(200);
  });
});
