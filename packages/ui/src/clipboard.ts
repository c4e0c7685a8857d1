/**
 * Copying text, the one way both web apps do it: the async clipboard where the page may use it,
 * else a hidden textarea and `execCommand('copy')` — the only way left on plain http, in an
 * iframe whose host did not delegate `clipboard-write`, or where the user denied the permission.
 */

/** What `copyText` needs of `navigator` (`clipboard` is missing outside secure contexts). */
export interface ClipboardNavigator {
  clipboard?: { writeText: (text: string) => Promise<void> };
}

/** Copies `text`; true when it reached the clipboard, false when the caller should show it. */
export async function copyText(
  text: string,
  nav: ClipboardNavigator = navigator,
  fallback: (text: string) => boolean = copyWithTextarea,
): Promise<boolean> {
  try {
    if (nav.clipboard) {
      await nav.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Blocked (permission, focus, iframe policy): the old way may still work.
  }
  return fallback(text);
}

/** Copies with a selected, invisible textarea; false where there is no document or it fails. */
export function copyWithTextarea(text: string): boolean {
  if (typeof document === 'undefined') return false;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
