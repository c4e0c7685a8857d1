import { useEffect } from 'react';
import { toHost } from '../embed/bus.js';
import { expectedParentOrigin } from '../embed/origin.js';

/** The message an embedded game posts to its host page whenever its height changes. */
export interface ResizeMessage {
  type: 'playdesk:resize';
  height: number;
}

export function resizeMessage(height: number): ResizeMessage {
  return { type: 'playdesk:resize', height: Math.max(0, Math.ceil(height)) };
}

/**
 * Inside an iframe, posts the content's height to the parent on every size change, so the host
 * page can size the frame to fit (no inner scrollbar): to the embed runtime in the envelope
 * (packages/embed), and as the older `playdesk:resize` message for hand-pasted iframes — to the
 * parent's origin as the browser reports it, and to `"*"` only when it reports none (the message
 * holds nothing but a height).
 */
export function useReportHeight(element: HTMLElement | null, enabled: boolean): void {
  useEffect(() => {
    if (!enabled || !element || typeof ResizeObserver === 'undefined') return;
    const parent = window.parent;
    if (parent === window) return;
    let ancestors: ArrayLike<string> | undefined;
    try {
      ancestors = window.location.ancestorOrigins;
    } catch {
      ancestors = undefined;
    }
    const legacyTarget =
      expectedParentOrigin({ ancestorOrigins: ancestors, referrer: document.referrer }) ?? '*';
    let last = -1;
    const post = () => {
      const message = resizeMessage(element.getBoundingClientRect().height);
      if (message.height === last) return;
      last = message.height;
      toHost('size', { height: message.height });
      try {
        parent.postMessage(message, legacyTarget);
      } catch {
        // A host that cannot receive messages: nothing to do.
      }
    };
    const observer = new ResizeObserver(post);
    observer.observe(element);
    post();
    return () => observer.disconnect();
  }, [element, enabled]);
}
