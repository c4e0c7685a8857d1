/**
 * The embed snippet of a game and the names of what the share panel hands out. The player URLs
 * themselves come from `@playdesk/contract/urls` (docs/product-rules.md#player-routes).
 */
import { gameEmbedderUrl } from '@playdesk/contract/urls';

function escapeAttribute(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/**
 * The HTML a business pastes into its site: an iframe of the embedded game pad, and one line of
 * script that sets the frame's height from the `playdesk:resize` messages the game posts (only
 * from this frame and this origin), so the game never shows an inner scrollbar.
 */
export function embedSnippet({
  origin,
  publicId,
  title,
}: {
  origin: string;
  publicId: string;
  title: string;
}): string {
  const frameId = `playdesk-${publicId.replace(/[^A-Za-z0-9_-]/g, '')}`;
  // Only `clipboard-write` is delegated: browsers without the Web Share API (Chromium on Linux,
  // desktop Firefox) log "Unrecognized feature: 'web-share'" on the host page for `web-share`, and
  // the game's Share already falls back to copying the link where the share sheet is not allowed.
  const src = gameEmbedderUrl(origin, publicId);
  const iframe =
    `<iframe id="${frameId}" src="${escapeAttribute(src)}" title="${escapeAttribute(title || 'Game')}" ` +
    `width="100%" height="640" style="border:0;width:100%;max-width:480px;display:block;margin:0 auto" ` +
    `allow="clipboard-write" loading="lazy"></iframe>`;
  const script =
    `<script>addEventListener("message",function(e){var f=document.getElementById(${JSON.stringify(frameId)});` +
    `if(f&&e.source===f.contentWindow&&e.origin===${JSON.stringify(origin)}&&e.data&&e.data.type==="playdesk:resize")` +
    `f.style.height=e.data.height+"px"});</script>`;
  return `${iframe}\n${script}`;
}

/** A file name for the QR code download: "Summer Quiz!" → "summer-quiz-qr.png". */
export function qrFileName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'game'}-qr.png`;
}

/** The name of a duplicated game, within the 120 characters a name may have. */
export function duplicateName(name: string, max = 120): string {
  const suffix = ' (copy)';
  const base = name.trim();
  return base.length + suffix.length <= max
    ? base + suffix
    : `${base.slice(0, max - suffix.length - 1).trimEnd()}…${suffix}`;
}
