/**
 * The origin the browser says this frame's parent has, or null when it does not say. Kept apart
 * from the envelope (packages/embed) so the eager player bundle does not pull the envelope's
 * checks in: those load with the link (frame.ts), on embedded pages only.
 */
export function expectedParentOrigin(win: {
  ancestorOrigins?: ArrayLike<string> | undefined;
  referrer: string;
}): string | null {
  const ancestor = win.ancestorOrigins?.[0];
  if (ancestor) return ancestor === 'null' ? null : ancestor;
  try {
    const url = new URL(win.referrer);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}
