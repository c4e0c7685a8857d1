/**
 * Email delivery: SMTP through nodemailer when SMTP_URL is set, otherwise the message is written
 * to the server log and, outside production, kept in the demo mailbox the console shows
 * (demo-mailbox.ts, docs/product-rules.md#demo-mailbox).
 */
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { recordDemoEmail } from './demo-mailbox.js';
import type { EmailJob } from './outbox.js';

export type SendEmail = (email: EmailJob) => Promise<void>;

export function createMailer(opts: {
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
  /** Without SMTP: the database whose demo mailbox keeps the emails (none: the log only). */
  demoMailbox?: Database;
}): SendEmail {
  if (!opts.smtpUrl) {
    const { demoMailbox } = opts;
    return async (email) => {
      opts.log.info(
        { to: email.to, subject: email.subject },
        `email (no SMTP_URL set):\n${email.text}`,
      );
      if (demoMailbox) await recordDemoEmail(demoMailbox, email);
    };
  }
  // Bounded waits, so a hung SMTP server fails the job (and it is retried) well within the job's
  // expiry (outbox.ts): 10 s to connect and greet, 15 s of silence at most.
  const url = new URL(opts.smtpUrl);
  for (const [name, ms] of [
    ['connectionTimeout', '10000'],
    ['greetingTimeout', '10000'],
    ['socketTimeout', '15000'],
  ] as const) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, ms);
  }
  const transport = nodemailer.createTransport(url.toString());
  return async (email) => {
    await transport.sendMail({
      from: opts.from,
      to: email.to,
      subject: email.subject,
      text: email.text,
      ...(email.html
        ? {
            html: email.html,
            attachments: (email.images ?? []).map((image) => ({
              cid: image.cid,
              filename: image.filename,
              content: Buffer.from(image.png_base64, 'base64'),
              contentType: 'image/png',
            })),
          }
        : {}),
    });
  };
}

/**
 * The process's mailer for its configuration: SMTP when SMTP_URL is set; otherwise the log, and
 * the demo mailbox too outside production (`config.demoMailbox`).
 */
export function createMailerFor(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'demoMailbox'>,
  db: Database,
  log: FastifyBaseLogger,
): SendEmail {
  return createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    log,
    ...(config.demoMailbox ? { demoMailbox: db } : {}),
  });
}
