/**
 * What the server prints once it listens. Every address in it is APP_URL (default
 * http://localhost:PORT): the one the links in emails use, so a person who opens the printed
 * address and then follows an emailed link stays on one origin (`127.0.0.1` and `localhost` are
 * two origins to a browser, each with its own session).
 */
import type { Config } from './config.js';

type BannerConfig = Pick<
  Config,
  'appUrl' | 'seedDemo' | 'production' | 'demoPassword' | 'demoMailbox'
>;

export function startBanner(config: BannerConfig, demoLogins: readonly string[]): string {
  const lines = [`Playdesk: ${config.appUrl}  ·  API docs: ${config.appUrl}/services/api/docs`];
  // The fixed demo password is repeated at every start for convenience; a random one is not.
  if (config.seedDemo && !config.production)
    lines.push(`Demo logins (password "${config.demoPassword}"): ${demoLogins.join(', ')}`);
  if (config.demoMailbox)
    lines.push(
      `Emails are not sent (no SMTP_URL): read them in the console's Mailbox, ${config.appUrl}/mailbox`,
    );
  return `\n${lines.join('\n')}\n`;
}

/** The log line of the same moment: the address to open, and where the server really listens. */
export function runningLine(config: Pick<Config, 'appUrl' | 'host' | 'port'>, database: string) {
  return `Playdesk is running at ${config.appUrl} (listening on ${config.host}:${config.port}, database: ${database})`;
}
