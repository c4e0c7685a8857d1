/**
 * The emails the e2e server "sent": it has no SMTP_URL, so it writes each email to its log, and
 * scripts/e2e-server.mjs copies them to a mailbox file, one JSON line each. A test reads its email
 * here as a person reads their inbox.
 */
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { serverPort } from './server';

export interface Email {
  to: string;
  subject: string;
  text: string;
}

/** This worker's server's mailbox (scripts/e2e-server.mjs names it after the server's port). */
const MAILBOX = join(tmpdir(), `playdesk-e2e-mail-${serverPort()}.jsonl`);

function emails(): Email[] {
  let content: string;
  try {
    content = readFileSync(MAILBOX, 'utf8');
  } catch {
    return [];
  }
  return content
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Email);
}

/** The latest email to `to` (the outbox delivers within seconds), whose subject matches if given. */
export async function latestEmailTo(to: string, subject?: RegExp): Promise<Email> {
  let found: Email | undefined;
  await expect
    .poll(
      () =>
        (found = emails().findLast((e) => e.to === to && (!subject || subject.test(e.subject)))),
      {
        message: `an email to ${to} in ${MAILBOX}`,
        timeout: 20_000,
      },
    )
    .toBeTruthy();
  return found!;
}

/** The path (and query) of the first link in `text` on the server's own address. */
export function linkPath(text: string, prefix: string): string {
  const match = new RegExp(`https?://[^\\s/]+(${prefix}[^\\s]*)`).exec(text);
  expect(match, `a ${prefix} link in:\n${text}`).not.toBeNull();
  return match![1]!;
}
