/** Only `http:` and `https:` addresses (never `javascript:` or `data:`), at most 2000 characters. */
export function safeHttpUrl(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  if (text === '' || text.length > 2000) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
