/**
 * Email delivery: SMTP through nodemailer when SMTP_URL is set, otherwise the message is written
 * to the server log (so a local install can still follow reset links).
 */
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { EmailJob } from './outbox.js';

export type SendEmail = (email: EmailJob) => Promise<void>;

export function createMailer(opts: {
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
}): SendEmail {
  if (!opts.smtpUrl) {
    return async (email) => {
      opts.log.info(
        { to: email.to, subject: email.subject },
        `email (no SMTP_URL set):\n${email.text}`,
      );
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
    });
  };
}
