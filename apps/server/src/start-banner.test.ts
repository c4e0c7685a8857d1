import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { runningLine, startBanner } from './start-banner.js';

/** Every http(s) address a text names, without its path. */
const origins = (text: string) =>
  [...text.matchAll(/https?:\/\/[^\s/]+/g)]
    .map((m) => m[0])
    .filter((o, i, all) => all.indexOf(o) === i);

describe('the start banner', () => {
  it('names the address emails link to, and only that one', () => {
    const config = loadConfig({ PORT: '3999' });
    const text = startBanner(config, ['owner@playdesk.test']) + runningLine(config, 'PGlite');
    expect(config.appUrl).toBe('http://localhost:3999');
    expect(origins(text)).toEqual([config.appUrl]);
  });

  it('prints APP_URL when it is set, as the links in emails use it', () => {
    const config = loadConfig({ PORT: '3999', APP_URL: 'http://127.0.0.1:3999/' });
    const text = startBanner(config, []) + runningLine(config, 'PGlite');
    expect(origins(text)).toEqual(['http://127.0.0.1:3999']);
  });

  it('points at the mailbox only when emails are kept for it', () => {
    expect(startBanner(loadConfig({}), [])).toContain('http://localhost:3000/mailbox');
    const smtp = loadConfig({ SMTP_URL: 'smtp://mail.example.com:587' });
    expect(smtp.demoMailbox).toBe(false);
    expect(startBanner(smtp, [])).not.toContain('/mailbox');
    const production = loadConfig({ NODE_ENV: 'production', PAYMENTS: 'test' });
    expect(production.demoMailbox).toBe(false);
    expect(startBanner(production, [])).not.toContain('/mailbox');
  });
});
