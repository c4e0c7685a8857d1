/**
 * The pseudo-locale walk (issue 33 §11, ADR 009): a page opened in `en-XA` shows every text of
 * the app's catalogue accented, 40 % longer and wrapped in `[!! … !!]`. `pseudoFindings` reads
 * the page as it is and reports:
 *
 * - `untranslated`: a visible text that is not inside a wrapped message — an app text that never
 *   went through the catalogue. What the business wrote (game names, questions, words…; passed as
 *   `allow`), numbers, emoji, signs and single letters are left out.
 * - `overflow`: a text whose element is narrower than its text (`scrollWidth > clientWidth + 1`),
 *   or a text drawn outside the viewport horizontally. Texts the design cuts on purpose (an
 *   ellipsis, a line clamp) and texts in a container that scrolls sideways are left out.
 *
 * Used by e2e/play-i18n-walk.spec.ts for the player app; the console's walk can use it as it is.
 */
import type { Page } from '@playwright/test';
import { settle } from './axe.js';

export interface WalkFinding {
  readonly page: string;
  readonly kind: 'untranslated' | 'overflow';
  /** The text (cut at 80 characters). */
  readonly text: string;
  /** A short CSS path of the element that holds it. */
  readonly where: string;
  /** For an overflow: what overflows, in pixels. */
  readonly detail?: string;
}

export interface WalkOptions {
  /** Texts the business wrote (shown as they are in every language); matched as substrings. */
  readonly allow?: readonly string[];
  /** Texts that are data, not words (a fingerprint, a code): left out where they match. */
  readonly ignore?: readonly RegExp[];
  /** Only this part of the page (a CSS selector); the whole body by default. */
  readonly root?: string;
  /** Parts left out (a CSS selector): another app's screen shown inside this one. */
  readonly skip?: string;
}

/** Every finding on the page as it is now (see the file's comment). */
export async function pseudoFindings(
  page: Page,
  label: string,
  options: WalkOptions = {},
): Promise<WalkFinding[]> {
  const found = await page.evaluate(
    ({ allow, ignore, rootSelector, skipSelector }) => {
      type Raw = {
        kind: 'untranslated' | 'overflow';
        text: string;
        where: string;
        detail?: string;
      };
      const out: Raw[] = [];
      const root = rootSelector ? document.querySelector(rootSelector) : document.body;
      if (!root) return out;
      const OPEN = '[!!';
      const CLOSE = '!!]';
      // Longest first, so a business text containing another is taken out whole.
      const own = [...allow].filter((a) => a.trim().length > 0).sort((a, b) => b.length - a.length);

      const path = (el: Element): string => {
        const parts: string[] = [];
        for (let e: Element | null = el; e && e !== document.body && parts.length < 4;) {
          const cls = [...e.classList].slice(0, 2).join('.');
          parts.unshift(`${e.tagName.toLowerCase()}${cls ? `.${cls}` : ''}`);
          e = e.parentElement;
        }
        return parts.join(' > ');
      };
      const cut = (t: string) => (t.length > 80 ? `${t.slice(0, 77)}…` : t);
      const visible = (el: Element) =>
        el.checkVisibility({ opacityProperty: false, visibilityProperty: true }) &&
        !el.closest('[aria-hidden="true"], script, style, noscript, template') &&
        !(skipSelector && el.closest(skipSelector));

      // (i) Texts outside a wrapped message. The brackets may open in one text node and close in
      // another (a message with a link or a bold part): count them in document order.
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      let depth = 0;
      const withText = new Set<Element>();
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const raw = n.textContent ?? '';
        const before = depth;
        depth += raw.split(OPEN).length - 1;
        depth = Math.max(0, depth - (raw.split(CLOSE).length - 1));
        const text = raw.replace(/\s+/g, ' ').trim();
        const parent = n.parentElement;
        if (!text || !parent || !visible(parent)) continue;
        withText.add(parent);
        if (before > 0 || raw.includes(OPEN) || raw.includes(CLOSE)) continue;
        // Data first (a date, an address), then the business's texts, which may be short words.
        let rest = text;
        for (const [source, flags] of ignore) rest = rest.replace(new RegExp(source, flags), ' ');
        for (const a of own) rest = rest.split(a.replace(/\s+/g, ' ').trim()).join(' ');
        // Numbers, single letters, emoji and signs are not texts to translate.
        if (!/\p{L}{2,}/u.test(rest)) continue;
        out.push({ kind: 'untranslated', text: cut(text), where: path(parent) });
      }
      // Placeholders are texts a person reads too.
      for (const input of root.querySelectorAll<HTMLInputElement>('[placeholder]')) {
        const text = input.placeholder.trim();
        if (!text || !visible(input) || text.includes(OPEN)) continue;
        const data = ignore.reduce(
          (t, [source, flags]) => t.replace(new RegExp(source, flags), ' '),
          text,
        );
        if (own.some((a) => text.includes(a)) || !/\p{L}{2,}/u.test(data)) continue;
        out.push({ kind: 'untranslated', text: cut(text), where: `${path(input)}[placeholder]` });
      }

      // (ii) Texts wider than their box, or outside the viewport. Texts only screen readers get
      // (a 1 px box, `sr-only`) have no box to fit.
      const width = document.documentElement.clientWidth;
      const tiny = (el: Element) => {
        const r = el.getBoundingClientRect();
        return r.width <= 2 || r.height <= 2;
      };
      const scrollsSideways = (el: Element) => {
        for (let e: Element | null = el; e && e !== document.body;) {
          const x = getComputedStyle(e).overflowX;
          if ((x === 'auto' || x === 'scroll') && e.scrollWidth > e.clientWidth) return true;
          e = e.parentElement;
        }
        return false;
      };
      const seen = new Set<Element>();
      for (const holder of withText) {
        if (tiny(holder)) continue;
        // An inline element has no box width of its own: its block holds the text.
        let box: Element | null = holder;
        while (box && box !== root && getComputedStyle(box).display === 'inline') {
          box = box.parentElement;
        }
        const text = (holder.textContent ?? '').replace(/\s+/g, ' ').trim();
        if (box && !seen.has(box) && !tiny(box)) {
          seen.add(box);
          const style = getComputedStyle(box);
          const cutOnPurpose =
            style.textOverflow === 'ellipsis' ||
            (style.webkitLineClamp !== 'none' && style.webkitLineClamp !== '');
          if (!cutOnPurpose && box.scrollWidth > box.clientWidth + 1) {
            out.push({
              kind: 'overflow',
              text: cut((box.textContent ?? '').replace(/\s+/g, ' ').trim()),
              where: path(box),
              detail: `scrollWidth ${box.scrollWidth} > clientWidth ${box.clientWidth}`,
            });
            continue;
          }
        }
        if (scrollsSideways(holder)) continue;
        // The holder's own text, where it is drawn.
        for (const node of holder.childNodes) {
          if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          const outside = [...range.getClientRects()].find(
            (r) => r.width > 0 && (r.right > width + 1 || r.left < -1),
          );
          if (outside) {
            out.push({
              kind: 'overflow',
              text: cut(text),
              where: path(holder),
              detail: `text from x=${Math.round(outside.left)} to x=${Math.round(outside.right)}, viewport ${width}`,
            });
            break;
          }
        }
      }
      return out;
    },
    {
      allow: options.allow ?? [],
      // A RegExp does not cross into the page: its source and flags do (`i` kept, `g` and `u` added).
      ignore: (options.ignore ?? []).map((r): [string, string] => [
        r.source,
        `${r.flags.replace(/[gu]/g, '')}gu`,
      ]),
      rootSelector: options.root ?? null,
      skipSelector: options.skip ?? null,
    },
  );
  return found.map((f) => ({ page: label, ...f }));
}

