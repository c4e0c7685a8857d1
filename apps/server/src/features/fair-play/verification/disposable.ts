/**
 * Disposable (throw-away) email domains (docs/fair-play.md#one-mailbox-one-player), refused when a
 * game's `refuse_disposable_email` is on. The list is the maintained `disposable-email-domains`
 * package (about 120 000 domains, updated with the dependency), read once into a Set on the first
 * form with an email (the risk score asks too: docs/fair-play-risk.md). A subdomain of a listed domain is listed too
 * (`x.mailinator.com`), as are the package's wildcard domains' subdomains.
 */
import { createRequire } from 'node:module';
import { emailDomain } from '../../../lib/email-identity.js';

const require = createRequire(import.meta.url);
let domains: Set<string> | null = null;

function list(): Set<string> {
  if (!domains) {
    const plain = require('disposable-email-domains') as string[];
    const wildcard = require('disposable-email-domains/wildcard.json') as string[];
    domains = new Set([...plain, ...wildcard]);
  }
  return domains;
}

/** Whether the email's domain, or a domain it is under, is a known throw-away one. */
export function isDisposableEmail(email: string): boolean {
  const set = list();
  let domain = emailDomain(email);
  while (domain.includes('.')) {
    if (set.has(domain)) return true;
    domain = domain.slice(domain.indexOf('.') + 1);
  }
  return false;
}

export const DISPOSABLE_EMAIL =
  'This looks like a throw-away email address. Please use an address you keep.';
