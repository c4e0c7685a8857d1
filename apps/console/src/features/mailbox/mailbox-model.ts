/**
 * The demo mailbox's text (docs/product-rules.md#demo-mailbox): emails are plain text, shown as
 * they were sent, with every http(s) address made a link.
 */
import { formatDateTime } from '../../lib/format';

export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; href: string };

/** An address up to the next space or closing bracket/quote; a final full stop or comma is prose. */
const LINK = /https?:\/\/[^\s<>"')\]]+/g;
const TRAILING = /[.,;:!?]+$/;

/** `text` cut into plain runs and links (only http: and https: become links). */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const href = match[0].replace(TRAILING, '');
    const start = match.index;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', href });
    last = start + href.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/** When an email was sent, with seconds (several are often sent in one minute). */
export function sentLabel(iso: string): string {
  return formatDateTime(iso, { seconds: true });
}

/**
 * The other origin the links of `text` lead to, when it is not `current` (the console's own): a
 * browser keeps one sign-in per origin, so `http://127.0.0.1:3000` and `http://localhost:3000`
 * are two sessions. Null when every link stays on `current` (or there is none).
 */
export function otherLinkOrigin(text: string, current: string): string | null {
  for (const part of linkify(text)) {
    if (part.kind !== 'link') continue;
    let origin: string;
    try {
      origin = new URL(part.href).origin;
    } catch {
      continue;
    }
    if (origin !== current) return origin;
  }
  return null;
}
