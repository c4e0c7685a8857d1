/**
 * What the log may hold (infra/logging.ts): a failed statement never with its parameters, a URL
 * never with a link's token. Issue 31 S3 and S5: five accepts of one invitation at once logged the
 * failed insert with the new login's argon2id hash; request lines recorded reset and invitation
 * links whole.
 */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { API_PATH } from '@playdesk/contract/urls';
import { buildApp } from '../app.js';
import { newPublicId } from '../db/ids.js';
import { users } from '../db/schema.js';
import { registerErrorHandling } from '../http/errors.js';
import { fileTestContext } from '../test/harness.js';
import { loggerOptions, REDACTED, redactUrl } from './logging.js';

const t = await fileTestContext();

/** A log destination that keeps every line. */
function capture() {
  const lines: string[] = [];
  return {
    lines,
    stream: { write: (line: string) => void lines.push(line) },
    text: () => lines.join(''),
  };
}

const SECRET_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0LXNhbHQ$SECRET-HASH-MUST-NOT-LEAK';

/** A real failed statement: a second login with the demo owner's email, carrying a secret. */
async function failedInsert(): Promise<Error> {
  try {
    await t.db.insert(users).values({
      publicId: newPublicId(),
      email: 'owner@playdesk.test',
      passwordHash: SECRET_HASH,
      name: 'Mallory',
    });
  } catch (err) {
    return err as Error;
  }
  throw new Error('the insert should have failed');
}

describe('failed statements in the log', () => {
  it('never shows their parameters, however the error is logged', async () => {
    const err = await failedInsert();
    // The error itself carries the hash (Drizzle's message lists the parameters).
    expect(String(err.message) + JSON.stringify(err)).toContain('SECRET-HASH');
    const log = capture();
    const app = Fastify({ logger: loggerOptions('info', log.stream) });
    app.log.error({ err }, 'unhandled error');
    app.log.error(err);
    app.log.error({ err }, err.message);
    app.log.warn({ reason: err, job: 'email' }, 'job failed');
    app.log.child({ reqId: 'r1' }).error({ err: new Error('wrapped', { cause: err }) }, 'job');
    app.log.info('value %s', err.message);
    await app.close();

    expect(log.lines).toHaveLength(6);
    const text = log.text();
    expect(text).not.toContain('SECRET-HASH');
    expect(text).not.toContain('argon2id');
    expect(text).not.toContain('Mallory');
    // The driver's detail names the duplicated email: left out too.
    expect(text).not.toContain('owner@playdesk.test');
    // What helps to find the bug stays: the statement's shape, the SQLSTATE and the constraint.
    const first = JSON.parse(log.lines[0]!) as { err: Record<string, unknown> };
    expect(first.err.message).toMatch(/^Failed query: insert into "users"/);
    expect(first.err.params).toBe(REDACTED);
    expect(JSON.stringify(first.err.cause)).toContain('23505');
    expect(JSON.stringify(first.err.cause)).toContain('users_email');
  });

  it('keeps them out of the error handler’s 500 line', async () => {
    const err = await failedInsert();
    const log = capture();
    const app = Fastify({ logger: loggerOptions('info', log.stream) });
    registerErrorHandling(app);
    app.get('/boom', async () => {
      throw err;
    });
    const res = await app.inject({ method: 'GET', url: '/boom' });
    await app.close();
    expect(res.statusCode).toBe(500);
    expect(log.text()).toContain('unhandled error');
    expect(log.text()).toContain('23505');
    expect(log.text()).not.toContain('SECRET-HASH');
  });
});

describe('URLs in the log', () => {
  it('redacts tokens in query strings and in the invitation paths', () => {
    expect(redactUrl('/reset-password?token=abc123')).toBe(`/reset-password?token=${REDACTED}`);
    expect(redactUrl('/register-team-mate/abc123')).toBe(`/register-team-mate/${REDACTED}`);
    expect(redactUrl(`${API_PATH}/invitations/abc123/accept`)).toBe(
      `${API_PATH}/invitations/${REDACTED}/accept`,
    );
    expect(redactUrl('/auth/callback/google?code=c1&state=s1&iss=https%3A%2F%2Fx')).toBe(
      `/auth/callback/google?code=${REDACTED}&state=${REDACTED}&iss=https%3A%2F%2Fx`,
    );
    expect(redactUrl('/consent/confirm?x=1&Token=abc')).toBe(
      `/consent/confirm?x=1&Token=${REDACTED}`,
    );
    expect(redactUrl('/games?page=2')).toBe('/games?page=2');
  });

  it('never records a reset, invitation or consent token in the request lines', async () => {
    const log = capture();
    const app = await buildApp({
      db: t.db,
      config: { ...t.config, logLevel: 'info' },
      logStream: log.stream,
    });
    await app.ready();
    const urls = [
      '/reset-password?token=RESET-TOKEN-1',
      '/register-team-mate/INVITE-TOKEN-2',
      '/consent/confirm?token=CONSENT-TOKEN-3',
      `${API_PATH}/invitations/INVITE-TOKEN-4`,
      `${API_PATH}/invitations/INVITE-TOKEN-5/accept`,
      `${API_PATH}/auth/google/start?invitation=INVITE-TOKEN-6`,
      '/auth/callback/google?code=CODE-7&state=STATE-8',
    ];
    for (const url of urls)
      await app.inject({ method: url.endsWith('/accept') ? 'POST' : 'GET', url });
    await app.close();
    const requests = log.lines
      .map((line) => JSON.parse(line) as { msg: string; req?: { url: string } })
      .filter((l) => l.msg === 'incoming request');
    expect(requests).toHaveLength(urls.length);
    const text = log.text();
    for (const secret of ['RESET-TOKEN-1', 'INVITE-TOKEN', 'CONSENT-TOKEN-3', 'CODE-7', 'STATE-8'])
      expect(text).not.toContain(secret);
    expect(requests.map((r) => r.req!.url)).toContain(`/reset-password?token=${REDACTED}`);
  });
});
