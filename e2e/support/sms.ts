/**
 * The text messages the e2e server "sent": its SMS provider is a local fake of Twilio's Messages
 * API (scripts/e2e-server.mjs), which writes each text to an SMS box file, one JSON line each. A
 * test reads its code here as a person reads their phone.
 */
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { serverPort } from './server';

export interface Sms {
  /** E.164: `+33612345678`. */
  to: string;
  from: string;
  body: string;
}

/** This worker's server's SMS box (scripts/e2e-server.mjs names it after the server's port). */
const SMS_BOX = join(tmpdir(), `playdesk-e2e-sms-${serverPort()}.jsonl`);

function texts(): Sms[] {
  let content: string;
  try {
    content = readFileSync(SMS_BOX, 'utf8');
  } catch {
    return [];
  }
  return content
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Sms);
}

/** The latest text to `to` (E.164), once it arrived. */
export async function latestSmsTo(to: string): Promise<Sms> {
  let found: Sms | undefined;
  await expect
    .poll(() => (found = texts().findLast((m) => m.to === to)), {
      message: `a text to ${to} in ${SMS_BOX}`,
      timeout: 20_000,
    })
    .toBeTruthy();
  return found!;
}
