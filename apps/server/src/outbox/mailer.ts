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
  const transport = nodemailer.createTransport(opts.smtpUrl);
  return async (email) => {
    await transport.sendMail({
      from: opts.from,
      to: email.to,
      subject: email.subject,
      text: email.text,
    });
  };
}
