/**
 * One mailbox, one player (issue 36, docs/fair-play.md#one-mailbox-one-player). The address a
 * player types is kept as typed; who they are is this normalised form:
 *
 * - case and surrounding spaces do not matter (`Lea@Example.com` is `lea@example.com`);
 * - a `+tag` in the local part is dropped at every domain (`lea+promo@example.com` is
 *   `lea@example.com`): the big providers deliver `+tag` mail to the same mailbox, and a business
 *   gains nothing from telling the tags apart;
 * - at Gmail, dots in the local part do not matter and `googlemail.com` is `gmail.com`
 *   (`l.e.a@googlemail.com` is `lea@gmail.com`), as Google documents.
 *
 * Other providers' rules (Outlook's dots matter, Yahoo's `-` aliases are separate addresses) are
 * left alone: merging two real mailboxes would deny one person their play.
 */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

export function normalizeEmail(email: string): string {
  const trimmed = email.trim().toLowerCase();
  const at = trimmed.lastIndexOf('@');
  if (at <= 0 || at === trimmed.length - 1) return trimmed;
  let local = trimmed.slice(0, at);
  let domain = trimmed.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}

/** The domain of a (normalised) email: what the per-domain velocity and the disposable check use. */
export function emailDomain(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0
    ? ''
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase();
}
