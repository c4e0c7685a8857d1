import { useEffect } from 'react';

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
 * page can size the frame to fit (no inner scrollbar).
 */
export function useReportHeight(element: HTMLElement | null, enabled: boolean): void {
  useEffect(() => {
    if (!enabled || !element || typeof ResizeObserver === 'undefined') return;
    const parent = window.parent;
    let last = -1;
    const post = () => {
      const message = resizeMessage(element.getBoundingClientRect().height);
      if (message.height === last) return;
      last = message.height;
      try {
        parent.postMessage(message, '*');
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
