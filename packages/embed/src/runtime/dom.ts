/**
 * What every part of the embed runtime uses: the page's window and document, the Playdesk origin
 * (from this script's own URL), checks of the options a business passes, this page's storage,
 * element building and the `playdesk:*` events.
 */
import { originOf } from '../envelope.js';
import type { EventDetail } from '../envelope.js';

export type Options = Record<string, unknown>;
/** `window.Playdesk`: the snippet's queue until the runtime loads, then the runtime. */
export interface Api {
  (command: string, options?: Options): void;
  q?: ArrayLike<unknown>[];
  loaded?: boolean;
}

export const w = window as unknown as Window & { Playdesk?: Api };
export const d = document;
export const ID = /^[A-Za-z0-9_-]{1,64}$/;
export const Z = 2147483000;

function findOrigin(): string | null {
  const own = d.currentScript as HTMLScriptElement | null;
  if (own?.src) return originOf(own.src);
  const found = d.querySelector<HTMLScriptElement>('script[src*="/embed/v1/"]');
  return originOf(found?.src);
}
export const ORIGIN = findOrigin();

export const warn = (message: string) => console.warn(`Playdesk: ${message}`);
export const id = (value: unknown): string | null =>
  typeof value === 'string' && ID.test(value) ? value : null;
export const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
export const hex = (value: unknown): string | null =>
  typeof value === 'string' && /^#(?:[0-9a-f]{3}){1,2}$/i.test(value) ? value : null;

/** This page's own storage; never throws (a blocked or full storage just forgets). */
export const store = {
  get(key: string): string | null {
    try {
      return w.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      w.localStorage.setItem(key, value);
    } catch {
      // Nothing to keep it in.
    }
  },
};

export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  css: string,
  attrs: Record<string, string> = {},
): HTMLElementTagNameMap[K] {
  const node = d.createElement(tag);
  node.style.cssText = css;
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  return node;
}

/** `playdesk:{name}` on `target`, bubbling to the document (the document itself once detached). */
export function emit(target: HTMLElement, name: string, detail: EventDetail): void {
  const at: Node = target.isConnected ? target : d;
  at.dispatchEvent(new CustomEvent(`playdesk:${name}`, { bubbles: true, detail }));
}