/**
 * Every string in a value (a game's content, an API answer: what the business wrote), HTML tags
 * taken out: the `allow` of a walk.
 */
export function businessTexts(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') {
    const text = value
      .replace(/<[^>]*>/g, '\n')
      .split('\n')
      .map((t) => t.trim())
      .filter(Boolean);
    into.push(...text);
  } else if (Array.isArray(value)) {
    for (const v of value) businessTexts(v, into);
  } else if (value && typeof value === 'object') {
    for (const v of Object.values(value)) businessTexts(v, into);
  }
  return into;
}

/** Findings as lines a person can act on, for an assertion's message. */
export function describeWalk(findings: readonly WalkFinding[]): string {
  return findings
    .map((f) => `${f.page}: ${f.kind} "${f.text}" at ${f.where}${f.detail ? ` (${f.detail})` : ''}`)
    .join('\n');
}

/** The widths walked: a phone and a laptop (issue 33 §11). */
export const WIDTHS = [
  { width: 375, height: 812 },
  { width: 1280, height: 860 },
] as const;

/**
 * Reads the page at each width in turn: opened once, then resized, as a phone turned or a window
 * dragged (the layout follows the viewport; a page that held its texts only when loaded at a
 * width would be a finding of its own). Opening each page once instead of once a width halved
 * the walks' time.
 */
export async function atEachWidth(
  page: Page,
  label: string,
  read: (label: string) => Promise<WalkFinding[]>,
): Promise<WalkFinding[]> {
  const findings: WalkFinding[] = [];
  for (const [i, size] of WIDTHS.entries()) {
    if (i > 0) {
      await page.setViewportSize(size);
      await nextFrames(page, size.width);
      await settle(page);
    }
    findings.push(...(await read(`${label} (${size.width} px)`)));
  }
  // Back to the first width for the next page.
  await page.setViewportSize(WIDTHS[0]);
  return findings;
}

/** Two animation frames (the layout and paint after a resize); fails unless the page has `width`. */
async function nextFrames(page: Page, width: number): Promise<void> {
  const seen = await page.evaluate(
    () =>
      new Promise<number>((done) =>
        requestAnimationFrame(() => requestAnimationFrame(() => done(window.innerWidth))),
      ),
  );
  if (seen !== width) throw new Error(`The page is ${seen} px wide after a resize to ${width} px`);
}
